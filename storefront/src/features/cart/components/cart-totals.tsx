/**
 * The cart's totals: items, delivery (free or the cost of the country's shipping zone, with the
 * expected delivery dates; a country no zone serves is said so), VAT per rate of the delivery
 * country (named when it is not Belgium's; none for an export), total including VAT.
 */
import { useTranslation } from 'react-i18next';
import { Price } from '../../../components/price.tsx';
import { formatDate, formatRate } from '../../../lib/format.ts';
import { useLocale } from '../../../lib/locale-context.tsx';
import type { CartResponse } from '../../../lib/shop-api.ts';
import { useCountryTo } from '../../../lib/product-words.ts';

export function CartTotals({ cart }: { cart: CartResponse }) {
  const { t } = useTranslation('cart');
  const locale = useLocale();
  const deliveryTo = useCountryTo();
  const { totals, delivery } = cart;
  const countryName = (code: string) =>
    t(`countries.${code}`, { ns: 'common', defaultValue: code });
  return (
    <dl className="cart-totals" data-testid="cart-totals">
      <div>
        <dt>{t('totals.items')}</dt>
        <dd>
          <Price cents={totals.itemsCents} />
        </dd>
      </div>
      {cart.discounts.map((discount) => (
        <div
          key={`${discount.code ?? ''}-${discount.name}`}
          className="cart-totals-discount"
          data-testid="cart-discount"
        >
          <dt>
            {discount.freeShipping
              ? t('totals.freeShipping', { name: discount.name })
              : discount.code
                ? t('totals.discountCode', { name: discount.name, code: discount.code })
                : t('totals.discount', { name: discount.name })}
          </dt>
          <dd>
            {discount.freeShipping ? null : (
              <>
                −<Price cents={discount.amountCents} />
              </>
            )}
          </dd>
        </div>
      ))}
      <div>
        <dt>
          {t('totals.delivery', {
            country: deliveryTo(delivery.country),
          })}
        </dt>
        <dd data-testid="delivery-cost">
          {!delivery.served || totals.deliveryCents === null ? (
            t('totals.deliveryUnserved', { country: countryName(delivery.country) })
          ) : totals.deliveryCents === 0 ? (
            t('totals.free')
          ) : (
            <Price cents={totals.deliveryCents} />
          )}
        </dd>
      </div>
      {delivery.served && delivery.estimatedFrom && delivery.estimatedTo ? (
        <div className="cart-totals-window">
          <dt className="sr-only">{t('totals.deliveryWindowLabel')}</dt>
          <dd data-testid="delivery-window">
            {t('totals.deliveryWindow', {
              from: formatDate(delivery.estimatedFrom, locale),
              to: formatDate(delivery.estimatedTo, locale),
              min: delivery.minWorkingDays,
              max: delivery.maxWorkingDays,
            })}
          </dd>
        </div>
      ) : null}
      {totals.vatRegime === 'export' ? (
        <div className="cart-totals-vat" data-testid="vat-export">
          <dt>{t('totals.vatExport')}</dt>
          <dd>
            <Price cents={0} />
          </dd>
        </div>
      ) : (
        totals.vat.map((line) => (
          <div key={line.rate} className="cart-totals-vat" data-vat-country={totals.vatCountry}>
            <dt>
              {totals.vatRegime === 'oss'
                ? t('totals.vatIn', {
                    rate: formatRate(line.rate, locale),
                    country: countryName(totals.vatCountry),
                  })
                : t('totals.vat', { rate: formatRate(line.rate, locale) })}
            </dt>
            <dd>
              <Price cents={line.vatCents} />
            </dd>
          </div>
        ))
      )}
      <div className="cart-totals-total">
        <dt>{t('totals.total')}</dt>
        <dd data-testid="cart-total">
          <Price cents={totals.totalCents} />
        </dd>
      </div>
    </dl>
  );
}
