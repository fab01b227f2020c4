import { DOMParser, XMLSerializer } from '@xmldom/xmldom';
import * as xpath from 'xpath';
import { describe, expect, it } from 'vitest';
import type { PartnerOrderView } from '../../orders/order-reads.service.js';
import {
  REVERSE_CHARGE_NOTE,
  toCreditNoteDocument,
  toEInvoiceDocument,
  type EInvoiceSeller,
} from '../einvoice-adapter.js';
import { PEPPOL_CUSTOMIZATION_ID, PEPPOL_PROFILE_ID } from '../einvoice-document.js';
import { toUbl, UBL_NS } from '../ubl-writer.js';
import { RULES, validateUbl } from './ubl-rules.js';

const SELLER: EInvoiceSeller = {
  name: 'Vyrelle BV',
  street: 'Kouter 1',
  postalCode: '9000',
  city: 'Gent',
  country: 'BE',
  vatNumber: 'BE0471123456',
  email: 'invoices@vyrelle.example',
};

/** A paid partner order as OrderReadsService.partnerView gives it (lines and delivery ex VAT). */
function partnerOrder(overrides: Partial<PartnerOrderView> = {}): PartnerOrderView {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    number: 'VY-2026-000123',
    createdAt: '2026-11-20T09:00:00.000Z',
    status: 'paid',
    paidStatus: 'paid',
    totalCents: 0,
    currency: 'EUR',
    reverseCharge: false,
    lines: [
      {
        position: 0,
        refundedQuantity: 0,
        refundableCents: 7_256,
        productId: 'p1',
        slug: 'hydra-serum',
        name: 'Hydra serum 250 ml',
        quantity: 3,
        unitPriceCents: 1_999,
        vatRate: 21,
        lineTotalCents: 5_997,
        discountCents: 0,
        paidCents: 5_997,
        netCents: 5_997,
        vatCents: 1_259,
        vatCountry: 'BE',
      },
      {
        position: 1,
        refundedQuantity: 0,
        refundableCents: 6_050,
        productId: 'p2',
        slug: 'calm-cream',
        name: 'Calm cream & co <salon>',
        quantity: 2,
        unitPriceCents: 2_500,
        vatRate: 21,
        lineTotalCents: 5_000,
        discountCents: 0,
        paidCents: 5_000,
        netCents: 5_000,
        vatCents: 1_050,
        vatCountry: 'BE',
      },
    ],
    deliveryAddress: {
      firstName: 'Sara',
      lastName: 'Partner',
      company: null,
      street: 'Meir',
      houseNumber: '42',
      box: null,
      postalCode: '2000',
      city: 'Antwerpen',
      country: 'BE',
      phone: null,
    },
    itemsCents: 10_997,
    deliveryCents: 496,
    netCents: 11_493,
    vatCents: 2_414,
    vat: [],
    paidAt: '2026-11-20T09:05:00.000Z',
    checkoutUrl: null,
    companyName: 'Huidinstituut Lumen BV',
    vatNumber: 'BE0123456749',
    ...overrides,
  };
}

/** The order's invoice (InvoicesService.findByOrderId): its number and issue date. */
const invoiceOf = (order: PartnerOrderView) => ({
  number: order.number.replace('VY-', ''),
  issueDate: order.paidAt!.slice(0, 10),
});

const BE_ORDER = partnerOrder();
const FR_ORDER = partnerOrder({
  number: 'VY-2026-000124',
  reverseCharge: true,
  lines: BE_ORDER.lines.map((line) => ({ ...line, vatRate: 0 })),
  deliveryAddress: {
    ...BE_ORDER.deliveryAddress,
    city: 'Lille',
    postalCode: '59000',
    country: 'FR',
  },
  companyName: 'Institut Beauté Lille SARL',
  vatNumber: 'FR40303265045',
});

const beXml = () =>
  toUbl(
    toEInvoiceDocument({
      order: BE_ORDER,
      buyerParticipantId: null,
      seller: SELLER,
      invoice: invoiceOf(BE_ORDER),
    }),
  );
const frXml = () =>
  toUbl(
    toEInvoiceDocument({
      order: FR_ORDER,
      buyerParticipantId: null,
      seller: SELLER,
      invoice: invoiceOf(FR_ORDER),
    }),
  );
const creditXml = () =>
  toUbl(
    toCreditNoteDocument(
      toEInvoiceDocument({
        order: BE_ORDER,
        buyerParticipantId: null,
        seller: SELLER,
        invoice: invoiceOf(BE_ORDER),
      }),
      { number: 'CN-2026-000001', issueDate: '2026-11-25' },
    ),
  );

const select = xpath.useNamespaces({ cac: UBL_NS.cac, cbc: UBL_NS.cbc });
const parse = (xml: string) => new DOMParser().parseFromString(xml, 'text/xml');
const nodes = (doc: ReturnType<typeof parse>, expression: string): Element[] =>
  select(expression, doc as never) as unknown as Element[];
const value = (xml: string, expression: string): string =>
  nodes(parse(xml), expression)
    .map((node) => node.textContent ?? '')
    .join('|');

/** The XML after a change made on its DOM (the way a broken generator or a hand edit would break it). */
function mutate(xml: string, change: (find: (expression: string) => Element[]) => void): string {
  const doc = parse(xml);
  change((expression) => nodes(doc, expression));
  return new XMLSerializer().serializeToString(doc as never);
}
const remove = (find: (e: string) => Element[], expression: string) => {
  const found = find(expression);
  expect(found.length, expression).toBeGreaterThan(0);
  for (const node of found) node.parentNode!.removeChild(node);
};
const set = (find: (e: string) => Element[], expression: string, text: string) => {
  const found = find(expression);
  expect(found.length, expression).toBeGreaterThan(0);
  for (const node of found) node.textContent = text;
};
const ids = (xml: string) => validateUbl(xml).map((violation) => violation.id);

const ROOT = '/*';
const SELLER_PARTY = `${ROOT}/cac:AccountingSupplierParty/cac:Party`;
const BUYER_PARTY = `${ROOT}/cac:AccountingCustomerParty/cac:Party`;
const TOTALS = `${ROOT}/cac:LegalMonetaryTotal`;
const SUBTOTAL = `${ROOT}/cac:TaxTotal/cac:TaxSubtotal`;

describe('Peppol BIS Billing 3.0 UBL of partner orders', () => {
  it('a Belgian salon (standard rated 21 %): a valid Invoice with 0208 endpoints and correct totals', () => {
    const xml = beXml();
    expect(validateUbl(xml)).toEqual([]);
    expect(value(xml, `${ROOT}/cbc:CustomizationID`)).toBe(PEPPOL_CUSTOMIZATION_ID);
    expect(value(xml, `${ROOT}/cbc:ProfileID`)).toBe(PEPPOL_PROFILE_ID);
    expect(parse(xml).documentElement!.localName).toBe('Invoice');
    expect(value(xml, `${ROOT}/cbc:InvoiceTypeCode`)).toBe('380');
    expect(value(xml, `${ROOT}/cbc:IssueDate`)).toBe('2026-11-20');
    expect(value(xml, `${SELLER_PARTY}/cbc:EndpointID/@schemeID`)).toBe('0208');
    expect(value(xml, `${SELLER_PARTY}/cbc:EndpointID`)).toBe('0471123456');
    expect(value(xml, `${BUYER_PARTY}/cbc:EndpointID`)).toBe('0123456749');
    expect(value(xml, `${BUYER_PARTY}/cac:PartyTaxScheme/cbc:CompanyID`)).toBe('BE0123456749');
    expect(value(xml, `${BUYER_PARTY}/cac:PartyLegalEntity/cbc:RegistrationName`)).toBe(
      'Huidinstituut Lumen BV',
    );
    // Markup in a product name is text, not XML.
    expect(value(xml, `${ROOT}/cac:InvoiceLine[2]/cac:Item/cbc:Name`)).toBe(
      'Calm cream & co <salon>',
    );
    expect(xml).toContain('Calm cream &amp; co &lt;salon&gt;');
    // 59.97 + 50.00 lines, 4.96 delivery: 114.93 net, 21 % = 24.14 VAT, 139.07 paid, 0 due.
    expect(value(xml, `${TOTALS}/cbc:LineExtensionAmount`)).toBe('109.97');
    expect(value(xml, `${TOTALS}/cbc:ChargeTotalAmount`)).toBe('4.96');
    expect(value(xml, `${TOTALS}/cbc:TaxExclusiveAmount`)).toBe('114.93');
    expect(value(xml, `${ROOT}/cac:TaxTotal/cbc:TaxAmount`)).toBe('24.14');
    expect(value(xml, `${SUBTOTAL}/cac:TaxCategory/cbc:ID`)).toBe('S');
    expect(value(xml, `${SUBTOTAL}/cac:TaxCategory/cbc:Percent`)).toBe('21');
    expect(value(xml, `${TOTALS}/cbc:TaxInclusiveAmount`)).toBe('139.07');
    expect(value(xml, `${TOTALS}/cbc:PrepaidAmount`)).toBe('139.07');
    expect(value(xml, `${TOTALS}/cbc:PayableAmount`)).toBe('0.00');
    expect(value(xml, `${ROOT}/cac:InvoiceLine/cbc:InvoicedQuantity`)).toBe('3|2');
    expect(value(xml, `${ROOT}/cac:InvoiceLine/cac:Price/cbc:PriceAmount`)).toBe('19.99|25.00');
    expect(xml).not.toContain('TaxExemptionReason');
  });

  it('a French salon (intra-EU reverse charge): category AE at 0 %, exemption reason, both VAT ids, 9957 endpoint', () => {
    const xml = frXml();
    expect(validateUbl(xml)).toEqual([]);
    expect(value(xml, `${BUYER_PARTY}/cbc:EndpointID/@schemeID`)).toBe('9957');
    expect(value(xml, `${BUYER_PARTY}/cbc:EndpointID`)).toBe('FR40303265045');
    expect(value(xml, `${BUYER_PARTY}/cac:PostalAddress/cac:Country/cbc:IdentificationCode`)).toBe(
      'FR',
    );
    expect(value(xml, `${ROOT}/cac:InvoiceLine/cac:Item/cac:ClassifiedTaxCategory/cbc:ID`)).toBe(
      'AE|AE',
    );
    expect(value(xml, `${ROOT}/cac:AllowanceCharge/cac:TaxCategory/cbc:ID`)).toBe('AE');
    expect(value(xml, `${SUBTOTAL}/cac:TaxCategory/cbc:ID`)).toBe('AE');
    expect(value(xml, `${SUBTOTAL}/cac:TaxCategory/cbc:Percent`)).toBe('0');
    expect(value(xml, `${SUBTOTAL}/cac:TaxCategory/cbc:TaxExemptionReasonCode`)).toBe(
      'VATEX-EU-AE',
    );
    expect(value(xml, `${SUBTOTAL}/cbc:TaxableAmount`)).toBe('114.93');
    expect(value(xml, `${SUBTOTAL}/cbc:TaxAmount`)).toBe('0.00');
    expect(value(xml, `${TOTALS}/cbc:TaxInclusiveAmount`)).toBe('114.93');
    expect(value(xml, `${ROOT}/cbc:Note`)).toBe(REVERSE_CHARGE_NOTE);
  });

  it('a Swiss salon (export outside the EU): category G at 0 %, its exemption reason, the delivery too', () => {
    const order = partnerOrder({
      number: 'VY-2026-000125',
      lines: BE_ORDER.lines.map((line) => ({ ...line, vatRate: 0, vatCents: 0, vatCountry: 'CH' })),
      deliveryAddress: {
        ...BE_ORDER.deliveryAddress,
        city: 'Zürich',
        postalCode: '8001',
        country: 'CH',
      },
      vatCents: 0,
    });
    const xml = toUbl(
      toEInvoiceDocument({
        order,
        buyerParticipantId: null,
        seller: SELLER,
        invoice: invoiceOf(order),
      }),
    );
    expect(validateUbl(xml)).toEqual([]);
    expect(value(xml, `${ROOT}/cac:InvoiceLine/cac:Item/cac:ClassifiedTaxCategory/cbc:ID`)).toBe(
      'G|G',
    );
    expect(value(xml, `${ROOT}/cac:AllowanceCharge/cac:TaxCategory/cbc:ID`)).toBe('G');
    expect(value(xml, `${ROOT}/cac:AllowanceCharge/cac:TaxCategory/cbc:Percent`)).toBe('0');
    expect(value(xml, `${SUBTOTAL}/cac:TaxCategory/cbc:TaxExemptionReasonCode`)).toBe('VATEX-EU-G');
    expect(value(xml, `${SUBTOTAL}/cbc:TaxAmount`)).toBe('0.00');
    expect(value(xml, `${TOTALS}/cbc:TaxInclusiveAmount`)).toBe('114.93');
  });

  it('a credit note: a valid CreditNote (381) that refers to the invoice, the refund due to the buyer', () => {
    const xml = creditXml();
    expect(validateUbl(xml)).toEqual([]);
    expect(parse(xml).documentElement!.localName).toBe('CreditNote');
    expect(parse(xml).documentElement!.namespaceURI).toBe(UBL_NS.creditNote);
    expect(value(xml, `${ROOT}/cbc:CreditNoteTypeCode`)).toBe('381');
    expect(value(xml, `${ROOT}/cbc:ID`)).toBe('CN-2026-000001');
    expect(value(xml, `${ROOT}/cac:BillingReference/cac:InvoiceDocumentReference/cbc:ID`)).toBe(
      '2026-000123',
    );
    expect(value(xml, `${ROOT}/cac:CreditNoteLine/cbc:CreditedQuantity`)).toBe('3|2');
    expect(value(xml, `${TOTALS}/cbc:PayableAmount`)).toBe('139.07');
    expect(value(xml, `${ROOT}/cac:PaymentTerms/cbc:Note`)).not.toBe('');
  });

  it('a salon profile participant id overrides the one derived from the VAT number', () => {
    const xml = toUbl(
      toEInvoiceDocument({
        order: FR_ORDER,
        buyerParticipantId: { scheme: '0009', id: '30326504500019' },
        seller: SELLER,
        invoice: invoiceOf(FR_ORDER),
      }),
    );
    expect(value(xml, `${BUYER_PARTY}/cbc:EndpointID/@schemeID`)).toBe('0009');
    expect(validateUbl(xml)).toEqual([]);
  });

  it('checks every rule it claims, each one at least once', () => {
    const tested = new Set(BREAKS.map(([id]) => id));
    expect(RULES.map((rule) => rule.id).filter((id) => !tested.has(id))).toEqual([]);
  });

  /** [rule id, document, change]: the change must make exactly this rule (among others) fail. */
  const BREAKS: [string, () => string, (find: (e: string) => Element[]) => void][] = [
    ['BR-01', beXml, (f) => remove(f, `${ROOT}/cbc:CustomizationID`)],
    ['BR-02', beXml, (f) => remove(f, `${ROOT}/cbc:ID`)],
    ['BR-03', beXml, (f) => remove(f, `${ROOT}/cbc:IssueDate`)],
    ['BR-04', beXml, (f) => remove(f, `${ROOT}/cbc:InvoiceTypeCode`)],
    ['BR-04', creditXml, (f) => remove(f, `${ROOT}/cbc:CreditNoteTypeCode`)],
    ['BR-05', beXml, (f) => remove(f, `${ROOT}/cbc:DocumentCurrencyCode`)],
    ['BR-06', beXml, (f) => remove(f, `${SELLER_PARTY}/cac:PartyLegalEntity/cbc:RegistrationName`)],
    ['BR-07', beXml, (f) => remove(f, `${BUYER_PARTY}/cac:PartyLegalEntity/cbc:RegistrationName`)],
    ['BR-08', beXml, (f) => remove(f, `${SELLER_PARTY}/cac:PostalAddress`)],
    ['BR-09', beXml, (f) => remove(f, `${SELLER_PARTY}/cac:PostalAddress/cac:Country`)],
    ['BR-10', beXml, (f) => remove(f, `${BUYER_PARTY}/cac:PostalAddress`)],
    ['BR-11', frXml, (f) => remove(f, `${BUYER_PARTY}/cac:PostalAddress/cac:Country`)],
    ['BR-12', beXml, (f) => remove(f, `${TOTALS}/cbc:LineExtensionAmount`)],
    ['BR-13', beXml, (f) => remove(f, `${TOTALS}/cbc:TaxExclusiveAmount`)],
    ['BR-14', beXml, (f) => remove(f, `${TOTALS}/cbc:TaxInclusiveAmount`)],
    ['BR-15', beXml, (f) => remove(f, `${TOTALS}/cbc:PayableAmount`)],
    ['BR-16', beXml, (f) => remove(f, `${ROOT}/cac:InvoiceLine`)],
    ['BR-16', creditXml, (f) => remove(f, `${ROOT}/cac:CreditNoteLine`)],
    [
      'BR-27',
      beXml,
      (f) => set(f, `${ROOT}/cac:InvoiceLine[1]/cac:Price/cbc:PriceAmount`, '-19.99'),
    ],
    [
      'BR-55',
      creditXml,
      (f) => remove(f, `${ROOT}/cac:BillingReference/cac:InvoiceDocumentReference/cbc:ID`),
    ],
    ['BR-62', beXml, (f) => f(`${SELLER_PARTY}/cbc:EndpointID`)[0]!.removeAttribute('schemeID')],
    ['BR-63', frXml, (f) => f(`${BUYER_PARTY}/cbc:EndpointID`)[0]!.removeAttribute('schemeID')],
    [
      'BR-CO-04',
      beXml,
      (f) => remove(f, `${ROOT}/cac:InvoiceLine[1]/cac:Item/cac:ClassifiedTaxCategory`),
    ],
    [
      'BR-CO-09',
      frXml,
      (f) => set(f, `${BUYER_PARTY}/cac:PartyTaxScheme/cbc:CompanyID`, '40303265045'),
    ],
    ['BR-CO-10', beXml, (f) => set(f, `${TOTALS}/cbc:LineExtensionAmount`, '109.98')],
    [
      'BR-CO-11',
      beXml,
      (f) => {
        const total = f(`${TOTALS}/cbc:ChargeTotalAmount`)[0]!;
        const allowance = total.ownerDocument!.createElementNS(
          UBL_NS.cbc,
          'cbc:AllowanceTotalAmount',
        );
        allowance.setAttribute('currencyID', 'EUR');
        allowance.textContent = '1.00';
        total.parentNode!.insertBefore(allowance, total);
      },
    ],
    ['BR-CO-12', beXml, (f) => set(f, `${TOTALS}/cbc:ChargeTotalAmount`, '5.96')],
    ['BR-CO-13', beXml, (f) => set(f, `${TOTALS}/cbc:TaxExclusiveAmount`, '115.93')],
    ['BR-CO-14', beXml, (f) => set(f, `${ROOT}/cac:TaxTotal/cbc:TaxAmount`, '24.15')],
    ['BR-CO-15', beXml, (f) => set(f, `${TOTALS}/cbc:TaxInclusiveAmount`, '139.08')],
    ['BR-CO-16', beXml, (f) => set(f, `${TOTALS}/cbc:PayableAmount`, '0.01')],
    ['BR-CO-17', beXml, (f) => set(f, `${SUBTOTAL}/cbc:TaxAmount`, '24.15')],
    ['BR-CO-25', creditXml, (f) => remove(f, `${ROOT}/cac:PaymentTerms`)],
    [
      'BR-CO-26',
      frXml,
      (f) => {
        remove(f, `${SELLER_PARTY}/cac:PartyTaxScheme`);
        remove(f, `${SELLER_PARTY}/cac:PartyLegalEntity/cbc:CompanyID`);
      },
    ],
    ['BR-S-01', beXml, (f) => set(f, `${SUBTOTAL}/cac:TaxCategory/cbc:ID`, 'Z')],
    ['BR-S-02', beXml, (f) => remove(f, `${SELLER_PARTY}/cac:PartyTaxScheme`)],
    [
      'BR-S-03',
      beXml,
      (f) => {
        remove(f, `${SELLER_PARTY}/cac:PartyTaxScheme`);
        set(f, `${ROOT}/cac:AllowanceCharge/cbc:ChargeIndicator`, 'false');
      },
    ],
    ['BR-S-04', beXml, (f) => remove(f, `${SELLER_PARTY}/cac:PartyTaxScheme`)],
    [
      'BR-S-05',
      beXml,
      (f) =>
        set(f, `${ROOT}/cac:InvoiceLine[1]/cac:Item/cac:ClassifiedTaxCategory/cbc:Percent`, '0'),
    ],
    [
      'BR-S-06',
      beXml,
      (f) => {
        set(f, `${ROOT}/cac:AllowanceCharge/cbc:ChargeIndicator`, 'false');
        set(f, `${ROOT}/cac:AllowanceCharge/cac:TaxCategory/cbc:Percent`, '0');
      },
    ],
    [
      'BR-S-07',
      beXml,
      (f) => set(f, `${ROOT}/cac:AllowanceCharge/cac:TaxCategory/cbc:Percent`, '0'),
    ],
    ['BR-S-08', beXml, (f) => set(f, `${SUBTOTAL}/cbc:TaxableAmount`, '120.00')],
    ['BR-S-09', beXml, (f) => set(f, `${SUBTOTAL}/cbc:TaxAmount`, '30.00')],
    [
      'BR-S-10',
      beXml,
      (f) => {
        const id = f(`${SUBTOTAL}/cac:TaxCategory/cbc:Percent`)[0]!;
        const reason = id.ownerDocument!.createElementNS(UBL_NS.cbc, 'cbc:TaxExemptionReason');
        reason.textContent = 'Exempt';
        id.parentNode!.insertBefore(reason, id.nextSibling);
      },
    ],
    [
      'BR-AE-01',
      frXml,
      (f) => {
        const row = f(SUBTOTAL)[0]!;
        row.parentNode!.appendChild(row.cloneNode(true));
      },
    ],
    ['BR-AE-02', frXml, (f) => remove(f, `${BUYER_PARTY}/cac:PartyTaxScheme`)],
    [
      'BR-AE-03',
      frXml,
      (f) => {
        remove(f, `${BUYER_PARTY}/cac:PartyTaxScheme`);
        set(f, `${ROOT}/cac:AllowanceCharge/cbc:ChargeIndicator`, 'false');
      },
    ],
    ['BR-AE-04', frXml, (f) => remove(f, `${BUYER_PARTY}/cac:PartyTaxScheme`)],
    [
      'BR-AE-05',
      frXml,
      (f) =>
        set(f, `${ROOT}/cac:InvoiceLine[2]/cac:Item/cac:ClassifiedTaxCategory/cbc:Percent`, '21'),
    ],
    [
      'BR-AE-06',
      frXml,
      (f) => {
        set(f, `${ROOT}/cac:AllowanceCharge/cbc:ChargeIndicator`, 'false');
        set(f, `${ROOT}/cac:AllowanceCharge/cac:TaxCategory/cbc:Percent`, '21');
      },
    ],
    [
      'BR-AE-07',
      frXml,
      (f) => set(f, `${ROOT}/cac:AllowanceCharge/cac:TaxCategory/cbc:Percent`, '21'),
    ],
    ['BR-AE-08', frXml, (f) => set(f, `${SUBTOTAL}/cbc:TaxableAmount`, '109.97')],
    ['BR-AE-09', frXml, (f) => set(f, `${SUBTOTAL}/cbc:TaxAmount`, '1.00')],
    [
      'BR-AE-10',
      frXml,
      (f) => {
        remove(f, `${SUBTOTAL}/cac:TaxCategory/cbc:TaxExemptionReasonCode`);
        remove(f, `${SUBTOTAL}/cac:TaxCategory/cbc:TaxExemptionReason`);
      },
    ],
    [
      'BR-DEC-01',
      beXml,
      (f) => {
        set(f, `${ROOT}/cac:AllowanceCharge/cbc:ChargeIndicator`, 'false');
        set(f, `${ROOT}/cac:AllowanceCharge/cbc:Amount`, '4.960');
      },
    ],
    ['BR-DEC-05', beXml, (f) => set(f, `${ROOT}/cac:AllowanceCharge/cbc:Amount`, '4.960')],
    ['BR-DEC-09', beXml, (f) => set(f, `${TOTALS}/cbc:LineExtensionAmount`, '109.970')],
    [
      'BR-DEC-10',
      beXml,
      (f) => {
        const total = f(`${TOTALS}/cbc:ChargeTotalAmount`)[0]!;
        const allowance = total.ownerDocument!.createElementNS(
          UBL_NS.cbc,
          'cbc:AllowanceTotalAmount',
        );
        allowance.textContent = '0.000';
        total.parentNode!.insertBefore(allowance, total);
      },
    ],
    ['BR-DEC-11', beXml, (f) => set(f, `${TOTALS}/cbc:ChargeTotalAmount`, '4.960')],
    ['BR-DEC-12', beXml, (f) => set(f, `${TOTALS}/cbc:TaxExclusiveAmount`, '114.930')],
    ['BR-DEC-13', beXml, (f) => set(f, `${ROOT}/cac:TaxTotal/cbc:TaxAmount`, '24.140')],
    ['BR-DEC-14', beXml, (f) => set(f, `${TOTALS}/cbc:TaxInclusiveAmount`, '139.070')],
    ['BR-DEC-16', beXml, (f) => set(f, `${TOTALS}/cbc:PrepaidAmount`, '139.070')],
    [
      'BR-DEC-17',
      beXml,
      (f) => {
        const due = f(`${TOTALS}/cbc:PayableAmount`)[0]!;
        const rounding = due.ownerDocument!.createElementNS(
          UBL_NS.cbc,
          'cbc:PayableRoundingAmount',
        );
        rounding.textContent = '0.000';
        due.parentNode!.insertBefore(rounding, due);
      },
    ],
    ['BR-DEC-18', beXml, (f) => set(f, `${TOTALS}/cbc:PayableAmount`, '0.000')],
    ['BR-DEC-19', beXml, (f) => set(f, `${SUBTOTAL}/cbc:TaxableAmount`, '114.930')],
    ['BR-DEC-20', beXml, (f) => set(f, `${SUBTOTAL}/cbc:TaxAmount`, '24.140')],
    [
      'BR-DEC-23',
      beXml,
      (f) => set(f, `${ROOT}/cac:InvoiceLine[1]/cbc:LineExtensionAmount`, '59.970'),
    ],
    ['PEPPOL-EN16931-R001', beXml, (f) => remove(f, `${ROOT}/cbc:ProfileID`)],
    [
      'PEPPOL-EN16931-R003',
      beXml,
      (f) => {
        remove(f, `${ROOT}/cbc:BuyerReference`);
        remove(f, `${ROOT}/cac:OrderReference`);
      },
    ],
    [
      'PEPPOL-EN16931-R004',
      beXml,
      (f) => set(f, `${ROOT}/cbc:CustomizationID`, 'urn:cen.eu:en16931:2017'),
    ],
    [
      'PEPPOL-EN16931-R007',
      beXml,
      (f) => set(f, `${ROOT}/cbc:ProfileID`, 'urn:fdc:peppol.eu:2017:poacc:billing:1:1.0'),
    ],
    ['PEPPOL-EN16931-R010', beXml, (f) => remove(f, `${BUYER_PARTY}/cbc:EndpointID`)],
    ['PEPPOL-EN16931-R020', frXml, (f) => remove(f, `${SELLER_PARTY}/cbc:EndpointID`)],
    [
      'PEPPOL-EN16931-R053',
      beXml,
      (f) => {
        const total = f(`${ROOT}/cac:TaxTotal`)[0]!;
        total.parentNode!.insertBefore(total.cloneNode(true), total);
      },
    ],
    [
      'PEPPOL-EN16931-R120',
      beXml,
      (f) => set(f, `${ROOT}/cac:InvoiceLine[1]/cac:Price/cbc:PriceAmount`, '19.98'),
    ],
    // 0123456789: 97 − (01234567 mod 97) = 49, not 89.
    ['PEPPOL-COMMON-R043', beXml, (f) => set(f, `${BUYER_PARTY}/cbc:EndpointID`, '0123456789')],
    ['PEPPOL-COMMON-R043', beXml, (f) => set(f, `${BUYER_PARTY}/cbc:EndpointID`, '123456749')],
  ];

  it.each(BREAKS.map(([id, doc, change], index) => [`${id} #${index}`, id, doc, change] as const))(
    '%s: a document that breaks it is reported',
    (_name, id, doc, change) => {
      const broken = mutate(doc(), change);
      expect(ids(broken)).toContain(id);
      const violation = validateUbl(broken).find((v) => v.id === id)!;
      expect(violation.flag).toBe('fatal');
      expect(violation.text.length).toBeGreaterThan(20);
    },
  );

  it('refuses what is not a UBL Invoice or CreditNote', () => {
    expect(ids('<Invoice/>')).toEqual(['UBL-SYNTAX']);
    expect(ids('not xml at all <')).toEqual(['UBL-SYNTAX']);
  });
});
