/**
 * The EN 16931 business rules and Peppol BIS Billing 3.0 rules that this shop's invoices and
 * credit notes can break, checked on the UBL XML itself (parsed with a real XML parser, read with
 * XPath like the official Schematron). Rule ids and texts are those of the published rule tables
 * (CEN/TC 434 EN 16931 UBL binding, OpenPeppol BIS Billing 3.0); the checks are written here.
 * Amounts are compared in cents: the official sums round to two decimals before comparing.
 */
import { DOMParser } from '@xmldom/xmldom';
import * as xpath from 'xpath';
import { PEPPOL_CUSTOMIZATION_ID } from '../einvoice-document.js';
import { isBelgianEnterpriseNumber } from '../peppol-id.js';
import { UBL_NS } from '../ubl-writer.js';

export interface RuleViolation {
  id: string;
  flag: 'fatal' | 'warning';
  /** The rule's published text, with its id in brackets as the Schematron reports it. */
  text: string;
  /** Where: an element path or a line id. */
  location?: string;
}

interface Context {
  root: Element;
  credit: boolean;
  /** `cac:InvoiceLine` or `cac:CreditNoteLine`. */
  line: string;
  /** `cbc:InvoicedQuantity` or `cbc:CreditedQuantity`. */
  quantity: string;
  nodes(expression: string, from?: Node): Element[];
  /** The normalised text of the first match, '' when none. */
  text(expression: string, from?: Node): string;
  /** The first match as cents (rounded to cents), null when absent or not a number. */
  cents(expression: string, from?: Node): number | null;
}

interface Rule {
  id: string;
  text: string;
  flag?: 'fatal' | 'warning';
  /** Calls `fail` once per place the rule is broken. */
  check(ctx: Context, fail: (location?: string) => void): void;
}

const select = xpath.useNamespaces({ cac: UBL_NS.cac, cbc: UBL_NS.cbc });

const AMOUNT = /^-?\d+(\.\d+)?$/;
const toCents = (value: string): number | null =>
  AMOUNT.test(value) ? Math.round(Number(value) * 100) : null;
const decimals = (value: string): number => (value.split('.')[1] ?? '').length;
const sum = (values: (number | null)[]): number =>
  values.reduce<number>((total, value) => total + (value ?? 0), 0);

const SELLER = 'cac:AccountingSupplierParty/cac:Party';
const BUYER = 'cac:AccountingCustomerParty/cac:Party';
const TOTALS = 'cac:LegalMonetaryTotal';
/** The one TaxTotal with subtotals (PEPPOL-EN16931-R053) holds the VAT breakdown. */
const BREAKDOWN = 'cac:TaxTotal/cac:TaxSubtotal';
const SELLER_VAT = `${SELLER}/cac:PartyTaxScheme[cac:TaxScheme/cbc:ID='VAT']/cbc:CompanyID`;
const SELLER_TAX_REGISTRATION = `${SELLER}/cac:PartyTaxScheme[not(cac:TaxScheme/cbc:ID='VAT')]/cbc:CompanyID`;
const TAX_REPRESENTATIVE_VAT = 'cac:TaxRepresentativeParty/cac:PartyTaxScheme/cbc:CompanyID';
const BUYER_VAT = `${BUYER}/cac:PartyTaxScheme[cac:TaxScheme/cbc:ID='VAT']/cbc:CompanyID`;
const BUYER_LEGAL_ID = `${BUYER}/cac:PartyLegalEntity/cbc:CompanyID`;

const EXISTS = (id: string, text: string, expression: (ctx: Context) => string): Rule => ({
  id,
  text,
  check: (ctx, fail) => {
    if (ctx.text(expression(ctx)) === '') fail(expression(ctx));
  },
});

/** The VAT-category rules of one category code: lines, allowances and charges of that category. */
function categoryItems(ctx: Context, code: string) {
  const lines = ctx
    .nodes(ctx.line)
    .filter((node) => ctx.text('cac:Item/cac:ClassifiedTaxCategory/cbc:ID', node) === code);
  const allowanceCharges = (charge: boolean) =>
    ctx
      .nodes(`cac:AllowanceCharge[cbc:ChargeIndicator='${String(charge)}']`)
      .filter((node) => ctx.text('cac:TaxCategory/cbc:ID', node) === code);
  return { lines, allowances: allowanceCharges(false), charges: allowanceCharges(true) };
}

const rate = (ctx: Context, expression: string, node: Node): number | null => {
  const value = ctx.text(expression, node);
  return AMOUNT.test(value) ? Number(value) : null;
};

const hasAny = (ctx: Context, ...expressions: string[]) =>
  expressions.some((expression) => ctx.text(expression) !== '');

/** BR-S-01 / BR-AE-01 style: the breakdown rows of a category. */
const breakdownRows = (ctx: Context, code: string) =>
  ctx.nodes(BREAKDOWN).filter((node) => ctx.text('cac:TaxCategory/cbc:ID', node) === code);

/** BR-S-08 / BR-AE-08: line nets + charges − allowances of the category (and rate, when given). */
function categoryBase(ctx: Context, code: string, percent: number | null): number {
  const { lines, allowances, charges } = categoryItems(ctx, code);
  const ofRate = (nodes: Element[], expression: string) =>
    percent === null ? nodes : nodes.filter((node) => rate(ctx, expression, node) === percent);
  return (
    sum(
      ofRate(lines, 'cac:Item/cac:ClassifiedTaxCategory/cbc:Percent').map((node) =>
        ctx.cents('cbc:LineExtensionAmount', node),
      ),
    ) +
    sum(ofRate(charges, 'cac:TaxCategory/cbc:Percent').map((n) => ctx.cents('cbc:Amount', n))) -
    sum(ofRate(allowances, 'cac:TaxCategory/cbc:Percent').map((n) => ctx.cents('cbc:Amount', n)))
  );
}

/** Rules of a category that lines, allowances and charges each carry (BR-x-02..07). */
function perItemRules(
  code: 'S' | 'AE',
  name: string,
  ids: { seller: [string, string, string]; rate: [string, string, string] },
  texts: { seller: [string, string, string]; rate: [string, string, string] },
  sellerCheck: (ctx: Context) => boolean,
  rateOk: (value: number | null) => boolean,
): Rule[] {
  const kinds = ['lines', 'allowances', 'charges'] as const;
  const rateExpression = [
    'cac:Item/cac:ClassifiedTaxCategory/cbc:Percent',
    'cac:TaxCategory/cbc:Percent',
    'cac:TaxCategory/cbc:Percent',
  ];
  return kinds.flatMap((kind, index) => [
    {
      id: ids.seller[index]!,
      text: texts.seller[index]!,
      check: (ctx: Context, fail: (location?: string) => void) => {
        if (categoryItems(ctx, code)[kind].length && !sellerCheck(ctx)) fail(`${name} ${kind}`);
      },
    },
    {
      id: ids.rate[index]!,
      text: texts.rate[index]!,
      check: (ctx: Context, fail: (location?: string) => void) => {
        for (const node of categoryItems(ctx, code)[kind])
          if (!rateOk(rate(ctx, rateExpression[index]!, node)))
            fail(ctx.text('cbc:ID', node) || kind);
      },
    },
  ]);
}

const DEC = (id: string, term: string, expression: (ctx: Context) => string): Rule => ({
  id,
  text: `[${id}]-The allowed maximum number of decimals for the ${term} is 2.`,
  check: (ctx, fail) => {
    for (const node of ctx.nodes(expression(ctx)))
      if (decimals(node.textContent?.trim() ?? '') > 2) fail(expression(ctx));
  },
});

export const RULES: readonly Rule[] = [
  // ------------------------------------------------------------------ EN 16931: BR-01…BR-16
  EXISTS(
    'BR-01',
    '[BR-01]-An Invoice shall have a Specification identifier (BT-24).',
    () => 'cbc:CustomizationID',
  ),
  EXISTS('BR-02', '[BR-02]-An Invoice shall have an Invoice number (BT-1).', () => 'cbc:ID'),
  EXISTS(
    'BR-03',
    '[BR-03]-An Invoice shall have an Invoice issue date (BT-2).',
    () => 'cbc:IssueDate',
  ),
  EXISTS('BR-04', '[BR-04]-An Invoice shall have an Invoice type code (BT-3).', (ctx) =>
    ctx.credit ? 'cbc:CreditNoteTypeCode' : 'cbc:InvoiceTypeCode',
  ),
  EXISTS(
    'BR-05',
    '[BR-05]-An Invoice shall have an Invoice currency code (BT-5).',
    () => 'cbc:DocumentCurrencyCode',
  ),
  EXISTS(
    'BR-06',
    '[BR-06]-An Invoice shall contain the Seller name (BT-27).',
    () => `${SELLER}/cac:PartyLegalEntity/cbc:RegistrationName`,
  ),
  EXISTS(
    'BR-07',
    '[BR-07]-An Invoice shall contain the Buyer name (BT-44).',
    () => `${BUYER}/cac:PartyLegalEntity/cbc:RegistrationName`,
  ),
  {
    id: 'BR-08',
    text: '[BR-08]-An Invoice shall contain the Seller postal address (BG-5).',
    check: (ctx, fail) => {
      if (!ctx.nodes(`${SELLER}/cac:PostalAddress`).length) fail(`${SELLER}/cac:PostalAddress`);
    },
  },
  EXISTS(
    'BR-09',
    '[BR-09]-The Seller postal address (BG-5) shall contain a Seller country code (BT-40).',
    () => `${SELLER}/cac:PostalAddress/cac:Country/cbc:IdentificationCode`,
  ),
  {
    id: 'BR-10',
    text: '[BR-10]-An Invoice shall contain the Buyer postal address (BG-8).',
    check: (ctx, fail) => {
      if (!ctx.nodes(`${BUYER}/cac:PostalAddress`).length) fail(`${BUYER}/cac:PostalAddress`);
    },
  },
  EXISTS(
    'BR-11',
    '[BR-11]-The Buyer postal address shall contain a Buyer country code (BT-55).',
    () => `${BUYER}/cac:PostalAddress/cac:Country/cbc:IdentificationCode`,
  ),
  EXISTS(
    'BR-12',
    '[BR-12]-An Invoice shall have the Sum of Invoice line net amount (BT-106).',
    () => `${TOTALS}/cbc:LineExtensionAmount`,
  ),
  EXISTS(
    'BR-13',
    '[BR-13]-An Invoice shall have the Invoice total amount without VAT (BT-109).',
    () => `${TOTALS}/cbc:TaxExclusiveAmount`,
  ),
  EXISTS(
    'BR-14',
    '[BR-14]-An Invoice shall have the Invoice total amount with VAT (BT-112).',
    () => `${TOTALS}/cbc:TaxInclusiveAmount`,
  ),
  EXISTS(
    'BR-15',
    '[BR-15]-An Invoice shall have the Amount due for payment (BT-115).',
    () => `${TOTALS}/cbc:PayableAmount`,
  ),
  {
    id: 'BR-16',
    text: '[BR-16]-An Invoice shall have at least one Invoice line (BG-25)',
    check: (ctx, fail) => {
      if (!ctx.nodes(ctx.line).length) fail(ctx.line);
    },
  },
  {
    id: 'BR-27',
    text: '[BR-27]-The Item net price (BT-146) shall NOT be negative.',
    check: (ctx, fail) => {
      for (const line of ctx.nodes(ctx.line))
        if ((ctx.cents('cac:Price/cbc:PriceAmount', line) ?? 0) < 0) fail(ctx.text('cbc:ID', line));
    },
  },
  {
    id: 'BR-55',
    text: '[BR-55]-Each Preceding Invoice reference (BG-3) shall contain a Preceding Invoice reference (BT-25).',
    check: (ctx, fail) => {
      for (const reference of ctx.nodes('cac:BillingReference'))
        if (ctx.text('cac:InvoiceDocumentReference/cbc:ID', reference) === '')
          fail('cac:BillingReference');
    },
  },
  {
    id: 'BR-62',
    text: '[BR-62]-The Seller electronic address (BT-34) shall have a Scheme identifier.',
    check: (ctx, fail) => {
      for (const node of ctx.nodes(`${SELLER}/cbc:EndpointID`))
        if (!node.getAttribute('schemeID')) fail(`${SELLER}/cbc:EndpointID`);
    },
  },
  {
    id: 'BR-63',
    text: '[BR-63]-The Buyer electronic address (BT-49) shall have a Scheme identifier.',
    check: (ctx, fail) => {
      for (const node of ctx.nodes(`${BUYER}/cbc:EndpointID`))
        if (!node.getAttribute('schemeID')) fail(`${BUYER}/cbc:EndpointID`);
    },
  },

  // ------------------------------------------------------------------ EN 16931: BR-CO-*
  {
    id: 'BR-CO-04',
    text: '[BR-CO-04]-Each Invoice line (BG-25) shall be categorized with an Invoiced item VAT category code (BT-151).',
    check: (ctx, fail) => {
      for (const line of ctx.nodes(ctx.line))
        if (ctx.text('cac:Item/cac:ClassifiedTaxCategory/cbc:ID', line) === '')
          fail(ctx.text('cbc:ID', line));
    },
  },
  {
    id: 'BR-CO-09',
    text: '[BR-CO-09]-The Seller VAT identifier (BT-31), the Seller tax representative VAT identifier (BT-63) and the Buyer VAT identifier (BT-48) shall have a prefix in accordance with ISO code ISO 3166-1 alpha-2 by which the country of issue may be identified. Nevertheless, Greece may use the prefix ‘EL’.',
    check: (ctx, fail) => {
      for (const expression of [SELLER_VAT, TAX_REPRESENTATIVE_VAT, BUYER_VAT])
        for (const node of ctx.nodes(expression))
          if (!/^[A-Z]{2}/.test(node.textContent?.trim() ?? '')) fail(expression);
    },
  },
  {
    id: 'BR-CO-10',
    text: '[BR-CO-10]-Sum of Invoice line net amount (BT-106) = Σ Invoice line net amount (BT-131).',
    check: (ctx, fail) => {
      const total = ctx.cents(`${TOTALS}/cbc:LineExtensionAmount`);
      const lines = sum(ctx.nodes(ctx.line).map((l) => ctx.cents('cbc:LineExtensionAmount', l)));
      if (total !== null && total !== lines) fail(`${TOTALS}/cbc:LineExtensionAmount`);
    },
  },
  {
    id: 'BR-CO-11',
    text: '[BR-CO-11]-Sum of allowances on document level (BT-107) = Σ Document level allowance amount (BT-92).',
    check: (ctx, fail) => {
      const total = ctx.cents(`${TOTALS}/cbc:AllowanceTotalAmount`);
      const items = ctx.nodes("cac:AllowanceCharge[cbc:ChargeIndicator='false']");
      if (total === null && !items.length) return;
      if ((total ?? 0) !== sum(items.map((node) => ctx.cents('cbc:Amount', node))))
        fail(`${TOTALS}/cbc:AllowanceTotalAmount`);
    },
  },
  {
    id: 'BR-CO-12',
    text: '[BR-CO-12]-Sum of charges on document level (BT-108) = Σ Document level charge amount (BT-99).',
    check: (ctx, fail) => {
      const total = ctx.cents(`${TOTALS}/cbc:ChargeTotalAmount`);
      const items = ctx.nodes("cac:AllowanceCharge[cbc:ChargeIndicator='true']");
      if (total === null && !items.length) return;
      if ((total ?? 0) !== sum(items.map((node) => ctx.cents('cbc:Amount', node))))
        fail(`${TOTALS}/cbc:ChargeTotalAmount`);
    },
  },
  {
    id: 'BR-CO-13',
    text: '[BR-CO-13]-Invoice total amount without VAT (BT-109) = Σ Invoice line net amount (BT-131) - Sum of allowances on document level (BT-107) + Sum of charges on document level (BT-108).',
    check: (ctx, fail) => {
      const total = ctx.cents(`${TOTALS}/cbc:TaxExclusiveAmount`);
      if (total === null) return;
      const expected =
        sum(ctx.nodes(ctx.line).map((l) => ctx.cents('cbc:LineExtensionAmount', l))) -
        (ctx.cents(`${TOTALS}/cbc:AllowanceTotalAmount`) ?? 0) +
        (ctx.cents(`${TOTALS}/cbc:ChargeTotalAmount`) ?? 0);
      if (total !== expected) fail(`${TOTALS}/cbc:TaxExclusiveAmount`);
    },
  },
  {
    id: 'BR-CO-14',
    text: '[BR-CO-14]-Invoice total VAT amount (BT-110) = Σ VAT category tax amount (BT-117).',
    check: (ctx, fail) => {
      for (const total of ctx.nodes('cac:TaxTotal[cac:TaxSubtotal]'))
        if (
          ctx.cents('cbc:TaxAmount', total) !==
          sum(ctx.nodes('cac:TaxSubtotal', total).map((row) => ctx.cents('cbc:TaxAmount', row)))
        )
          fail('cac:TaxTotal/cbc:TaxAmount');
    },
  },
  {
    id: 'BR-CO-15',
    text: '[BR-CO-15]-Invoice total amount with VAT (BT-112) = Invoice total amount without VAT (BT-109) + Invoice total VAT amount (BT-110).',
    check: (ctx, fail) => {
      const withVat = ctx.cents(`${TOTALS}/cbc:TaxInclusiveAmount`);
      const withoutVat = ctx.cents(`${TOTALS}/cbc:TaxExclusiveAmount`);
      const vat = ctx.cents(
        `cac:TaxTotal[cbc:TaxAmount/@currencyID=../cbc:DocumentCurrencyCode]/cbc:TaxAmount`,
      );
      if (withVat === null || withoutVat === null) return;
      if (withVat !== withoutVat + (vat ?? 0)) fail(`${TOTALS}/cbc:TaxInclusiveAmount`);
    },
  },
  {
    id: 'BR-CO-16',
    text: '[BR-CO-16]-Amount due for payment (BT-115) = Invoice total amount with VAT (BT-112) -Paid amount (BT-113) +Rounding amount (BT-114).',
    check: (ctx, fail) => {
      const due = ctx.cents(`${TOTALS}/cbc:PayableAmount`);
      const withVat = ctx.cents(`${TOTALS}/cbc:TaxInclusiveAmount`);
      if (due === null || withVat === null) return;
      const expected =
        withVat -
        (ctx.cents(`${TOTALS}/cbc:PrepaidAmount`) ?? 0) +
        (ctx.cents(`${TOTALS}/cbc:PayableRoundingAmount`) ?? 0);
      if (due !== expected) fail(`${TOTALS}/cbc:PayableAmount`);
    },
  },
  {
    id: 'BR-CO-17',
    text: '[BR-CO-17]-VAT category tax amount (BT-117) = VAT category taxable amount (BT-116) x (VAT category rate (BT-119) / 100), rounded to two decimals.',
    check: (ctx, fail) => {
      for (const row of ctx.nodes(BREAKDOWN)) {
        const percent = rate(ctx, 'cac:TaxCategory/cbc:Percent', row);
        const taxable = ctx.cents('cbc:TaxableAmount', row);
        if (percent === null || taxable === null) continue;
        if (ctx.cents('cbc:TaxAmount', row) !== Math.round((taxable * percent) / 100))
          fail(`${ctx.text('cac:TaxCategory/cbc:ID', row)} ${percent}`);
      }
    },
  },
  {
    id: 'BR-CO-25',
    text: '[BR-CO-25]-In case the Amount due for payment (BT-115) is positive, either the Payment due date (BT-9) or the Payment terms (BT-20) shall be present.',
    check: (ctx, fail) => {
      if ((ctx.cents(`${TOTALS}/cbc:PayableAmount`) ?? 0) <= 0) return;
      if (
        !hasAny(
          ctx,
          'cbc:DueDate',
          'cac:PaymentMeans/cbc:PaymentDueDate',
          'cac:PaymentTerms/cbc:Note',
        )
      )
        fail('cac:PaymentTerms');
    },
  },
  {
    id: 'BR-CO-26',
    text: '[BR-CO-26]-In order for the buyer to automatically identify a supplier, the Seller identifier (BT-29), the Seller legal registration identifier (BT-30) and/or the Seller VAT identifier (BT-31) shall be present.',
    check: (ctx, fail) => {
      if (
        !hasAny(
          ctx,
          `${SELLER}/cac:PartyIdentification/cbc:ID`,
          `${SELLER}/cac:PartyLegalEntity/cbc:CompanyID`,
          SELLER_VAT,
        )
      )
        fail(SELLER);
    },
  },

  // ------------------------------------------------------------------ EN 16931: BR-S-* (standard rated)
  {
    id: 'BR-S-01',
    text: '[BR-S-01]-An Invoice that contains an Invoice line (BG-25), a Document level allowance (BG-20) or a Document level charge (BG-21) where the VAT category code (BT-151, BT-95 or BT-102) is "Standard rated" shall contain in the VAT breakdown (BG-23) at least one VAT category code (BT-118) equal with "Standard rated".',
    check: (ctx, fail) => {
      const items = categoryItems(ctx, 'S');
      const used = items.lines.length + items.allowances.length + items.charges.length > 0;
      if (used && breakdownRows(ctx, 'S').length < 1) fail(BREAKDOWN);
    },
  },
  ...perItemRules(
    'S',
    'Standard rated',
    { seller: ['BR-S-02', 'BR-S-03', 'BR-S-04'], rate: ['BR-S-05', 'BR-S-06', 'BR-S-07'] },
    {
      seller: [
        '[BR-S-02]-An Invoice that contains an Invoice line (BG-25) where the Invoiced item VAT category code (BT-151) is "Standard rated" shall contain the Seller VAT Identifier (BT-31), the Seller tax registration identifier (BT-32) and/or the Seller tax representative VAT identifier (BT-63).',
        '[BR-S-03]-An Invoice that contains a Document level allowance (BG-20) where the Document level allowance VAT category code (BT-95) is "Standard rated" shall contain the Seller VAT Identifier (BT-31), the Seller tax registration identifier (BT-32) and/or the Seller tax representative VAT identifier (BT-63).',
        '[BR-S-04]-An Invoice that contains a Document level charge (BG-21) where the Document level charge VAT category code (BT-102) is "Standard rated" shall contain the Seller VAT Identifier (BT-31), the Seller tax registration identifier (BT-32) and/or the Seller tax representative VAT identifier (BT-63).',
      ],
      rate: [
        '[BR-S-05]-In an Invoice line (BG-25) where the Invoiced item VAT category code (BT-151) is "Standard rated" the Invoiced item VAT rate (BT-152) shall be greater than zero.',
        '[BR-S-06]-In a Document level allowance (BG-20) where the Document level allowance VAT category code (BT-95) is "Standard rated" the Document level allowance VAT rate (BT-96) shall be greater than zero.',
        '[BR-S-07]-In a Document level charge (BG-21) where the Document level charge VAT category code (BT-102) is "Standard rated" the Document level charge VAT rate (BT-103) shall be greater than zero.',
      ],
    },
    (ctx) => hasAny(ctx, SELLER_VAT, SELLER_TAX_REGISTRATION, TAX_REPRESENTATIVE_VAT),
    (value) => value !== null && value > 0,
  ),
  {
    id: 'BR-S-08',
    text: '[BR-S-08]-For each different value of VAT category rate (BT-119) where the VAT category code (BT-118) is "Standard rated", the VAT category taxable amount (BT-116) in a VAT breakdown (BG-23) shall equal the sum of Invoice line net amounts (BT-131) plus the sum of document level charge amounts (BT-99) minus the sum of document level allowance amounts (BT-92) where the VAT category code (BT-151, BT-102, BT-95) is "Standard rated" and the VAT rate (BT-152, BT-103, BT-96) equals the VAT category rate (BT-119).',
    check: (ctx, fail) => {
      for (const row of breakdownRows(ctx, 'S')) {
        const percent = rate(ctx, 'cac:TaxCategory/cbc:Percent', row);
        if (ctx.cents('cbc:TaxableAmount', row) !== categoryBase(ctx, 'S', percent))
          fail(`S ${percent}`);
      }
    },
  },
  {
    id: 'BR-S-09',
    text: '[BR-S-09]-The VAT category tax amount (BT-117) in a VAT breakdown (BG-23) where VAT category code (BT-118) is "Standard rated" shall equal the VAT category taxable amount (BT-116) multiplied by the VAT category rate (BT-119).',
    check: (ctx, fail) => {
      for (const row of breakdownRows(ctx, 'S')) {
        const percent = rate(ctx, 'cac:TaxCategory/cbc:Percent', row) ?? 0;
        const expected = Math.round(((ctx.cents('cbc:TaxableAmount', row) ?? 0) * percent) / 100);
        // As the official Schematron: within one unit of the currency of the rounded product.
        if (Math.abs((ctx.cents('cbc:TaxAmount', row) ?? 0) - expected) >= 100)
          fail(`S ${percent}`);
      }
    },
  },
  {
    id: 'BR-S-10',
    text: '[BR-S-10]-A VAT breakdown (BG-23) with VAT Category code (BT-118) "Standard rate" shall not have a VAT exemption reason code (BT-121) or VAT exemption reason text (BT-120).',
    check: (ctx, fail) => {
      for (const row of breakdownRows(ctx, 'S'))
        if (
          ctx.nodes('cac:TaxCategory/cbc:TaxExemptionReason', row).length ||
          ctx.nodes('cac:TaxCategory/cbc:TaxExemptionReasonCode', row).length
        )
          fail(`S ${ctx.text('cac:TaxCategory/cbc:Percent', row)}`);
    },
  },

  // ------------------------------------------------------------------ EN 16931: BR-AE-* (reverse charge)
  {
    id: 'BR-AE-01',
    text: '[BR-AE-01]-An Invoice that contains an Invoice line (BG-25), a Document level allowance (BG-20) or a Document level charge (BG-21) where the VAT category code (BT-151, BT-95 or BT-102) is "Reverse charge" shall contain in the VAT Breakdown (BG-23) exactly one VAT category code (BT-118) equal with "VAT reverse charge".',
    check: (ctx, fail) => {
      const items = categoryItems(ctx, 'AE');
      const used = items.lines.length + items.allowances.length + items.charges.length > 0;
      if (used && breakdownRows(ctx, 'AE').length !== 1) fail(BREAKDOWN);
    },
  },
  ...perItemRules(
    'AE',
    'Reverse charge',
    { seller: ['BR-AE-02', 'BR-AE-03', 'BR-AE-04'], rate: ['BR-AE-05', 'BR-AE-06', 'BR-AE-07'] },
    {
      seller: [
        '[BR-AE-02]-An Invoice that contains an Invoice line (BG-25) where the Invoiced item VAT category code (BT-151) is "Reverse charge" shall contain the Seller VAT Identifier (BT-31), the Seller Tax registration identifier (BT-32) and/or the Seller tax representative VAT identifier (BT-63) and the Buyer VAT identifier (BT-48) and/or the Buyer legal registration identifier (BT-47).',
        '[BR-AE-03]-An Invoice that contains a Document level allowance (BG-20) where the Document level allowance VAT category code (BT-95) is "Reverse charge" shall contain the Seller VAT Identifier (BT-31), the Seller tax registration identifier (BT-32) and/or the Seller tax representative VAT identifier (BT-63) and the Buyer VAT identifier (BT-48) and/or the Buyer legal registration identifier (BT-47).',
        '[BR-AE-04]-An Invoice that contains a Document level charge (BG-21) where the Document level charge VAT category code (BT-102) is "Reverse charge" shall contain the Seller VAT Identifier (BT-31), the Seller tax registration identifier (BT-32) and/or the Seller tax representative VAT identifier (BT-63) and the Buyer VAT identifier (BT-48) and/or the Buyer legal registration identifier (BT-47).',
      ],
      rate: [
        '[BR-AE-05]-In an Invoice line (BG-25) where the Invoiced item VAT category code (BT-151) is "Reverse charge" the Invoiced item VAT rate (BT-152) shall be 0 (zero).',
        '[BR-AE-06]-In a Document level allowance (BG-20) where the Document level allowance VAT category code (BT-95) is "Reverse charge" the Document level allowance VAT rate (BT-96) shall be 0 (zero).',
        '[BR-AE-07]-In a Document level charge (BG-21) where the Document level charge VAT category code (BT-102) is "Reverse charge" the Document level charge VAT rate (BT-103) shall be 0 (zero).',
      ],
    },
    (ctx) =>
      hasAny(ctx, SELLER_VAT, SELLER_TAX_REGISTRATION, TAX_REPRESENTATIVE_VAT) &&
      hasAny(ctx, BUYER_VAT, BUYER_LEGAL_ID),
    (value) => value === 0,
  ),
  {
    id: 'BR-AE-08',
    text: '[BR-AE-08]-In a VAT breakdown (BG-23) where the VAT category code (BT-118) is "Reverse charge" the VAT category taxable amount (BT-116) shall equal the sum of Invoice line net amounts (BT-131) minus the sum of Document level allowance amounts (BT-92) plus the sum of Document level charge amounts (BT-99) where the VAT category codes (BT-151, BT-95, BT-102) are "Reverse charge".',
    check: (ctx, fail) => {
      for (const row of breakdownRows(ctx, 'AE'))
        if (ctx.cents('cbc:TaxableAmount', row) !== categoryBase(ctx, 'AE', null)) fail('AE');
    },
  },
  {
    id: 'BR-AE-09',
    text: '[BR-AE-09]-The VAT category tax amount (BT-117) in a VAT breakdown (BG-23) where the VAT category code (BT-118) is "Reverse charge" shall be 0 (zero).',
    check: (ctx, fail) => {
      for (const row of breakdownRows(ctx, 'AE'))
        if (ctx.cents('cbc:TaxAmount', row) !== 0) fail('AE');
    },
  },
  {
    id: 'BR-AE-10',
    text: '[BR-AE-10]-A VAT breakdown (BG-23) with VAT Category code (BT-118) "Reverse charge" shall have a VAT exemption reason code (BT-121), meaning "Reverse charge" or the VAT exemption reason text (BT-120) "Reverse charge" (or the equivalent standard text in another language).',
    check: (ctx, fail) => {
      for (const row of breakdownRows(ctx, 'AE'))
        if (
          ctx.text('cac:TaxCategory/cbc:TaxExemptionReasonCode', row) === '' &&
          ctx.text('cac:TaxCategory/cbc:TaxExemptionReason', row) === ''
        )
          fail('AE');
    },
  },

  // ------------------------------------------------------------------ EN 16931: BR-DEC-* (two decimals)
  DEC(
    'BR-DEC-01',
    'Document level allowance amount (BT-92)',
    () => "cac:AllowanceCharge[cbc:ChargeIndicator='false']/cbc:Amount",
  ),
  DEC(
    'BR-DEC-05',
    'Document level charge amount (BT-99)',
    () => "cac:AllowanceCharge[cbc:ChargeIndicator='true']/cbc:Amount",
  ),
  DEC(
    'BR-DEC-09',
    'Sum of Invoice line net amount (BT-106)',
    () => `${TOTALS}/cbc:LineExtensionAmount`,
  ),
  DEC(
    'BR-DEC-10',
    'Sum of allowances on document level (BT-107)',
    () => `${TOTALS}/cbc:AllowanceTotalAmount`,
  ),
  DEC(
    'BR-DEC-11',
    'Sum of charges on document level (BT-108)',
    () => `${TOTALS}/cbc:ChargeTotalAmount`,
  ),
  DEC(
    'BR-DEC-12',
    'Invoice total amount without VAT (BT-109)',
    () => `${TOTALS}/cbc:TaxExclusiveAmount`,
  ),
  DEC('BR-DEC-13', 'Invoice total VAT amount (BT-110)', () => 'cac:TaxTotal/cbc:TaxAmount'),
  DEC(
    'BR-DEC-14',
    'Invoice total amount with VAT (BT-112)',
    () => `${TOTALS}/cbc:TaxInclusiveAmount`,
  ),
  DEC('BR-DEC-16', 'Paid amount (BT-113)', () => `${TOTALS}/cbc:PrepaidAmount`),
  DEC('BR-DEC-17', 'Rounding amount (BT-114)', () => `${TOTALS}/cbc:PayableRoundingAmount`),
  DEC('BR-DEC-18', 'Amount due for payment (BT-115)', () => `${TOTALS}/cbc:PayableAmount`),
  DEC('BR-DEC-19', 'VAT category taxable amount (BT-116)', () => `${BREAKDOWN}/cbc:TaxableAmount`),
  DEC('BR-DEC-20', 'VAT category tax amount (BT-117)', () => `${BREAKDOWN}/cbc:TaxAmount`),
  DEC(
    'BR-DEC-23',
    'Invoice line net amount (BT-131)',
    (ctx) => `${ctx.line}/cbc:LineExtensionAmount`,
  ),

  // ------------------------------------------------------------------ Peppol BIS Billing 3.0
  {
    id: 'PEPPOL-EN16931-R001',
    text: 'Business process MUST be provided.',
    check: (ctx, fail) => {
      if (ctx.text('cbc:ProfileID') === '') fail('cbc:ProfileID');
    },
  },
  {
    id: 'PEPPOL-EN16931-R003',
    text: 'A buyer reference or purchase order reference MUST be provided.',
    check: (ctx, fail) => {
      if (!hasAny(ctx, 'cbc:BuyerReference', 'cac:OrderReference/cbc:ID'))
        fail('cbc:BuyerReference');
    },
  },
  {
    id: 'PEPPOL-EN16931-R004',
    text: `Specification identifier MUST have the value '${PEPPOL_CUSTOMIZATION_ID}'.`,
    check: (ctx, fail) => {
      if (ctx.text('cbc:CustomizationID') !== PEPPOL_CUSTOMIZATION_ID) fail('cbc:CustomizationID');
    },
  },
  {
    id: 'PEPPOL-EN16931-R007',
    text: "Business process MUST be in the format 'urn:fdc:peppol.eu:2017:poacc:billing:NN:1.0' where NN indicates the process number.",
    check: (ctx, fail) => {
      if (!/^urn:fdc:peppol\.eu:2017:poacc:billing:\d\d:1\.0$/.test(ctx.text('cbc:ProfileID')))
        fail('cbc:ProfileID');
    },
  },
  {
    id: 'PEPPOL-EN16931-R010',
    text: 'Buyer electronic address MUST be provided',
    check: (ctx, fail) => {
      if (ctx.text(`${BUYER}/cbc:EndpointID`) === '') fail(`${BUYER}/cbc:EndpointID`);
    },
  },
  {
    id: 'PEPPOL-EN16931-R020',
    text: 'Seller electronic address MUST be provided',
    check: (ctx, fail) => {
      if (ctx.text(`${SELLER}/cbc:EndpointID`) === '') fail(`${SELLER}/cbc:EndpointID`);
    },
  },
  {
    id: 'PEPPOL-EN16931-R053',
    text: 'Only one tax total with tax subtotals MUST be provided.',
    check: (ctx, fail) => {
      if (ctx.nodes('cac:TaxTotal[cac:TaxSubtotal]').length !== 1) fail('cac:TaxTotal');
    },
  },
  {
    id: 'PEPPOL-EN16931-R120',
    text: 'Invoice line net amount MUST equal (Invoiced quantity * (Item net price/item price base quantity) + Sum of invoice line charge amount - sum of invoice line allowance amount',
    check: (ctx, fail) => {
      for (const line of ctx.nodes(ctx.line)) {
        const quantity = Number(ctx.text(ctx.quantity, line));
        const base = Number(ctx.text('cac:Price/cbc:BaseQuantity', line) || '1') || 1;
        const price = ctx.cents('cac:Price/cbc:PriceAmount', line) ?? 0;
        const lineCharges =
          sum(
            ctx
              .nodes("cac:AllowanceCharge[cbc:ChargeIndicator='true']", line)
              .map((node) => ctx.cents('cbc:Amount', node)),
          ) -
          sum(
            ctx
              .nodes("cac:AllowanceCharge[cbc:ChargeIndicator='false']", line)
              .map((node) => ctx.cents('cbc:Amount', node)),
          );
        const expected = Math.round((quantity * price) / base) + lineCharges;
        if (ctx.cents('cbc:LineExtensionAmount', line) !== expected) fail(ctx.text('cbc:ID', line));
      }
    },
  },
  {
    id: 'PEPPOL-COMMON-R043',
    text: 'Belgian enterprise number MUST be stated in the correct format.',
    check: (ctx, fail) => {
      for (const node of ctx.nodes("//*[@schemeID='0208']"))
        if (!isBelgianEnterpriseNumber(node.textContent?.trim() ?? '')) fail(node.nodeName);
    },
  },
];

/** Parses the UBL and runs every rule; an empty list means no fatal error and no warning. */
export function validateUbl(xml: string): RuleViolation[] {
  let root: Element | null = null;
  try {
    const document = new DOMParser().parseFromString(xml, 'text/xml');
    root = document.documentElement as unknown as Element | null;
  } catch {
    root = null;
  }
  const credit = root?.localName === 'CreditNote';
  const expectedNs = credit ? UBL_NS.creditNote : UBL_NS.invoice;
  if (!root || root.namespaceURI !== expectedNs)
    return [
      {
        id: 'UBL-SYNTAX',
        flag: 'fatal',
        text: 'The document is not a UBL 2.1 Invoice or CreditNote.',
      },
    ];
  const nodes = (expression: string, from: Node = root) => {
    const found = select(expression, from as never);
    return (Array.isArray(found) ? found : []) as unknown as Element[];
  };
  const text = (expression: string, from?: Node) =>
    (nodes(expression, from)[0]?.textContent ?? '').replace(/\s+/g, ' ').trim();
  const ctx: Context = {
    root,
    credit,
    line: credit ? 'cac:CreditNoteLine' : 'cac:InvoiceLine',
    quantity: credit ? 'cbc:CreditedQuantity' : 'cbc:InvoicedQuantity',
    nodes,
    text,
    cents: (expression, from) => {
      const value = text(expression, from);
      return value === '' ? null : toCents(value);
    },
  };
  const violations: RuleViolation[] = [];
  for (const rule of RULES)
    rule.check(ctx, (location) =>
      violations.push({ id: rule.id, flag: rule.flag ?? 'fatal', text: rule.text, location }),
    );
  return violations;
}

/** The fatal violations only: what makes a document unacceptable on the Peppol network. */
export const fatalViolations = (xml: string): RuleViolation[] =>
  validateUbl(xml).filter((violation) => violation.flag === 'fatal');
