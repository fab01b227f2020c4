import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressResponseDto } from '../src/modules/addresses/dto/address.dto.js';
import { InvoicesService, brusselsDay } from '../src/modules/invoices/invoices.service.js';
import type { OrderResponseDto } from '../src/modules/orders/dto/order.dto.js';
import { address, createProduct, newCustomer } from './helpers/shop.js';
import {
  createTestEnvironment,
  ENGINES,
  json,
  startApp,
  type RunningApp,
  type TestEnvironment,
} from './helpers/test-app.js';

/**
 * The invoice sequence under load: on PostgreSQL (CI) the payments really run in parallel
 * transactions that contend for the counter row; on SQLite they queue behind each other.
 */
describe(`invoice numbers under concurrent payments on ${ENGINES}`, () => {
  let env: TestEnvironment;
  let running: RunningApp;
  let base: string;

  beforeAll(async () => {
    env = await createTestEnvironment();
    running = await startApp(env.config());
    base = running.baseUrl;
  });
  afterAll(async () => {
    await running?.close();
    await env?.dispose();
  });

  it('gives 20 orders paid at once the numbers 1..20 of the year: none shared, none skipped', async () => {
    const count = 20;
    const product = await createProduct(running.app, { priceCents: 2_000, stock: 100 });
    const orders = await Promise.all(
      Array.from({ length: count }, async () => {
        const customer = await newCustomer(running.app, base);
        const addr = await json<AddressResponseDto>(
          await customer.api.post('/api/addresses', address('BE')),
        );
        await customer.api.post('/api/cart/items', { productId: product, quantity: 1 });
        return json<OrderResponseDto>(
          await customer.api.post('/api/orders', { addressId: addr.id }),
        );
      }),
    );
    expect(new Set(orders.map((o) => o.id)).size).toBe(count);

    // Every demo payment page pressed "paid" at the same moment (each calls the webhook).
    const answers = await Promise.all(
      orders.map((order) =>
        fetch(`${base}${new URL(order.checkoutUrl!).pathname}`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ outcome: 'paid' }),
          redirect: 'manual',
        }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(count).fill(303));

    const invoices = running.app.get(InvoicesService);
    const issued = await Promise.all(orders.map((o) => invoices.findByOrderId(o.id)));
    expect(issued.every(Boolean)).toBe(true);
    const year = brusselsDay(new Date()).slice(0, 4);
    const numbers = issued.map((i) => i!.number);
    expect(numbers.every((n) => n.startsWith(`${year}-`))).toBe(true);
    const sequence = numbers.map((n) => Number(n.slice(5))).sort((a, b) => a - b);
    expect(sequence).toEqual(Array.from({ length: count }, (_, i) => i + 1));
  }, 240_000);
});
