import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressResponseDto } from '../src/modules/addresses/dto/address.dto.js';
import { CatalogueService } from '../src/modules/catalogue/catalogue.service.js';
import { JobQueue } from '../src/modules/jobs/job-types.js';
import type { OrderResponseDto } from '../src/modules/orders/dto/order.dto.js';
import { OrderExpiryService } from '../src/modules/orders/order-expiry.service.js';
import type { PaymentMethodsResponseDto } from '../src/modules/payments/dto/payment.dto.js';
import { address, createProduct, newCustomer } from './helpers/shop.js';
import {
  createTestEnvironment,
  ENGINES,
  json,
  startApp,
  waitFor,
  type RunningApp,
  type TestEnvironment,
} from './helpers/test-app.js';

/** 0.05 minutes: the expiry job of every order in this file runs three seconds after checkout. */
const EXPIRY_MS = 3_000;

describe(`payment expiry job and the demo provider's saved method on ${ENGINES}`, () => {
  let env: TestEnvironment;
  let running: RunningApp;
  let base: string;

  const stock = async (productId: string) =>
    (await running.app.get(CatalogueService).stockOf([productId])).get(productId)?.stock;

  async function placeOrder(
    productId: string,
    quantity: number,
    existing?: Awaited<ReturnType<typeof newCustomer>>,
  ) {
    const customer = existing ?? (await newCustomer(running.app, base));
    const addr = await json<AddressResponseDto>(
      await customer.api.post('/api/addresses', address('BE')),
    );
    expect((await customer.api.post('/api/cart/items', { productId, quantity })).status).toBe(201);
    const res = await customer.api.post('/api/orders', { addressId: addr.id });
    expect(res.status).toBe(201);
    return { customer, order: await json<OrderResponseDto>(res) };
  }

  /** Presses "Pay" on the demo page, as a browser would. */
  async function pay(order: OrderResponseDto): Promise<void> {
    const res = await fetch(`${base}${new URL(order.checkoutUrl!).pathname}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ outcome: 'paid' }),
      redirect: 'manual',
    });
    expect(res.status).toBe(303);
  }

  const queueIdle = async () => {
    const counts = await running.app.get(JobQueue).counts();
    return counts.waiting === 0 && counts.active === 0;
  };

  beforeAll(async () => {
    env = await createTestEnvironment();
    running = await startApp(env.config({ PAYMENT_EXPIRY_MINUTES: '0.05' }));
    base = running.baseUrl;
  });
  afterAll(async () => {
    await running?.close();
    await env?.dispose();
  });

  it('an unpaid order expires through its delayed job and its stock comes back exactly once; a paid order is untouched by its job', async () => {
    const product = await createProduct(running.app, { priceCents: 1_500, stock: 10 });
    const started = Date.now();
    const unpaid = await placeOrder(product, 2);
    const paid = await placeOrder(product, 3);
    await pay(paid.order);
    expect(await stock(product)).toBe(5);

    const expired = await waitFor(
      async () => {
        const order = await json<OrderResponseDto>(
          await unpaid.customer.api.get(`/api/orders/${unpaid.order.id}`),
        );
        return order.status === 'cancelled' ? order : null;
      },
      { what: 'the unpaid order to expire' },
    );
    expect(Date.now() - started).toBeGreaterThanOrEqual(EXPIRY_MS - 500);
    expect(expired).toMatchObject({ status: 'cancelled', paidStatus: 'expired' });

    // Both expiry jobs have run; running the unpaid one again (a retried job) changes nothing.
    await new Promise((resolve) => setTimeout(resolve, 500));
    await waitFor(queueIdle, { what: 'the job queue to be idle' });
    await running.app.get(OrderExpiryService).expireUnpaid(unpaid.order.id);
    expect(await stock(product)).toBe(7);
    expect(
      await json<OrderResponseDto>(await paid.customer.api.get(`/api/orders/${paid.order.id}`)),
    ).toMatchObject({ status: 'paid', paidStatus: 'paid', paymentMethod: 'demo' });
  });

  it('a paid demo payment leaves a saved demo card for its owner only; it can be removed', async () => {
    const product = await createProduct(running.app, { priceCents: 900, stock: 10 });
    const first = await placeOrder(product, 1);
    const owner = first.customer;
    expect(
      (await json<PaymentMethodsResponseDto>(await owner.api.get('/api/payment-methods'))).saved,
    ).toEqual([]);
    await pay(first.order);
    const saved = (
      await json<PaymentMethodsResponseDto>(await owner.api.get('/api/payment-methods'))
    ).saved;
    expect(saved).toEqual([
      {
        id: expect.stringMatching(/^pm_demo_[0-9a-f]{16}$/),
        method: 'demo',
        label: 'Demo card •••• 4242',
      },
    ]);

    // A second paid payment keeps the one saved method.
    const second = await placeOrder(product, 1, owner);
    await pay(second.order);
    expect(
      (await json<PaymentMethodsResponseDto>(await owner.api.get('/api/payment-methods'))).saved,
    ).toEqual(saved);

    const other = await newCustomer(running.app, base);
    expect((await other.api.delete(`/api/payment-methods/${saved[0]!.id}`)).status).toBe(404);
    expect((await owner.api.delete(`/api/payment-methods/${saved[0]!.id}`)).status).toBe(204);
    expect((await owner.api.delete(`/api/payment-methods/${saved[0]!.id}`)).status).toBe(404);
    expect(
      (await json<PaymentMethodsResponseDto>(await owner.api.get('/api/payment-methods'))).saved,
    ).toEqual([]);
    await waitFor(queueIdle, { timeoutMs: 10_000, what: 'the expiry jobs to finish' });
  });
});
