import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressResponseDto } from '../src/modules/addresses/dto/address.dto.js';
import { CatalogueService } from '../src/modules/catalogue/catalogue.service.js';
import { InvoicesService } from '../src/modules/invoices/invoices.service.js';
import type { AdminOrderResponseDto } from '../src/modules/orders/dto/admin-order.dto.js';
import type { OrderResponseDto } from '../src/modules/orders/dto/order.dto.js';
import type {
  AdminWithdrawalListResponseDto,
  AdminWithdrawalResponseDto,
  WithdrawableOrderResponseDto,
  WithdrawalResponseDto,
} from '../src/modules/withdrawals/dto/withdrawal.dto.js';
import { WITHDRAWAL_LOOKUPS_PER_ORDER } from '../src/modules/withdrawals/withdrawals.service.js';
import { BACKOFFICE, signIn } from './helpers/auth.js';
import { address, client, createProduct, newCustomer, type Client } from './helpers/shop.js';
import { decodeQuotedPrintable, TestSmtpServer } from './helpers/smtp.js';
import {
  createTestEnvironment,
  ENGINES,
  json,
  startApp,
  waitFor,
  type RunningApp,
  type TestEnvironment,
} from './helpers/test-app.js';

const DAY = 86_400_000;

describe(`withdrawals and returns on ${ENGINES}`, () => {
  let env: TestEnvironment;
  let smtp: TestSmtpServer;
  let running: RunningApp;
  let base: string;
  let admin: Client;
  let manager: Client;
  let anonymous: Client;

  const stock = async (productId: string) =>
    (await running.app.get(CatalogueService).stockOf([productId])).get(productId)?.stock;

  /** A customer orders (quantity of each product) and pays on the demo page. */
  async function paidOrder(
    items: { productId: string; quantity: number }[],
    locale: 'nl' | 'en' | 'de' | 'fr' = 'nl',
  ): Promise<{ order: OrderResponseDto; email: string; api: Client }> {
    const shopper = await newCustomer(running.app, base, { locale });
    const addr = await json<AddressResponseDto>(
      await shopper.api.post('/api/addresses', address()),
    );
    for (const item of items)
      expect((await shopper.api.post('/api/cart/items', item)).status).toBe(201);
    const placed = await json<OrderResponseDto>(
      await shopper.api.post('/api/orders', { addressId: addr.id }),
    );
    await fetch(`${base}${new URL(placed.checkoutUrl!).pathname}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ outcome: 'paid' }),
      redirect: 'manual',
    });
    const order = await json<OrderResponseDto>(await shopper.api.get(`/api/orders/${placed.id}`));
    expect(order.paidStatus).toBe('paid');
    return { order, email: shopper.email, api: shopper.api };
  }

  /** The back-office moves a paid order to delivered (delivered `daysAgo` days ago). */
  async function deliver(orderId: string, daysAgo = 0): Promise<AdminOrderResponseDto> {
    for (const status of ['processing', 'shipped'])
      expect(
        (
          await admin.post(`/api/admin/orders/${orderId}/status`, {
            status,
            carrier: 'bpost',
            trackingNumber: 'CD123456789BE',
            at: new Date(Date.now() - (daysAgo + 1) * DAY).toISOString(),
          })
        ).status,
      ).toBe(200);
    const res = await admin.post(`/api/admin/orders/${orderId}/status`, {
      status: 'delivered',
      at: new Date(Date.now() - daysAgo * DAY).toISOString(),
    });
    expect(res.status).toBe(200);
    return json<AdminOrderResponseDto>(res);
  }

  const mailTo = (to: string) =>
    waitFor(
      () =>
        smtp.received.find(
          (mail) =>
            mail.to.includes(to) && mail.raw.includes('X-Message-Key: withdrawal-received:'),
        ),
      { what: `withdrawal mail to ${to}` },
    );

  beforeAll(async () => {
    env = await createTestEnvironment();
    smtp = await new TestSmtpServer().start();
    running = await startApp(env.config({ SMTP_URL: smtp.url }));
    base = running.baseUrl;
    admin = client(base, await signIn(base, 'admin@demo.test', 'Demo1234', BACKOFFICE));
    manager = client(base, await signIn(base, 'manager@demo.test', 'Demo1234', BACKOFFICE));
    anonymous = client(base, null);
  });
  afterAll(async () => {
    await running?.close();
    await smtp?.stop();
    await env?.dispose();
  });

  it('records the shipped and delivered dates, carrier and tracking number; the customer sees them', async () => {
    const product = await createProduct(running.app, { priceCents: 2000, stock: 5 });
    const { order, api } = await paidOrder([{ productId: product, quantity: 1 }]);
    const delivered = await deliver(order.id, 2);
    expect(delivered).toMatchObject({
      status: 'delivered',
      carrier: 'bpost',
      trackingNumber: 'CD123456789BE',
    });
    expect(Date.parse(delivered.shippedAt!)).toBeLessThan(Date.parse(delivered.deliveredAt!));
    expect(Date.now() - Date.parse(delivered.deliveredAt!)).toBeGreaterThan(DAY);
    const mine = await json<OrderResponseDto>(await api.get(`/api/orders/${order.id}`));
    expect(mine.deliveredAt).toBe(delivered.deliveredAt);
    // A date in the future is refused with a field error.
    const { order: other } = await paidOrder([{ productId: product, quantity: 1 }]);
    await admin.post(`/api/admin/orders/${other.id}/status`, { status: 'processing' });
    const future = await admin.post(`/api/admin/orders/${other.id}/status`, {
      status: 'shipped',
      at: new Date(Date.now() + 3 * DAY).toISOString(),
    });
    expect(future.status).toBe(400);
    expect((await json(future)).errors).toMatchObject({ at: 'validation.notInFuture' });
  });

  it('public page: order number + e-mail → items → withdrawal, confirmed at once by mail with date and time in the customer’s language; back-office receives, restocks unopened units and refunds', async () => {
    const serum = await createProduct(running.app, { priceCents: 3000, stock: 10 });
    const cream = await createProduct(running.app, { priceCents: 2500, stock: 10 });
    const { order, email } = await paidOrder(
      [
        { productId: serum, quantity: 2 },
        { productId: cream, quantity: 1 },
      ],
      'de',
    );
    await deliver(order.id, 3);
    const stockBefore = { serum: await stock(serum), cream: await stock(cream) };

    const looked = await anonymous.post('/api/withdrawals/lookup', {
      orderNumber: order.number.toLowerCase(),
      email: email.toUpperCase(),
    });
    expect(looked.status).toBe(200);
    const withdrawable = await json<WithdrawableOrderResponseDto>(looked);
    expect(withdrawable.orderNumber).toBe(order.number);
    expect(withdrawable.withdrawal).toBeNull();
    expect(withdrawable.periodEndsOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(withdrawable.lines.map((l) => l.quantity).sort()).toEqual([1, 2]);
    const serumLine = withdrawable.lines.find((l) => l.quantity === 2)!.position;
    const creamLine = withdrawable.lines.find((l) => l.quantity === 1)!.position;

    const before = Date.now();
    const res = await anonymous.post('/api/withdrawals', {
      orderNumber: order.number,
      email,
      locale: 'de',
      items: [
        { position: serumLine, quantity: 2, unopened: true },
        { position: creamLine, quantity: 1, unopened: false },
      ],
    });
    expect(res.status).toBe(201);
    const withdrawal = await json<WithdrawalResponseDto>(res);
    expect(withdrawal).toMatchObject({ orderNumber: order.number, status: 'requested' });
    expect(Date.parse(withdrawal.requestedAt)).toBeGreaterThanOrEqual(before - 1000);

    const mail = decodeQuotedPrintable((await mailTo(email)).raw);
    expect(mail).toContain('Wir haben Ihren Widerruf erhalten');
    expect(mail).toContain(order.number);
    expect(mail).toMatch(/\d{1,2}\. \w+ \d{4}/); // the date, German style
    expect(mail).toMatch(/\d{2}:\d{2}:\d{2}/); // and the time
    expect(mail).toContain('ungeöffnet');

    // A second withdrawal of the same order: 409 with the first one's time; the look-up shows it.
    const again = await anonymous.post('/api/withdrawals', {
      orderNumber: order.number,
      email,
      items: [{ position: 1, quantity: 1, unopened: true }],
    });
    expect(again.status).toBe(409);
    expect(await json(again)).toMatchObject({
      code: 'WITHDRAWALS_ALREADY_REQUESTED',
      requestedAt: withdrawal.requestedAt,
    });

    // Back-office: the list shows it with the legal refund date; receive the parcel.
    const list = await json<AdminWithdrawalListResponseDto>(
      await admin.get(`/api/admin/withdrawals?q=${order.number}`),
    );
    expect(list.total).toBe(1);
    const listed = list.data[0]!;
    expect(listed).toMatchObject({ status: 'requested', channel: 'public', refundDueOn: null });
    expect(listed.legalRefundDueOn > listed.requestedAt.slice(0, 10)).toBe(true);

    expect((await admin.post(`/api/admin/withdrawals/${listed.id}/refund`, {})).status).toBe(409);
    const received = await admin.post(`/api/admin/withdrawals/${listed.id}/receive`, {
      items: [
        { position: serumLine, receivedQuantity: 2, condition: 'unopened' },
        { position: creamLine, receivedQuantity: 1, condition: 'opened' },
      ],
      note: 'Seal of the cream broken',
    });
    expect(received.status).toBe(200);
    const afterReceipt = await json<AdminWithdrawalResponseDto>(received);
    expect(afterReceipt).toMatchObject({ status: 'received', suggestedRefundCents: 6000 });
    expect(afterReceipt.refundDueOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(await stock(serum)).toBe(stockBefore.serum! + 2);
    expect(await stock(cream)).toBe(stockBefore.cream);
    // Receiving twice changes nothing more.
    expect(
      (
        await admin.post(`/api/admin/withdrawals/${listed.id}/receive`, {
          items: [{ position: serumLine, receivedQuantity: 2, condition: 'unopened' }],
        })
      ).status,
    ).toBe(409);
    expect(await stock(serum)).toBe(stockBefore.serum! + 2);

    const refunded = await admin.post(`/api/admin/withdrawals/${listed.id}/refund`, {});
    expect(refunded.status).toBe(200);
    expect(await json<AdminWithdrawalResponseDto>(refunded)).toMatchObject({
      status: 'refunded',
      refundCents: 6000,
    });
    const adminOrder = await json<AdminOrderResponseDto>(
      await admin.get(`/api/admin/orders/${order.id}`),
    );
    // A part of the order came back: it stays paid, with what was given back (refunded once nothing is left).
    expect(adminOrder).toMatchObject({ paidStatus: 'paid', refundedCents: 6000 });
    const audit = await json<{ data: { action: string; changes: { amountCents?: number } }[] }>(
      await admin.get(`/api/admin/audit?entityType=order&entityId=${order.id}&perPage=100`),
    );
    expect(audit.data.find((e) => e.action === 'order.refund')?.changes.amountCents).toBe(6000);
    // The refund issued a credit note for the refunded amount, referring to the order's invoice.
    const invoices = running.app.get(InvoicesService);
    const invoice = await invoices.findByOrderId(order.id);
    expect(invoice).not.toBeNull();
    const notes = await invoices.creditNotesByOrderId(order.id);
    expect(notes).toHaveLength(1);
    expect(notes[0]!.snapshot).toMatchObject({
      kind: 'credit_note',
      refersTo: { number: invoice!.number, issueDate: invoice!.issueDate },
      totalCents: 6000,
    });
  });

  it('an unknown order number and a wrong e-mail get the same answer', async () => {
    const product = await createProduct(running.app, { priceCents: 1500, stock: 5 });
    const { order, email } = await paidOrder([{ productId: product, quantity: 1 }]);
    const wrongMail = await anonymous.post('/api/withdrawals/lookup', {
      orderNumber: order.number,
      email: `x${email}`,
    });
    const unknown = await anonymous.post('/api/withdrawals/lookup', {
      orderNumber: 'VY-2019-999999',
      email,
    });
    expect(wrongMail.status).toBe(404);
    expect(unknown.status).toBe(404);
    const [a, b] = [await json(wrongMail), await json(unknown)];
    for (const body of [a, b]) {
      delete body.instance;
      delete body.requestId;
    }
    expect(a).toEqual(b);
    expect(a).toMatchObject({
      code: 'WITHDRAWALS_ORDER_NOT_FOUND',
      errors: { orderNumber: 'validation.withdrawalNotFound' },
    });
    // The withdrawal itself answers the same for a wrong pair and changes nothing.
    const withdraw = await anonymous.post('/api/withdrawals', {
      orderNumber: order.number,
      email: `x${email}`,
      items: [{ position: 1, quantity: 1, unopened: true }],
    });
    expect(withdraw.status).toBe(404);
    // Bad input: translated field errors.
    const bad = await anonymous.post('/api/withdrawals', {
      orderNumber: 'nonsense',
      email: 'no-mail',
      items: [],
    });
    expect(bad.status).toBe(400);
    expect((await json(bad)).errors).toMatchObject({
      orderNumber: 'validation.orderNumber',
      email: 'validation.email',
      items: 'validation.withdrawalItems',
    });
  });

  it('after the 14 days the withdrawal says until when it was possible; before delivery it is open', async () => {
    const product = await createProduct(running.app, { priceCents: 1500, stock: 5 });
    const late = await paidOrder([{ productId: product, quantity: 1 }]);
    await deliver(late.order.id, 20);
    const res = await anonymous.post('/api/withdrawals', {
      orderNumber: late.order.number,
      email: late.email,
      items: [{ position: 1, quantity: 1, unopened: true }],
    });
    expect(res.status).toBe(422);
    const body = await json(res);
    expect(body.code).toBe('WITHDRAWALS_PERIOD_ENDED');
    const deliveredDay = new Date(Date.now() - 20 * DAY);
    const expected = new Date(deliveredDay.getTime() + 14 * DAY).toISOString().slice(0, 10);
    // The last day is 14 days after the delivery day (in Brussels; ±1 around midnight UTC).
    expect(
      Math.abs(Date.parse(body.periodEndsOn as string) - Date.parse(expected)),
    ).toBeLessThanOrEqual(DAY);

    // Not delivered yet (only paid): open, with no end date yet.
    const early = await paidOrder([{ productId: product, quantity: 1 }]);
    const looked = await json<WithdrawableOrderResponseDto>(
      await early.api.get(`/api/withdrawals/orders/${early.order.number}`),
    );
    expect(looked.periodEndsOn).toBeNull();

    // Delivered 13 days ago: still open.
    const inTime = await paidOrder([{ productId: product, quantity: 1 }]);
    await deliver(inTime.order.id, 13);
    expect(
      (
        await anonymous.post('/api/withdrawals/lookup', {
          orderNumber: inTime.order.number,
          email: inTime.email,
        })
      ).status,
    ).toBe(200);
  });

  it('from the account: only the owner withdraws (404 for another customer’s order), 401 signed out', async () => {
    const product = await createProduct(running.app, { priceCents: 1800, stock: 5 });
    const { order, api, email } = await paidOrder([{ productId: product, quantity: 2 }], 'en');
    const stranger = (await newCustomer(running.app, base)).api;
    expect((await stranger.get(`/api/withdrawals/orders/${order.id}`)).status).toBe(404);
    expect(
      (
        await stranger.post(`/api/withdrawals/orders/${order.id}`, {
          items: [{ position: 1, quantity: 1, unopened: true }],
        })
      ).status,
    ).toBe(404);
    expect((await anonymous.get(`/api/withdrawals/orders/${order.id}`)).status).toBe(401);
    // More than ordered, or a line that does not exist: field errors.
    const tooMany = await api.post(`/api/withdrawals/orders/${order.id}`, {
      items: [
        { position: 1, quantity: 3, unopened: true },
        { position: 7, quantity: 1, unopened: true },
      ],
    });
    expect(tooMany.status).toBe(400);
    expect((await json(tooMany)).errors).toMatchObject({
      'items.0.quantity': 'validation.max',
      'items.1.position': 'validation.choice',
    });
    const res = await api.post(`/api/withdrawals/orders/${order.id}`, {
      locale: 'en',
      items: [{ position: 1, quantity: 1, unopened: true }],
    });
    expect(res.status).toBe(201);
    const mail = decodeQuotedPrintable((await mailTo(email)).raw);
    expect(mail).toContain('We have received your withdrawal');
    expect(mail).toContain('(Belgian time)');
    const mine = await json<WithdrawableOrderResponseDto>(
      await api.get(`/api/withdrawals/orders/${order.id}`),
    );
    expect(mine.withdrawal).toMatchObject({ status: 'requested', lines: [{ quantity: 1 }] });
  });

  it('the back-office endpoints are for admins only', async () => {
    const customer = (await newCustomer(running.app, base)).api;
    const id = '00000000-0000-4000-8000-000000000000';
    const calls: ((c: Client) => Promise<Response>)[] = [
      (c) => c.get('/api/admin/withdrawals'),
      (c) => c.get(`/api/admin/withdrawals/${id}`),
      (c) =>
        c.post(`/api/admin/withdrawals/${id}/receive`, {
          items: [{ position: 1, receivedQuantity: 1, condition: 'unopened' }],
        }),
      (c) => c.post(`/api/admin/withdrawals/${id}/refund`, {}),
    ];
    for (const call of calls) {
      expect((await call(anonymous)).status).toBe(401);
      expect((await call(customer)).status).toBe(403);
      expect((await call(manager)).status).toBe(403);
    }
    expect((await admin.get(`/api/admin/withdrawals/${id}`)).status).toBe(404);
  });

  it('failed public look-ups are limited (429 with Retry-After), per order number too', async () => {
    const product = await createProduct(running.app, { priceCents: 1500, stock: 5 });
    const { order, email } = await paidOrder([{ productId: product, quantity: 1 }]);
    const attempt = (mail: string) =>
      anonymous.post('/api/withdrawals/lookup', { orderNumber: order.number, email: mail });
    for (let i = 0; i < WITHDRAWAL_LOOKUPS_PER_ORDER; i += 1)
      expect((await attempt(`guess${i}@example.com`)).status).toBe(404);
    const blocked = await attempt('guess-more@example.com');
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await json(blocked)).code).toBe('WITHDRAWALS_TOO_MANY_ATTEMPTS');
    // Even the right pair waits now: the limit does not tell guesses from the owner.
    expect((await attempt(email)).status).toBe(429);
  });
});
