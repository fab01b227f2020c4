import { readFileSync } from 'node:fs';
import type PDFDocumentClass from 'pdfkit';
import { INVOICE_TEXTS, invoiceLocale, type InvoiceTexts } from './invoice-texts.js';
import type { InvoiceParty, InvoiceSnapshot } from './invoice-snapshot.js';

/**
 * The invoice and credit note PDF (pdfkit), in the document's language. The text font is DejaVu
 * Sans (Bitstream Vera licence, fonts/LICENSE.txt), embedded as a subset: pdfkit's built-in
 * Helvetica is not embedded, and PDF/A-minded readers and accountants' archives want every font in
 * the file. The font files are read once per process.
 */
let fonts: { regular: Buffer; bold: Buffer } | null = null;
function loadFonts(): { regular: Buffer; bold: Buffer } {
  fonts ??= {
    regular: readFileSync(new URL('./fonts/DejaVuSans.ttf', import.meta.url)),
    bold: readFileSync(new URL('./fonts/DejaVuSans-Bold.ttf', import.meta.url)),
  };
  return fonts;
}

const MONEY_LOCALES = { nl: 'nl-BE', en: 'en-IE', de: 'de-DE', fr: 'fr-BE' } as const;

const PAGE_MARGIN = 50;
const FOOTER_SPACE = 60;
/** Column widths of the lines table (A4 minus margins: 495 pt). */
const COLUMNS = [
  { key: 'description', width: 165, align: 'left' },
  { key: 'quantity', width: 35, align: 'right' },
  { key: 'unit', width: 75, align: 'right' },
  { key: 'rate', width: 40, align: 'right' },
  { key: 'net', width: 60, align: 'right' },
  { key: 'vat', width: 55, align: 'right' },
  { key: 'gross', width: 65, align: 'right' },
] as const;

/**
 * pdfkit and its font engine are loaded on the first invoice, not at start-up: about a hundred
 * modules that a replica which never renders an invoice would compile before listening.
 */
let pdfkit: Promise<typeof PDFDocumentClass> | null = null;

/** Renders one issued document to PDF bytes (starts with %PDF). */
export async function renderInvoicePdf(snapshot: InvoiceSnapshot): Promise<Buffer> {
  pdfkit ??= import('pdfkit').then((module) => module.default);
  const PDFDocument = await pdfkit;
  const locale = invoiceLocale(snapshot.locale);
  const t = INVOICE_TEXTS[locale];
  const moneyFormat = new Intl.NumberFormat(MONEY_LOCALES[locale], {
    style: 'currency',
    currency: snapshot.currency || 'EUR',
  });
  // Narrow no-break spaces (fr) print as a plain no-break space.
  const money = (cents: number) => moneyFormat.format(cents / 100).replace(/\u202f/g, '\u00a0');
  const dateFormat = new Intl.DateTimeFormat(MONEY_LOCALES[locale], {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const date = (day: string) => dateFormat.format(new Date(`${day}T00:00:00Z`));
  const title = snapshot.kind === 'credit_note' ? t.creditNote : t.invoice;

  const { regular, bold } = loadFonts();
  const doc = new PDFDocument({
    size: 'A4',
    margin: PAGE_MARGIN,
    bufferPages: true,
    lang: locale,
    info: {
      Title: `${title} ${snapshot.number}`,
      Author: snapshot.seller.name,
      Subject: `${t.orderNumber} ${snapshot.orderNumber}`,
      CreationDate: new Date(`${snapshot.issueDate}T12:00:00Z`),
    },
  });
  doc.registerFont('regular', regular);
  doc.registerFont('bold', bold);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const left = PAGE_MARGIN;
  const width = doc.page.width - 2 * PAGE_MARGIN;
  const bottom = () => doc.page.height - PAGE_MARGIN - FOOTER_SPACE;

  // Heading: the document type and number, the seller.
  doc.font('bold').fontSize(20).text(`${title} ${snapshot.number}`, left, PAGE_MARGIN);
  doc.moveDown(0.5);
  const meta: [string, string][] = [
    [t.issueDate, date(snapshot.issueDate)],
    [t.orderNumber, snapshot.orderNumber],
    [t.orderDate, date(snapshot.orderDate)],
  ];
  if (snapshot.refersTo)
    meta.push([t.refersTo, `${snapshot.refersTo.number} (${date(snapshot.refersTo.issueDate)})`]);
  doc.font('regular').fontSize(9);
  for (const [label, value] of meta) doc.text(`${label}: ${value}`);

  // Seller and buyer side by side.
  const partiesTop = doc.y + 15;
  const half = width / 2 - 10;
  const party = (heading: string, p: InvoiceParty, extra: string[], x: number) => {
    doc.font('bold').fontSize(10).text(heading, x, partiesTop, { width: half });
    doc.font('regular').fontSize(9);
    const rows = [
      p.company,
      p.name !== p.company ? p.name : null,
      p.street,
      `${p.postalCode} ${p.city}`.trim(),
      p.country,
      p.vatNumber ? `${t.vatNumber}: ${p.vatNumber}` : null,
      ...extra,
    ].filter((row): row is string => Boolean(row && row.trim()));
    for (const row of rows) doc.text(row, x, doc.y, { width: half });
    return doc.y;
  };
  const sellerEnd = party(
    t.seller,
    { ...snapshot.seller, company: null },
    [
      `${t.enterpriseNumber}: ${snapshot.seller.enterpriseNumber}`,
      `${t.iban}: ${snapshot.seller.iban}`,
      snapshot.seller.email,
    ],
    left,
  );
  const buyerEnd = party(t.buyer, snapshot.buyer, [snapshot.buyer.email], left + width / 2 + 10);
  let y = Math.max(sellerEnd, buyerEnd) + 20;

  // The lines.
  const includesVat = snapshot.lines.every((line) => line.unitPriceIncludesVat);
  const headings: Record<(typeof COLUMNS)[number]['key'], string> = {
    description: t.description,
    quantity: t.quantity,
    unit: includesVat ? t.unitPriceIncl : t.unitPriceExcl,
    rate: t.vatRate,
    net: t.net,
    vat: t.vat,
    gross: t.gross,
  };
  const row = (cells: Record<string, string>, font: 'regular' | 'bold') => {
    doc.font(font).fontSize(8.5);
    const height = Math.max(
      ...COLUMNS.map((c) => doc.heightOfString(cells[c.key] ?? '', { width: c.width - 4 })),
    );
    if (y + height > bottom()) {
      doc.addPage();
      y = PAGE_MARGIN;
      if (font === 'regular') {
        tableHeader();
        doc.font(font).fontSize(8.5);
      }
    }
    let x = left;
    for (const column of COLUMNS) {
      doc.text(cells[column.key] ?? '', x + 2, y, { width: column.width - 4, align: column.align });
      x += column.width;
    }
    y += height + 4;
  };
  const tableHeader = () => {
    row(headings, 'bold');
    doc
      .moveTo(left, y - 2)
      .lineTo(left + width, y - 2)
      .lineWidth(0.5)
      .stroke();
    y += 2;
  };
  tableHeader();
  for (const line of snapshot.lines)
    row(
      {
        description: line.discountCents
          ? `${line.description}\n${t.discount} −${money(line.discountCents)}`
          : line.description,
        quantity: String(line.quantity),
        unit: money(line.unitPriceCents),
        rate: `${line.vatRate}%`,
        net: money(line.netCents),
        vat: money(line.vatCents),
        gross: money(line.grossCents),
      },
      'regular',
    );
  doc
    .moveTo(left, y)
    .lineTo(left + width, y)
    .lineWidth(0.5)
    .stroke();
  y += 10;

  // VAT per rate and the totals, right-aligned.
  const block = (rows: [string, string, boolean?][]) => {
    for (const [label, value, strong] of rows) {
      if (y + 14 > bottom()) {
        doc.addPage();
        y = PAGE_MARGIN;
      }
      doc.font(strong ? 'bold' : 'regular').fontSize(strong ? 10 : 9);
      doc.text(label, left + width - 300, y, { width: 190, align: 'right' });
      doc.text(value, left + width - 105, y, { width: 105, align: 'right' });
      y += strong ? 16 : 13;
    }
  };
  block([[t.vatSummary, '', true]]);
  block(
    snapshot.vatTotals.map((v) => [
      `${t.vat} ${v.rate}%: ${money(v.netCents)} × ${v.rate}%`,
      money(v.vatCents),
    ]),
  );
  y += 4;
  block([
    [t.totalNet, money(snapshot.netCents)],
    [t.totalVat, money(snapshot.vatCents)],
    [snapshot.kind === 'credit_note' ? t.totalCredit : t.total, money(snapshot.totalCents), true],
  ]);
  if (snapshot.payment.method) block([[t.paymentMethod, snapshot.payment.method]]);

  // Legal mentions.
  y += 10;
  doc.font('regular').fontSize(9);
  for (const mention of snapshot.mentions) {
    const height = doc.heightOfString(mention.text, { width });
    if (y + height > bottom()) {
      doc.addPage();
      y = PAGE_MARGIN;
    }
    doc.font(mention.code === 'reverse_charge' ? 'bold' : 'regular');
    doc.text(mention.text, left, y, { width });
    y += height + 4;
  }

  footer(doc, snapshot, t);
  doc.end();
  return done;
}

/** Seller identification and "page n / m" on every page. */
function footer(doc: PDFKit.PDFDocument, snapshot: InvoiceSnapshot, t: InvoiceTexts): void {
  const range = doc.bufferedPageRange();
  const s = snapshot.seller;
  const text = [
    s.name,
    `${s.street}, ${s.postalCode} ${s.city}, ${s.country}`,
    `${t.vatNumber} ${s.vatNumber}`,
    `${t.enterpriseNumber} ${s.enterpriseNumber}`,
    `${t.iban} ${s.iban}`,
  ].join(' · ');
  for (let i = range.start; i < range.start + range.count; i += 1) {
    doc.switchToPage(i);
    // Writing inside the bottom margin would make pdfkit open a new page.
    doc.page.margins.bottom = 0;
    const y = doc.page.height - PAGE_MARGIN - 20;
    doc.font('regular').fontSize(7.5).fillColor('#555555');
    doc.text(text, PAGE_MARGIN, y, {
      width: doc.page.width - 2 * PAGE_MARGIN,
      align: 'center',
      lineBreak: true,
      height: 24,
    });
    doc.text(
      `${t.page} ${i - range.start + 1} / ${range.count}`,
      PAGE_MARGIN,
      doc.page.height - PAGE_MARGIN + 6,
      { width: doc.page.width - 2 * PAGE_MARGIN, align: 'right', lineBreak: false },
    );
    doc.fillColor('black');
  }
}
