import { randomBytes } from 'node:crypto';
import { getRepositoryToken } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressResponseDto } from '../src/modules/addresses/dto/address.dto.js';
import type { AuditListResponseDto } from '../src/modules/audit/dto/audit.dto.js';
import type { AdminProductResponseDto } from '../src/modules/catalogue/dto/admin-product.dto.js';
import type {
  AdminPostResponseDto,
  AdminPostListResponseDto,
} from '../src/modules/content/dto/admin-post.dto.js';
import { OrderEntity, type OrderKind } from '../src/modules/orders/entities/order.entity.js';
import type { OrderResponseDto } from '../src/modules/orders/dto/order.dto.js';
import type {
  PartnerPriceListResponseDto,
  PartnerPriceResponseDto,
  PartnerRevenueResponseDto,
} from '../src/modules/partner-admin/dto/partner-admin.dto.js';
import type { PartnerDashboardResponseDto } from '../src/modules/partner-portal/dto/partner-portal.dto.js';
import { StoreEntity } from '../src/modules/stores/entities/store.entity.js';
import { UsersService } from '../src/modules/users/users.service.js';
import { DEMO_PARTNER_STORE } from '../src/database/seed/shop-demo.seeder.js';
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

const RATE = 0.12;
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

describe(`back-office for partner managers on ${ENGINES}`, () => {
  let env: TestEnvironment;
  let running: RunningApp;
  let base: string;
  let admin: Client;
  let manager: Client;
  let customer: Client;
  let partner: Client;
  let anonymous: Client;
  let orders: Repository<OrderEntity>;
  let stores: Repository<StoreEntity>;
  let salonA: StoreEntity;
  let salonB: StoreEntity;
  let product: string;

  /** An order row as the checkout writes it, at a chosen moment (to test month boundaries and kinds). */
  async function insertOrder(
    store: StoreEntity | null,
    createdAt: string,
    totalCents: number,
    options: { kind?: OrderKind; paid?: boolean } = {},
  ): Promise<void> {
    await orders.insert({
      number: `T-${randomBytes(6).toString('hex')}`,
      userId: UNKNOWN,
      email: 'someone@shop.test',
      locale: 'nl',
      status: options.paid === false ? 'pending' : 'processing',
      paidStatus: options.paid === false ? 'unpaid' : 'paid',
      deliveryAddress: {
        firstName: 'A',
        lastName: 'B',
        company: null,
        street: 'S',
        houseNumber: '1',
        box: null,
        postalCode: '1000',
        city: 'Brussel',
        country: 'BE',
        phone: null,
      },
      deliveryCents: 0,
      itemsCents: totalCents,
      netCents: totalCents,
      vatCents: 0,
      totalCents,
      vat: [],
      currency: 'EUR',
      specialistStoreId: store?.id ?? null,
      specialistStoreName: store?.name ?? null,
      kind: options.kind ?? 'customer',
      partnerStoreId: options.kind === 'partner' ? (store?.id ?? null) : null,
      createdAt: new Date(createdAt),
    } as Partial<OrderEntity>);
  }

  const revenue = async (api: Client, month: string) => {
    const res = await api.get(`/api/admin/partner-revenue?month=${month}`);
    expect(res.status).toBe(200);
    return json<PartnerRevenueResponseDto>(res);
  };

  const training = (overrides: Record<string, unknown> = {}) => {
    const slug = `training-${randomBytes(4).toString('hex')}`;
    return {
      language: 'nl',
      name: `Intern ${slug}`,
      slug,
      title: `Opleiding ${slug}`,
      content: '<p>Les<script>alert(1)</script></p>',
      publishAt: new Date(Date.now() - 60_000).toISOString(),
      sessionLocation: 'Gent',
      ...overrides,
    };
  };

  beforeAll(async () => {
    env = await createTestEnvironment();
    running = await startApp(env.config({ PARTNER_COMMISSION_RATE: String(RATE) }));
    base = running.baseUrl;
    admin = client(base, await signIn(base, 'admin@demo.test', 'Demo1234', BACKOFFICE));
    manager = client(base, await signIn(base, 'manager@demo.test', 'Demo1234', BACKOFFICE));
    customer = client(base, await signIn(base, 'customer@demo.test'));
    partner = client(base, await signIn(base, 'partner@demo.test'));
    anonymous = client(base, null);
    orders = running.app.get(getRepositoryToken(OrderEntity));
    stores = running.app.get(getRepositoryToken(StoreEntity));
    salonA = await stores.findOneByOrFail({ name: DEMO_PARTNER_STORE });
    salonB = await stores.findOneByOrFail({ name: 'Atelier Epiderma' });
    product = await createProduct(running.app, {
      priceCents: 4_840,
      stock: 100,
      name: 'Prijslijstserum',
    });
  });
  afterAll(async () => {
    await running?.close();
    await env?.dispose();
  });

  it('refuses signed-out callers (401) and customers and partners (403) on every new route; partner managers get in', async () => {
    const routes: [string, string, unknown?][] = [
      ['GET', '/api/admin/partner-prices'],
      ['GET', `/api/admin/partner-prices/${product}`],
      ['PATCH', `/api/admin/partner-prices/${product}`, { partnerMinQuantity: 2 }],
      ['GET', '/api/admin/partner-revenue?month=2025-03'],
      ['GET', '/api/admin/partner-revenue/export?month=2025-03'],
      ['GET', '/api/admin/trainings'],
      ['POST', '/api/admin/trainings', training()],
    ];
    const call = (api: Client, method: string, path: string, body?: unknown) =>
      method === 'GET'
        ? api.get(path)
        : method === 'PATCH'
          ? api.patch(path, body)
          : api.post(path, body);
    for (const [method, path, body] of routes) {
      expect((await call(anonymous, method, path, body)).status, `${method} ${path}`).toBe(401);
      expect((await call(customer, method, path, body)).status, `${method} ${path}`).toBe(403);
      expect((await call(partner, method, path, body)).status, `${method} ${path}`).toBe(403);
      expect((await call(manager, method, path, body)).status, `${method} ${path}`).toBeLessThan(
        300,
      );
    }
    // Other post types stay admin-only.
    expect((await manager.get('/api/admin/posts')).status).toBe(403);
    expect((await manager.post('/api/admin/posts', { ...training(), type: 'blog' })).status).toBe(
      403,
    );
    // The whole products API stays admin-only too.
    expect((await manager.get('/api/admin/products')).status).toBe(403);
    expect(
      (await manager.patch(`/api/admin/products/${product}`, { partnerPriceCents: 1 })).status,
    ).toBe(403);
  });

  it('lists the professional price list and patches only its three fields, validated and audited', async () => {
    const auditOf = async () =>
      (
        await json<AuditListResponseDto>(
          await admin.get(`/api/admin/audit?entityType=product&entityId=${product}&perPage=50`),
        )
      ).data.filter((entry) => entry.action === 'product.partnerPrice');
    const earlier = (await auditOf()).length;
    const list = await json<PartnerPriceListResponseDto>(
      await manager.get(`/api/admin/partner-prices?ids=${product}`),
    );
    expect(list.total).toBe(1);
    expect(list.data[0]).toMatchObject({
      id: product,
      name: 'Prijslijstserum',
      priceCents: 4_840,
      vatRate: 21,
      active: true,
    });

    const patched = await manager.patch(`/api/admin/partner-prices/${product}`, {
      partnerPriceCents: 2_000,
      partnerMinQuantity: 6,
      partnerOnly: true,
    });
    expect(patched.status).toBe(200);
    expect(await json<PartnerPriceResponseDto>(patched)).toMatchObject({
      partnerPriceCents: 2_000,
      partnerMinQuantity: 6,
      partnerOnly: true,
      priceCents: 4_840,
    });

    for (const [body, field] of [
      [{ partnerPriceCents: 0 }, 'partnerPriceCents'],
      [{ partnerPriceCents: 12.5 }, 'partnerPriceCents'],
      [{ partnerMinQuantity: 0 }, 'partnerMinQuantity'],
      [{ partnerMinQuantity: 1000 }, 'partnerMinQuantity'],
      [{ partnerOnly: 'yes' }, 'partnerOnly'],
      [{ priceCents: 1 }, 'priceCents'],
    ] as const) {
      const res = await manager.patch(`/api/admin/partner-prices/${product}`, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys((await json<{ errors: Record<string, string> }>(res)).errors)).toContain(
        field,
      );
    }
    expect(
      (await manager.patch(`/api/admin/partner-prices/${UNKNOWN}`, { partnerOnly: false })).status,
    ).toBe(404);

    // null takes it out of the partner shop; the filters follow.
    expect(
      await json(
        await manager.patch(`/api/admin/partner-prices/${product}`, { partnerPriceCents: null }),
      ),
    ).toMatchObject({ partnerPriceCents: null, partnerMinQuantity: 6 });
    const outside = await json<PartnerPriceListResponseDto>(
      await manager.get(
        `/api/admin/partner-prices?ids=${product}&inPartnerShop=false&partnerOnly=true`,
      ),
    );
    expect(outside.data.map((row) => row.id)).toEqual([product]);
    const inside = await json<PartnerPriceListResponseDto>(
      await manager.get(`/api/admin/partner-prices?ids=${product}&inPartnerShop=true`),
    );
    expect(inside.total).toBe(0);
    const sorted = await json<PartnerPriceListResponseDto>(
      await admin.get('/api/admin/partner-prices?sort=partnerPriceCents&order=DESC&perPage=5'),
    );
    expect(sorted.data.length).toBeGreaterThan(0);

    const entries = (await auditOf()).slice(0, (await auditOf()).length - earlier);
    expect(entries).toHaveLength(2); // refused patches leave no entry
    expect(entries.map((entry) => entry.actorEmail)).toEqual([
      'manager@demo.test',
      'manager@demo.test',
    ]);
    expect(JSON.stringify(entries)).toContain('partnerMinQuantity');
  });

  it('lets admins edit the partner fields in the product form too, never exposing them publicly', async () => {
    const res = await admin.patch(`/api/admin/products/${product}`, {
      partnerPriceCents: 1_999,
      partnerMinQuantity: 3,
      partnerOnly: false,
    });
    expect(res.status).toBe(200);
    expect(await json<AdminProductResponseDto>(res)).toMatchObject({
      partnerPriceCents: 1_999,
      partnerMinQuantity: 3,
      partnerOnly: false,
    });
    expect(
      (await admin.patch(`/api/admin/products/${product}`, { partnerMinQuantity: 0 })).status,
    ).toBe(400);
    const created = await admin.post('/api/admin/products', {
      slug: `salon-size-${randomBytes(3).toString('hex')}`,
      type: 'serum',
      collection: 'blue',
      skinTypes: ['normal'],
      timing: ['day'],
      priceCents: 9_900,
      partnerPriceCents: 4_000,
      partnerMinQuantity: 2,
      partnerOnly: true,
      translations: { nl: { name: 'Salonformaat' } },
    });
    expect(created.status, JSON.stringify(await created.clone().json())).toBe(201);
    expect(await json<AdminProductResponseDto>(created)).toMatchObject({
      partnerPriceCents: 4_000,
      partnerMinQuantity: 2,
      partnerOnly: true,
    });
    const publicAnswer = await (
      await anonymous.get(`/api/products?locale=nl&perPage=48&q=Prijslijstserum`)
    ).text();
    expect(publicAnswer).not.toContain('partnerPriceCents');
  });

  it('sums per salon per month only the paid customer orders attributed to it', async () => {
    // March 2025: salon A gets two paid customer orders, one unpaid, one B2B partner order and one on the boundary
    await insertOrder(salonA, '2025-03-01T00:00:00.000Z', 10_000);
    await insertOrder(salonA, '2025-03-31T23:59:59.000Z', 2_345);
    await insertOrder(salonA, '2025-03-15T12:00:00.000Z', 50_000, { paid: false });
    await insertOrder(salonA, '2025-03-15T12:00:00.000Z', 70_000, { kind: 'partner' });
    await insertOrder(salonA, '2025-04-01T00:00:00.000Z', 99_000); // April
    await insertOrder(salonA, '2025-02-28T23:59:59.000Z', 88_000); // February
    await insertOrder(salonB, '2025-03-10T10:00:00.000Z', 1_000);
    await insertOrder(null, '2025-03-10T10:00:00.000Z', 5_000); // no salon

    for (const api of [manager, admin]) {
      const march = await revenue(api, '2025-03');
      expect(march.month).toBe('2025-03');
      expect(march.commissionRate).toBe(RATE);
      const a = march.data.find((row) => row.id === salonA.id);
      const b = march.data.find((row) => row.id === salonB.id);
      expect(a).toMatchObject({
        storeName: DEMO_PARTNER_STORE,
        officialPartner: true,
        orderCount: 2,
        revenueCents: 12_345,
        commissionCents: Math.round(12_345 * RATE),
      });
      expect(b).toMatchObject({ orderCount: 1, revenueCents: 1_000, commissionCents: 120 });
      // every official partner has a row, with zeros when nothing was attributed
      const official = await stores.countBy({ officialPartner: true });
      expect(march.data.filter((row) => row.officialPartner)).toHaveLength(official);
      expect(march.total).toBe(march.data.length);
      expect(march.totals).toEqual({
        orderCount: march.data.reduce((sum, row) => sum + row.orderCount, 0),
        revenueCents: march.data.reduce((sum, row) => sum + row.revenueCents, 0),
        commissionCents: march.data.reduce((sum, row) => sum + row.commissionCents, 0),
      });
      expect(march.totals.revenueCents).toBe(13_345);
      expect(march.data[0]!.id).toBe(salonA.id); // highest revenue first
    }
    expect(
      (await revenue(manager, '2025-04')).data.find((row) => row.id === salonA.id)?.revenueCents,
    ).toBe(99_000);
    for (const bad of ['2025-13', '2025-3', 'march', '2025-03-01'])
      expect((await manager.get(`/api/admin/partner-revenue?month=${bad}`)).status, bad).toBe(400);
  });

  it('counts a real checkout for the salon the customer chose, the same as the salon dashboard', async () => {
    const now = new Date();
    const month = `${now.getUTCFullYear()}-${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
    const before = (await revenue(manager, month)).data.find((row) => row.id === salonA.id)!;
    const shopper = await newCustomer(running.app, base);
    const addr = await json<AddressResponseDto>(
      await shopper.api.post('/api/addresses', address()),
    );
    expect((await shopper.api.put('/api/user/specialist', { storeId: salonA.id })).status).toBe(
      200,
    );
    expect(
      (await shopper.api.post('/api/cart/items', { productId: product, quantity: 1 })).status,
    ).toBe(201);
    const placed = await json<OrderResponseDto>(
      await shopper.api.post('/api/orders', { addressId: addr.id }),
    );
    const paid = await fetch(`${base}${new URL(placed.checkoutUrl!).pathname}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ outcome: 'paid' }),
      redirect: 'manual',
    });
    expect(paid.status).toBe(303);
    const after = (await revenue(manager, month)).data.find((row) => row.id === salonA.id)!;
    expect(after.orderCount).toBe(before.orderCount + 1);
    expect(after.revenueCents).toBe(before.revenueCents + placed.totalCents);
    const dashboard = await json<PartnerDashboardResponseDto>(
      await partner.get(`/api/partner/dashboard?month=${month}`),
    );
    expect({
      orderCount: dashboard.orderCount,
      revenueCents: dashboard.revenueCents,
      commissionCents: dashboard.commissionCents,
    }).toEqual({
      orderCount: after.orderCount,
      revenueCents: after.revenueCents,
      commissionCents: after.commissionCents,
    });
  });

  it('exports the month as CSV for Excel: BOM, semicolons, headings in the caller language, formula-safe names', async () => {
    await stores.update({ id: salonB.id }, { name: '=HYPERLINK("http://evil.example";"x")' });
    try {
      const res = await manager.get('/api/admin/partner-revenue/export?month=2025-03&locale=en');
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      expect(res.headers.get('content-disposition')).toBe(
        'attachment; filename="partner-revenue-2025-03.csv"',
      );
      expect(res.headers.get('cache-control')).toBe('no-store');
      const bytes = new Uint8Array(await res.arrayBuffer());
      expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const lines = new TextDecoder().decode(bytes.slice(3)).split('\r\n');
      expect(lines[0]).toBe(
        'Month;Salon;City;Official partner;Orders;Revenue (EUR incl. VAT);Commission %;Commission (EUR)',
      );
      expect(lines[1]).toBe(
        `2025-03;${DEMO_PARTNER_STORE};${salonA.city};yes;2;123,45;12,00;14,81`,
      );
      expect(lines).toContain(
        `2025-03;"'=HYPERLINK(""http://evil.example"";""x"")";${salonB.city};yes;1;10,00;12,00;1,20`,
      );
      expect(lines.at(-1)).toBe('');
      expect(lines.at(-2)).toMatch(/^2025-03;Total;;;3;133,45;12,00;16,01$/);

      const nl = new TextDecoder().decode(
        await (
          await admin.get('/api/admin/partner-revenue/export?month=2025-03', {
            'accept-language': 'nl',
          })
        ).arrayBuffer(),
      );
      expect(nl).toContain('Maand;Salon;Plaats');
      expect((await manager.get('/api/admin/partner-revenue/export?month=2025-3')).status).toBe(
        400,
      );
    } finally {
      await stores.update({ id: salonB.id }, { name: salonB.name });
    }
  });

  it('lets partner managers create, edit and publish trainings, and only trainings', async () => {
    const created = await manager.post(
      '/api/admin/trainings',
      training({ attachments: [{ label: 'Slides', url: 'https://academy.example/slides.pdf' }] }),
    );
    expect(created.status).toBe(201);
    const post = await json<AdminPostResponseDto>(created);
    expect(post).toMatchObject({ type: 'training', published: false, sessionLocation: 'Gent' });
    expect(post.content).not.toContain('<script');

    expect((await manager.post('/api/admin/trainings', training({ type: 'blog' }))).status).toBe(
      400,
    );
    const edited = await manager.patch(`/api/admin/trainings/${post.id}`, {
      title: 'Nieuwe titel',
      type: 'training',
    });
    expect(edited.status).toBe(200);
    expect(await json(edited)).toMatchObject({ title: 'Nieuwe titel', type: 'training' });
    expect((await manager.patch(`/api/admin/trainings/${post.id}`, { type: 'page' })).status).toBe(
      400,
    );

    const published = await manager.post(`/api/admin/trainings/${post.id}/publish`);
    expect(published.status).toBe(200);
    expect(await json(published)).toMatchObject({ published: true, live: true });
    const salonView = await partner.get(`/api/partner/trainings/${post.slug}?locale=nl`);
    expect(salonView.status).toBe(200);
    expect((await manager.post(`/api/admin/trainings/${post.id}/unpublish`)).status).toBe(200);
    expect((await partner.get(`/api/partner/trainings/${post.slug}?locale=nl`)).status).toBe(404);

    const list = await json<AdminPostListResponseDto>(
      await manager.get('/api/admin/trainings?perPage=100'),
    );
    expect(list.data.some((row) => row.id === post.id)).toBe(true);
    expect(list.data.every((row) => row.type === 'training')).toBe(true);
    expect((await manager.get('/api/admin/trainings?type=blog')).status).toBe(400);

    // A blog post (made by the admin) is out of reach through the trainings API.
    const blogRes = await admin.post('/api/admin/posts', {
      ...training(),
      type: 'blog',
      language: 'en',
    });
    expect(blogRes.status).toBe(201);
    const blog = await json<AdminPostResponseDto>(blogRes);
    for (const res of [
      await manager.get(`/api/admin/trainings/${blog.id}`),
      await manager.patch(`/api/admin/trainings/${blog.id}`, { title: 'x' }),
      await manager.post(`/api/admin/trainings/${blog.id}/publish`),
      await manager.delete(`/api/admin/trainings/${blog.id}`),
    ])
      expect(res.status).toBe(404);
    expect(await json(await admin.get(`/api/admin/posts/${blog.id}`))).toMatchObject({
      title: blog.title,
      published: false,
    });
    expect((await manager.delete(`/api/admin/posts/${blog.id}`)).status).toBe(403);

    const audit = await json<AuditListResponseDto>(
      await admin.get(`/api/admin/audit?entityType=post&entityId=${post.id}&perPage=50`),
    );
    expect(audit.data.map((entry) => entry.action).sort()).toEqual([
      'post.create',
      'post.publish',
      'post.unpublish',
      'post.update',
    ]);

    expect((await manager.delete(`/api/admin/trainings/${post.id}`)).status).toBe(200);
    expect((await manager.get(`/api/admin/trainings/${post.id}`)).status).toBe(404);
  });

  it('shows partner managers each salon with its partner accounts', async () => {
    const email = `salon-${randomBytes(4).toString('hex')}@salon.test`;
    await running.app.get(UsersService).create({
      email,
      password: 'Secret12',
      firstName: 'Nora',
      lastName: 'Salon',
      country: 'BE',
      role: 'partner',
      locale: 'nl',
      partnerStoreId: salonB.id,
    });
    const res = await manager.get(
      `/api/admin/partner-accounts?partnerStoreId=${salonB.id}&perPage=100`,
    );
    expect(res.status).toBe(200);
    const accounts = await json<{
      data: { email: string; partnerStoreId: string | null }[];
      total: number;
    }>(res);
    expect(accounts.data.map((row) => row.email)).toContain(email);
    expect(accounts.data.every((row) => row.partnerStoreId === salonB.id)).toBe(true);
  });
});
