import { create } from 'xmlbuilder2';
import type { XMLBuilder } from 'xmlbuilder2/lib/interfaces.js';
import {
  PEPPOL_CUSTOMIZATION_ID,
  PEPPOL_PROFILE_ID,
  type EInvoiceDocument,
  type EInvoiceParty,
  type EInvoiceVatCategory,
} from './einvoice-document.js';

export const UBL_NS = {
  invoice: 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2',
  creditNote: 'urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2',
  cac: 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2',
  cbc: 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2',
} as const;

/** UNCL1001: 380 commercial invoice, 381 credit note. */
const TYPE_CODE = { invoice: '380', creditNote: '381' } as const;
/** UN/ECE Rec 20: C62 "one" (a unit, a piece). */
const UNIT_CODE = 'C62';

/** Cents as a decimal amount with exactly two decimals (BR-DEC-*). */
export const amount = (cents: number): string => {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.round(cents));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
};

/** A percent as UBL writes it: 21, 5.5, 0. */
const percent = (rate: number): string => String(Math.round(rate * 100) / 100);

/**
 * Writes a Peppol BIS Billing 3.0 UBL 2.1 Invoice or CreditNote. The element order follows the
 * UBL 2.1 schemas (their sequences are ordered); optional parts are left out when empty.
 */
export function toUbl(doc: EInvoiceDocument): string {
  const credit = doc.kind === 'creditNote';
  const { cac, cbc } = UBL_NS;
  const root = create({ version: '1.0', encoding: 'UTF-8' })
    .ele(credit ? UBL_NS.creditNote : UBL_NS.invoice, credit ? 'CreditNote' : 'Invoice')
    .att('http://www.w3.org/2000/xmlns/', 'xmlns:cac', cac)
    .att('http://www.w3.org/2000/xmlns/', 'xmlns:cbc', cbc);
  const text = (parent: XMLBuilder, name: string, value: string, attrs?: Record<string, string>) =>
    parent.ele(cbc, `cbc:${name}`, attrs).txt(value).up();
  const money = (parent: XMLBuilder, name: string, cents: number) =>
    text(parent, name, amount(cents), { currencyID: doc.currency });
  const group = (parent: XMLBuilder, name: string) => parent.ele(cac, `cac:${name}`);
  const vatScheme = (parent: XMLBuilder) => text(group(parent, 'TaxScheme'), 'ID', 'VAT');
  const category = (
    parent: XMLBuilder,
    name: string,
    code: EInvoiceVatCategory,
    rate: number,
    exemption?: { code?: string | null; text?: string | null },
  ) => {
    const node = group(parent, name);
    text(node, 'ID', code);
    text(node, 'Percent', percent(rate));
    if (exemption?.code) text(node, 'TaxExemptionReasonCode', exemption.code);
    if (exemption?.text) text(node, 'TaxExemptionReason', exemption.text);
    vatScheme(node);
  };

  text(root, 'CustomizationID', PEPPOL_CUSTOMIZATION_ID);
  text(root, 'ProfileID', PEPPOL_PROFILE_ID);
  text(root, 'ID', doc.number);
  text(root, 'IssueDate', doc.issueDate);
  if (!credit && doc.dueDate) text(root, 'DueDate', doc.dueDate);
  text(root, credit ? 'CreditNoteTypeCode' : 'InvoiceTypeCode', TYPE_CODE[doc.kind]);
  if (doc.note) text(root, 'Note', doc.note);
  text(root, 'DocumentCurrencyCode', doc.currency);
  text(root, 'BuyerReference', doc.orderReference);
  text(group(root, 'OrderReference'), 'ID', doc.orderReference);
  if (doc.precedingInvoice) {
    const reference = group(group(root, 'BillingReference'), 'InvoiceDocumentReference');
    text(reference, 'ID', doc.precedingInvoice.number);
    if (doc.precedingInvoice.issueDate)
      text(reference, 'IssueDate', doc.precedingInvoice.issueDate);
  }
  party(group(root, 'AccountingSupplierParty'), doc.seller);
  party(group(root, 'AccountingCustomerParty'), doc.buyer);
  if (doc.paymentTerms) text(group(root, 'PaymentTerms'), 'Note', doc.paymentTerms);

  for (const charge of doc.charges) {
    const node = group(root, 'AllowanceCharge');
    text(node, 'ChargeIndicator', 'true');
    if (charge.reasonCode) text(node, 'AllowanceChargeReasonCode', charge.reasonCode);
    text(node, 'AllowanceChargeReason', charge.reason);
    money(node, 'Amount', charge.netCents);
    category(node, 'TaxCategory', charge.vatCategory, charge.vatRate);
  }

  const taxTotal = group(root, 'TaxTotal');
  money(taxTotal, 'TaxAmount', doc.totals.vatCents);
  for (const row of doc.vatBreakdown) {
    const subtotal = group(taxTotal, 'TaxSubtotal');
    money(subtotal, 'TaxableAmount', row.taxableCents);
    money(subtotal, 'TaxAmount', row.vatCents);
    category(subtotal, 'TaxCategory', row.category, row.rate, {
      code: row.exemptionReasonCode,
      text: row.exemptionReason,
    });
  }

  const totals = group(root, 'LegalMonetaryTotal');
  money(totals, 'LineExtensionAmount', doc.totals.lineNetCents);
  money(totals, 'TaxExclusiveAmount', doc.totals.taxExclusiveCents);
  money(totals, 'TaxInclusiveAmount', doc.totals.taxInclusiveCents);
  if (doc.totals.allowanceCents) money(totals, 'AllowanceTotalAmount', doc.totals.allowanceCents);
  if (doc.totals.chargeCents) money(totals, 'ChargeTotalAmount', doc.totals.chargeCents);
  if (doc.totals.prepaidCents) money(totals, 'PrepaidAmount', doc.totals.prepaidCents);
  money(totals, 'PayableAmount', doc.totals.payableCents);

  for (const line of doc.lines) {
    const node = group(root, credit ? 'CreditNoteLine' : 'InvoiceLine');
    text(node, 'ID', line.id);
    text(node, credit ? 'CreditedQuantity' : 'InvoicedQuantity', String(line.quantity), {
      unitCode: UNIT_CODE,
    });
    money(node, 'LineExtensionAmount', line.netCents);
    const item = group(node, 'Item');
    text(item, 'Name', line.name);
    if (line.sellerItemId) text(group(item, 'SellersItemIdentification'), 'ID', line.sellerItemId);
    category(item, 'ClassifiedTaxCategory', line.vatCategory, line.vatRate);
    money(group(node, 'Price'), 'PriceAmount', line.unitPriceCents);
  }

  return root.end({ prettyPrint: true });

  function party(parent: XMLBuilder, who: EInvoiceParty): void {
    const node = group(parent, 'Party');
    if (who.endpoint) text(node, 'EndpointID', who.endpoint.id, { schemeID: who.endpoint.scheme });
    text(group(node, 'PartyName'), 'Name', who.name);
    const address = group(node, 'PostalAddress');
    text(address, 'StreetName', who.street);
    text(address, 'CityName', who.city);
    text(address, 'PostalZone', who.postalCode);
    text(group(address, 'Country'), 'IdentificationCode', who.country);
    if (who.vatId) {
      const tax = group(node, 'PartyTaxScheme');
      text(tax, 'CompanyID', who.vatId);
      vatScheme(tax);
    }
    const legal = group(node, 'PartyLegalEntity');
    text(legal, 'RegistrationName', who.name);
    if (who.legalId) text(legal, 'CompanyID', who.legalId.id, { schemeID: who.legalId.scheme });
    if (who.email) text(group(node, 'Contact'), 'ElectronicMail', who.email);
  }
}
