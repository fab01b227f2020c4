import { getRepositoryToken } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressResponseDto } from '../src/modules/addresses/dto/address.dto.js';
import { CatalogueService } from '../src/modules/catalogue/catalogue.service.js';
import { InvoiceEntity } from '../src/modules/invoices/entities/invoice.entity.js';
import type { AdminOrderResponseDto } from '../src/modules/orders/dto/admin-order.dto.js';
import type { OrderHistoryResponseDto } from '../src/modules/orders/dto/order-history.dto.js';
import type { OrderResponseDto } from '../src/modules/orders/dto/order.dto.js';
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

describe(`order refunds, shipping, notes and timeline on ${ENGINES}`, () => {
  let env: TestEnvironment;
  let running: RunningApp;
  let smtp: TestSmtpServer;
  let base: string;
  let admin: Client;
  let manager: Client;

  const stock = async (productId: string) =>
    (await running.app.get(CatalogueService).stockOf([productId])).get(productId)?.stock;
  const creditNotes = (orderId: string) =>
    running.app
      .get<Repository<InvoiceEntity>>(getRepositoryToken(InvoiceEntity))
      .find({ where: { orderId, kind: 'credit_note' }, order: { number: 'ASC' } });

  /** A customer orders these lines and pays them on the demo page. */
  async function paidOrder(
    lines: { productId: string; quantity: number }[],
  ): Promise<{ order: OrderResponseDto; email: string; api: Client }> {
    const shopper = await newCustomer(running.app, base);
    const addr = await json<AddressResponseDto>(
      await shopper.api.post('/api/addresses', address()),
    );
    for (const line of lines)
      expect((await shopper.api.post('/api/cart/items', line)).status).toBe(201);
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

  beforeAll(async () => {
    env = await createTestEnvironment();
    smtp = await new TestSmtpServer().start();
    running = await startApp(env.config({ SMTP_URL: smtp.url }));
    base = running.baseUrl;
    admin = client(base, await signIn(base, 'admin@demo.test', 'Demo1234', BACKOFFICE));
    manager = client(base, await signIn(base, 'manager@demo.test', 'Demo1234', BACKOFFICE));
  });
  afterAll(async () => {
    await running?.close();
    await smtp?.stop();
    await env?.dispose();
  });

  it('refunds units of a line with restock, then an amount; one credit note each; refunded once nothing is left', async () => {
    const serum = await createProduct(running.app, { priceCents: 3000, stock: 10 });
    const cream = await createProduct(running.app, { priceCents: 1000, stock: 10 });
    const { order, api } = await paidOrder([
      { productId: serum, quantity: 3 },
      { productId: cream, quantity: 1 },
    ]);
    expect(await stock(serum)).toBe(7);
    const serumLine = order.lines.find((l) => l.productId === serum)!;

    const byLine = await admin.post(`/api/admin/orders/${order.id}/refund`, {
      lines: [{ position: serumLine.position, quantity: 2 }],
      restock: true,
      reason: 'Two bottles broken',
    });
    expect(byLine.status).toBe(200);
    const afterLine = await json<AdminOrderResponseDto>(byLine);
    expect(afterLine).toMatchObject({
      paidStatus: 'paid',
      refundable: true,
      refundedCents: 6000,
      refundableCents: order.totalCents - 6000,
    });
    expect(afterLine.lines.find((l) => l.productId === serum)).toMatchObject({
      refundedQuantity: 2,
      refundableCents: 3000,
    });
    expect(await stock(serum)).toBe(9);
    expect(await stock(cream)).toBe(9);

    // More units than are left on the line: refused with the field, nothing changes.
    const tooMany = await admin.post(`/api/admin/orders/${order.id}/refund`, {
      lines: [{ position: serumLine.position, quantity: 2 }],
    });
    expect(tooMany.status).toBe(422);
    expect(await json(tooMany)).toMatchObject({
      code: 'ORDERS_REFUND_QUANTITY',
      errors: { 'lines.0.quantity': 'validation.refundQuantity' },
    });

    // A free amount above what is left: 422 with the maximum.
    const rest = order.totalCents - 6000;
    const over = await admin.post(`/api/admin/orders/${order.id}/refund`, {
      amountCents: rest + 1,
    });
    expect(over.status).toBe(422);
    expect(await json(over)).toMatchObject({ code: 'ORDERS_REFUND_AMOUNT', max: rest });

    const byAmount = await admin.post(`/api/admin/orders/${order.id}/refund`, {
      amountCents: 500,
    });
    expect(await json(byAmount)).toMatchObject({ refundedCents: 6500, paidStatus: 'paid' });
    // Without lines or amount: the whole rest; then the order is refunded and nothing is left.
    const all = await json<AdminOrderResponseDto>(
      await admin.post(`/api/admin/orders/${order.id}/refund`, {}),
    );
    expect(all).toMatchObject({
      paidStatus: 'refunded',
      refundable: false,
      refundedCents: order.totalCents,
      refundableCents: 0,
    });
    expect((await admin.post(`/api/admin/orders/${order.id}/refund`, {})).status).toBe(409);
    expect(await stock(serum)).toBe(9);

    const notes = await creditNotes(order.id);
    expect(notes.map((n) => Math.abs(Number(n.totalCents)))).toEqual([6000, 500, rest - 500]);
    expect(await json(await api.get(`/api/orders/${order.id}`))).toMatchObject({
      paidStatus: 'refunded',
    });
  });

  it('two refunds at once never give back more than was paid', async () => {
    const product = await createProduct(running.app, { priceCents: 4000, stock: 10 });
    const { order } = await paidOrder([{ productId: product, quantity: 1 }]);
    const amount = Math.ceil(order.totalCents * 0.6);
    const answers = await Promise.all([
      admin.post(`/api/admin/orders/${order.id}/refund`, { amountCents: amount }),
      admin.post(`/api/admin/orders/${order.id}/refund`, { amountCents: amount }),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 422]);
    const now = await json<AdminOrderResponseDto>(await admin.get(`/api/admin/orders/${order.id}`));
    expect(now.refundedCents).toBe(amount);
    expect(await creditNotes(order.id)).toHaveLength(1);
  });

  it('shipping needs a carrier and tracking number; the shipped mail and the order page carry the tracking link', async () => {
    const product = await createProduct(running.app, { priceCents: 2000, stock: 5 });
    const { order, email, api } = await paidOrder([{ productId: product, quantity: 1 }]);
    await admin.post(`/api/admin/orders/${order.id}/status`, { status: 'processing' });

    const missing = await admin.post(`/api/admin/orders/${order.id}/status`, {
      status: 'shipped',
      carrier: 'other',
      trackingNumber: '  ',
    });
    expect(missing.status).toBe(400);
    expect((await json(missing)).errors).toEqual({
      trackingNumber: 'validation.required',
      trackingUrl: 'validation.required',
    });
    const unknown = await admin.post(`/api/admin/orders/${order.id}/status`, {
      status: 'shipped',
      carrier: 'pigeon',
      trackingNumber: 'X1',
    });
    expect((await json(unknown)).errors).toMatchObject({ carrier: 'validation.choice' });

    const shipped = await admin.post(`/api/admin/orders/${order.id}/status`, {
      status: 'shipped',
      carrier: 'postnl',
      trackingNumber: '3SABCD1234567',
    });
    expect(shipped.status).toBe(200);
    const url = `https://jouw.postnl.nl/track-and-trace/3SABCD1234567-BE-${order.deliveryAddress.postalCode}`;
    expect(await json(shipped)).toMatchObject({
      status: 'shipped',
      carrier: 'postnl',
      trackingUrl: url,
    });
    expect(await json(await api.get(`/api/orders/${order.id}`))).toMatchObject({
      carrierName: 'PostNL',
      trackingNumber: '3SABCD1234567',
      trackingUrl: url,
    });
    const mail = await waitFor(
      () =>
        smtp.received.find(
          (m) => m.to.includes(email) && m.raw.includes(`X-Message-Key: order-shipped:${order.id}`),
        ),
      { what: 'shipped mail' },
    );
    const text = decodeQuotedPrintable(mail.raw);
    expect(text).toContain(`href="${url}"`);
    expect(text).toContain('PostNL');
    expect(text).toContain('3SABCD1234567');
  });

  it('keeps the timeline in order: placed, paid, status, shipped, refund, note and mails; only admins refund, ship and note', async () => {
    const product = await createProduct(running.app, { priceCents: 1500, stock: 5 });
    const { order } = await paidOrder([{ productId: product, quantity: 2 }]);
    await admin.post(`/api/admin/orders/${order.id}/status`, { status: 'processing' });
    await admin.post(`/api/admin/orders/${order.id}/status`, {
      status: 'shipped',
      carrier: 'other',
      trackingNumber: 'ABC-1',
      trackingUrl: 'https://track.example/ABC-1',
    });
    await admin.post(`/api/admin/orders/${order.id}/refund`, {
      lines: [{ position: 0, quantity: 1 }],
    });
    const noted = await admin.post(`/api/admin/orders/${order.id}/notes`, {
      text: 'Customer called about the second jar.',
    });
    expect(noted.status).toBe(201);
    expect((await admin.post(`/api/admin/orders/${order.id}/notes`, { text: '  ' })).status).toBe(
      400,
    );
    for (const call of [
      () => manager.post(`/api/admin/orders/${order.id}/refund`, { amountCents: 1 }),
      () =>
        manager.post(`/api/admin/orders/${order.id}/status`, {
          status: 'delivered',
        }),
      () => manager.post(`/api/admin/orders/${order.id}/notes`, { text: 'x' }),
      () => manager.get(`/api/admin/orders/${order.id}/history`),
    ])
      expect((await call()).status).toBe(403);
    expect(
      (await admin.get('/api/admin/orders/00000000-0000-4000-8000-000000000000/history')).status,
    ).toBe(404);

    for (const key of [`order-confirmation:${order.id}`, `order-shipped:${order.id}`])
      await waitFor(() => smtp.received.find((m) => m.raw.includes(`X-Message-Key: ${key}`)), {
        what: key,
      });
    const history = await json<OrderHistoryResponseDto>(
      await admin.get(`/api/admin/orders/${order.id}/history`),
    );
    const own = history.data.filter((e) => e.type !== 'mail_sent');
    expect(own.map((e) => e.type)).toEqual([
      'placed',
      'payment_paid',
      'status_changed',
      'status_changed',
      'shipped',
      'refunded',
      'note',
    ]);
    expect(own[4]).toMatchObject({
      data: {
        carrier: 'other',
        trackingNumber: 'ABC-1',
        trackingUrl: 'https://track.example/ABC-1',
      },
      actorEmail: 'admin@demo.test',
    });
    expect(own[5]!.data).toMatchObject({ amountCents: 1500, restock: false });
    expect(own[6]!.data).toEqual({ text: 'Customer called about the second jar.' });
    expect(
      history.data
        .filter((e) => e.type === 'mail_sent')
        .map((e) => e.data.template)
        .sort(),
    ).toEqual(['orders.confirmation', 'orders.shipped']);
    const times = history.data.map((e) => e.createdAt);
    expect([...times].sort()).toEqual(times);
  });
});
