import { getRepositoryToken } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressResponseDto } from '../src/modules/addresses/dto/address.dto.js';
import type { AuditListResponseDto } from '../src/modules/audit/dto/audit.dto.js';
import { CatalogueService } from '../src/modules/catalogue/catalogue.service.js';
import type {
  AdminOrderListResponseDto,
  AdminOrderResponseDto,
} from '../src/modules/orders/dto/admin-order.dto.js';
import type { OrderResponseDto } from '../src/modules/orders/dto/order.dto.js';
import { DemoPaymentEntity } from '../src/modules/payments/entities/demo-payment.entity.js';
import type { UserResponseDto } from '../src/modules/users/dto/user.dto.js';
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

describe(`back-office orders and users on ${ENGINES}`, () => {
  let env: TestEnvironment;
  let running: RunningApp;
  let base: string;
  let admin: Client;
  let manager: Client;
  let customer: Client;
  let anonymous: Client;

  const stock = async (productId: string) =>
    (await running.app.get(CatalogueService).stockOf([productId])).get(productId)?.stock;
  const auditOf = async (entityType: string, entityId: string) =>
    (
      await json<AuditListResponseDto>(
        await admin.get(
          `/api/admin/audit?entityType=${entityType}&entityId=${entityId}&perPage=100`,
        ),
      )
    ).data;

  /** A customer places an order for `quantity` of the product and, unless told otherwise, pays it on the demo page. */
  async function order(
    productId: string,
    quantity: number,
    outcome: 'paid' | null = 'paid',
  ): Promise<{ order: OrderResponseDto; email: string; api: Client }> {
    const shopper = await newCustomer(running.app, base);
    const addr = await json<AddressResponseDto>(
      await shopper.api.post('/api/addresses', address()),
    );
    expect((await shopper.api.post('/api/cart/items', { productId, quantity })).status).toBe(201);
    const res = await shopper.api.post('/api/orders', { addressId: addr.id });
    expect(res.status).toBe(201);
    const placed = await json<OrderResponseDto>(res);
    if (outcome) {
      await fetch(`${base}${new URL(placed.checkoutUrl!).pathname}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ outcome }),
        redirect: 'manual',
      });
    }
    return {
      order: await json<OrderResponseDto>(await shopper.api.get(`/api/orders/${placed.id}`)),
      email: shopper.email,
      api: shopper.api,
    };
  }

  const setStatus = (id: string, status: string) =>
    admin.post(
      `/api/admin/orders/${id}/status`,
      status === 'shipped'
        ? { status, carrier: 'ups', trackingNumber: '1Z999AA10123456784' }
        : { status },
    );

  beforeAll(async () => {
    env = await createTestEnvironment();
    running = await startApp(env.config());
    base = running.baseUrl;
    admin = client(base, await signIn(base, 'admin@demo.test', 'Demo1234', BACKOFFICE));
    manager = client(base, await signIn(base, 'manager@demo.test', 'Demo1234', BACKOFFICE));
    customer = (await newCustomer(running.app, base)).api;
    anonymous = client(base, null);
  });
  afterAll(async () => {
    await running?.close();
    await env?.dispose();
  });

  it('refuses signed-out callers (401), customers (403) and partner managers (403, except the partner-account list) on every order and user endpoint', async () => {
    const product = await createProduct(running.app, { priceCents: 1000, stock: 5 });
    const { order: o } = await order(product, 1);
    const someone = await json<{ data: UserResponseDto[] }>(
      await admin.get('/api/admin/users?role=customer&perPage=1'),
    );
    const userId = someone.data[0]!.id;
    const calls: ((c: Client) => Promise<Response>)[] = [
      (c) => c.get('/api/admin/orders'),
      (c) => c.get(`/api/admin/orders/${o.id}`),
      (c) => c.post(`/api/admin/orders/${o.id}/status`, { status: 'processing' }),
      (c) => c.post(`/api/admin/orders/${o.id}/refund`, {}),
      (c) => c.get('/api/admin/users'),
      (c) => c.get(`/api/admin/users/${userId}`),
      (c) => c.patch(`/api/admin/users/${userId}`, { role: 'admin' }),
    ];
    for (const call of calls) {
      expect((await call(anonymous)).status).toBe(401);
      expect((await call(customer)).status).toBe(403);
    }
    for (const call of calls.filter((_, i) => i !== 4))
      expect((await call(manager)).status).toBe(403);
    // The user list is for admins; where partner managers may list partner accounts, never customers.
    const managed = await manager.get('/api/admin/users?role=customer');
    expect([200, 403]).toContain(managed.status);
    if (managed.status === 200)
      expect((await json<{ data: UserResponseDto[] }>(managed)).data).toEqual([]);
    const still = await json<AdminOrderResponseDto>(await admin.get(`/api/admin/orders/${o.id}`));
    expect(still).toMatchObject({ status: 'paid', paidStatus: 'paid' });
    expect((await json<UserResponseDto>(await admin.get(`/api/admin/users/${userId}`))).role).toBe(
      'customer',
    );
  });

  it('lists orders with filters (status, paid status, number or e-mail, date range) and shows the detail', async () => {
    const product = await createProduct(running.app, { priceCents: 2500, stock: 20 });
    const paid = await order(product, 2);
    const open = await order(product, 1, null);

    const byEmail = await json<AdminOrderListResponseDto>(
      await admin.get(`/api/admin/orders?q=${encodeURIComponent(paid.email.toUpperCase())}`),
    );
    expect(byEmail.total).toBe(1);
    expect(byEmail.data[0]).toMatchObject({
      id: paid.order.id,
      number: paid.order.number,
      email: paid.email,
      status: 'paid',
      paidStatus: 'paid',
      itemCount: 2,
      customerName: 'Lotte Janssens',
    });

    const byNumber = await json<AdminOrderListResponseDto>(
      await admin.get(`/api/admin/orders?q=${open.order.number}`),
    );
    expect(byNumber.data.map((o) => o.id)).toEqual([open.order.id]);

    const pending = await json<AdminOrderListResponseDto>(
      await admin.get('/api/admin/orders?status=pending_payment&perPage=100'),
    );
    expect(pending.data.map((o) => o.id)).toContain(open.order.id);
    expect(pending.data.every((o) => o.status === 'pending_payment')).toBe(true);
    const paidList = await json<AdminOrderListResponseDto>(
      await admin.get('/api/admin/orders?paidStatus=paid&perPage=100'),
    );
    expect(paidList.data.map((o) => o.id)).toContain(paid.order.id);
    expect(paidList.data.map((o) => o.id)).not.toContain(open.order.id);

    const today = new Date().toISOString().slice(0, 10);
    const inRange = await json<AdminOrderListResponseDto>(
      await admin.get(`/api/admin/orders?createdFrom=${today}&createdTo=${today}&perPage=100`),
    );
    expect(inRange.data.map((o) => o.id)).toEqual(
      expect.arrayContaining([paid.order.id, open.order.id]),
    );
    const past = await json<AdminOrderListResponseDto>(
      await admin.get('/api/admin/orders?createdFrom=2020-01-01&createdTo=2020-12-31'),
    );
    expect(past.total).toBe(0);
    expect((await admin.get('/api/admin/orders?createdFrom=yesterday')).status).toBe(400);

    const detail = await json<AdminOrderResponseDto>(
      await admin.get(`/api/admin/orders/${paid.order.number}`),
    );
    expect(detail).toMatchObject({
      id: paid.order.id,
      email: paid.email,
      itemsCents: 5000,
      deliveryAddress: { street: 'Meir', city: 'Antwerpen' },
      lines: [{ productId: product, quantity: 2, unitPriceCents: 2500, lineTotalCents: 5000 }],
      payments: [{ provider: 'demo', status: 'paid', amountCents: paid.order.totalCents }],
      allowedTransitions: ['processing', 'cancelled'],
      refundable: true,
      specialist: null,
    });
    expect(detail.customer?.email).toBe(paid.email);
    expect((await admin.get('/api/admin/orders/VY-1999-000001')).status).toBe(404);
  });

  it('moves an order along the allowed transitions and refuses the others with ORDERS_ILLEGAL_TRANSITION; audit order.status', async () => {
    const product = await createProduct(running.app, { priceCents: 1200, stock: 10 });
    const { order: o } = await order(product, 1);

    const skip = await setStatus(o.id, 'delivered');
    expect(skip.status).toBe(409);
    expect(await json(skip)).toMatchObject({
      code: 'ORDERS_ILLEGAL_TRANSITION',
      from: 'paid',
      to: 'delivered',
      allowed: ['processing', 'cancelled'],
    });
    expect((await setStatus(o.id, 'lost')).status).toBe(400);

    for (const [status, next] of [
      ['processing', ['shipped', 'cancelled']],
      ['shipped', ['delivered']],
      ['delivered', []],
    ] as const) {
      const res = await setStatus(o.id, status);
      expect(res.status).toBe(200);
      expect(await json(res)).toMatchObject({ status, allowedTransitions: next });
    }
    const back = await setStatus(o.id, 'cancelled');
    expect(back.status).toBe(409);
    expect(await json(back)).toMatchObject({
      code: 'ORDERS_ILLEGAL_TRANSITION',
      from: 'delivered',
      allowed: [],
    });
    expect(await stock(product)).toBe(9);

    const entries = await auditOf('order', o.id);
    expect(entries.filter((e) => e.action === 'order.status').map((e) => e.changes)).toEqual(
      expect.arrayContaining([
        { status: ['paid', 'processing'] },
        // shipped and delivered also record when (the withdrawal period runs from delivery)
        {
          status: ['processing', 'shipped'],
          shippedAt: [null, expect.any(String)],
          carrier: [null, 'ups'],
          trackingNumber: [null, '1Z999AA10123456784'],
          trackingUrl: [null, 'https://www.ups.com/track?tracknum=1Z999AA10123456784'],
        },
        { status: ['shipped', 'delivered'], deliveredAt: [null, expect.any(String)] },
      ]),
    );
    expect(entries.every((e) => e.actorEmail === 'admin@demo.test')).toBe(true);
  });

  it('puts the stock back once when an order is cancelled; a late payment of a cancelled order changes nothing', async () => {
    const product = await createProduct(running.app, { priceCents: 900, stock: 10 });
    const { order: paid } = await order(product, 3);
    expect(await stock(product)).toBe(7);
    const cancelled = await json<AdminOrderResponseDto>(await setStatus(paid.id, 'cancelled'));
    expect(cancelled).toMatchObject({ status: 'cancelled', paidStatus: 'paid', refundable: true });
    expect(await stock(product)).toBe(10);
    expect((await setStatus(paid.id, 'cancelled')).status).toBe(409);
    expect(await stock(product)).toBe(10);

    const waiting = await order(product, 2, null);
    expect(await stock(product)).toBe(8);
    const res = await json<AdminOrderResponseDto>(await setStatus(waiting.order.id, 'cancelled'));
    expect(res).toMatchObject({ status: 'cancelled', paidStatus: 'cancelled' });
    expect(await stock(product)).toBe(10);
    // The customer pays on the (still open) demo page afterwards: the order stays cancelled, stock untouched.
    await fetch(`${base}${new URL(waiting.order.checkoutUrl!).pathname}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ outcome: 'paid' }),
      redirect: 'manual',
    });
    expect(await json(await admin.get(`/api/admin/orders/${waiting.order.id}`))).toMatchObject({
      status: 'cancelled',
      paidStatus: 'cancelled',
    });
    expect(await stock(product)).toBe(10);
    const restock = (await auditOf('order', waiting.order.id)).find(
      (e) => e.action === 'order.status',
    );
    expect(restock?.changes).toMatchObject({
      status: ['pending_payment', 'cancelled'],
      paidStatus: ['open', 'cancelled'],
      restocked: [{ productId: product, quantity: 2 }],
    });
  });

  it('refunds a paid order through the demo provider once; audit order.refund', async () => {
    const product = await createProduct(running.app, { priceCents: 4000, stock: 10 });
    const { order: o, api } = await order(product, 1);
    const open = await order(product, 1, null);
    const notPaid = await admin.post(`/api/admin/orders/${open.order.id}/refund`, {});
    expect(notPaid.status).toBe(409);
    expect(await json(notPaid)).toMatchObject({ code: 'ORDERS_NOT_REFUNDABLE' });

    const res = await admin.post(`/api/admin/orders/${o.id}/refund`, {
      reason: 'Allergic reaction',
    });
    expect(res.status).toBe(200);
    expect(await json(res)).toMatchObject({
      paidStatus: 'refunded',
      refundable: false,
      payments: [{ status: 'refunded' }],
    });
    const demo = await running.app
      .get<Repository<DemoPaymentEntity>>(getRepositoryToken(DemoPaymentEntity))
      .findOneByOrFail({ orderId: o.id });
    expect(demo.status).toBe('refunded');
    expect(await json(await api.get(`/api/orders/${o.id}`))).toMatchObject({
      paidStatus: 'refunded',
    });

    const again = await admin.post(`/api/admin/orders/${o.id}/refund`, {});
    expect(again.status).toBe(409);
    const refund = (await auditOf('order', o.id)).find((e) => e.action === 'order.refund');
    expect(refund).toMatchObject({ actorEmail: 'admin@demo.test' });
    expect(refund!.changes).toMatchObject({
      paidStatus: ['paid', 'refunded'],
      amountCents: o.totalCents,
      reason: 'Allergic reaction',
    });
  });

  it("maps the back-office's PATCH onto the same status change and refund", async () => {
    const product = await createProduct(running.app, { priceCents: 2200, stock: 10 });
    const { order: o } = await order(product, 1);
    const moved = await admin.patch(`/api/admin/orders/${o.id}`, { status: 'processing' });
    expect(moved.status).toBe(200);
    expect(await json(moved)).toMatchObject({
      status: 'processing',
      allowedTransitions: ['shipped', 'cancelled'],
    });
    const refused = await admin.patch(`/api/admin/orders/${o.id}`, { status: 'pending_payment' });
    expect(refused.status).toBe(409);
    expect(await json(refused)).toMatchObject({ code: 'ORDERS_ILLEGAL_TRANSITION' });
    const refunded = await admin.patch(`/api/admin/orders/${o.id}`, {
      paidStatus: 'refunded',
      refundReason: 'Damaged parcel',
    });
    expect(await json(refunded)).toMatchObject({ status: 'processing', paidStatus: 'refunded' });
    expect((await admin.patch(`/api/admin/orders/${o.id}`, { paidStatus: 'paid' })).status).toBe(
      400,
    );
    expect((await auditOf('order', o.id)).map((e) => e.action).sort()).toEqual([
      'order.refund',
      'order.status',
    ]);
  });

  it('lists users with filters and lets only admins change roles (not their own); audit user.role', async () => {
    const shopper = await newCustomer(running.app, base);
    const found = await json<{ data: UserResponseDto[]; total: number }>(
      await admin.get(`/api/admin/users?q=${shopper.email.slice(0, 8)}`),
    );
    expect(found.data.map((u) => u.email)).toContain(shopper.email);
    const managers = await json<{ data: UserResponseDto[] }>(
      await admin.get('/api/admin/users?role=partner_manager&perPage=100'),
    );
    expect(managers.data.map((u) => u.email)).toContain('manager@demo.test');
    expect(managers.data.every((u) => u.role === 'partner_manager')).toBe(true);
    const user = found.data.find((u) => u.email === shopper.email)!;

    const bad = await admin.patch(`/api/admin/users/${user.id}`, { role: 'emperor' });
    expect(bad.status).toBe(400);
    expect((await json(bad)).errors).toMatchObject({ role: 'validation.choice' });

    const res = await admin.patch(`/api/admin/users/${user.id}`, { role: 'partner_manager' });
    expect(res.status).toBe(200);
    expect((await json<UserResponseDto>(res)).role).toBe('partner_manager');
    // Tokens issued with the old role stop working.
    expect((await shopper.api.get('/api/user')).status).toBe(401);
    const promoted = client(base, await signIn(base, shopper.email, 'Secret12', BACKOFFICE));
    expect((await promoted.patch(`/api/admin/users/${user.id}`, { role: 'admin' })).status).toBe(
      403,
    );

    const me = (
      await json<{ data: UserResponseDto[] }>(await admin.get('/api/admin/users?q=admin@demo.test'))
    ).data[0]!;
    const own = await admin.patch(`/api/admin/users/${me.id}`, { role: 'customer' });
    expect(own.status).toBe(409);
    expect(await json(own)).toMatchObject({ code: 'USERS_OWN_ROLE' });

    const entries = await auditOf('user', user.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: 'user.role',
      actorEmail: 'admin@demo.test',
      changes: { role: ['customer', 'partner_manager'] },
    });
  });
});
