import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { OnEvent } from '@nestjs/event-emitter';
import { InjectRepository } from '@nestjs/typeorm';
import type { EntityManager, Repository } from 'typeorm';
import { TransactionRunner } from '../../common/database/transaction-runner.js';
import { AppError } from '../../common/errors/app-error.js';
import { isUuid } from '../../common/ids.js';
import { appConfig, type AppConfig } from '../../config/app-config.js';
import { MailService } from '../mail/mail.service.js';
import { PaymentRefundedEvent } from '../payments/payments.events.js';
import { toCsv, euros, type CsvCell } from '../../common/csv/spreadsheet-csv.js';
import {
  toAdminInvoice,
  toInvoiceDocument,
  type AdminInvoiceDto,
  type AdminInvoiceListResponseDto,
  type ExportInvoicesQueryDto,
  type InvoiceDocumentDto,
  type ListAdminInvoicesQueryDto,
} from './dto/invoice.dto.js';
import { InvoiceEntity, type InvoiceKind } from './entities/invoice.entity.js';
import { deliveryAmounts, lineAmounts, type AmountsLine } from './invoice-amounts.js';
import { renderInvoicePdf } from './invoice-pdf.js';
import type {
  InvoiceBuyer,
  InvoiceLine,
  InvoiceMention,
  InvoiceSnapshot,
  InvoiceVatTotal,
} from './invoice-snapshot.js';
import { formatDay, INVOICE_TEXTS, invoiceLocale } from './invoice-texts.js';
import { InvoicesErrorCode } from './invoices.errors.js';

/** The order fields an invoice is made of (the orders module passes its entity). */
export interface InvoiceOrderSource {
  id: string;
  number: string;
  kind: string;
  userId: string;
  email: string;
  locale: string;
  createdAt: Date | string;
  paidAt: string | null;
  paymentId: string | null;
  paymentMethod: string | null;
  deliveryAddress: {
    firstName: string;
    lastName: string;
    company: string | null;
    street: string;
    houseNumber: string;
    box: string | null;
    postalCode: string;
    city: string;
    country: string;
  };
  deliveryCents: number;
  netCents: number;
  vatCents: number;
  totalCents: number;
  vat: InvoiceVatTotal[];
  currency: string;
  companyName: string | null;
  vatNumber: string | null;
  reverseCharge: boolean;
  vatCountry?: string | null;
}

/** An order line as the invoice reads it (its VAT goes through invoice-amounts.ts). */
export interface InvoiceOrderLineSource extends AmountsLine {
  name: string;
  /** Promotion discount of the line (VAT incl.); its net and VAT are already after it. */
  discountCents?: number;
}

/** An issued document: the number, issue date and the frozen snapshot (what the Peppol e-invoice reads). */
export interface IssuedInvoice {
  id: string;
  kind: InvoiceKind;
  number: string;
  issueDate: string;
  orderId: string;
  snapshot: InvoiceSnapshot;
}

/** Mail attachment source name: `invoice` with the order id as reference. */
export const INVOICE_ATTACHMENT = 'invoice';

const SERIES: Record<InvoiceKind, { series: string; prefix: string }> = {
  invoice: { series: 'invoice', prefix: '' },
  credit_note: { series: 'credit_note', prefix: 'CN-' },
};

const BRUSSELS_DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Brussels',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
/** The calendar day in Brussels (the seller's VAT jurisdiction), YYYY-MM-DD. */
export function brusselsDay(moment: Date): string {
  return BRUSSELS_DAY.format(moment);
}

/**
 * Invoices and credit notes (issue 16). An invoice is issued inside the transaction that marks an
 * order paid, with the next number of one gap-free sequence per year (`2026-000001`); a credit note
 * (`CN-2026-000001`) whenever money is refunded (PaymentRefundedEvent), referring to the invoice.
 * Both are immutable: the snapshot holds everything printed, there is no update path, and the
 * database refuses UPDATE and DELETE on the table.
 */
@Injectable()
export class InvoicesService implements OnModuleInit {
  private readonly logger = new Logger('Invoices');

  constructor(
    @InjectRepository(InvoiceEntity) private readonly invoices: Repository<InvoiceEntity>,
    private readonly transactions: TransactionRunner,
    private readonly mail: MailService,
    @Inject(appConfig.KEY) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.mail.registerAttachmentSource(INVOICE_ATTACHMENT, async (orderId) => {
      const invoice = await this.invoices.findOneBy({ orderId, kind: 'invoice' });
      if (!invoice) return null;
      return {
        filename: this.fileName(invoice),
        content: await renderInvoicePdf(invoice.snapshot),
        contentType: 'application/pdf',
      };
    });
  }

  /**
   * Issues the order's invoice with the next number of the year, inside the caller's transaction
   * (the one that marks the order paid): a rollback gives the number back. Once per order: a second
   * call answers the invoice already issued.
   */
  async issueInvoice(
    manager: EntityManager,
    order: InvoiceOrderSource,
    lines: readonly InvoiceOrderLineSource[],
  ): Promise<InvoiceEntity> {
    const existing = await manager.findOneBy(InvoiceEntity, { sourceKey: `invoice:${order.id}` });
    if (existing) return existing;
    const now = new Date();
    const issueDate = brusselsDay(now);
    const number = await this.nextNumber(manager, 'invoice', issueDate);
    const locale = invoiceLocale(order.locale);
    const t = INVOICE_TEXTS[locale];
    const invoiceLines: InvoiceLine[] = lines.map((line) => {
      const amounts = lineAmounts(order, line);
      return {
        description: line.name,
        quantity: line.quantity,
        unitPriceCents: Number(line.unitPriceCents),
        unitPriceIncludesVat: amounts.unitPriceIncludesVat,
        vatRate: amounts.vatRate,
        netCents: amounts.netCents,
        vatCents: amounts.vatCents,
        grossCents: amounts.grossCents,
        ...(Number(line.discountCents ?? 0) > 0
          ? { discountCents: Number(line.discountCents) }
          : {}),
      };
    });
    const delivery = deliveryAmounts(order);
    if (delivery)
      invoiceLines.push({
        description: t.delivery,
        quantity: 1,
        unitPriceCents: delivery.unitPriceIncludesVat ? delivery.grossCents : delivery.netCents,
        unitPriceIncludesVat: delivery.unitPriceIncludesVat,
        vatRate: delivery.vatRate,
        netCents: delivery.netCents,
        vatCents: delivery.vatCents,
        grossCents: delivery.grossCents,
      });
    // The per-rate totals are the order's own (what was charged), not a re-rounding of the lines.
    const vatTotals = order.vat.map((v) => ({
      rate: Number(v.rate),
      netCents: Number(v.netCents),
      vatCents: Number(v.vatCents),
      grossCents: Number(v.grossCents),
    }));
    const mentions: InvoiceMention[] = [];
    if (order.reverseCharge)
      mentions.push({ code: 'reverse_charge', text: t.mentions.reverse_charge });
    if (order.kind !== 'partner')
      mentions.push({ code: 'vat_included', text: t.mentions.vat_included });
    const paidDay = order.paidAt ? brusselsDay(new Date(order.paidAt)) : issueDate;
    mentions.push({ code: 'paid', text: t.mentions.paid(formatDay(locale, paidDay)) });
    const snapshot: InvoiceSnapshot = {
      kind: 'invoice',
      number,
      issueDate,
      locale,
      currency: order.currency,
      orderNumber: order.number,
      orderDate: brusselsDay(new Date(order.createdAt)),
      orderKind: order.kind,
      refersTo: null,
      seller: this.seller(),
      buyer: this.buyer(order),
      lines: invoiceLines,
      vatTotals,
      netCents: Number(order.netCents),
      vatCents: Number(order.vatCents),
      totalCents: Number(order.totalCents),
      reverseCharge: order.reverseCharge,
      payment: { method: order.paymentMethod, paidAt: order.paidAt },
      mentions,
    };
    const row = manager.create(InvoiceEntity, {
      kind: 'invoice',
      number,
      sourceKey: `invoice:${order.id}`,
      orderId: order.id,
      orderNumber: order.number,
      userId: order.userId,
      invoiceId: null,
      paymentId: order.paymentId,
      locale,
      issueDate,
      currency: order.currency,
      netCents: snapshot.netCents,
      vatCents: snapshot.vatCents,
      totalCents: snapshot.totalCents,
      snapshot,
    });
    await manager.insert(InvoiceEntity, row);
    return row;
  }

  /** A refund went through: the credit note of the refunded payment's invoice (once per refund). */
  @OnEvent(PaymentRefundedEvent.NAME, { suppressErrors: false })
  async onPaymentRefunded(event: PaymentRefundedEvent): Promise<void> {
    const { refund } = event;
    const invoice = await this.invoices.findOneBy({ paymentId: refund.paymentId, kind: 'invoice' });
    if (!invoice) {
      this.logger.warn(
        { paymentId: refund.paymentId },
        'Refund of a payment without an invoice: no credit note issued',
      );
      return;
    }
    await this.issueCreditNote({
      invoiceId: invoice.id,
      refundKey: refund.idempotencyKey,
      amountCents: refund.amountCents,
    });
  }

  /**
   * Issues a credit note for `amountCents` (VAT included) of an invoice, in its own transaction, once
   * per `refundKey`. The whole invoice amount, as the first credit, repeats the invoice's lines;
   * a part is spread over the invoice's VAT rates in proportion to their gross amounts. `lines` may
   * name the credited lines instead (e.g. the returned items of a withdrawal).
   */
  async issueCreditNote(input: {
    invoiceId: string;
    refundKey: string;
    amountCents: number;
    lines?: InvoiceLine[];
  }): Promise<InvoiceEntity> {
    const sourceKey = `refund:${input.refundKey}`.slice(0, 150);
    return this.transactions.run(async (manager) => {
      const existing = await manager.findOneBy(InvoiceEntity, { sourceKey });
      if (existing) return existing;
      const invoice = await manager.findOneByOrFail(InvoiceEntity, {
        id: input.invoiceId,
        kind: 'invoice',
      });
      const earlier = await manager.countBy(InvoiceEntity, {
        invoiceId: invoice.id,
        kind: 'credit_note',
      });
      const source = invoice.snapshot;
      const locale = invoiceLocale(source.locale);
      const t = INVOICE_TEXTS[locale];
      const issueDate = brusselsDay(new Date());
      const number = await this.nextNumber(manager, 'credit_note', issueDate);
      const full =
        !input.lines && earlier === 0 && input.amountCents === Number(invoice.totalCents);
      const lines =
        input.lines ??
        (full
          ? source.lines
          : this.partialLines(source, input.amountCents, t.partialRefund(source.number)));
      const vatTotals = full ? source.vatTotals : totalsOf(lines);
      const netCents = vatTotals.reduce((sum, v) => sum + v.netCents, 0);
      const vatCents = vatTotals.reduce((sum, v) => sum + v.vatCents, 0);
      const mentions: InvoiceMention[] = [
        { code: 'credit_note', text: t.mentions.credit_note(source.number) },
      ];
      if (source.reverseCharge)
        mentions.push({ code: 'reverse_charge', text: t.mentions.reverse_charge });
      const snapshot: InvoiceSnapshot = {
        ...source,
        kind: 'credit_note',
        number,
        issueDate,
        refersTo: { number: source.number, issueDate: source.issueDate },
        // The seller as it is today: a credit note is a document of its own date.
        seller: this.seller(),
        lines,
        vatTotals,
        netCents,
        vatCents,
        totalCents: netCents + vatCents,
        payment: { method: source.payment.method, paidAt: null },
        mentions,
      };
      const row = manager.create(InvoiceEntity, {
        kind: 'credit_note',
        number,
        sourceKey,
        orderId: invoice.orderId,
        orderNumber: invoice.orderNumber,
        userId: invoice.userId,
        invoiceId: invoice.id,
        paymentId: invoice.paymentId,
        locale,
        issueDate,
        currency: invoice.currency,
        netCents,
        vatCents,
        totalCents: netCents + vatCents,
        snapshot,
      });
      await manager.insert(InvoiceEntity, row);
      return row;
    });
  }

  /**
   * The order's invoice (number, issue date and the frozen snapshot), or null before it is paid.
   * For the Peppol e-invoice and anyone else who must print what the invoice says.
   */
  async findByOrderId(orderId: string): Promise<IssuedInvoice | null> {
    const row = await this.invoices.findOneBy({ orderId, kind: 'invoice' });
    return row ? toIssued(row) : null;
  }

  /** The order's credit notes, oldest first (for the Peppol credit notes). */
  async creditNotesByOrderId(orderId: string): Promise<IssuedInvoice[]> {
    const rows = await this.invoices.find({
      where: { orderId, kind: 'credit_note' },
      order: { number: 'ASC' },
    });
    return rows.map(toIssued);
  }

  /**
   * The invoice and credit notes of an order. The caller checked that the order is the customer's
   * own (through the order, whose owner can change when a guest's orders are claimed; the immutable
   * invoice keeps the user it was issued to).
   */
  async documentsOfOrder(orderId: string): Promise<InvoiceDocumentDto[]> {
    if (!isUuid(orderId)) return [];
    const rows = await this.invoices.find({
      where: { orderId },
      order: { kind: 'DESC', number: 'ASC' },
    });
    return rows.map(toInvoiceDocument);
  }

  /**
   * An order's document as PDF: its invoice, or with `documentId` one of its credit notes (the
   * caller checked the order is the customer's own). None yet is INVOICES_NOT_FOUND (404).
   */
  async orderPdf(
    orderId: string,
    documentId?: string,
  ): Promise<{ fileName: string; body: Buffer }> {
    if (!isUuid(orderId) || (documentId !== undefined && !isUuid(documentId))) throw notFound();
    const row = documentId
      ? await this.invoices.findOneBy({ id: documentId, orderId, kind: 'credit_note' })
      : await this.invoices.findOneBy({ orderId, kind: 'invoice' });
    if (!row) throw notFound();
    return { fileName: this.fileName(row), body: await renderInvoicePdf(row.snapshot) };
  }

  async adminList(query: ListAdminInvoicesQueryDto): Promise<AdminInvoiceListResponseDto> {
    const qb = this.invoices.createQueryBuilder('i');
    const ids = query.idList;
    if (ids.length) qb.andWhere('i.id IN (:...ids)', { ids });
    if (query.kind) qb.andWhere('i.kind = :kind', { kind: query.kind });
    if (query.issuedFrom) qb.andWhere('i.issueDate >= :from', { from: query.issuedFrom });
    if (query.issuedTo) qb.andWhere('i.issueDate <= :to', { to: query.issuedTo });
    qb.orderBy(`i.${query.sort ?? 'issueDate'}`, query.order).addOrderBy('i.number', query.order);
    const [rows, total] = await qb.skip(query.skip).take(query.perPage).getManyAndCount();
    return { data: rows.map(toAdminInvoice), total };
  }

  async adminGet(id: string): Promise<AdminInvoiceDto> {
    return toAdminInvoice(await this.find(id));
  }

  async adminPdf(id: string): Promise<{ fileName: string; body: Buffer }> {
    const row = await this.find(id);
    return { fileName: this.fileName(row), body: await renderInvoicePdf(row.snapshot) };
  }

  /**
   * The accountant's export of a period: one row per document and VAT rate (a document with two
   * rates gives two rows), credit notes with negative amounts, in number order per type.
   */
  async adminCsv(query: ExportInvoicesQueryDto): Promise<{ fileName: string; body: string }> {
    const qb = this.invoices
      .createQueryBuilder('i')
      .where('i.issueDate >= :from AND i.issueDate <= :to', {
        from: query.issuedFrom,
        to: query.issuedTo,
      });
    if (query.kind) qb.andWhere('i.kind = :kind', { kind: query.kind });
    const rows = await qb.orderBy('i.kind', 'DESC').addOrderBy('i.number', 'ASC').getMany();
    const table: CsvCell[][] = [
      [
        'type',
        'number',
        'issue_date',
        'refers_to',
        'order',
        'buyer',
        'buyer_vat_number',
        'buyer_country',
        'reverse_charge',
        'vat_rate',
        'net',
        'vat',
        'gross',
        'currency',
      ],
    ];
    for (const row of rows) {
      const s = row.snapshot;
      const sign = row.kind === 'credit_note' ? -1 : 1;
      for (const v of s.vatTotals)
        table.push([
          row.kind,
          row.number,
          row.issueDate,
          s.refersTo?.number ?? '',
          row.orderNumber,
          s.buyer.company || s.buyer.name,
          s.buyer.vatNumber ?? '',
          s.buyer.country,
          s.reverseCharge ? 'yes' : 'no',
          v.rate,
          euros(sign * v.netCents),
          euros(sign * v.vatCents),
          euros(sign * v.grossCents),
          row.currency,
        ]);
    }
    return {
      fileName: `invoices-${query.issuedFrom}-${query.issuedTo}.csv`,
      body: toCsv(table),
    };
  }

  /**
   * The next number of the kind's yearly sequence, in the caller's transaction: one upsert that
   * locks the counter row until commit (PostgreSQL: concurrent issues wait on it; SQLite: one
   * writer at a time). A rolled-back transaction gives its number back, so there are no gaps.
   */
  private async nextNumber(
    manager: EntityManager,
    kind: InvoiceKind,
    issueDate: string,
  ): Promise<string> {
    const { series, prefix } = SERIES[kind];
    const year = Number(issueDate.slice(0, 4));
    const postgres = manager.connection.options.type === 'postgres';
    const [a, b] = postgres ? ['$1', '$2'] : ['?', '?'];
    const rows = (await manager.query(
      `INSERT INTO "invoice_counter" ("series", "year", "value") VALUES (${a}, ${b}, 1) ` +
        `ON CONFLICT ("series", "year") DO UPDATE SET "value" = "invoice_counter"."value" + 1 ` +
        `RETURNING "value"`,
      [series, year],
    )) as { value: number | string }[];
    const value = Number(rows[0]?.value);
    if (!Number.isInteger(value) || value < 1) throw new Error('Invoice counter did not answer');
    return `${prefix}${year}-${String(value).padStart(6, '0')}`;
  }

  /** A part of the invoice's amount, spread over its VAT rates by their gross share (largest remainder). */
  private partialLines(
    source: InvoiceSnapshot,
    amountCents: number,
    description: string,
  ): InvoiceLine[] {
    const totals = source.vatTotals.filter((v) => v.grossCents > 0);
    const includesVat = source.lines.every((line) => line.unitPriceIncludesVat);
    const gross = totals.reduce((sum, v) => sum + v.grossCents, 0);
    if (!totals.length || gross <= 0) return [lineOf(description, 0, amountCents, includesVat)];
    const shares = totals.map((v) => Math.floor((amountCents * v.grossCents) / gross));
    let left = amountCents - shares.reduce((sum, share) => sum + share, 0);
    const byWeight = totals
      .map((v, index) => ({ index, weight: v.grossCents }))
      .sort((x, y) => y.weight - x.weight);
    for (let i = 0; left > 0; i = (i + 1) % byWeight.length, left -= 1)
      shares[byWeight[i]!.index]! += 1;
    return totals
      .map((v, index) =>
        lineOf(
          totals.length > 1 ? `${description} (${v.rate}%)` : description,
          v.rate,
          shares[index]!,
          includesVat,
        ),
      )
      .filter((line) => line.grossCents > 0);
  }

  private seller(): InvoiceSnapshot['seller'] {
    const s = this.config.seller;
    return {
      name: s.companyName,
      company: s.companyName,
      street: s.street,
      postalCode: s.postalCode,
      city: s.city,
      country: s.country,
      vatNumber: s.vatNumber,
      enterpriseNumber: s.enterpriseNumber,
      iban: s.iban,
      email: s.email,
    };
  }

  private buyer(order: InvoiceOrderSource): InvoiceBuyer {
    const a = order.deliveryAddress;
    const name = `${a.firstName ?? ''} ${a.lastName ?? ''}`.trim();
    return {
      name,
      company: (order.kind === 'partner' ? order.companyName : null) ?? a.company ?? null,
      street: [a.street, a.houseNumber, a.box].filter(Boolean).join(' '),
      postalCode: a.postalCode,
      city: a.city,
      country: a.country,
      vatNumber: order.kind === 'partner' ? order.vatNumber : null,
      email: order.email,
    };
  }

  private fileName(row: InvoiceEntity): string {
    const t = INVOICE_TEXTS[invoiceLocale(row.locale)];
    const word = (row.kind === 'credit_note' ? t.creditNote : t.invoice)
      .toLowerCase()
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^a-z]+/g, '-');
    return `${word}-${row.number}.pdf`;
  }

  private async find(id: string): Promise<InvoiceEntity> {
    const row = isUuid(id) ? await this.invoices.findOneBy({ id }) : null;
    if (!row) throw notFound();
    return row;
  }
}

export function notFound(): AppError {
  return new AppError('not_found', InvoicesErrorCode.NOT_FOUND, 'Invoice not found.');
}

function toIssued(row: InvoiceEntity): IssuedInvoice {
  return {
    id: row.id,
    kind: row.kind,
    number: row.number,
    issueDate: row.issueDate,
    orderId: row.orderId,
    snapshot: row.snapshot,
  };
}

/** A one-unit credit line of `grossCents` at `rate`. */
function lineOf(
  description: string,
  rate: number,
  grossCents: number,
  includesVat: boolean,
): InvoiceLine {
  const netCents = Math.round((grossCents * 100) / (100 + rate));
  return {
    description,
    quantity: 1,
    unitPriceCents: includesVat ? grossCents : netCents,
    unitPriceIncludesVat: includesVat,
    vatRate: rate,
    netCents,
    vatCents: grossCents - netCents,
    grossCents,
  };
}

function totalsOf(lines: InvoiceLine[]): InvoiceVatTotal[] {
  const byRate = new Map<number, InvoiceVatTotal>();
  for (const line of lines) {
    const total = byRate.get(line.vatRate) ?? {
      rate: line.vatRate,
      netCents: 0,
      vatCents: 0,
      grossCents: 0,
    };
    total.netCents += line.netCents;
    total.vatCents += line.vatCents;
    total.grossCents += line.grossCents;
    byRate.set(line.vatRate, total);
  }
  return [...byRate.values()].sort((a, b) => a.rate - b.rate);
}
