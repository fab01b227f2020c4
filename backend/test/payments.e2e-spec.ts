import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressResponseDto } from '../src/modules/addresses/dto/address.dto.js';
import { CatalogueService } from '../src/modules/catalogue/catalogue.service.js';
import { OrderExpiryService } from '../src/modules/orders/order-expiry.service.js';
import type { PaymentMethodsResponseDto } from '../src/modules/payments/dto/payment.dto.js';
import type { OrderResponseDto } from '../src/modules/orders/dto/order.dto.js';
import { centsToDecimal } from '../src/modules/payments/payment-provider.js';
import { BACKOFFICE, signIn } from './helpers/auth.js';
import { address, client, createProduct, newCustomer } from './helpers/shop.js';
import {
  createTestEnvironment,
  ENGINES,
  json,
  startApp,
  type RunningApp,
  type TestEnvironment,
} from './helpers/test-app.js';

interface FakePayment {
  resource: 'payment';
  id: string;
  mode: 'test';
  createdAt: string;
  amount: { value: string; currency: string };
  description: string;
  method: string | null;
  metadata: Record<string, unknown>;
  status: string;
  profileId: string;
  sequenceType: 'oneoff' | 'first';
  customerId?: string;
  redirectUrl: string;
  webhookUrl: string;
  _links: Record<string, { href: string; type: string }>;
}

interface FakeCustomer {
  resource: 'customer';
  id: string;
  mode: 'test';
  name: string | null;
  email: string | null;
  locale: string | null;
  metadata: Record<string, unknown> | null;
  createdAt: string;
  _links: Record<string, { href: string; type: string } | null>;
}

interface FakeMandate {
  resource: 'mandate';
  id: string;
  mode: 'test';
  status: 'valid' | 'pending' | 'invalid';
  method: 'creditcard' | 'directdebit' | 'paypal';
  details: Record<string, string | null>;
  mandateReference: string | null;
  signatureDate: string;
  createdAt: string;
  customerId: string;
  _links: Record<string, { href: string; type: string }>;
}

const DOCS = (page: string) => ({
  href: `https://docs.mollie.com/reference/${page}`,
  type: 'text/html',
});

/**
 * A local stand-in for the Mollie API (https, as the client library only speaks TLS), answering the
 * documented shapes of POST /v2/payments, GET /v2/payments/:id, POST /v2/payments/:id/refunds,
 * POST /v2/customers and the customer mandates (list, get, revoke). Nothing here reaches the internet.
 */
class FakeMollie {
  readonly payments = new Map<string, FakePayment>();
  readonly customers = new Map<string, FakeCustomer>();
  readonly mandates = new Map<string, FakeMandate>();
  /** Refunds by idempotency key (POST /v2/payments/:id/refunds). */
  readonly refunds = new Map<string, Record<string, unknown>>();
  readonly requests: {
    method: string;
    path: string;
    idempotencyKey: string | undefined;
    authorization: string | undefined;
    body: Record<string, unknown> | null;
  }[] = [];
  private readonly byKey = new Map<string, string>();
  private server!: Server;
  private dir = mkdtempSync(join(tmpdir(), 'fake-mollie-'));
  url = '';

  async start(): Promise<this> {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-keyout',
        join(this.dir, 'key.pem'),
        '-out',
        join(this.dir, 'cert.pem'),
        '-days',
        '1',
        '-subj',
        '/CN=127.0.0.1',
      ],
      { stdio: 'ignore' },
    );
    this.server = createServer(
      {
        key: readFileSync(join(this.dir, 'key.pem')),
        cert: readFileSync(join(this.dir, 'cert.pem')),
      },
      (req, res) => {
        const chunks: Buffer[] = [];
        req.on('data', (c: Buffer) => chunks.push(c));
        req.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8');
          const body = raw ? (JSON.parse(raw) as Record<string, unknown>) : null;
          const path = (req.url ?? '').split('?')[0]!;
          this.requests.push({
            method: req.method!,
            path,
            idempotencyKey: req.headers['idempotency-key'] as string | undefined,
            authorization: req.headers.authorization,
            body,
          });
          const send = (status: number, payload: unknown) => {
            res.writeHead(status, { 'content-type': 'application/hal+json' });
            res.end(JSON.stringify(payload));
          };
          if (req.method === 'POST' && path === '/v2/payments') {
            const key = req.headers['idempotency-key'] as string | undefined;
            const known = key ? this.byKey.get(key) : undefined;
            if (known) return send(201, this.payments.get(known));
            const id = `tr_${Math.random().toString(36).slice(2, 12)}`;
            const payment: FakePayment = {
              resource: 'payment',
              id,
              mode: 'test',
              createdAt: new Date().toISOString(),
              amount: body!.amount as FakePayment['amount'],
              description: String(body!.description),
              method: null,
              metadata: body!.metadata as Record<string, unknown>,
              status: 'open',
              profileId: 'pfl_QkEhN94Ba',
              sequenceType: body!.sequenceType === 'first' ? 'first' : 'oneoff',
              ...(typeof body!.customerId === 'string' ? { customerId: body!.customerId } : {}),
              redirectUrl: String(body!.redirectUrl),
              webhookUrl: String(body!.webhookUrl),
              _links: {
                self: { href: `${this.url}payments/${id}`, type: 'application/hal+json' },
                checkout: {
                  href: `https://www.mollie.com/checkout/select-method/${id.slice(3)}`,
                  type: 'text/html',
                },
                documentation: {
                  href: 'https://docs.mollie.com/reference/create-payment',
                  type: 'text/html',
                },
              },
            };
            this.payments.set(id, payment);
            if (key) this.byKey.set(key, id);
            return send(201, payment);
          }
          const notFound = (detail: string) =>
            send(404, {
              status: 404,
              title: 'Not Found',
              detail,
              _links: { documentation: DOCS('handling-errors') },
            });
          if (req.method === 'POST' && path === '/v2/customers') {
            const id = `cst_${Math.random().toString(36).slice(2, 12)}`;
            const customer: FakeCustomer = {
              resource: 'customer',
              id,
              mode: 'test',
              name: (body?.name as string | undefined) ?? null,
              email: (body?.email as string | undefined) ?? null,
              locale: (body?.locale as string | undefined) ?? null,
              metadata: (body?.metadata as Record<string, unknown> | undefined) ?? null,
              createdAt: new Date().toISOString(),
              _links: {
                self: { href: `${this.url}customers/${id}`, type: 'application/hal+json' },
                dashboard: {
                  href: `https://www.mollie.com/dashboard/customers/${id}`,
                  type: 'text/html',
                },
                mandates: null,
                subscriptions: null,
                payments: null,
                documentation: DOCS('create-customer'),
              },
            };
            this.customers.set(id, customer);
            return send(201, customer);
          }
          const mandates = /^\/v2\/customers\/(\w+)\/mandates(?:\/(\w+))?$/.exec(path);
          if (mandates) {
            const [, customerId, mandateId] = mandates;
            if (!this.customers.has(customerId!))
              return notFound(`No customer exists with token ${customerId}.`);
            if (!mandateId && req.method === 'GET') {
              const list = [...this.mandates.values()].filter((m) => m.customerId === customerId);
              return send(200, {
                count: list.length,
                _embedded: { mandates: list },
                _links: {
                  self: {
                    href: `${this.url}customers/${customerId}/mandates`,
                    type: 'application/hal+json',
                  },
                  previous: null,
                  next: null,
                  documentation: DOCS('list-mandates'),
                },
              });
            }
            const mandate = mandateId ? this.mandates.get(mandateId) : undefined;
            if (!mandate || mandate.customerId !== customerId)
              return notFound(`No mandate exists with token ${mandateId}.`);
            if (req.method === 'GET') return send(200, mandate);
            if (req.method === 'DELETE') {
              this.mandates.delete(mandate.id);
              res.writeHead(204);
              return res.end();
            }
          }
          const refunds = /^\/v2\/payments\/(\w+)\/refunds$/.exec(path);
          if (req.method === 'POST' && refunds) {
            const payment = this.payments.get(refunds[1]!);
            if (!payment) return notFound(`No payment exists with token ${refunds[1]}.`);
            const key = req.headers['idempotency-key'] as string | undefined;
            const known = key ? this.refunds.get(key) : undefined;
            if (known) return send(201, known);
            if (payment.status !== 'paid')
              return send(422, {
                status: 422,
                title: 'Unprocessable Entity',
                detail: 'The payment cannot be refunded.',
                field: 'amount',
                _links: { documentation: DOCS('create-refund') },
              });
            const id = `re_${Math.random().toString(36).slice(2, 12)}`;
            const refund = {
              resource: 'refund',
              id,
              mode: 'test',
              amount: body!.amount,
              description: String(body!.description ?? ''),
              metadata: null,
              status: 'pending',
              paymentId: payment.id,
              createdAt: new Date().toISOString(),
              _links: {
                self: {
                  href: `${this.url}payments/${payment.id}/refunds/${id}`,
                  type: 'application/hal+json',
                },
                payment: {
                  href: `${this.url}payments/${payment.id}`,
                  type: 'application/hal+json',
                },
                documentation: DOCS('create-refund'),
              },
            };
            if (key) this.refunds.set(key, refund);
            return send(201, refund);
          }
          const match = /^\/v2\/payments\/([\w]+)$/.exec(path);
          if (req.method === 'GET' && match) {
            const payment = this.payments.get(match[1]!);
            if (payment) return send(200, payment);
            return send(404, {
              status: 404,
              title: 'Not Found',
              detail: `No payment exists with token ${match[1]}.`,
              _links: {
                documentation: {
                  href: 'https://docs.mollie.com/overview/handling-errors',
                  type: 'text/html',
                },
              },
            });
          }
          send(404, { status: 404, title: 'Not Found', detail: 'Unknown endpoint' });
        });
      },
    );
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    const address = this.server.address();
    this.url = `https://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/v2/`;
    return this;
  }

  /** The customer pays on the hosted checkout: a paid first payment leaves a valid mandate, as at Mollie. */
  pay(payment: FakePayment, method: 'creditcard' | 'bancontact'): void {
    payment.status = 'paid';
    payment.method = method;
    if (payment.sequenceType !== 'first' || !payment.customerId) return;
    const id = `mdt_${Math.random().toString(36).slice(2, 12)}`;
    this.mandates.set(id, {
      resource: 'mandate',
      id,
      mode: 'test',
      status: 'valid',
      method: method === 'creditcard' ? 'creditcard' : 'directdebit',
      details:
        method === 'creditcard'
          ? {
              cardHolder: 'J. Peeters',
              cardNumber: '4242',
              cardLabel: 'Visa',
              cardFingerprint: 'fp_4242',
              cardExpiryDate: '2030-12-31',
            }
          : {
              consumerName: 'Jan Peeters',
              consumerAccount: 'BE68539007547034',
              consumerBic: 'GEBABEBB',
            },
      mandateReference: null,
      signatureDate: new Date().toISOString().slice(0, 10),
      createdAt: new Date().toISOString(),
      customerId: payment.customerId,
      _links: {
        self: {
          href: `${this.url}customers/${payment.customerId}/mandates/${id}`,
          type: 'application/hal+json',
        },
        customer: {
          href: `${this.url}customers/${payment.customerId}`,
          type: 'application/hal+json',
        },
        documentation: DOCS('get-mandate'),
      },
    });
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
    rmSync(this.dir, { recursive: true, force: true });
  }
}

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
      idempotencyKey: `refund-${order.id}`,
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
