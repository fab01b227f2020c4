/** The cart's totals: items, delivery (free, a cost, or quoted at checkout), VAT per rate, total including VAT. */
import { useTranslation } from 'react-i18next';
import { Price } from '../../../components/price.tsx';
import type { CartResponse } from '../../../lib/shop-api.ts';

export function CartTotals({ cart }: { cart: CartResponse }) {
  const { t } = useTranslation('cart');
  const { totals, delivery } = cart;
  return (
    <dl className="cart-totals" data-testid="cart-totals">
      <div>
        <dt>{t('totals.items')}</dt>
        <dd>
          <Price cents={totals.itemsCents} />
        </dd>
      </div>
      <div>
        <dt>
          {t('totals.delivery', {
            country: t(`countries.${delivery.country}`, {
              ns: 'common',
              defaultValue: delivery.country,
            }),
          })}
        </dt>
        <dd data-testid="delivery-cost">
          {delivery.quotedAtCheckout || totals.deliveryCents === null ? (
            t('totals.deliveryQuoted')
          ) : totals.deliveryCents === 0 ? (
            t('totals.free')
          ) : (
            <Price cents={totals.deliveryCents} />
          )}
        </dd>
      </div>
      {totals.vat.map((line) => (
        <div key={line.rate} className="cart-totals-vat">
          <dt>{t('totals.vat', { rate: line.rate })}</dt>
          <dd>
            <Price cents={line.vatCents} />
          </dd>
        </div>
      ))}
      <div className="cart-totals-total">
        <dt>{t('totals.total')}</dt>
        <dd data-testid="cart-total">
          <Price cents={totals.totalCents} />
        </dd>
      </div>
    </dl>
  );
}
