/** The invoice and credit notes of a paid order, each a PDF download (account order page). */
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format.ts';
import { useLocale } from '../../../lib/locale-context.tsx';
import {
  documentPdfPath,
  useDownloadInvoiceDocumentMutation,
  useListOrderInvoicesQuery,
  type InvoiceDocument,
} from '../api/invoices-api.ts';

export function OrderDocuments({ orderId }: { orderId: string }) {
  const { t } = useTranslation('account');
  const locale = useLocale();
  const { data } = useListOrderInvoicesQuery(orderId);
  const [download, { isError, isLoading }] = useDownloadInvoiceDocumentMutation();
  const documents = data?.data ?? [];
  if (!documents.length) return null;
  const label = (document: InvoiceDocument) =>
    t(document.kind === 'invoice' ? 'order.documents.invoice' : 'order.documents.creditNote', {
      number: document.number,
    });
  return (
    <section className="order-documents" data-testid="order-documents">
      <h3>{t('order.documents.title')}</h3>
      <ul>
        {documents.map((document) => (
          <li key={document.id}>
            <button
              type="button"
              className="text-link"
              disabled={isLoading}
              data-testid={`order-document-${document.kind}`}
              onClick={() =>
                void download({
                  path: documentPdfPath(orderId, document),
                  fileName: `${document.number}.pdf`,
                })
              }
            >
              {label(document)}
            </button>{' '}
            <span className="meta-note">
              {t('order.documents.issuedOn', { date: formatDate(document.issueDate, locale) })}
            </span>
          </li>
        ))}
      </ul>
      {isError ? (
        <p className="field-error" role="alert">
          {t('order.documents.downloadFailed')}
        </p>
      ) : null}
    </section>
  );
}
