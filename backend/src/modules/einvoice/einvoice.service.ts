import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { AppError } from '../../common/errors/app-error.js';
import { appConfig, type AppConfig } from '../../config/app-config.js';
import { JobRegistry } from '../jobs/job-registry.js';
import type { OrderEntity } from '../orders/entities/order.entity.js';
import { OrderReadsService, type PartnerOrderSummary } from '../orders/order-reads.service.js';
import type { StoreEntity } from '../stores/entities/store.entity.js';
import { StoresService } from '../stores/stores.service.js';
import { UsersService } from '../users/users.service.js';
import { InvoicesService } from '../invoices/invoices.service.js';
import { toCreditNoteDocument, toEInvoiceDocument } from './einvoice-adapter.js';
import type { EInvoiceDocument, EInvoiceLine } from './einvoice-document.js';
import { EInvoiceErrorCode } from './einvoice.errors.js';
import { formatParticipantId, parseParticipantId } from './peppol-id.js';
import { EInvoiceSender, type SentEInvoice } from './sending/einvoice-sender.js';

/** A checked UBL document, ready to download or send. */
export interface EInvoiceFile {
  document: EInvoiceDocument;
  xml: string;
  fileName: string;
}

/**
 * Peppol e-invoices of partner (B2B) orders: builds the UBL through the one adapter
 * (toEInvoiceDocument), checks it against the EN 16931 and Peppol rules before it leaves (a
 * document with a fatal error is never served or sent), and sends it through the sending port.
 */
@Injectable()
export class EInvoiceService implements OnModuleInit {
  private readonly logger = new Logger('EInvoice');

  constructor(
    private readonly invoices: InvoicesService,
    private readonly orders: OrderReadsService,
    private readonly stores: StoresService,
    private readonly users: UsersService,
    private readonly sender: EInvoiceSender,
    private readonly registry: JobRegistry,
    @Inject(appConfig.KEY) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.registry.register('einvoice.send', async ({ orderId }) => {
      const sent = await this.send(orderId);
      this.logger.log({ orderId, ...sent }, 'E-invoice sent');
    });
  }

  /** The e-invoice of one of the salon's own orders; 404 for another salon's or an unpaid one. */
  async forSalon(store: StoreEntity, idOrNumber: string): Promise<EInvoiceFile> {
    return this.build(await this.orders.findPartnerOrder(store.id, idOrNumber));
  }

  /** The e-invoice of any salon's order (back-office). */
  async forBackOffice(idOrNumber: string): Promise<EInvoiceFile> {
    return this.build(await this.orders.findAnyPartnerOrder(idOrNumber));
  }

  /** The UBL credit note of one of the salon's own orders; 404 for anyone else's. */
  async creditNoteForSalon(
    store: StoreEntity,
    idOrNumber: string,
    creditNoteId: string,
  ): Promise<EInvoiceFile> {
    return this.buildCreditNote(
      await this.orders.findPartnerOrder(store.id, idOrNumber),
      creditNoteId,
    );
  }

  /** The UBL credit note of any salon's order (back-office). */
  async creditNoteForBackOffice(idOrNumber: string, creditNoteId: string): Promise<EInvoiceFile> {
    return this.buildCreditNote(await this.orders.findAnyPartnerOrder(idOrNumber), creditNoteId);
  }

  /** A salon's B2B orders for the back-office (its store screen), newest first. */
  async listForStore(
    storeId: string,
    page: { skip: number; take: number; order: 'ASC' | 'DESC' },
  ): Promise<{ data: (PartnerOrderSummary & { invoiced: boolean })[]; total: number }> {
    const [rows, total] = await this.orders.listPartnerOrders(storeId, page);
    return {
      data: rows.map((row) => ({ ...this.orders.partnerSummary(row), invoiced: !!row.paidAt })),
      total,
    };
  }

  /** Builds, checks and sends the e-invoice of a paid partner order (job `einvoice.send`, back-office). */
  async send(idOrNumber: string): Promise<SentEInvoice & { receiver: string }> {
    const file = await this.forBackOffice(idOrNumber);
    // Both endpoints exist: PEPPOL-EN16931-R010/R020 passed in build().
    const receiver = file.document.buyer.endpoint!;
    const sent = await this.sender.send({
      kind: file.document.kind,
      number: file.document.number,
      receiver,
      sender: file.document.seller.endpoint!,
      xml: file.xml,
    });
    return { ...sent, receiver: formatParticipantId(receiver) };
  }

  private async build(order: OrderEntity | null): Promise<EInvoiceFile> {
    if (!order)
      throw new AppError('not_found', EInvoiceErrorCode.ORDER_NOT_FOUND, 'Order not found.');
    const invoice = await this.invoices.findByOrderId(order.id);
    if (!invoice)
      throw new AppError(
        'not_found',
        EInvoiceErrorCode.NOT_INVOICED,
        'This order is not paid, so it has no invoice yet.',
      );
    const [view, store, user] = await Promise.all([
      this.orders.partnerView(order),
      order.partnerStoreId ? this.stores.findById(order.partnerStoreId) : null,
      this.users.findById(order.userId),
    ]);
    const document = toEInvoiceDocument({
      order: view,
      buyerParticipantId: store?.peppolId ? parseParticipantId(store.peppolId) : null,
      buyerEmail: user?.email ?? order.email,
      seller: this.config.einvoice.seller,
      invoice: { number: invoice.number, issueDate: invoice.issueDate },
    });
    return this.checked(order, document);
  }

  /**
   * The UBL credit note of one of the order's credit notes (a refund or accepted withdrawal),
   * referring to the order's invoice; its lines are those of the credit note as issued.
   */
  private async buildCreditNote(
    order: OrderEntity | null,
    creditNoteId: string,
  ): Promise<EInvoiceFile> {
    const invoice = await this.build(order);
    const note = (await this.invoices.creditNotesByOrderId(order!.id)).find(
      (candidate) => candidate.id === creditNoteId,
    );
    if (!note)
      throw new AppError(
        'not_found',
        EInvoiceErrorCode.NOT_INVOICED,
        'This order has no such credit note.',
      );
    const reverse = invoice.document.reverseCharge;
    // An export outside the EU stays in category G at 0 %, like its invoice.
    const exported = !reverse && invoice.document.vatBreakdown.some((row) => row.category === 'G');
    const lines = note.snapshot.lines.map<EInvoiceLine>((line, index) => {
      const exact = line.unitPriceCents * line.quantity === line.netCents;
      return {
        id: String(index + 1),
        name: line.description,
        quantity: exact ? line.quantity : 1,
        unitPriceCents: exact ? line.unitPriceCents : line.netCents,
        netCents: line.netCents,
        vatCategory: reverse ? 'AE' : exported ? 'G' : 'S',
        vatRate: reverse || exported ? 0 : line.vatRate,
      };
    });
    const document = toCreditNoteDocument(invoice.document, {
      number: note.number,
      issueDate: note.issueDate,
      lines,
      charges: [],
    });
    return this.checked(order!, document);
  }

  /**
   * Serialises the document and refuses it when it breaks a Peppol or EN 16931 rule. The XML
   * writer and the rules (xmlbuilder2, xmldom, xpath: some 200 modules) load with the first
   * e-invoice, not at every start.
   */
  private async checked(order: OrderEntity, document: EInvoiceDocument): Promise<EInvoiceFile> {
    const [{ toUbl }, { fatalViolations }] = await Promise.all([
      import('./ubl-writer.js'),
      import('./rules/ubl-rules.js'),
    ]);
    const xml = toUbl(document);
    const fatal = fatalViolations(xml);
    if (fatal.length) {
      this.logger.warn(
        { order: order.number, rules: fatal.map((violation) => violation.id) },
        'E-invoice breaks the Peppol rules',
      );
      throw new AppError(
        'unprocessable',
        EInvoiceErrorCode.INVALID,
        'The e-invoice does not pass the Peppol BIS Billing 3.0 rules; check the Peppol participant id and VAT number of the salon.',
        { errors: Object.fromEntries(fatal.map((violation) => [violation.id, violation.text])) },
      );
    }
    return { document, xml, fileName: `${document.number}.xml` };
  }
}
