/**
 * The invoice and credit notes of one of the customer's orders (`GET /api/orders/{id}/invoices`),
 * and their PDFs. A PDF needs the bearer token, so it cannot be a plain link: it is fetched through
 * the API client and handed to the browser as a download (the file never enters the store).
 */
import { generatedApi, type InvoiceDocumentDto } from '../../../api/generated/shop-api.ts';

export type InvoiceDocument = InvoiceDocumentDto;

/** The owner-only PDF path of a document (backend InvoicesController). */
export function documentPdfPath(orderId: string, document: InvoiceDocument): string {
  const order = encodeURIComponent(orderId);
  return document.kind === 'invoice'
    ? `/api/orders/${order}/invoice.pdf`
    : `/api/orders/${order}/credit-notes/${encodeURIComponent(document.id)}/credit-note.pdf`;
}

/** Hands a downloaded file to the browser under `name`. */
function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // some browsers start the download after the click returns
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}

export const invoicesApi = generatedApi
  .enhanceEndpoints({
    addTagTypes: ['OrderInvoices'],
    endpoints: { listOrderInvoices: { providesTags: ['OrderInvoices'] } },
  })
  .injectEndpoints({
    endpoints: (build) => ({
      /** Downloads one document's PDF (answers nothing: the file goes to the browser). */
      downloadInvoiceDocument: build.mutation<null, { path: string; fileName: string }>({
        async queryFn({ path, fileName }, _api, _extra, baseQuery) {
          const result = await baseQuery({
            url: path,
            responseHandler: (response) => (response.ok ? response.blob() : response.json()),
          });
          if (result.error) return { error: result.error };
          saveFile(result.data as Blob, fileName);
          return { data: null };
        },
      }),
    }),
  });

export const { useDownloadInvoiceDocumentMutation } = invoicesApi;
export const { useListOrderInvoicesQuery } = invoicesApi;
