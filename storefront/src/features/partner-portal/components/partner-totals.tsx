/** The B2B totals: ex-VAT amounts, VAT per rate or the reverse-charge mention, and the amount to pay. */
import { useTranslation } from 'react-i18next';
import { Price } from '../../../components/price.tsx';
import type { PartnerTotals as Totals } from '../api/partner-shop-api.ts';
import { totalsRows } from '../partner-shop-logic.ts';

export function PartnerTotals({ totals }: { totals: Totals }) {
  const { t } = useTranslation('partnerShop');
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
          ) : (
            <>
              <dt>
                {row.kind === 'vat' ? t('totals.vat', { rate: row.rate }) : t(`totals.${row.kind}`)}
              </dt>
              <dd>
                {row.kind === 'delivery' && row.cents === 0 ? (
                  t('totals.free')
                ) : (
                  <Price cents={row.cents} />
                )}
              </dd>
            </>
          )}
        </div>
      ))}
    </dl>
  );
}
