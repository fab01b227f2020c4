/**
 * Downloads the Peppol e-invoice (UBL XML) of a paid partner order: fetched with the salon's
 * token, handed to the browser as a file. A 422 means the salon's Peppol data needs fixing.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLazyGetPartnerOrderEInvoiceQuery } from '../api/partner-shop-api.ts';

type Failure = 'invalid' | 'other' | null;

export function EInvoiceDownload({ number }: { number: string }) {
  const { t } = useTranslation('partnerShop');
  const [fetchXml, state] = useLazyGetPartnerOrderEInvoiceQuery();
  const [failure, setFailure] = useState<Failure>(null);

  const download = async () => {
    setFailure(null);
    const result = await fetchXml(number);
    if (result.error || typeof result.data !== 'string') {
      const status = (result.error as { status?: unknown } | undefined)?.status;
      setFailure(status === 422 ? 'invalid' : 'other');
      return;
    }
    const url = URL.createObjectURL(new Blob([result.data], { type: 'application/xml' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = `${number}.xml`;
    document.body.append(link);
    link.click();
    link.remove();
    // Revoked on the next turn: the browser has taken the file by then.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  };

  return (
    <section className="partner-einvoice" data-testid="partner-einvoice">
      <h3>{t('einvoice.title')}</h3>
      <p className="meta-note">{t('einvoice.help')}</p>
      <button
        type="button"
        className="button button-secondary"
        onClick={() => void download()}
        disabled={state.isFetching}
        data-testid="partner-einvoice-download"
      >
        {state.isFetching ? t('einvoice.downloading') : t('einvoice.download')}
      </button>
      <div role="alert">
        {failure ? (
          <p className="field-error">
            {failure === 'invalid' ? t('einvoice.invalid') : t('einvoice.failed')}
          </p>
        ) : null}
      </div>
    </section>
  );
}
