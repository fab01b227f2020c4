import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { EInvoiceSender, type OutgoingEInvoice, type SentEInvoice } from './einvoice-sender.js';

/**
 * Writes the UBL under `<dataDir>/peppol/` as `<invoice|credit-note>-<number>.xml` (written to a
 * temporary name, then renamed: a reader never sees half a file; sending again replaces it).
 */
export class FileEInvoiceSender extends EInvoiceSender {
  constructor(private readonly dataDir: string) {
    super();
  }

  async send(document: OutgoingEInvoice): Promise<SentEInvoice> {
    const folder = join(this.dataDir, 'peppol');
    await mkdir(folder, { recursive: true });
    const safe = document.number.replace(/[^A-Za-z0-9._-]/g, '_');
    const path = join(
      folder,
      `${document.kind === 'creditNote' ? 'credit-note' : 'invoice'}-${safe}.xml`,
    );
    const temporary = `${path}.${process.pid}.tmp`;
    await writeFile(temporary, document.xml, 'utf8');
    await rename(temporary, path);
    return { via: 'file', reference: path };
  }
}
