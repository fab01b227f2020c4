import type { PeppolParticipantId } from '../einvoice-document.js';

/** One UBL document on its way to the buyer. */
export interface OutgoingEInvoice {
  kind: 'invoice' | 'creditNote';
  number: string;
  /** Receiver and sender on the Peppol network. */
  receiver: PeppolParticipantId;
  sender: PeppolParticipantId;
  xml: string;
}

export interface SentEInvoice {
  /** `file` or `http`: which adapter carried it. */
  via: 'file' | 'http';
  /** Where it went: the file path, or the access point's id of the transmission. */
  reference: string;
}

/**
 * The sending port: the file adapter (embedded default, DATA_DIR/peppol) or the HTTP adapter for a
 * Peppol access point (PEPPOL_MODE=http), chosen at boot; nothing else knows which one runs.
 */
export abstract class EInvoiceSender {
  abstract send(document: OutgoingEInvoice): Promise<SentEInvoice>;
}
