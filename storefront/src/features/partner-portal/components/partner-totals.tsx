/**
 * The B2B totals: ex-VAT amounts (delivery at the cost of the country's shipping zone, with the
 * expected dates in the cart), VAT per rate or the reverse-charge or export mention, the amount to pay.
 */
import { useTranslation } from 'react-i18next';
import { Price } from '../../../components/price.tsx';
import { formatDate } from '../../../lib/format.ts';
import { useLocale } from '../../../lib/locale-context.tsx';
import { totalsRows, type TotalsInput as Totals } from '../partner-shop-logic.ts';

export function PartnerTotals({ totals }: { totals: Totals }) {
  const { t } = useTranslation('partnerShop');
  const locale = useLocale();
  const delivery = totals.delivery;
  return (
    <dl
      className="partner-totals"
      data-testid="partner-totals"
      data-reverse-charge={totals.reverseCharge || undefined}
    >
      {totalsRows(totals).map((row) => (
        <div
          key={row.kind === 'vat' ? `vat-${row.rate}` : row.kind}
          className={`partner-totals-${row.kind}`}
        >
          {row.kind === 'reverseCharge' ? (
            <dt data-testid="reverse-charge">{t('totals.reverseCharge')}</dt>
          ) : row.kind === 'export' ? (
            <dt data-testid="vat-export">{t('totals.export')}</dt>
          ) : (
            <>
              <dt>
                {row.kind === 'vat' ? t('totals.vat', { rate: row.rate }) : t(`totals.${row.kind}`)}
              </dt>
              <dd>
                {row.kind === 'delivery' && delivery && !delivery.served ? (
                  t('totals.unserved')
                ) : row.kind === 'delivery' && row.cents === 0 ? (
                  t('totals.free')
                ) : (
                  <Price cents={row.cents} />
                )}
              </dd>
            </>
          )}
        </div>
      ))}
      {delivery?.served && delivery.estimatedFrom && delivery.estimatedTo ? (
        <div className="partner-totals-window">
          <dt className="sr-only">{t('totals.windowLabel')}</dt>
          <dd data-testid="delivery-window">
            {t('totals.window', {
              from: formatDate(delivery.estimatedFrom, locale),
              to: formatDate(delivery.estimatedTo, locale),
              min: delivery.minWorkingDays,
              max: delivery.maxWorkingDays,
            })}
          </dd>
        </div>
      ) : null}
    </dl>
  );
}
