import { getRepositoryToken } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressResponseDto } from '../src/modules/addresses/dto/address.dto.js';
import { CatalogueService } from '../src/modules/catalogue/catalogue.service.js';
import type { OrderResponseDto } from '../src/modules/orders/dto/order.dto.js';
import { PaymentCustomerEntity } from '../src/modules/payments/entities/payment-customer.entity.js';
import { UserEntity } from '../src/modules/users/entities/user.entity.js';
import { register, signIn, validRegistration } from './helpers/auth.js';
import { address, client, createProduct, newCustomer } from './helpers/shop.js';
import {
  createTestEnvironment,
  ENGINES,
  json,
  startApp,
  type RunningApp,
  type TestEnvironment,
} from './helpers/test-app.js';

/** Customer A against customer B's things (every answer a 404, nothing of B changes) and mass assignment. */
describe(`attack suite: ownership and mass assignment on ${ENGINES}`, () => {
  let env: TestEnvironment;
  let running: RunningApp;
  let base: string;
  let productId: string;
  let otherProductId: string;

  beforeAll(async () => {
    env = await createTestEnvironment();
    running = await startApp(env.config({ AUTH_MAX_FAILURES_PER_IP: '1000' }));
    base = running.baseUrl;
    productId = await createProduct(running.app, { priceCents: 2_500, stock: 100 });
    otherProductId = await createProduct(running.app, { priceCents: 3_100, stock: 100 });
  });
  afterAll(async () => {
    await running?.close();
    await env?.dispose();
  });

  it("customer A gets 404 for each of customer B's resources, and B's things stay as they were", async () => {
    const b = await newCustomer(running.app, base);
    const a = await newCustomer(running.app, base);
    const bAddress = await json<AddressResponseDto>(await b.api.post('/api/addresses', address()));
    expect((await b.api.post('/api/cart/items', { productId, quantity: 2 })).status).toBe(201);
    const order = await json<OrderResponseDto>(
      await b.api.post('/api/orders', { addressId: bAddress.id }),
    );
    expect(order.id).toBeTruthy();
    expect(
      (await b.api.post('/api/cart/items', { productId: otherProductId, quantity: 3 })).status,
    ).toBe(201);
    expect((await b.api.put(`/api/favourites/${productId}`)).status).toBeLessThan(300);
    expect(
      (
        await b.api.post(`/api/products/${productId}/reviews`, {
          score: 4,
          title: 'Van B',
          content: 'Alleen B mag dit zien en wijzigen.',
        })
      ).status,
    ).toBe(201);
    const bUser = await running.app
      .get<Repository<UserEntity>>(getRepositoryToken(UserEntity))
      .findOneByOrFail({ email: b.email });
    await running.app
      .get<Repository<PaymentCustomerEntity>>(getRepositoryToken(PaymentCustomerEntity))
      .save({
        userId: bUser.id,
        mollieCustomerId: null,
        demoMethodId: 'pm_demo_b0b0b0b0b0b0b0b0',
        demoMethodLabel: 'Demo •••• 4242',
      });

    const notFound = async (res: Promise<Response>, what: string) => {
      const answer = await res;
      expect(answer.status, what).toBe(404);
    };
    // Orders, by id and by number, and paying for them.
    await notFound(a.api.get(`/api/orders/${order.id}`), 'order by id');
    await notFound(a.api.get(`/api/orders/${order.number}`), 'order by number');
    await notFound(a.api.post(`/api/orders/${order.id}/payment`, {}), 'payment of the order');
    expect((await json<{ total: number }>(await a.api.get('/api/orders'))).total).toBe(0);
    // Addresses: read, change, delete, and checkout with B's address.
    await notFound(a.api.get(`/api/addresses/${bAddress.id}`), 'address');
    await notFound(
      a.api.patch(`/api/addresses/${bAddress.id}`, { city: 'Gent' }),
      'address change',
    );
    await notFound(a.api.delete(`/api/addresses/${bAddress.id}`), 'address delete');
    expect((await a.api.post('/api/cart/items', { productId, quantity: 1 })).status).toBe(201);
    const stolen = await a.api.post('/api/orders', { addressId: bAddress.id });
    expect([404, 422]).toContain(stolen.status);
    // Cart lines are addressed by product within the caller's own cart.
    await notFound(
      a.api.patch(`/api/cart/items/${otherProductId}`, { quantity: 9 }),
      'cart line change',
    );
    await notFound(a.api.delete(`/api/cart/items/${otherProductId}`), 'cart line delete');
    // Favourites and reviews: A sees only A's own.
    expect((await json<{ data: unknown[] }>(await a.api.get('/api/favourites'))).data).toEqual([]);
    expect((await a.api.delete(`/api/favourites/${productId}`)).status).toBeLessThan(500);
    expect(
      (await json<{ review: unknown }>(await a.api.get(`/api/products/${productId}/reviews/mine`)))
        .review,
    ).toBeNull();
    // Saved payment methods.
    expect(
      (await json<{ saved: unknown[] }>(await a.api.get('/api/payment-methods'))).saved,
    ).toEqual([]);
    await notFound(a.api.delete('/api/payment-methods/pm_demo_b0b0b0b0b0b0b0b0'), 'payment method');

    // B's things are untouched.
    expect(await json(await b.api.get(`/api/orders/${order.number}`))).toMatchObject({
      id: order.id,
    });
    expect(await json(await b.api.get(`/api/addresses/${bAddress.id}`))).toMatchObject({
      city: 'Antwerpen',
    });
    const bCart = await json<{ items: { productId: string; quantity: number }[] }>(
      await b.api.get('/api/cart'),
    );
    expect(bCart.items.map((l) => [l.productId, l.quantity])).toEqual([[otherProductId, 3]]);
    expect((await json<{ data: unknown[] }>(await b.api.get('/api/favourites'))).data).toHaveLength(
      1,
    );
    expect(
      (
        await json<{ review: { title: string } | null }>(
          await b.api.get(`/api/products/${productId}/reviews/mine`),
        )
      ).review,
    ).toMatchObject({ title: 'Van B' });
    expect(
      (await json<{ saved: unknown[] }>(await b.api.get('/api/payment-methods'))).saved,
    ).toHaveLength(1);
  });

  it('mass assignment: role, price, status, approval, owner and store fields in bodies change nothing', async () => {
    const users = running.app.get<Repository<UserEntity>>(getRepositoryToken(UserEntity));
    const privileged = {
      role: 'admin',
      sessionVersion: 99,
      id: '00000000-0000-4000-8000-000000000001',
      emailVerified: true,
      partnerStoreId: '00000000-0000-4000-8000-000000000002',
    };
    // Registration.
    for (const [field, value] of Object.entries(privileged)) {
      const email = `mass-${field.toLowerCase()}@shop.test`;
      const res = await register(base, { ...validRegistration(email), [field]: value });
      expect([400, 201], field).toContain(res.status);
      const row = await users.findOneBy({ email });
      if (row) expect(row.role, field).toBe('customer');
    }
    expect((await register(base, validRegistration('mass-clean@shop.test'))).status).toBe(201);
    const tokens = await signIn(base, 'mass-clean@shop.test', 'Secret12');
    const api = client(base, tokens);
    const me = await users.findOneByOrFail({ email: 'mass-clean@shop.test' });

    // Account update.
    for (const [field, value] of Object.entries({
      ...privileged,
      email: 'taken-over@shop.test',
      passwordHash: 'x',
      userId: me.id,
    })) {
      const res = await api.patch('/api/user', { firstName: 'Mallory', [field]: value });
      expect([400, 200], field).toContain(res.status);
    }
    const after = await users.findOneByOrFail({ id: me.id });
    expect(after).toMatchObject({
      role: 'customer',
      email: 'mass-clean@shop.test',
      sessionVersion: me.sessionVersion,
    });
    expect((await json(await api.get('/api/user'))).role).toBe('customer');

    // Cart: no price, no owner.
    const catalogue = running.app.get(CatalogueService);
    for (const [field, value] of Object.entries({
      priceCents: 1,
      unitPriceCents: 1,
      price: 0.01,
      userId: '00000000-0000-4000-8000-000000000003',
      vatRate: 0,
    })) {
      const res = await api.post('/api/cart/items', { productId, quantity: 1, [field]: value });
      expect(res.status, field).toBe(400);
    }
    expect((await api.post('/api/cart/items', { productId, quantity: 1 })).status).toBe(201);
    expect(
      (await api.patch(`/api/cart/items/${productId}`, { quantity: 2, priceCents: 1 })).status,
    ).toBe(400);
    const cart = await json<{ items: { productId: string; quantity: number }[] }>(
      await api.get('/api/cart'),
    );
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0]!.quantity).toBe(1);
    expect(JSON.stringify(cart)).toContain('2500');

    // Address: no owner.
    const other = await newCustomer(running.app, base);
    for (const [field, value] of Object.entries({
      userId: (await users.findOneByOrFail({ email: other.email })).id,
      id: '00000000-0000-4000-8000-000000000004',
    })) {
      expect(
        (await api.post('/api/addresses', { ...address(), [field]: value })).status,
        field,
      ).toBe(400);
    }
    expect(
      await json<{ data?: unknown[] } | unknown[]>(await other.api.get('/api/addresses')),
    ).toSatisfy((x: unknown) =>
      Array.isArray(x) ? x.length === 0 : ((x as { data: unknown[] }).data ?? []).length === 0,
    );
    const addr = await json<AddressResponseDto>(await api.post('/api/addresses', address()));

    // Review: no approval, no verified flag, no other author.
    for (const [field, value] of Object.entries({
      status: 'approved',
      approved: true,
      verifiedPurchase: true,
      userId: other.email,
      authorName: 'The Brand',
      productId: otherProductId,
    })) {
      const res = await api.post(`/api/products/${productId}/reviews`, {
        score: 5,
        title: 'Top',
        content: 'Een echte aanrader voor iedereen.',
        [field]: value,
      });
      expect(res.status, field).toBe(400);
    }

    // Checkout: no price, no status, no payment state, no owner.
    for (const [field, value] of Object.entries({
      status: 'paid',
      paidStatus: 'paid',
      totalCents: 1,
      shippingCents: 0,
      userId: '00000000-0000-4000-8000-000000000005',
      discountCents: 9999,
    })) {
      const res = await api.post('/api/orders', { addressId: addr.id, [field]: value });
      expect(res.status, field).toBe(400);
    }
    const placed = await api.post('/api/orders', { addressId: addr.id });
    expect(placed.status).toBe(201);
    const order = await json<OrderResponseDto & { status: string; totalCents?: number }>(placed);
    expect(order.status).not.toBe('paid');
    expect(JSON.stringify(order)).toContain('2500');
    expect((await catalogue.stockOf([productId])).get(productId)?.stock).toBeLessThan(100);
  });
});
