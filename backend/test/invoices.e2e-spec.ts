import { getRepositoryToken } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TransactionRunner } from '../src/common/database/transaction-runner.js';
import type { AddressResponseDto } from '../src/modules/addresses/dto/address.dto.js';
import type {
  AdminInvoiceDto,
  AdminInvoiceListResponseDto,
  InvoiceDocumentListDto,
} from '../src/modules/invoices/dto/invoice.dto.js';
import { InvoiceEntity } from '../src/modules/invoices/entities/invoice.entity.js';
import { renderInvoicePdf } from '../src/modules/invoices/invoice-pdf.js';
import { InvoicesService, brusselsDay } from '../src/modules/invoices/invoices.service.js';
import type { OrderResponseDto } from '../src/modules/orders/dto/order.dto.js';
import { PaymentsService } from '../src/modules/payments/payments.service.js';
import { BACKOFFICE, signIn } from './helpers/auth.js';
import { address, client, createProduct, newCustomer, type Client } from './helpers/shop.js';
import { decodeQuotedPrintable, TestSmtpServer, type ReceivedMail } from './helpers/smtp.js';
import {
  createTestEnvironment,
  ENGINES,
  json,
  startApp,
  waitFor,
  type RunningApp,
  type TestEnvironment,
} from './helpers/test-app.js';

const YEAR = brusselsDay(new Date()).slice(0, 4);

/** The PDF attachments of a raw message (nodemailer writes them base64). */
function pdfAttachments(mail: ReceivedMail): { fileName: string; bytes: Buffer }[] {
  const found: { fileName: string; bytes: Buffer }[] = [];
  const boundary = /boundary="?([^"\r\n;]+)"?/i.exec(mail.raw)?.[1];
  if (!boundary) return found;
  for (const part of mail.raw.split(`--${boundary}`)) {
    const [head = '', ...body] = part.split(/\r?\n\r?\n/);
    if (!/content-type:\s*application\/pdf/i.test(head)) continue;
    const fileName = /filename="?([^"\r\n;]+)"?/i.exec(head)?.[1] ?? '';
    found.push({ fileName, bytes: Buffer.from(body.join('').replace(/\s+/g, ''), 'base64') });
  }
  return found;
}

describe(`invoices and credit notes on ${ENGINES}`, () => {
  let env: TestEnvironment;
  let smtp: TestSmtpServer;
  let running: RunningApp;
  let base: string;
  let admin: Client;

  /** A customer's order of these products, paid on the demo page (or left open). */
  async function paidOrder(
    items: { productId: string; quantity?: number }[],
    options: { locale?: 'nl' | 'en' | 'de' | 'fr'; pay?: boolean } = {},
  ) {
    const customer = await newCustomer(running.app, base, { locale: options.locale });
    const addr = await json<AddressResponseDto>(
      await customer.api.post('/api/addresses', address('BE')),
    );
    for (const item of items)
      await customer.api.post('/api/cart/items', {
        productId: item.productId,
        quantity: item.quantity ?? 1,
      });
    const placed = await json<OrderResponseDto>(
      await customer.api.post(
        '/api/orders',
        { addressId: addr.id },
        options.locale ? { 'accept-language': options.locale } : {},
      ),
    );
    if (options.pay !== false) {
      const res = await fetch(`${base}${new URL(placed.checkoutUrl!).pathname}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ outcome: 'paid' }),
        redirect: 'manual',
      });
      expect(res.status).toBe(303);
    }
    return { ...customer, order: placed };
  }

  beforeAll(async () => {
    env = await createTestEnvironment();
    smtp = await new TestSmtpServer().start();
    running = await startApp(env.config({ SMTP_URL: smtp.url }));
    base = running.baseUrl;
    admin = client(base, await signIn(base, 'admin@demo.test', 'Demo1234', BACKOFFICE));
  });
  afterAll(async () => {
    await running?.close();
    await smtp?.stop();
    await env?.dispose();
  });

  it('issues the invoice when the order is paid: numbered, snapshot with seller, buyer, lines and VAT per rate, PDF in the mail and for its owner', async () => {
    const serum = await createProduct(running.app, { priceCents: 4_840, stock: 20 });
    const capsules = await createProduct(running.app, { priceCents: 2_120, stock: 20, vatRate: 6 });
    const unpaid = await paidOrder([{ productId: serum }], { pay: false });
    expect((await unpaid.api.get(`/api/orders/${unpaid.order.id}/invoice.pdf`)).status).toBe(404);
    expect(
      await json<InvoiceDocumentListDto>(
        await unpaid.api.get(`/api/orders/${unpaid.order.id}/invoices`),
      ),
    ).toEqual({ data: [] });

    const s = await paidOrder([{ productId: serum, quantity: 2 }, { productId: capsules }], {
      locale: 'en',
    });
    const docs = await json<InvoiceDocumentListDto>(
      await s.api.get(`/api/orders/${s.order.id}/invoices`),
    );
    expect(docs.data).toHaveLength(1);
    expect(docs.data[0]).toMatchObject({
      kind: 'invoice',
      totalCents: 12_395,
      currency: 'EUR',
      issueDate: brusselsDay(new Date()),
    });
    expect(docs.data[0]!.number).toMatch(new RegExp(`^${YEAR}-\\d{6}$`));

    const issued = await running.app.get(InvoicesService).findByOrderId(s.order.id);
    expect(issued).toMatchObject({ kind: 'invoice', number: docs.data[0]!.number });
    const snap = issued!.snapshot;
    expect(snap.seller).toMatchObject({
      name: 'Vyrelle BV (demo)',
      vatNumber: 'BE0000000097',
      enterpriseNumber: '0000.000.097',
      iban: 'BE68539007547034',
    });
    expect(snap.buyer).toMatchObject({
      name: 'Lotte Janssens',
      street: 'Meir 42',
      postalCode: '2000',
      city: 'Antwerpen',
      country: 'BE',
      vatNumber: null,
      email: s.email,
    });
    expect(
      snap.lines.map((l) => [
        l.quantity,
        l.unitPriceCents,
        l.vatRate,
        l.netCents,
        l.vatCents,
        l.grossCents,
      ]),
    ).toEqual(
      expect.arrayContaining([
        [2, 4_840, 21, 8_000, 1_680, 9_680],
        [1, 2_120, 6, 2_000, 120, 2_120],
        [1, 595, 21, 492, 103, 595],
      ]),
    );
    expect(snap.lines.find((l) => l.grossCents === 595)!.description).toBe('Delivery');
    expect(snap.vatTotals).toEqual([
      { rate: 6, netCents: 2_000, vatCents: 120, grossCents: 2_120 },
      { rate: 21, netCents: 8_492, vatCents: 1_783, grossCents: 10_275 },
    ]);
    expect(snap).toMatchObject({ netCents: 10_492, vatCents: 1_903, totalCents: 12_395 });
    expect(snap.mentions.map((m) => m.code)).toEqual(['vat_included', 'paid']);
    expect(snap.reverseCharge).toBe(false);

    const pdf = await s.api.get(`/api/orders/${s.order.id}/invoice.pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toBe(
      `attachment; filename="invoice-${docs.data[0]!.number}.pdf"`,
    );
    expect(pdf.headers.get('cache-control')).toContain('no-store');
    const bytes = Buffer.from(await pdf.arrayBuffer());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // The font is embedded (a TrueType subset), not one of the 14 standard fonts.
    const latin = bytes.toString('latin1');
    expect(latin).toMatch(/\/FontFile2 /);
    expect(latin).toMatch(/DejaVuSans/);
    expect(latin).not.toMatch(/\/BaseFont \/Helvetica/);

    // The confirmation mail carries the same invoice as a PDF attachment.
    const mail = await waitFor(() => smtp.received.find((m) => m.to.includes(s.email)), {
      what: 'the order confirmation',
    });
    expect(decodeQuotedPrintable(mail.raw)).toContain('Your invoice is attached');
    const attached = pdfAttachments(mail);
    expect(attached).toHaveLength(1);
    expect(attached[0]!.fileName).toBe(`invoice-${docs.data[0]!.number}.pdf`);
    expect(attached[0]!.bytes.subarray(0, 4).toString('latin1')).toBe('%PDF');
  });

  it('answers 404 for anyone but the owner (other customers, admins on the customer route), 401 signed out', async () => {
    const product = await createProduct(running.app, { priceCents: 1_000, stock: 10 });
    const owner = await paidOrder([{ productId: product }]);
    const other = await newCustomer(running.app, base);
    const path = `/api/orders/${owner.order.id}/invoice.pdf`;
    expect((await owner.api.get(path)).status).toBe(200);
    for (const caller of [other.api, admin]) {
      const res = await caller.get(path);
      expect(res.status).toBe(404);
      expect((await json(res)).code).toBe('INVOICES_NOT_FOUND');
      expect(
        await json<InvoiceDocumentListDto>(
          await caller.get(`/api/orders/${owner.order.id}/invoices`),
        ),
      ).toEqual({ data: [] });
    }
    expect((await client(base, null).get(path)).status).toBe(401);
    expect((await owner.api.get('/api/orders/not-a-uuid/invoice.pdf')).status).toBe(404);
    expect(
      (await owner.api.get(`/api/orders/${owner.order.id}/credit-notes/not-a-uuid/credit-note.pdf`))
        .status,
    ).toBe(404);
    // The back-office has its own route for admins; customers are refused there.
    const { id } = (await running.app.get(InvoicesService).findByOrderId(owner.order.id))!;
    expect((await admin.get(`/api/admin/invoices/${id}/pdf`)).status).toBe(200);
    expect((await owner.api.get(`/api/admin/invoices/${id}/pdf`)).status).toBe(403);
    expect((await owner.api.get('/api/admin/invoices')).status).toBe(403);
  });

  it('numbers invoices from one gap-free yearly sequence; a rolled-back payment gives its number back', async () => {
    const product = await createProduct(running.app, { priceCents: 1_500, stock: 50 });
    const orders = [];
    for (let i = 0; i < 3; i += 1) orders.push(await paidOrder([{ productId: product }]));
    const invoices = running.app.get(InvoicesService);
    const numbers = [];
    for (const o of orders) numbers.push((await invoices.findByOrderId(o.order.id))!.number);
    const seq = numbers.map((n) => Number(n.slice(5)));
    expect(seq[1]).toBe(seq[0]! + 1);
    expect(seq[2]).toBe(seq[1]! + 1);

    // A transaction that draws a number and fails: the next invoice takes that same number.
    const fake = await paidOrder([{ productId: product }], { pay: false });
    const transactions = running.app.get(TransactionRunner);
    await expect(
      transactions.run(async (manager) => {
        await invoices.issueInvoice(
          manager,
          { ...orderSource(fake.order), paidAt: new Date().toISOString() },
          [],
        );
        throw new Error('payment transaction fails after the number was drawn');
      }),
    ).rejects.toThrow('fails');
    expect(await invoices.findByOrderId(fake.order.id)).toBeNull();
    const next = await paidOrder([{ productId: product }]);
    expect(Number((await invoices.findByOrderId(next.order.id))!.number.slice(5))).toBe(
      seq[2]! + 1,
    );
  });

  it('issues a credit note for a refund through the back-office, referring to the invoice; once per refund', async () => {
    const product = await createProduct(running.app, { priceCents: 2_500, stock: 10 });
    const s = await paidOrder([{ productId: product, quantity: 2 }], { locale: 'fr' });
    const refund = await admin.post(`/api/admin/orders/${s.order.id}/refund`, {
      reason: 'Damaged',
    });
    expect(refund.status).toBe(200);
    expect((await admin.post(`/api/admin/orders/${s.order.id}/refund`, {})).status).toBe(409);

    const docs = await json<InvoiceDocumentListDto>(
      await s.api.get(`/api/orders/${s.order.id}/invoices`),
    );
    expect(docs.data.map((d) => d.kind)).toEqual(['invoice', 'credit_note']);
    const [invoice, credit] = docs.data;
    expect(credit!.number).toMatch(new RegExp(`^CN-${YEAR}-\\d{6}$`));
    expect(credit!.totalCents).toBe(invoice!.totalCents);

    const notes = await running.app.get(InvoicesService).creditNotesByOrderId(s.order.id);
    expect(notes).toHaveLength(1);
    expect(notes[0]!.snapshot).toMatchObject({
      kind: 'credit_note',
      refersTo: { number: invoice!.number, issueDate: invoice!.issueDate },
      totalCents: invoice!.totalCents,
    });
    expect(notes[0]!.snapshot.mentions[0]).toEqual({
      code: 'credit_note',
      text: `Cette note de crédit rectifie la facture ${invoice!.number}.`,
    });

    const pdf = await s.api.get(
      `/api/orders/${s.order.id}/credit-notes/${credit!.id}/credit-note.pdf`,
    );
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-disposition')).toBe(
      `attachment; filename="note-de-credit-${credit!.number}.pdf"`,
    );
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 4)
        .toString('latin1'),
    ).toBe('%PDF');
    const stranger = await newCustomer(running.app, base);
    expect(
      (
        await stranger.api.get(
          `/api/orders/${s.order.id}/credit-notes/${credit!.id}/credit-note.pdf`,
        )
      ).status,
    ).toBe(404);
  });

  it('credits a partial refund over the VAT rates of the invoice (any caller of the refund path)', async () => {
    const cream = await createProduct(running.app, { priceCents: 8_500, stock: 10 });
    const tea = await createProduct(running.app, { priceCents: 4_000, stock: 10, vatRate: 6 });
    const s = await paidOrder([{ productId: cream }, { productId: tea }]);
    const order = await json<OrderResponseDto>(await s.api.get(`/api/orders/${s.order.id}`));
    const paymentId = new URL(s.order.checkoutUrl!).pathname.split('/').pop()!;
    // As a withdrawal would: the payments facade, an amount, its own idempotency key.
    await running.app.get(PaymentsService).refund({
      paymentId,
      amountCents: 1_000,
      currency: 'EUR',
      description: 'Return of one item',
      idempotencyKey: `withdrawal-${order.id}-1`,
    });
    const notes = await running.app.get(InvoicesService).creditNotesByOrderId(order.id);
    expect(notes).toHaveLength(1);
    const snap = notes[0]!.snapshot;
    expect(snap.totalCents).toBe(1_000);
    expect(snap.vatTotals.map((v) => v.rate)).toEqual([6, 21]);
    expect(snap.vatTotals.reduce((sum, v) => sum + v.grossCents, 0)).toBe(1_000);
    // 4 000 of 12 500 at 6 %, the rest at 21 % (delivery is free from 125 euro).
    expect(snap.vatTotals[0]).toEqual({ rate: 6, netCents: 302, vatCents: 18, grossCents: 320 });
    expect(snap.vatTotals[1]).toEqual({ rate: 21, netCents: 562, vatCents: 118, grossCents: 680 });
    expect(snap.lines[0]!.description).toMatch(/^Gedeeltelijke terugbetaling op factuur /);
    // The same refund announced again issues nothing new.
    await running.app.get(InvoicesService).issueCreditNote({
      invoiceId: (await running.app.get(InvoicesService).findByOrderId(order.id))!.id,
      refundKey: `withdrawal-${order.id}-1`,
      amountCents: 1_000,
    });
    expect(await running.app.get(InvoicesService).creditNotesByOrderId(order.id)).toHaveLength(1);
  });

  it('puts the reverse-charge mention on an intra-EU B2B invoice, translated, and renders every language', async () => {
    const transactions = running.app.get(TransactionRunner);
    const invoices = running.app.get(InvoicesService);
    const texts: Record<string, string> = {
      nl: 'Btw verlegd: btw te voldoen door de afnemer, art. 196 Richtlijn 2006/112/EG',
      en: 'Reverse charge: VAT to be accounted for by the recipient, Art. 196 Directive 2006/112/EC',
      de: 'Umkehrung der Steuerschuldnerschaft: Steuerschuldnerschaft des Leistungsempfängers, Art. 196 Richtlinie 2006/112/EG',
      fr: 'Autoliquidation : TVA à acquitter par le cocontractant, art. 196 Directive 2006/112/CE',
    };
    for (const locale of ['nl', 'en', 'de', 'fr'] as const) {
      const id = crypto.randomUUID();
      const row = await transactions.run((manager) =>
        invoices.issueInvoice(
          manager,
          {
            ...orderSource({
              id,
              number: `VY-${YEAR}-9${locale === 'nl' ? 1 : locale === 'en' ? 2 : locale === 'de' ? 3 : 4}0000`,
            }),
            kind: 'partner',
            locale,
            // A name that looks like a formula: the accountant's CSV must neutralise it.
            companyName: '=Salon Schön GmbH',
            vatNumber: 'DE123456789',
            reverseCharge: true,
            deliveryCents: 0,
            netCents: 5_000,
            vatCents: 0,
            totalCents: 5_000,
            vat: [{ rate: 0, netCents: 5_000, vatCents: 0, grossCents: 5_000 }],
          },
          [
            {
              name: 'Salon cream 250 ml',
              quantity: 2,
              unitPriceCents: 2_500,
              lineTotalCents: 5_000,
              vatRate: 21,
            },
          ],
        ),
      );
      expect(row.snapshot.buyer).toMatchObject({
        company: '=Salon Schön GmbH',
        vatNumber: 'DE123456789',
      });
      expect(row.snapshot.lines[0]).toMatchObject({
        unitPriceIncludesVat: false,
        vatRate: 0,
        netCents: 5_000,
        vatCents: 0,
        grossCents: 5_000,
      });
      expect(row.snapshot.mentions[0]).toEqual({ code: 'reverse_charge', text: texts[locale] });
      const pdf = await renderInvoicePdf(row.snapshot);
      expect(pdf.subarray(0, 4).toString('latin1')).toBe('%PDF');
    }
  });

  it('never changes an issued document: no update or delete route, and the database refuses both', async () => {
    const product = await createProduct(running.app, { priceCents: 1_000, stock: 10 });
    const s = await paidOrder([{ productId: product }]);
    const issued = (await running.app.get(InvoicesService).findByOrderId(s.order.id))!;
    for (const method of ['PUT', 'PATCH', 'DELETE']) {
      const res = await fetch(`${base}/api/admin/invoices/${issued.id}`, {
        method,
        headers: {
          authorization: await adminToken(),
          ...(method === 'DELETE' ? {} : { 'content-type': 'application/json' }),
        },
        body: method === 'DELETE' ? undefined : JSON.stringify({ totalCents: 1 }),
      });
      expect([404, 405]).toContain(res.status);
    }
    const repo = running.app.get<Repository<InvoiceEntity>>(getRepositoryToken(InvoiceEntity));
    await expect(repo.update({ id: issued.id }, { totalCents: 1 })).rejects.toThrow(/immutable/);
    await expect(repo.delete({ id: issued.id })).rejects.toThrow(/immutable/);
    expect(Number((await repo.findOneByOrFail({ id: issued.id })).totalCents)).toBe(
      issued.snapshot.totalCents,
    );
  });

  it('lists invoices and credit notes in the back-office by type and period, and exports a period as CSV', async () => {
    const today = brusselsDay(new Date());
    const all = await json<AdminInvoiceListResponseDto>(
      await admin.get('/api/admin/invoices?perPage=100'),
    );
    expect(all.total).toBeGreaterThan(0);
    const credits = await json<AdminInvoiceListResponseDto>(
      await admin.get('/api/admin/invoices?kind=credit_note&perPage=100'),
    );
    expect(credits.data.length).toBeGreaterThan(0);
    expect(credits.data.every((d) => d.kind === 'credit_note' && d.refersToNumber)).toBe(true);
    const none = await json<AdminInvoiceListResponseDto>(
      await admin.get('/api/admin/invoices?issuedFrom=2001-01-01&issuedTo=2001-12-31'),
    );
    expect(none).toEqual({ data: [], total: 0 });
    const one = await json<AdminInvoiceDto>(
      await admin.get(`/api/admin/invoices/${all.data[0]!.id}`),
    );
    expect(one).toMatchObject({ id: all.data[0]!.id, number: all.data[0]!.number });
    expect(
      (await admin.get('/api/admin/invoices/00000000-0000-0000-0000-000000000000')).status,
    ).toBe(404);
    expect((await admin.get('/api/admin/invoices?issuedFrom=yesterday')).status).toBe(400);

    const csv = await admin.get(
      `/api/admin/invoices/export?issuedFrom=${today}&issuedTo=${today}`,
      {
        accept: 'text/csv',
      },
    );
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    expect(csv.headers.get('content-disposition')).toBe(
      `attachment; filename="invoices-${today}-${today}.csv"`,
    );
    const body = Buffer.from(await csv.arrayBuffer()).toString('utf8');
    expect(body.charCodeAt(0)).toBe(0xfeff);
    const rows = body.slice(1).trimEnd().split('\r\n');
    expect(rows[0]).toBe(
      'type;number;issue_date;refers_to;order;buyer;buyer_vat_number;buyer_country;reverse_charge;vat_rate;net;vat;gross;currency',
    );
    expect(rows.some((r) => /^invoice;\d{4}-\d{6};/.test(r))).toBe(true);
    // Credit notes count negative, with a decimal comma.
    expect(
      rows.some((r) =>
        /^credit_note;CN-\d{4}-\d{6};.*;-\d+,\d{2};-\d+,\d{2};-\d+,\d{2};EUR$/.test(r),
      ),
    ).toBe(true);
    // A buyer name that looks like a formula is neutralised.
    expect(body).toContain("'=Salon");
    expect((await admin.get('/api/admin/invoices/export?issuedFrom=2026-01-01')).status).toBe(400);
  });

  async function adminToken(): Promise<string> {
    const tokens = await signIn(base, 'admin@demo.test', 'Demo1234', BACKOFFICE);
    return `Bearer ${tokens.access_token}`;
  }

  /** An order's fields as the invoice reads them, with test defaults. */
  function orderSource(order: { id: string; number: string }) {
    return {
      id: order.id,
      number: order.number,
      kind: 'customer',
      userId: crypto.randomUUID(),
      email: 'b2b@shop.test',
      locale: 'nl',
      createdAt: new Date(),
      paidAt: new Date().toISOString(),
      paymentId: null,
      paymentMethod: 'demo',
      deliveryAddress: {
        firstName: 'Anna',
        lastName: 'Schmidt',
        company: null,
        street: 'Salonstraße',
        houseNumber: '5',
        box: null,
        postalCode: '50667',
        city: 'Köln',
        country: 'DE',
      },
      deliveryCents: 0,
      netCents: 0,
      vatCents: 0,
      totalCents: 0,
      vat: [],
      currency: 'EUR',
      companyName: null,
      vatNumber: null,
      reverseCharge: false,
    };
  }
});
