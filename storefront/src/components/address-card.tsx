/** An address as it is written on a parcel. */
import { useTranslation } from 'react-i18next';
import type { OrderAddress } from '../lib/shop-api.ts';

export function AddressLines({ address }: { address: OrderAddress }) {
  const { t } = useTranslation();
  return (
    <address className="address-lines">
      <span>
        {address.firstName} {address.lastName}
      </span>
      {address.company ? <span>{address.company}</span> : null}
      <span>
        {address.street} {address.houseNumber}
        {address.box ? ` ${t('address.boxShort', { box: address.box })}` : null}
      </span>
      <span>
        {address.postalCode} {address.city}
      </span>
      <span>{t(`countries.${address.country}`, { defaultValue: address.country })}</span>
      {address.phone ? <span>{address.phone}</span> : null}
    </address>
  );
}
