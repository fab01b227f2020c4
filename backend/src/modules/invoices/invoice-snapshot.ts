import type { InvoiceKind } from './entities/invoice.entity.js';

/** A party as printed on the document. */
export interface InvoiceParty {
  name: string;
  /** The buyer's company (B2B, or a company named on the address). */
  company: string | null;
  street: string;
  postalCode: string;
  city: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
  vatNumber: string | null;
}

export interface InvoiceSeller extends InvoiceParty {
  enterpriseNumber: string;
  iban: string;
  email: string;
}

export interface InvoiceBuyer extends InvoiceParty {
  email: string;
}

/** One line as printed: amounts in cents, positive also on a credit note. */
export interface InvoiceLine {
  description: string;
  quantity: number;
  /** The unit price as the customer saw it: incl. VAT for the web shop, excl. VAT for partner (B2B) orders. */
  unitPriceCents: number;
  unitPriceIncludesVat: boolean;
  /** Percent, e.g. 21. */
  vatRate: number;
  netCents: number;
  vatCents: number;
  grossCents: number;
  /** Promotion discount included in the amounts above (VAT incl.); absent or 0 without one. */
  discountCents?: number;
}

export interface InvoiceVatTotal {
  rate: number;
  netCents: number;
  vatCents: number;
  grossCents: number;
}

/** A legal mention printed under the totals, in the document's language (code for machines). */
export interface InvoiceMention {
  code: 'reverse_charge' | 'vat_included' | 'paid' | 'credit_note';
  text: string;
}

/**
 * Everything an issued invoice or credit note prints, frozen at issue. The Peppol e-invoice reads
 * the same snapshot (InvoicesService.findByOrderId).
 */
export interface InvoiceSnapshot {
  kind: InvoiceKind;
  number: string;
  /** YYYY-MM-DD (Brussels). */
  issueDate: string;
  locale: string;
  currency: string;
  orderNumber: string;
  /** YYYY-MM-DD of the order. */
  orderDate: string;
  /** `customer` (web shop, B2C) or `partner` (a salon, B2B). */
  orderKind: string;
  /** Credit notes: the invoice corrected. */
  refersTo: { number: string; issueDate: string } | null;
  seller: InvoiceSeller;
  buyer: InvoiceBuyer;
  lines: InvoiceLine[];
  vatTotals: InvoiceVatTotal[];
  netCents: number;
  vatCents: number;
  totalCents: number;
  /** Intra-EU B2B supply: no VAT charged, the buyer accounts for it. */
  reverseCharge: boolean;
  payment: { method: string | null; paidAt: string | null };
  mentions: InvoiceMention[];
}
