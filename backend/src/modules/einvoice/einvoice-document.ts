/**
 * The plain input of a UBL e-invoice (Peppol BIS Billing 3.0): everything the document says, in
 * cents and percents, with no knowledge of orders or invoices. `toEInvoiceDocument`
 * (einvoice-adapter.ts) builds it; `toUbl` (ubl-writer.ts) writes it.
 */

/**
 * UNCL5305 VAT category codes these invoices use: `S` standard rated, `AE` reverse charge, `G`
 * export outside the EU (a salon delivered outside the EU).
 */
export type EInvoiceVatCategory = 'S' | 'AE' | 'G';

/** A Peppol participant id: an EAS scheme (e.g. `0208`) and the identifier in that scheme. */
export interface PeppolParticipantId {
  scheme: string;
  id: string;
}

export interface EInvoiceParty {
  /** Legal (registration) name (BT-27 / BT-44). */
  name: string;
  /** Street and number (BT-35 / BT-50). */
  street: string;
  city: string;
  postalCode: string;
  /** ISO 3166-1 alpha-2 (BT-40 / BT-55). */
  country: string;
  /** VAT identifier with its country prefix, e.g. BE0123456749 (BT-31 / BT-48); null when none. */
  vatId: string | null;
  /** Electronic address on the Peppol network (BT-34 / BT-49). */
  endpoint: PeppolParticipantId | null;
  /** Legal registration id, e.g. the Belgian enterprise number under 0208 (BT-30 / BT-47). */
  legalId?: PeppolParticipantId | null;
  email?: string | null;
}

export interface EInvoiceLine {
  /** Line id within the document (BT-126), e.g. `1`. */
  id: string;
  name: string;
  /** The seller's article id (BT-155), e.g. the product slug. */
  sellerItemId?: string | null;
  quantity: number;
  /** Net unit price in cents, VAT excluded (BT-146). */
  unitPriceCents: number;
  /** quantity × unit price, VAT excluded (BT-131). */
  netCents: number;
  vatCategory: EInvoiceVatCategory;
  /** Percent, e.g. 21; 0 for reverse charge. */
  vatRate: number;
}

/** A document-level charge (BG-21), e.g. delivery; amounts VAT excluded. */
export interface EInvoiceCharge {
  reason: string;
  /** UNCL7161 reason code, e.g. `FC` (freight charges). */
  reasonCode?: string;
  netCents: number;
  vatCategory: EInvoiceVatCategory;
  vatRate: number;
}

/** One row of the VAT breakdown (BG-23). */
export interface EInvoiceVatBreakdown {
  category: EInvoiceVatCategory;
  rate: number;
  taxableCents: number;
  vatCents: number;
  /** VATEX code and text, required for reverse charge (BR-AE-10). */
  exemptionReasonCode?: string | null;
  exemptionReason?: string | null;
}

export interface EInvoiceTotals {
  /** Σ line net amounts (BT-106). */
  lineNetCents: number;
  /** Σ document-level allowances (BT-107). */
  allowanceCents: number;
  /** Σ document-level charges (BT-108). */
  chargeCents: number;
  /** Total without VAT (BT-109). */
  taxExclusiveCents: number;
  /** Total VAT (BT-110). */
  vatCents: number;
  /** Total with VAT (BT-112). */
  taxInclusiveCents: number;
  /** Already paid (BT-113). */
  prepaidCents: number;
  /** Amount due for payment (BT-115). */
  payableCents: number;
}

export interface EInvoiceDocument {
  kind: 'invoice' | 'creditNote';
  /** Invoice or credit note number (BT-1). */
  number: string;
  /** YYYY-MM-DD (BT-2). */
  issueDate: string;
  /** YYYY-MM-DD (BT-9), invoices only. */
  dueDate?: string | null;
  currency: string;
  /** The order this bills (BT-13, also the buyer's reference for PEPPOL-EN16931-R003). */
  orderReference: string;
  /** Credit notes: the invoice they correct (BT-25, BT-26). */
  precedingInvoice?: { number: string; issueDate?: string | null } | null;
  seller: EInvoiceParty;
  buyer: EInvoiceParty;
  lines: EInvoiceLine[];
  charges: EInvoiceCharge[];
  vatBreakdown: EInvoiceVatBreakdown[];
  totals: EInvoiceTotals;
  /** Intra-EU supply without VAT: the buyer accounts for it (art. 196 Directive 2006/112/EC). */
  reverseCharge: boolean;
  /** Free text on the document (BT-22), e.g. the reverse-charge mention. */
  note?: string | null;
  /** Payment terms (BT-20), needed when an amount is due (BR-CO-25). */
  paymentTerms?: string | null;
}

export const PEPPOL_CUSTOMIZATION_ID =
  'urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0';
export const PEPPOL_PROFILE_ID = 'urn:fdc:peppol.eu:2017:poacc:billing:01:1.0';

/** The VATEX code and text of an export outside the EU (BR-G-10). */
export const EXPORT_EXEMPTION = {
  code: 'VATEX-EU-G',
  text: 'Export outside the EU',
} as const;

/** The VATEX code and text of an intra-Community reverse charge (BR-AE-10). */
export const REVERSE_CHARGE_EXEMPTION = {
  code: 'VATEX-EU-AE',
  text: 'Reverse charge',
} as const;
