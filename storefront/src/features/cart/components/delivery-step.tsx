/** The delivery step: an address from the address book or a new one typed inline, the delivery cost, the salon. */
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AddressLines } from '../../../components/address-card.tsx';
import {
  AddressForm,
  addressFieldNames,
  addressRequestOf,
  emptyAddress,
  type AddressValues,
} from '../../../components/address-form.tsx';
import { PartnerSearch } from '../../../components/partner-search.tsx';
import { LoadFailed, Loading } from '../../../components/query-state.tsx';
import { defaultCountryByLocale } from '../../../lib/countries.ts';
import { formFailureOf } from '../../../lib/form-failure.ts';
import { useLocale } from '../../../lib/locale-context.tsx';
import { useSession } from '../../../lib/session.tsx';
import {
  useCreateAddressMutation,
  useListAddressesQuery,
  useGetSpecialistQuery,
  type Address,
} from '../../../lib/shop-api.ts';
import { useCheckout, type SpecialistChoice } from '../hooks/use-checkout.ts';

function SpecialistChoiceField() {
  const { t } = useTranslation('cart');
  const { draft, update } = useCheckout();
  const { data } = useGetSpecialistQuery();
  const accountStore = data?.store ?? null;
  // Without a salon on the account, "keep" means ordering without one.
  const choice: SpecialistChoice =
    draft.specialist === 'account' && !accountStore ? 'none' : draft.specialist;
  const options: { value: SpecialistChoice; label: string }[] = [
    ...(accountStore
      ? [{ value: 'account' as const, label: t('specialist.keep', { name: accountStore.name }) }]
      : []),
    { value: 'other', label: accountStore ? t('specialist.other') : t('specialist.choose') },
    { value: 'none', label: t('specialist.none') },
  ];
  return (
    <fieldset className="checkout-section" data-testid="specialist-choice">
      <legend>{t('specialist.title')}</legend>
      <p className="meta-note">{t('specialist.intro')}</p>
      <div className="choice-list">
        {options.map((option) => (
          <label key={option.value} className="choice">
            <input
              type="radio"
              name="specialist"
              value={option.value}
              checked={choice === option.value}
              onChange={() => update({ specialist: option.value })}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      {choice === 'other' ? (
        <>
          {draft.otherStore ? (
            <p className="meta-note" data-testid="specialist-other-chosen">
              {t('specialist.otherChosen', { name: draft.otherStore.name })}
            </p>
          ) : null}
          <PartnerSearch
            chosenId={draft.otherStore?.id ?? null}
            onChoose={(store) => update({ otherStore: store })}
          />
        </>
      ) : null}
    </fieldset>
  );
}

export function AddressChoice({
  addresses,
  onAdd,
}: {
  addresses: readonly Address[];
  onAdd: () => void;
}) {
  const { t } = useTranslation('cart');
  const { draft, update } = useCheckout();
  const selected =
    draft.addressId ?? addresses.find((a) => a.isDefault)?.id ?? addresses[0]?.id ?? null;
  return (
    <fieldset className="checkout-section" data-testid="address-choice">
      <legend>{t('delivery.addressTitle')}</legend>
      {addresses.length === 0 ? <p className="meta-note">{t('delivery.noAddresses')}</p> : null}
      <ul className="address-options">
        {addresses.map((address) => (
          <li key={address.id}>
            <label
              className={
                address.id === selected
                  ? 'address-option address-option-selected'
                  : 'address-option'
              }
            >
              <input
                type="radio"
                name="address"
                value={address.id}
                checked={address.id === selected}
                onChange={() => update({ addressId: address.id })}
                data-testid="address-option"
              />
              <AddressLines address={address} />
            </label>
          </li>
        ))}
      </ul>
      {draft.newAddress ? null : (
        <button
          type="button"
          className="button button-secondary"
          onClick={onAdd}
          data-testid="add-address"
        >
          {t('delivery.addAddress')}
        </button>
      )}
    </fieldset>
  );
}

/** The address the order goes to: the chosen one, else the default, else the first. */
export function selectedAddress(
  addresses: readonly Address[],
  addressId: string | null,
): Address | null {
  return (
    addresses.find((a) => a.id === addressId) ??
    addresses.find((a) => a.isDefault) ??
    addresses[0] ??
    null
  );
}

export function DeliveryStep({
  onContinue,
  totals,
}: {
  onContinue: (address: Address) => void;
  totals: (country: string) => React.ReactNode;
}) {
  const { t } = useTranslation('cart');
  const { t: tc } = useTranslation();
  const locale = useLocale();
  const { user, guest } = useSession();
  const { draft, update } = useCheckout();
  const { data, isError, isFetching, refetch } = useListAddressesQuery();
  const [createAddress] = useCreateAddressMutation();
  const [problem, setProblem] = useState<string | null>(null);
  const keepValues = useCallback(
    (values: AddressValues) => update({ newAddress: values }),
    [update],
  );

  if (isError && !data) return <LoadFailed onRetry={() => void refetch()} retrying={isFetching} />;
  if (!data) return <Loading />;
  const addresses = data.data;
  const address = selectedAddress(addresses, draft.addressId);
  const formOpen = draft.newAddress !== null || addresses.length === 0;

  const openForm = () =>
    update({
      newAddress: emptyAddress(user?.country ?? defaultCountryByLocale[locale], user ?? undefined),
    });
  const saveAddress = async (values: AddressValues) => {
    const result = await createAddress(addressRequestOf(values));
    if (result.error) return formFailureOf(result.error, addressFieldNames);
    update({ addressId: result.data.id, newAddress: null });
    return null;
  };
  const next = () => {
    if (!address || formOpen) {
      setProblem(formOpen ? t('delivery.saveAddressFirst') : t('delivery.chooseAddress'));
      return;
    }
    if (!guest && draft.specialist === 'other' && !draft.otherStore) {
      setProblem(t('specialist.chooseOther'));
      return;
    }
    setProblem(null);
    onContinue(address);
  };

  return (
    <div className="cart-grid" data-testid="delivery-step">
      <div className="checkout-main">
        <AddressChoice addresses={addresses} onAdd={openForm} />
        {formOpen ? (
          <AddressForm
            initialValues={
              draft.newAddress ??
              emptyAddress(user?.country ?? defaultCountryByLocale[locale], user ?? undefined)
            }
            title={t('delivery.newAddress')}
            submitLabel={t('delivery.useAddress')}
            pendingLabel={tc('address.saving')}
            onSubmit={saveAddress}
            onValuesChange={keepValues}
            onCancel={addresses.length > 0 ? () => update({ newAddress: null }) : undefined}
            testId="checkout-address-form"
          />
        ) : null}
        {/* A guest order never has a salon (SPEC §1, §6): no salon step. */}
        {guest ? (
          <p className="meta-note" data-testid="guest-no-salon">
            {t('guest.noSalon')}
          </p>
        ) : (
          <SpecialistChoiceField />
        )}
      </div>
      <aside className="cart-aside checkout-summary-bar" aria-label={t('totals.label')}>
        {address ? totals(address.country) : null}
        <p className="meta-note">{t('delivery.expected')}</p>
        {problem ? (
          <p className="field-error" role="alert" data-testid="delivery-problem">
            {problem}
          </p>
        ) : null}
        <button
          type="button"
          className="button button-primary checkout-next"
          onClick={next}
          data-testid="to-payment"
        >
          {t('delivery.toPayment')}
        </button>
      </aside>
    </div>
  );
}
