import { AppError } from '../../../common/errors/app-error.js';
import { formatParticipantId } from '../peppol-id.js';
import { EInvoiceErrorCode } from '../einvoice.errors.js';
import { EInvoiceSender, type OutgoingEInvoice, type SentEInvoice } from './einvoice-sender.js';

/** How long the access point may take to accept a document. */
export const ACCESS_POINT_TIMEOUT_MS = 15_000;

/**
 * Posts the UBL to a Peppol access point (PEPPOL_AP_URL, `Authorization: Bearer PEPPOL_AP_TOKEN`).
 * The receiver, sender and document id travel as headers, so an access point can route the
 * document without parsing it; its answer (`{ id }` or a `Location` header) is the reference.
 * A non-2xx answer or a timeout is a 503 EINVOICE_ACCESS_POINT_FAILED (the job retries).
 */
export class HttpEInvoiceSender extends EInvoiceSender {
  constructor(
    private readonly url: string,
    private readonly token: string,
  ) {
    super();
  }

  async send(document: OutgoingEInvoice): Promise<SentEInvoice> {
    let response: Response;
    try {
      response = await fetch(this.url, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${this.token}`,
          'content-type': 'application/xml; charset=utf-8',
          accept: 'application/json',
          'x-peppol-receiver': formatParticipantId(document.receiver),
          'x-peppol-sender': formatParticipantId(document.sender),
          'x-document-type': document.kind === 'creditNote' ? 'CreditNote' : 'Invoice',
          'x-document-id': document.number,
        },
        body: document.xml,
        signal: AbortSignal.timeout(ACCESS_POINT_TIMEOUT_MS),
      });
    } catch (error) {
      throw this.failed(`unreachable: ${(error as Error).message}`, error);
    }
    const text = await response.text();
    if (!response.ok) throw this.failed(`answered ${response.status}`);
    let id: unknown = null;
    try {
      id = (JSON.parse(text) as { id?: unknown }).id;
    } catch {
      id = null;
    }
    return {
      via: 'http',
      reference:
        typeof id === 'string' || typeof id === 'number'
          ? String(id)
          : (response.headers.get('location') ?? `HTTP ${response.status}`),
    };
  }

  private failed(detail: string, cause?: unknown): AppError {
    return new AppError(
      'unavailable',
      EInvoiceErrorCode.ACCESS_POINT_FAILED,
      `The Peppol access point did not accept the document (${detail}).`,
      { cause },
    );
  }
}
