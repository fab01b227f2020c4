import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressResponseDto } from '../src/modules/addresses/dto/address.dto.js';
import type { CartResponseDto } from '../src/modules/cart/dto/cart.dto.js';
import { CatalogueService } from '../src/modules/catalogue/catalogue.service.js';
import type { OrderResponseDto } from '../src/modules/orders/dto/order.dto.js';
import { OrderExpiryService } from '../src/modules/orders/order-expiry.service.js';
import { address, createProduct, newCustomer, type Client } from './helpers/shop.js';
import {
  createTestEnvironment,
  ENGINES,
  json,
  startApp,
  type RunningApp,
  type TestEnvironment,
} from './helpers/test-app.js';

/**
 * An unpaid order (payment failed, cancelled at the provider, or expired) puts its products back
 * into the cart on the server, once, merged with what the customer added meanwhile (issue 17).
 */
describe(`cart restored after an unpaid order on ${ENGINES}`, () => {
  let env: TestEnvironment;
  let running: RunningApp;
  let base: string;

  const stock = async (productId: string) =>
    (await running.app.get(CatalogueService).stockOf([productId])).get(productId)?.stock;

  const cartOf = async (api: Client) =>
    Object.fromEntries(
      (await json<CartResponseDto>(await api.get('/api/cart'))).items.map((line) => [
        line.productId,
        line.quantity,
      ]),
    );

  async function placeOrder(lines: Record<string, number>) {
    const customer = await newCustomer(running.app, base);
    const addr = await json<AddressResponseDto>(
      await customer.api.post('/api/addresses', address('BE')),
    );
    for (const [productId, quantity] of Object.entries(lines))
      expect((await customer.api.post('/api/cart/items', { productId, quantity })).status).toBe(
        201,
      );
    const res = await customer.api.post('/api/orders', { addressId: addr.id });
    expect(res.status).toBe(201);
    const order = await json<OrderResponseDto>(res);
    expect(await cartOf(customer.api)).toEqual({});
    return { customer, order, addressId: addr.id };
  }

  /** Presses a button of the demo payment page, as a browser would. */
  async function settle(order: OrderResponseDto, outcome: 'paid' | 'failed' | 'cancelled') {
    const res = await fetch(`${base}${new URL(order.checkoutUrl!).pathname}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ outcome }),
      redirect: 'manual',
    });
    expect(res.status).toBe(303);
  }

  /** The provider repeats its webhook (the demo payment's id ends the checkout URL). */
  const webhook = async (order: OrderResponseDto) => {
    const id = new URL(order.checkoutUrl!).pathname.split('/').pop()!;
    expect(id).toMatch(/^tr_demo_/);
    const res = await fetch(`${base}/api/payments/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ id }),
    });
    expect(res.status).toBe(200);
  };

  const orderOf = async (api: Client, order: OrderResponseDto) =>
    json<OrderResponseDto>(await api.get(`/api/orders/${order.id}`));

  beforeAll(async () => {
    env = await createTestEnvironment();
    running = await startApp(env.config());
    base = running.baseUrl;
  });
  afterAll(async () => {
    await running?.close();
    await env?.dispose();
  });

  it.each(['failed', 'cancelled'] as const)(
    'a %s payment cancels the order and puts its lines back in the cart, once (replayed webhook and expiry job change nothing)',
    async (outcome) => {
      const a = await createProduct(running.app, { priceCents: 1_500, stock: 10 });
      const b = await createProduct(running.app, { priceCents: 900, stock: 10 });
      const { customer, order, addressId } = await placeOrder({ [a]: 2, [b]: 3 });
      expect(order.checkoutUrl).toBeTruthy();
      expect([await stock(a), await stock(b)]).toEqual([8, 7]);

      await settle(order, outcome);
      expect(await orderOf(customer.api, order)).toMatchObject({
        status: 'cancelled',
        paidStatus: outcome,
      });
      expect(await cartOf(customer.api)).toEqual({ [a]: 2, [b]: 3 });
      expect([await stock(a), await stock(b)]).toEqual([10, 10]);

      // Twice: the provider repeats its webhook, the expiry job runs late; nothing doubles.
      await webhook(order);
      await webhook(order);
      await running.app.get(OrderExpiryService).expireUnpaid(order.id);
      expect(await cartOf(customer.api)).toEqual({ [a]: 2, [b]: 3 });
      expect([await stock(a), await stock(b)]).toEqual([10, 10]);
      expect((await orderOf(customer.api, order)).paidStatus).toBe(outcome);

      // The restored cart checks out again and can be paid.
      const again = await customer.api.post('/api/orders', { addressId });
      expect(again.status).toBe(201);
      const second = await json<OrderResponseDto>(again);
      expect(second.lines.map((line) => [line.productId, line.quantity]).sort()).toEqual(
        [
          [a, 2],
          [b, 3],
        ].sort(),
      );
      await settle(second, 'paid');
      expect(await orderOf(customer.api, second)).toMatchObject({ paidStatus: 'paid' });
      expect(await cartOf(customer.api)).toEqual({});
    },
  );

  it('an expired order (the expiry job, the payment still open) puts its lines back, once', async () => {
    const a = await createProduct(running.app, { priceCents: 1_200, stock: 5 });
    const { customer, order } = await placeOrder({ [a]: 4 });
    const expiry = running.app.get(OrderExpiryService);
    await expiry.expireUnpaid(order.id);
    expect(await orderOf(customer.api, order)).toMatchObject({
      status: 'cancelled',
      paidStatus: 'expired',
    });
    expect(await cartOf(customer.api)).toEqual({ [a]: 4 });
    await expiry.expireUnpaid(order.id);
    await webhook(order);
    expect(await cartOf(customer.api)).toEqual({ [a]: 4 });
    expect(await stock(a)).toBe(5);
    // A late "paid" from the provider for the cancelled order changes neither the order nor the cart.
    await settle(order, 'paid');
    expect((await orderOf(customer.api, order)).paidStatus).toBe('expired');
    expect(await cartOf(customer.api)).toEqual({ [a]: 4 });
  });

  it('merges with what the customer put in the cart meanwhile: other products stay, the same product keeps the larger quantity', async () => {
    const a = await createProduct(running.app, { priceCents: 1_000, stock: 20 });
    const b = await createProduct(running.app, { priceCents: 1_100, stock: 20 });
    const c = await createProduct(running.app, { priceCents: 1_200, stock: 20 });
    const d = await createProduct(running.app, { priceCents: 1_300, stock: 20 });
    const { customer, order } = await placeOrder({ [a]: 2, [b]: 1, [c]: 3 });
    // While the payment page is open, the customer shops on in another tab.
    for (const [productId, quantity] of [
      [b, 4],
      [c, 1],
      [d, 1],
    ] as const)
      expect((await customer.api.post('/api/cart/items', { productId, quantity })).status).toBe(
        201,
      );
    await settle(order, 'failed');
    expect(await cartOf(customer.api)).toEqual({ [a]: 2, [b]: 4, [c]: 3, [d]: 1 });
    await webhook(order);
    expect(await cartOf(customer.api)).toEqual({ [a]: 2, [b]: 4, [c]: 3, [d]: 1 });
  });

  it('a paid order leaves the cart empty', async () => {
    const a = await createProduct(running.app, { priceCents: 1_000, stock: 5 });
    const { customer, order } = await placeOrder({ [a]: 1 });
    await settle(order, 'paid');
    await webhook(order);
    await running.app.get(OrderExpiryService).expireUnpaid(order.id);
    expect(await cartOf(customer.api)).toEqual({});
    expect((await orderOf(customer.api, order)).paidStatus).toBe('paid');
  });
});
