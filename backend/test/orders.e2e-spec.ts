import { getRepositoryToken } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressResponseDto } from '../src/modules/addresses/dto/address.dto.js';
import { CatalogueService } from '../src/modules/catalogue/catalogue.service.js';
import type {
  OrderListResponseDto,
  OrderResponseDto,
} from '../src/modules/orders/dto/order.dto.js';
import { DemoPaymentEntity } from '../src/modules/payments/entities/demo-payment.entity.js';
import type { StoreListResponseDto } from '../src/modules/stores/dto/store.dto.js';
import { address, createProduct, newCustomer, type Client } from './helpers/shop.js';
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

describe(`checkout, orders and the demo payment provider on ${ENGINES}`, () => {
  let env: TestEnvironment;
  let smtp: TestSmtpServer;
  let running: RunningApp;
  let base: string;

  const stock = async (productId: string) =>
    (await running.app.get(CatalogueService).stockOf([productId])).get(productId)?.stock;

  /** A customer with an address and these products in the cart. */
  async function shopper(
    items: { productId: string; quantity?: number }[],
    options: { country?: string; locale?: 'nl' | 'en' | 'de' | 'fr' } = {},
  ) {
    const customer = await newCustomer(running.app, base, { locale: options.locale });
    const addr = await json<AddressResponseDto>(
      await customer.api.post('/api/addresses', address(options.country ?? 'BE')),
    );
    for (const item of items)
      expect(
        (
          await customer.api.post('/api/cart/items', {
            productId: item.productId,
            quantity: item.quantity ?? 1,
          })
        ).status,
      ).toBe(201);
    return { ...customer, addressId: addr.id };
  }

  const checkout = (
    api: Client,
    addressId: string,
    key?: string,
    extra: Record<string, unknown> = {},
  ) => api.post('/api/orders', { addressId, ...extra }, key ? { 'idempotency-key': key } : {});

  /** Follows the order's checkoutUrl to the demo page and presses a button, as a browser would. */
  async function pay(
    order: OrderResponseDto,
    outcome: 'paid' | 'failed' | 'cancelled' | 'expired',
  ): Promise<Response> {
    const url = new URL(order.checkoutUrl!);
    return fetch(`${base}${url.pathname}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ outcome }),
      redirect: 'manual',
    });
  }

  const webhook = (id: string) =>
    fetch(`${base}/api/payments/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ id }),
    });

  beforeAll(async () => {
    env = await createTestEnvironment();
    smtp = await new TestSmtpServer().start();
    running = await startApp(env.config({ SMTP_URL: smtp.url }));
    base = running.baseUrl;
  });
  afterAll(async () => {
    await running?.close();
    await smtp?.stop();
    await env?.dispose();
  });

  it('places an order from the cart: number, lines at order-time price, VAT, delivery, address; the cart is emptied and stock taken', async () => {
    const serum = await createProduct(running.app, { priceCents: 4_840, stock: 20 });
    const capsules = await createProduct(running.app, { priceCents: 2_120, stock: 20, vatRate: 6 });
    const s = await shopper([{ productId: serum, quantity: 2 }, { productId: capsules }]);
    const res = await checkout(s.api, s.addressId, 'first-try');
    expect(res.status).toBe(201);
    const order = await json<OrderResponseDto>(res);
    expect(order.number).toMatch(/^VY-\d{4}-\d{6}$/);
    expect(order).toMatchObject({
      status: 'pending_payment',
      paidStatus: 'open',
      itemsCents: 11_800,
      deliveryCents: 595,
      totalCents: 12_395,
      currency: 'EUR',
      itemCount: 3,
      specialist: null,
      paidAt: null,
    });
    expect(order.vat).toEqual([
      { rate: 6, netCents: 2_000, vatCents: 120, grossCents: 2_120 },
      { rate: 21, netCents: 8_492, vatCents: 1_783, grossCents: 10_275 },
    ]);
    expect(order.netCents + order.vatCents).toBe(order.totalCents);
    expect(order.deliveryAddress).toMatchObject({
      street: 'Meir',
      houseNumber: '42',
      city: 'Antwerpen',
      country: 'BE',
    });
    expect(
      order.lines.map((l) => [l.productId, l.quantity, l.unitPriceCents, l.lineTotalCents]).sort(),
    ).toEqual(
      [
        [serum, 2, 4_840, 9_680],
        [capsules, 1, 2_120, 2_120],
      ].sort(),
    );
    expect(order.expectedDelivery).toEqual({ minWorkingDays: 3, maxWorkingDays: 4 });
    expect(order.checkoutUrl).toMatch(
      /^http:\/\/shop\.test\/api\/payments\/demo\/tr_demo_[0-9a-f]{16}$/,
    );
    expect(await stock(serum)).toBe(18);
    expect(await stock(capsules)).toBe(19);
    expect((await json(await s.api.get('/api/cart'))).items).toEqual([]);

    // The price at order time stays, whatever the catalogue does later.
    const byNumber = await json<OrderResponseDto>(await s.api.get(`/api/orders/${order.number}`));
    expect(byNumber).toEqual(order);
    const list = await json<OrderListResponseDto>(await s.api.get('/api/orders'));
    expect(list).toMatchObject({ total: 1, page: 1, perPage: 25 });
    expect(list.data[0]).toMatchObject({
      id: order.id,
      number: order.number,
      status: 'pending_payment',
      totalCents: 12_395,
      itemCount: 3,
    });
  });

  it('refuses an empty cart, an address in a country no zone serves, a client total and unknown addresses', async () => {
    const product = await createProduct(running.app, { priceCents: 1_000, stock: 5 });
    const empty = await shopper([]);
    const res = await checkout(empty.api, empty.addressId);
    expect(res.status).toBe(422);
    expect((await json(res)).code).toBe('CART_EMPTY');

    const swiss = await shopper([{ productId: product }], { country: 'CH' });
    const unserved = await swiss.api.post('/api/addresses', address('BR'));
    expect(unserved.status).toBe(422);
    expect(await json(unserved)).toMatchObject({
      code: 'SHIPPING_COUNTRY_NOT_SERVED',
      errors: { country: 'validation.countryNotServed' },
    });

    const priced = await checkout(swiss.api, swiss.addressId, undefined, { totalCents: 1 });
    expect(priced.status).toBe(400);
    expect((await json(priced)).errors).toMatchObject({ totalCents: 'validation.unknownField' });

    const foreign = await checkout(swiss.api, empty.addressId);
    expect(foreign.status).toBe(404);
    expect((await json(foreign)).code).toBe('ADDRESSES_NOT_FOUND');
    expect(await stock(product)).toBe(5);
  });

  it('copies the chosen specialist onto the order; null orders without a salon; a non-partner is refused', async () => {
    const product = await createProduct(running.app, { priceCents: 1_000, stock: 10 });
    const partners = await json<StoreListResponseDto>(
      await fetch(`${base}/api/stores?partner=true`),
    );
    const others = await json<StoreListResponseDto>(
      await fetch(`${base}/api/stores?partner=false`),
    );
    const s = await shopper([{ productId: product }]);
    await s.api.put('/api/user/specialist', { storeId: partners.data[0]!.id });
    const withSalon = await json<OrderResponseDto>(await checkout(s.api, s.addressId));
    expect(withSalon.specialist).toEqual({
      storeId: partners.data[0]!.id,
      name: partners.data[0]!.name,
    });

    await s.api.post('/api/cart/items', { productId: product });
    const refused = await checkout(s.api, s.addressId, undefined, {
      specialistStoreId: others.data[0]!.id,
    });
    expect(refused.status).toBe(422);
    expect((await json(refused)).code).toBe('SPECIALIST_NOT_OFFICIAL_PARTNER');
    const without = await json<OrderResponseDto>(
      await checkout(s.api, s.addressId, undefined, { specialistStoreId: null }),
    );
    expect(without.specialist).toBeNull();
  });

  it('a repeated Idempotency-Key gives one order, also when both requests arrive at once', async () => {
    const product = await createProduct(running.app, { priceCents: 1_000, stock: 10 });
    const s = await shopper([{ productId: product }]);
    const first = await checkout(s.api, s.addressId, 'double-click-1');
    const again = await checkout(s.api, s.addressId, 'double-click-1');
    expect(first.status).toBe(201);
    expect(again.status).toBe(200);
    expect((await json<OrderResponseDto>(again)).id).toBe((await json<OrderResponseDto>(first)).id);

    await s.api.post('/api/cart/items', { productId: product });
    const both = await Promise.all([
      checkout(s.api, s.addressId, 'double-click-2'),
      checkout(s.api, s.addressId, 'double-click-2'),
    ]);
    const bodies = await Promise.all(both.map((r) => json<OrderResponseDto>(r)));
    expect(both.map((r) => r.status).sort()).toEqual([200, 201]);
    expect(bodies[0]!.id).toBe(bodies[1]!.id);
    expect((await json<OrderListResponseDto>(await s.api.get('/api/orders'))).total).toBe(2);
    expect(await stock(product)).toBe(8);
    expect((await checkout(s.api, s.addressId, 'x'.repeat(101))).status).toBe(400);
  });

  it('50 concurrent checkouts for 10 units in stock give exactly 10 orders and stock 0, never negative', async () => {
    const product = await createProduct(running.app, { priceCents: 3_000, stock: 10 });
    const shoppers: Awaited<ReturnType<typeof shopper>>[] = [];
    for (let i = 0; i < 5; i += 1)
      shoppers.push(
        ...(await Promise.all(Array.from({ length: 10 }, () => shopper([{ productId: product }])))),
      );
    const results = await Promise.all(
      shoppers.map((s, i) => checkout(s.api, s.addressId, `rush-${i}`)),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    expect(statuses.filter((s) => s === 422)).toHaveLength(40);
    const refusals = await Promise.all(results.filter((r) => r.status === 422).map((r) => json(r)));
    expect(new Set(refusals.map((b) => b.code))).toEqual(new Set(['ORDERS_OUT_OF_STOCK']));
    expect(refusals[0]).toMatchObject({ productId: product, available: 0 });
    expect(await stock(product)).toBe(0);
    // A refused checkout keeps its cart.
    const refused = shoppers[statuses.indexOf(422)]!;
    expect((await json(await refused.api.get('/api/cart'))).items).toHaveLength(1);
    const numbers = await Promise.all(
      results
        .filter((r) => r.status === 201)
        .map(async (r) => (await json<OrderResponseDto>(r)).number),
    );
    expect(new Set(numbers).size).toBe(10);
  });

  it('demo payment end to end: hosted page without script, paid → redirect to the success page, order paid, confirmation mail once; webhook replay changes nothing', async () => {
    const product = await createProduct(running.app, {
      priceCents: 6_500,
      stock: 10,
      name: 'Goud crème',
    });
    const s = await shopper([{ productId: product, quantity: 2 }], { country: 'DE', locale: 'de' });
    const order = await json<OrderResponseDto>(await checkout(s.api, s.addressId));
    expect(order.totalCents).toBe(13_000);
    expect(order.deliveryCents).toBe(0);

    const page = await fetch(`${base}${new URL(order.checkoutUrl!).pathname}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    const html = await page.text();
    expect(html).not.toMatch(/<script|onclick=|javascript:/i);
    expect(html).toContain('<form method="post"');
    expect(html).toContain('130,00');
    for (const outcome of ['paid', 'failed', 'cancelled', 'expired'])
      expect(html).toContain(`name="outcome" value="${outcome}"`);

    const redirect = await pay(order, 'paid');
    expect(redirect.status).toBe(303);
    expect(redirect.headers.get('location')).toBe(`http://shop.test/de/cart/${order.id}`);
    const paid = await json<OrderResponseDto>(await s.api.get(`/api/orders/${order.id}`));
    expect(paid).toMatchObject({
      status: 'paid',
      paidStatus: 'paid',
      paymentMethod: 'demo',
      checkoutUrl: null,
    });
    expect(paid.paidAt).not.toBeNull();

    const mail = await waitFor(() => smtp.received.find((m) => m.to.includes(s.email)), {
      what: 'the order confirmation',
    });
    const text = decodeQuotedPrintable(mail.raw);
    expect(text).toContain(`Vielen Dank für Ihre Bestellung ${order.number}`);
    expect(text).toContain('2 × Goud crème');
    expect(text).toContain('130,00');
    // Delivered in Germany: German VAT (One-Stop Shop), same gross price.
    expect(text).toContain('Enthaltene MwSt. 19%: 20,76');
    expect(text).toContain('Meir 42');
    expect(text).toContain('3 bis 4 Werktagen');

    const paymentId = new URL(order.checkoutUrl!).pathname.split('/').pop()!;
    for (let i = 0; i < 3; i += 1) expect((await webhook(paymentId)).status).toBe(200);
    expect((await pay(order, 'failed')).status).toBe(303);
    const after = await json<OrderResponseDto>(await s.api.get(`/api/orders/${order.id}`));
    expect(after).toEqual(paid);
    expect(await stock(product)).toBe(8);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(smtp.received.filter((m) => m.to.includes(s.email))).toHaveLength(1);
    // A settled demo payment page only links back.
    expect(
      await (await fetch(`${base}${new URL(order.checkoutUrl!).pathname}`)).text(),
    ).not.toContain('<form');
  });

  it.each(['failed', 'expired', 'cancelled'] as const)(
    'a %s payment cancels the order and returns the stock, once',
    async (outcome) => {
      const product = await createProduct(running.app, { priceCents: 2_000, stock: 6 });
      const s = await shopper([{ productId: product, quantity: 4 }]);
      const order = await json<OrderResponseDto>(await checkout(s.api, s.addressId));
      expect(await stock(product)).toBe(2);
      expect((await pay(order, outcome)).status).toBe(303);
      const cancelled = await json<OrderResponseDto>(
        await s.api.get(`/api/orders/${order.number}`),
      );
      expect(cancelled).toMatchObject({
        status: 'cancelled',
        paidStatus: outcome,
        checkoutUrl: null,
      });
      expect(await stock(product)).toBe(6);
      const paymentId = new URL(order.checkoutUrl!).pathname.split('/').pop()!;
      await webhook(paymentId);
      await webhook(paymentId);
      expect(await stock(product)).toBe(6);
      expect(await json<OrderResponseDto>(await s.api.get(`/api/orders/${order.id}`))).toEqual(
        cancelled,
      );
      const retry = await s.api.post(`/api/orders/${order.id}/payment`);
      expect(retry.status).toBe(409);
      expect((await json(retry)).code).toBe('ORDERS_NOT_PAYABLE');
    },
  );

  it('ignores a payment whose amount does not match its order, and unknown payment ids', async () => {
    const product = await createProduct(running.app, { priceCents: 2_000, stock: 5 });
    const s = await shopper([{ productId: product }]);
    const order = await json<OrderResponseDto>(await checkout(s.api, s.addressId));
    const paymentId = new URL(order.checkoutUrl!).pathname.split('/').pop()!;
    await running.app
      .get<Repository<DemoPaymentEntity>>(getRepositoryToken(DemoPaymentEntity))
      .update({ id: paymentId }, { amountCents: 1 });
    expect((await pay(order, 'paid')).status).toBe(303);
    expect(await json<OrderResponseDto>(await s.api.get(`/api/orders/${order.id}`))).toMatchObject({
      status: 'pending_payment',
      paidStatus: 'open',
    });
    expect((await webhook('tr_unknown')).status).toBe(200);
    expect((await fetch(`${base}/api/payments/demo/tr_demo_0000000000000000`)).status).toBe(404);
  });

  it('one customer cannot read another one’s order, by id or by number (the same 404 as a wrong number)', async () => {
    const product = await createProduct(running.app, { priceCents: 1_000, stock: 5 });
    const owner = await shopper([{ productId: product }]);
    const order = await json<OrderResponseDto>(await checkout(owner.api, owner.addressId));
    const intruder = await newCustomer(running.app, base);
    const answers = await Promise.all([
      intruder.api.get(`/api/orders/${order.id}`),
      intruder.api.get(`/api/orders/${order.number}`),
      intruder.api.post(`/api/orders/${order.id}/payment`),
      owner.api.get('/api/orders/VY-2000-999999'),
      owner.api.get('/api/orders/nonsense'),
    ]);
    for (const res of answers) {
      expect(res.status).toBe(404);
      expect(await json(res)).toMatchObject({
        code: 'ORDERS_NOT_FOUND',
        detail: 'Order not found.',
      });
    }
    expect((await json<OrderListResponseDto>(await intruder.api.get('/api/orders'))).total).toBe(0);
    expect((await fetch(`${base}/api/orders`)).status).toBe(401);
  });
});
