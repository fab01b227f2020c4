import { getDataSourceToken } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressResponseDto } from '../src/modules/addresses/dto/address.dto.js';
import type { AdminProductListResponseDto } from '../src/modules/catalogue/dto/admin-product.dto.js';
import type { DashboardResponseDto } from '../src/modules/dashboard/dashboard.dto.js';
import type { OrderResponseDto } from '../src/modules/orders/dto/order.dto.js';
import { OrderEntity } from '../src/modules/orders/entities/order.entity.js';
import { BACKOFFICE, signIn } from './helpers/auth.js';
import { address, client, createProduct, newCustomer, type Client } from './helpers/shop.js';
import {
  createTestEnvironment,
  ENGINES,
  json,
  startApp,
  type RunningApp,
  type TestEnvironment,
} from './helpers/test-app.js';

const DAY = 86_400_000;

describe(`back-office dashboard on ${ENGINES}`, () => {
  let env: TestEnvironment;
  let running: RunningApp;
  let base: string;
  let admin: Client;
  let manager: Client;

  async function placeOrder(
    productId: string,
    quantity: number,
    pay: boolean,
  ): Promise<OrderResponseDto> {
    const shopper = await newCustomer(running.app, base);
    const addr = await json<AddressResponseDto>(
      await shopper.api.post('/api/addresses', address()),
    );
    expect((await shopper.api.post('/api/cart/items', { productId, quantity })).status).toBe(201);
    const placed = await json<OrderResponseDto>(
      await shopper.api.post('/api/orders', { addressId: addr.id }),
    );
    if (pay) {
      await fetch(`${base}${new URL(placed.checkoutUrl!).pathname}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ outcome: 'paid' }),
        redirect: 'manual',
      });
    }
    return json<OrderResponseDto>(await shopper.api.get(`/api/orders/${placed.id}`));
  }

  const backdate = (id: string, daysAgo: number) =>
    running.app
      .get<DataSource>(getDataSourceToken())
      .createQueryBuilder()
      .update(OrderEntity)
      .set({ createdAt: new Date(Date.now() - daysAgo * DAY) })
      .where('id = :id', { id })
      .execute();

  beforeAll(async () => {
    env = await createTestEnvironment();
    running = await startApp(env.config());
    base = running.baseUrl;
    admin = client(base, await signIn(base, 'admin@demo.test', 'Demo1234', BACKOFFICE));
    manager = client(base, await signIn(base, 'manager@demo.test', 'Demo1234', BACKOFFICE));
  });
  afterAll(async () => {
    await running?.close();
    await env?.dispose();
  });

  it('refuses signed-out callers (401) and customers (403)', async () => {
    expect((await client(base, null).get('/api/admin/dashboard')).status).toBe(401);
    expect(
      (await (await newCustomer(running.app, base)).api.get('/api/admin/dashboard')).status,
    ).toBe(403);
  });

  it('sums the paid orders of the last 30 days per day and in total; unpaid, refunded and older orders do not count', async () => {
    const before = await json<DashboardResponseDto>(await admin.get('/api/admin/dashboard'));
    expect(before.orders!.days).toHaveLength(30);
    expect(before.orders!.days.at(-1)!.date).toBe(new Date().toISOString().slice(0, 10));

    const product = await createProduct(running.app, { priceCents: 3000, stock: 50 });
    const today = await placeOrder(product, 1, true);
    const tenDaysAgo = await placeOrder(product, 2, true);
    const old = await placeOrder(product, 1, true);
    await placeOrder(product, 1, false);
    const refunded = await placeOrder(product, 1, true);
    expect((await admin.post(`/api/admin/orders/${refunded.id}/refund`, {})).status).toBe(200);
    await backdate(tenDaysAgo.id, 10);
    await backdate(old.id, 40);

    const after = await json<DashboardResponseDto>(await admin.get('/api/admin/dashboard'));
    const orders = after.orders!;
    expect(orders.currency).toBe('EUR');
    expect(orders.totalOrders - before.orders!.totalOrders).toBe(2);
    expect(orders.totalRevenueCents - before.orders!.totalRevenueCents).toBe(
      today.totalCents + tenDaysAgo.totalCents,
    );
    const day = (offset: number) => new Date(Date.now() - offset * DAY).toISOString().slice(0, 10);
    const of = (r: DashboardResponseDto, date: string) =>
      r.orders!.days.find((d) => d.date === date)!;
    expect(of(after, day(0)).orders - of(before, day(0)).orders).toBe(1);
    expect(of(after, day(0)).revenueCents - of(before, day(0)).revenueCents).toBe(today.totalCents);
    expect(of(after, day(10)).orders - of(before, day(10)).orders).toBe(1);
    expect(of(after, day(10)).revenueCents - of(before, day(10)).revenueCents).toBe(
      tenDaysAgo.totalCents,
    );
    expect(orders.days.reduce((sum, d) => sum + d.revenueCents, 0)).toBe(orders.totalRevenueCents);
  });

  it('counts low-stock products (≤ 5) like the products list filter, fewest first', async () => {
    const before = await json<DashboardResponseDto>(await admin.get('/api/admin/dashboard'));
    await createProduct(running.app, { priceCents: 1000, stock: 0, name: 'Bijna op' });
    await createProduct(running.app, { priceCents: 1000, stock: 6 });
    const after = await json<DashboardResponseDto>(await admin.get('/api/admin/dashboard'));
    expect(after.lowStock!.threshold).toBe(5);
    expect(after.lowStock!.total - before.lowStock!.total).toBe(1);
    const filtered = await json<AdminProductListResponseDto>(
      await admin.get('/api/admin/products?lowStock=true&perPage=1'),
    );
    expect(after.lowStock!.total).toBe(filtered.total);
    const stocks = after.lowStock!.items.map((i) => i.stock);
    expect(stocks).toEqual([...stocks].sort((a, b) => a - b));
    expect(stocks[0]).toBe(0);
    expect(after.lowStock!.items.length).toBeLessThanOrEqual(10);
  });

  it('counts pending reviews and new partner applications from their tables when those exist', async () => {
    const data = running.app.get<DataSource>(getDataSourceToken());
    const count = async (table: string, status: string) => {
      const runner = data.createQueryRunner();
      const exists = await runner.hasTable(table);
      await runner.release();
      if (!exists) return null;
      const row = await data
        .createQueryBuilder()
        .select('COUNT(*)', 'count')
        .from(table, 't')
        .where('t.status = :status', { status })
        .getRawOne<{ count: string }>();
      return Number(row!.count);
    };
    const figures = await json<DashboardResponseDto>(await admin.get('/api/admin/dashboard'));
    expect(figures.reviewsPending).toBe(await count('review', 'pending'));
    expect(figures.partnerApplicationsNew).toBe(await count('partner_application', 'new'));
  });

  it('shows partner managers the partner figures only', async () => {
    const res = await manager.get('/api/admin/dashboard');
    expect(res.status).toBe(200);
    const figures = await json<DashboardResponseDto>(res);
    expect(figures).toMatchObject({ orders: null, reviewsPending: null, lowStock: null });
    expect(figures).toHaveProperty('partnerApplicationsNew');
    // The same figures as a react-admin record.
    expect(await json(await manager.get('/api/admin/dashboard/last-30-days'))).toEqual(figures);
    expect((await manager.get('/api/admin/dashboard/last-year')).status).toBe(404);
    expect((await client(base, null).get('/api/admin/dashboard/last-30-days')).status).toBe(401);
  });
});
