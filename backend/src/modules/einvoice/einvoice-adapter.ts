/**
 * The ONE place where the shop's data becomes an EInvoiceDocument: the paid partner order as the
 * orders module reads it (OrderReadsService.partnerView), under the number and issue date of its
 * invoice (InvoicesService.findByOrderId), so the UBL and the PDF invoice are one document.
 */
import type { AppConfig } from '../../config/app-config.js';
import { DELIVERY_VAT_RATE } from '../cart/delivery-rates.js';
import { isEuCountry } from '../cart/vat-rates.js';
import type { PartnerOrderView } from '../orders/order-reads.service.js';
import {
  EXPORT_EXEMPTION,
  REVERSE_CHARGE_EXEMPTION,
  type EInvoiceCharge,
  type EInvoiceDocument,
  type EInvoiceLine,
  type EInvoiceParty,
  type EInvoiceTotals,
  type EInvoiceVatBreakdown,
  type EInvoiceVatCategory,
  type PeppolParticipantId,
} from './einvoice-document.js';
import { BE_ENTERPRISE_SCHEME, participantIdFromVat } from './peppol-id.js';

export type EInvoiceSeller = AppConfig['einvoice']['seller'];

/** The legal mention of an intra-EU supply without VAT, printed on the document (BT-22). */
export const REVERSE_CHARGE_NOTE =
  'Reverse charge: VAT to be accounted for by the recipient, Art. 196 Directive 2006/112/EC';

/** Seller party: its Peppol address and legal id are derived from its VAT number (BE: 0208). */
export function sellerParty(seller: EInvoiceSeller): EInvoiceParty {
  const endpoint = participantIdFromVat(seller.vatNumber);
  return {
    name: seller.name,
    street: seller.street,
    city: seller.city,
    postalCode: seller.postalCode,
    country: seller.country,
    vatId: seller.vatNumber,
    endpoint,
    legalId: endpoint?.scheme === BE_ENTERPRISE_SCHEME ? endpoint : null,
    email: seller.email,
  };
}

/**
 * VAT breakdown and document totals from lines and charges: per category and rate, the taxable
 * amount is the sum of its nets and the VAT is that sum times the rate, rounded to cents (the way
 * the partner shop computed what it charged, and what BR-S-08/09 and BR-CO-17 expect).
 */
export function computeTotals(
  lines: EInvoiceLine[],
  charges: EInvoiceCharge[],
  prepaid: 'paid' | 'due',
): { vatBreakdown: EInvoiceVatBreakdown[]; totals: EInvoiceTotals } {
  const groups = new Map<string, { category: EInvoiceVatCategory; rate: number; net: number }>();
  for (const item of [...lines, ...charges]) {
    const key = `${item.vatCategory}:${item.vatRate}`;
    const group = groups.get(key) ?? { category: item.vatCategory, rate: item.vatRate, net: 0 };
    group.net += item.netCents;
    groups.set(key, group);
  }
  const vatBreakdown = [...groups.values()]
    .sort((a, b) => a.category.localeCompare(b.category) || a.rate - b.rate)
    .map<EInvoiceVatBreakdown>((group) => ({
      category: group.category,
      rate: group.rate,
      taxableCents: group.net,
      vatCents: group.category === 'S' ? Math.round((group.net * group.rate) / 100) : 0,
      exemptionReasonCode:
        group.category === 'AE'
          ? REVERSE_CHARGE_EXEMPTION.code
          : group.category === 'G'
            ? EXPORT_EXEMPTION.code
            : null,
      exemptionReason:
        group.category === 'AE'
          ? REVERSE_CHARGE_EXEMPTION.text
          : group.category === 'G'
            ? EXPORT_EXEMPTION.text
            : null,
    }));
  const lineNetCents = lines.reduce((sum, line) => sum + line.netCents, 0);
  const chargeCents = charges.reduce((sum, charge) => sum + charge.netCents, 0);
  const taxExclusiveCents = lineNetCents + chargeCents;
  const vatCents = vatBreakdown.reduce((sum, row) => sum + row.vatCents, 0);
  const taxInclusiveCents = taxExclusiveCents + vatCents;
  const prepaidCents = prepaid === 'paid' ? taxInclusiveCents : 0;
  return {
    vatBreakdown,
    totals: {
      lineNetCents,
      allowanceCents: 0,
      chargeCents,
      taxExclusiveCents,
      vatCents,
      taxInclusiveCents,
      prepaidCents,
      payableCents: taxInclusiveCents - prepaidCents,
    },
  };
}

/**
 * The e-invoice of a paid partner (B2B) order. Partner order lines and delivery are VAT excluded;
 * a reverse-charged order has every line and the delivery in category AE at 0 %.
 */
export function toEInvoiceDocument(input: {
  order: PartnerOrderView;
  /** The salon's participant id from its profile; null: derived from the order's VAT number. */
  buyerParticipantId: PeppolParticipantId | null;
  buyerEmail?: string | null;
  seller: EInvoiceSeller;
  /** The order's invoice: its number (BT-1) and issue date (BT-2). */
  invoice: { number: string; issueDate: string };
}): EInvoiceDocument {
  const { order } = input;
  const reverseCharge = order.reverseCharge;
  // Delivered outside the EU: an export, no VAT (partner-shop.service.ts partnerTotals).
  const exported = !reverseCharge && !isEuCountry(order.deliveryAddress.country);
  const category = (): EInvoiceVatCategory => (reverseCharge ? 'AE' : exported ? 'G' : 'S');
  const zeroRated = reverseCharge || exported;
  const lines = order.lines.map<EInvoiceLine>((line, index) => ({
    id: String(index + 1),
    name: line.name,
    sellerItemId: line.slug,
    quantity: line.quantity,
    unitPriceCents: line.unitPriceCents,
    netCents: line.lineTotalCents,
    vatCategory: category(),
    vatRate: zeroRated ? 0 : line.vatRate,
  }));
  const charges: EInvoiceCharge[] = order.deliveryCents
    ? [
        {
          reason: 'Delivery',
          reasonCode: 'FC',
          netCents: order.deliveryCents,
          vatCategory: category(),
          vatRate: zeroRated ? 0 : DELIVERY_VAT_RATE,
        },
      ]
    : [];
  const { vatBreakdown, totals } = computeTotals(lines, charges, 'paid');
  const address = order.deliveryAddress;
  const buyerEndpoint = input.buyerParticipantId ?? participantIdFromVat(order.vatNumber);
  return {
    kind: 'invoice',
    number: input.invoice.number,
    issueDate: input.invoice.issueDate,
    currency: order.currency,
    orderReference: order.number,
    seller: sellerParty(input.seller),
    buyer: {
      name: order.companyName || address.company || `${address.firstName} ${address.lastName}`,
      street: [address.street, address.houseNumber, address.box ? `bus ${address.box}` : null]
        .filter(Boolean)
        .join(' '),
      city: address.city,
      postalCode: address.postalCode,
      country: address.country,
      vatId: order.vatNumber || null,
      endpoint: buyerEndpoint,
      legalId: buyerEndpoint?.scheme === BE_ENTERPRISE_SCHEME ? buyerEndpoint : null,
      email: input.buyerEmail ?? null,
    },
    lines,
    charges,
    vatBreakdown,
    totals,
    reverseCharge,
    note: reverseCharge ? REVERSE_CHARGE_NOTE : null,
    paymentTerms: 'Paid online when ordered.',
  };
}

/**
 * A credit note for (part of) an invoice: the given lines and charges (all of them by default),
 * referring to the invoice (BT-25/26). The amount is refunded, so it is due to the buyer.
 */
export function toCreditNoteDocument(
  invoice: EInvoiceDocument,
  credit: {
    number: string;
    issueDate: string;
    lines?: EInvoiceLine[];
    charges?: EInvoiceCharge[];
  },
): EInvoiceDocument {
  const lines = credit.lines ?? invoice.lines;
  const charges = credit.charges ?? invoice.charges;
  const { vatBreakdown, totals } = computeTotals(lines, charges, 'due');
  return {
    ...invoice,
    kind: 'creditNote',
    number: credit.number,
    issueDate: credit.issueDate,
    dueDate: null,
    precedingInvoice: { number: invoice.number, issueDate: invoice.issueDate },
    lines,
    charges,
    vatBreakdown,
    totals,
    paymentTerms: 'Refunded to the original means of payment.',
  };
}
