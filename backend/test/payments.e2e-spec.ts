import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressResponseDto } from '../src/modules/addresses/dto/address.dto.js';
import { CatalogueService } from '../src/modules/catalogue/catalogue.service.js';
import { OrderExpiryService } from '../src/modules/orders/order-expiry.service.js';
import type { PaymentMethodsResponseDto } from '../src/modules/payments/dto/payment.dto.js';
import type { OrderResponseDto } from '../src/modules/orders/dto/order.dto.js';
import { centsToDecimal } from '../src/modules/payments/payment-provider.js';
import { BACKOFFICE, signIn } from './helpers/auth.js';
import { FakeMollie } from './helpers/fake-mollie.js';
import { address, client, createProduct, newCustomer } from './helpers/shop.js';
import {
  createTestEnvironment,
  ENGINES,
  json,
  startApp,
  type RunningApp,
  type TestEnvironment,
} from './helpers/test-app.js';

describe(`Mollie payment adapter against a local Mollie API on ${ENGINES}`, () => {
  let env: TestEnvironment;
  let mollie: FakeMollie;
  let running: RunningApp;
  let base: string;
  const previousTls = process.env.NODE_TLS_REJECT_UNAUTHORIZED;

  const webhook = (id: string) =>
    fetch(`${base}/api/payments/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ id }),
    });
  const stock = async (productId: string) =>
    (await running.app.get(CatalogueService).stockOf([productId])).get(productId)?.stock;

  async function placeOrder(
    productId: string,
    quantity = 1,
    existing?: Awaited<ReturnType<typeof newCustomer>>,
  ) {
    const customer = existing ?? (await newCustomer(running.app, base, { locale: 'fr' }));
    const addr = await json<AddressResponseDto>(
      await customer.api.post('/api/addresses', address('NL')),
    );
    await customer.api.post('/api/cart/items', { productId, quantity });
    const res = await customer.api.post(
      '/api/orders',
      { addressId: addr.id },
      { 'idempotency-key': `checkout-${productId}-${quantity}` },
    );
    expect(res.status).toBe(201);
    return { customer, order: await json<OrderResponseDto>(res) };
  }

  beforeAll(async () => {
    // The Mollie client pins its own CA bundle; the local stand-in has a self-signed certificate.
    process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0';
    env = await createTestEnvironment();
    mollie = await new FakeMollie().start();
    running = await startApp(
      env.config({
        MOLLIE_API_KEY: 'test_dHar4XY7LxsDOtmnkVtjNVWXLSlXsM',
        MOLLIE_API_URL: mollie.url,
      }),
    );
    base = running.baseUrl;
  });
  afterAll(async () => {
    await running?.close();
    await mollie?.stop();
    await env?.dispose();
    if (previousTls === undefined) delete process.env.NODE_TLS_REJECT_UNAUTHORIZED;
    else process.env.NODE_TLS_REJECT_UNAUTHORIZED = previousTls;
  });

  it('creates the payment with an idempotency key and sends the customer to Mollie’s hosted checkout', async () => {
    const product = await createProduct(running.app, { priceCents: 4_250, stock: 5 });
    const { order } = await placeOrder(product, 2);
    expect(order.checkoutUrl).toMatch(/^https:\/\/www\.mollie\.com\/checkout\/select-method\//);
    const create = mollie.requests.find(
      (r) =>
        r.method === 'POST' &&
        r.body?.metadata &&
        (r.body.metadata as { orderId: string }).orderId === order.id,
    )!;
    expect(create.authorization).toBe('Bearer test_dHar4XY7LxsDOtmnkVtjNVWXLSlXsM');
    expect(create.idempotencyKey).toBe(`order-${order.id}`);
    expect(create.body).toMatchObject({
      amount: { currency: 'EUR', value: '90.95' },
      description: `Order ${order.number}`,
      redirectUrl: `http://shop.test/fr/cart/${order.id}`,
      webhookUrl: 'http://shop.test/api/payments/webhook',
      locale: 'fr_BE',
      metadata: { orderId: order.id, orderNumber: order.number },
      sequenceType: 'first',
    });
    expect(create.body!.customerId).toMatch(/^cst_/);
    expect(order.totalCents).toBe(9_095);
  });

  it('the webhook carries only the id: the status is fetched back, checked against the order, and replays change nothing', async () => {
    const product = await createProduct(running.app, { priceCents: 3_000, stock: 5 });
    const { customer, order } = await placeOrder(product);
    const payment = [...mollie.payments.values()].find((p) => p.metadata.orderId === order.id)!;

    // Mollie says "paid" but for another amount: ignored.
    payment.status = 'paid';
    payment.method = 'bancontact';
    payment.amount = { value: '0.01', currency: 'EUR' };
    expect((await webhook(payment.id)).status).toBe(200);
    expect(
      await json<OrderResponseDto>(await customer.api.get(`/api/orders/${order.id}`)),
    ).toMatchObject({ status: 'pending_payment', paidStatus: 'open' });

    payment.amount = { value: '35.95', currency: 'EUR' };
    expect((await webhook(payment.id)).status).toBe(200);
    const paid = await json<OrderResponseDto>(await customer.api.get(`/api/orders/${order.id}`));
    expect(paid).toMatchObject({
      status: 'paid',
      paidStatus: 'paid',
      paymentMethod: 'bancontact',
      totalCents: 3_595,
    });

    payment.status = 'expired';
    await webhook(payment.id);
    await webhook(payment.id);
    expect(await json<OrderResponseDto>(await customer.api.get(`/api/orders/${order.id}`))).toEqual(
      paid,
    );
    expect(await stock(product)).toBe(4);
  });

  it('an expired Mollie payment cancels the order and returns the stock once', async () => {
    const product = await createProduct(running.app, { priceCents: 1_000, stock: 5 });
    const { customer, order } = await placeOrder(product, 3);
    expect(await stock(product)).toBe(2);
    const payment = [...mollie.payments.values()].find((p) => p.metadata.orderId === order.id)!;
    payment.status = 'expired';
    await webhook(payment.id);
    await webhook(payment.id);
    expect(
      await json<OrderResponseDto>(await customer.api.get(`/api/orders/${order.id}`)),
    ).toMatchObject({ status: 'cancelled', paidStatus: 'expired' });
    expect(await stock(product)).toBe(5);
    // Its line is back in the cart, once.
    const cart = await json<{ items: { productId: string; quantity: number }[] }>(
      await customer.api.get('/api/cart'),
    );
    expect(cart.items.map((line) => [line.productId, line.quantity])).toEqual([[product, 3]]);
  });

  it.each([
    ['canceled', 'cancelled'],
    ['failed', 'failed'],
  ])(
    'Mollie’s %s is mapped to %s: the order is cancelled and its lines go back to the cart, once',
    async (mollieStatus, paidStatus) => {
      const product = await createProduct(running.app, { priceCents: 1_000, stock: 5 });
      const { customer, order } = await placeOrder(product, 2);
      const payment = [...mollie.payments.values()].find((p) => p.metadata.orderId === order.id)!;
      payment.status = mollieStatus;
      await webhook(payment.id);
      await webhook(payment.id);
      expect(
        await json<OrderResponseDto>(await customer.api.get(`/api/orders/${order.id}`)),
      ).toMatchObject({ status: 'cancelled', paidStatus });
      expect(await stock(product)).toBe(5);
      const cart = await json<{ items: { productId: string; quantity: number }[] }>(
        await customer.api.get('/api/cart'),
      );
      expect(cart.items.map((line) => [line.productId, line.quantity])).toEqual([[product, 2]]);
    },
  );

  it('unknown payment ids change nothing; the demo page does not exist; payment methods name Mollie', async () => {
    expect((await webhook('tr_doesnotexist')).status).toBe(200);
    expect((await fetch(`${base}/api/payments/demo/tr_demo_0000000000000000`)).status).toBe(404);
    const { customer } = await placeOrder(
      await createProduct(running.app, { priceCents: 500, stock: 1 }),
    );
    expect(await json(await customer.api.get('/api/payment-methods'))).toEqual({
      provider: 'mollie',
      available: ['bancontact', 'ideal', 'creditcard'],
      saved: [],
    });
  });

  it('saved methods: one Mollie customer per user, first payments leave mandates listed for their owner only, revoke works, another user’s id is 404', async () => {
    const product = await createProduct(running.app, { priceCents: 2_000, stock: 10 });
    const first = await placeOrder(product);
    const owner = first.customer;
    const payment = [...mollie.payments.values()].find(
      (p) => p.metadata.orderId === first.order.id,
    )!;
    expect(payment).toMatchObject({
      sequenceType: 'first',
      customerId: expect.stringMatching(/^cst_/),
    });
    const customer = mollie.customers.get(payment.customerId!)!;
    expect(customer).toMatchObject({ email: owner.email, name: 'Lotte Janssens' });
    mollie.pay(payment, 'creditcard');
    await webhook(payment.id);

    const second = await placeOrder(product, 2, owner);
    const payment2 = [...mollie.payments.values()].find(
      (p) => p.metadata.orderId === second.order.id,
    )!;
    expect(payment2.customerId).toBe(customer.id);
    expect([...mollie.customers.values()].filter((c) => c.email === owner.email)).toHaveLength(1);
    mollie.pay(payment2, 'bancontact');
    await webhook(payment2.id);
    expect(
      await json<OrderResponseDto>(await owner.api.get(`/api/orders/${second.order.id}`)),
    ).toMatchObject({ status: 'paid', paymentMethod: 'bancontact' });

    const listed = await json<PaymentMethodsResponseDto>(
      await owner.api.get('/api/payment-methods'),
    );
    expect(listed.saved).toHaveLength(2);
    expect(listed.saved).toEqual(
      expect.arrayContaining([
        { id: expect.stringMatching(/^mdt_/), method: 'creditcard', label: 'Visa •••• 4242' },
        {
          id: expect.stringMatching(/^mdt_/),
          method: 'directdebit',
          label: 'SEPA Direct Debit — J. Peeters',
        },
      ]),
    );
    const card = listed.saved.find((m) => m.method === 'creditcard')!;

    // Another user (with a Mollie customer of their own, no mandates) sees nothing and cannot revoke the owner's.
    const other = (await placeOrder(product)).customer;
    expect(
      (await json<PaymentMethodsResponseDto>(await other.api.get('/api/payment-methods'))).saved,
    ).toEqual([]);
    const denied = await other.api.delete(`/api/payment-methods/${card.id}`);
    expect(denied.status).toBe(404);
    expect(await json(denied)).toMatchObject({ code: 'PAYMENTS_METHOD_NOT_FOUND' });
    expect(
      (await fetch(`${base}/api/payment-methods/${card.id}`, { method: 'DELETE' })).status,
    ).toBe(401);
    expect(mollie.mandates.has(card.id)).toBe(true);

    expect((await owner.api.delete(`/api/payment-methods/${card.id}`)).status).toBe(204);
    expect(mollie.mandates.has(card.id)).toBe(false);
    expect((await owner.api.delete(`/api/payment-methods/${card.id}`)).status).toBe(404);
    expect(
      (await json<PaymentMethodsResponseDto>(await owner.api.get('/api/payment-methods'))).saved,
    ).toEqual([
      { id: expect.any(String), method: 'directdebit', label: 'SEPA Direct Debit — J. Peeters' },
    ]);
  });

  it('the back-office refunds a paid order through Mollie (POST /v2/payments/:id/refunds, once); an unpaid one is refused', async () => {
    const product = await createProduct(running.app, { priceCents: 2_500, stock: 5 });
    const { order } = await placeOrder(product);
    const payment = [...mollie.payments.values()].find((p) => p.metadata.orderId === order.id)!;
    const admin = client(base, await signIn(base, 'admin@demo.test', 'Demo1234', BACKOFFICE));
    expect(await json(await admin.post(`/api/admin/orders/${order.id}/refund`, {}))).toMatchObject({
      code: 'ORDERS_NOT_REFUNDABLE',
    });

    mollie.pay(payment, 'bancontact');
    await webhook(payment.id);
    const res = await admin.post(`/api/admin/orders/${order.id}/refund`, { reason: 'Parcel lost' });
    expect(res.status).toBe(200);
    expect(await json(res)).toMatchObject({
      paidStatus: 'refunded',
      refundable: false,
      payments: [{ provider: 'mollie', status: 'refunded' }],
    });
    const calls = mollie.requests.filter(
      (r) => r.method === 'POST' && r.path === `/v2/payments/${payment.id}/refunds`,
    );
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({
      idempotencyKey: expect.stringMatching(/^refund-[0-9a-f-]{36}$/),
      body: {
        amount: { currency: 'EUR', value: centsToDecimal(order.totalCents) },
        description: 'Parcel lost',
      },
    });
    // Mollie keeps the payment `paid` after a refund: a later webhook leaves the order refunded.
    await webhook(payment.id);
    expect(await json(await admin.get(`/api/admin/orders/${order.id}`))).toMatchObject({
      paidStatus: 'refunded',
    });
    expect((await admin.post(`/api/admin/orders/${order.id}/refund`, {})).status).toBe(409);
    expect(calls).toHaveLength(1);
  });

  it('a partial refund goes to Mollie with its amount (a refund of its own each time); the order is refunded once the rest follows', async () => {
    const product = await createProduct(running.app, { priceCents: 2_000, stock: 5 });
    const { order } = await placeOrder(product);
    const payment = [...mollie.payments.values()].find((p) => p.metadata.orderId === order.id)!;
    mollie.pay(payment, 'creditcard');
    await webhook(payment.id);
    const admin = client(base, await signIn(base, 'admin@demo.test', 'Demo1234', BACKOFFICE));
    const part = await admin.post(`/api/admin/orders/${order.id}/refund`, {
      amountCents: 1_234,
      reason: 'Goodwill',
    });
    expect(await json(part)).toMatchObject({ paidStatus: 'paid', refundedCents: 1_234 });
    await admin.post(`/api/admin/orders/${order.id}/refund`, {});
    const calls = mollie.requests.filter(
      (r) => r.method === 'POST' && r.path === `/v2/payments/${payment.id}/refunds`,
    );
    expect(calls.map((c) => c.body?.amount)).toEqual([
      { currency: 'EUR', value: '12.34' },
      { currency: 'EUR', value: centsToDecimal(order.totalCents - 1_234) },
    ]);
    expect(new Set(calls.map((c) => c.idempotencyKey)).size).toBe(2);
    expect(await json(await admin.get(`/api/admin/orders/${order.id}`))).toMatchObject({
      paidStatus: 'refunded',
      refundedCents: order.totalCents,
    });
  });

  it('the expiry job asks Mollie first: a payment paid there marks the order paid; a still-open one expires once', async () => {
    const product = await createProduct(running.app, { priceCents: 1_000, stock: 5 });
    const orders = running.app.get(OrderExpiryService);
    const paidAtMollie = await placeOrder(product);
    const payment = [...mollie.payments.values()].find(
      (p) => p.metadata.orderId === paidAtMollie.order.id,
    )!;
    mollie.pay(payment, 'creditcard'); // the webhook never arrived
    await orders.expireUnpaid(paidAtMollie.order.id);
    expect(
      await json<OrderResponseDto>(
        await paidAtMollie.customer.api.get(`/api/orders/${paidAtMollie.order.id}`),
      ),
    ).toMatchObject({ status: 'paid', paidStatus: 'paid' });

    const abandoned = await placeOrder(product, 2);
    expect(await stock(product)).toBe(2);
    await orders.expireUnpaid(abandoned.order.id);
    await orders.expireUnpaid(abandoned.order.id);
    expect(
      await json<OrderResponseDto>(
        await abandoned.customer.api.get(`/api/orders/${abandoned.order.id}`),
      ),
    ).toMatchObject({ status: 'cancelled', paidStatus: 'expired' });
    expect(await stock(product)).toBe(4);
  });
});
