import { getRepositoryToken } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressResponseDto } from '../src/modules/addresses/dto/address.dto.js';
import { ContentService } from '../src/modules/content/content.service.js';
import type { OrderResponseDto } from '../src/modules/orders/dto/order.dto.js';
import type {
  PartnerDashboardResponseDto,
  PartnerLinkResponseDto,
  PartnerProfileResponseDto,
  TrainingListResponseDto,
  TrainingResponseDto,
} from '../src/modules/partner-portal/dto/partner-portal.dto.js';
import { StoreEntity } from '../src/modules/stores/entities/store.entity.js';
import { UsersService } from '../src/modules/users/users.service.js';
import { DEMO_PARTNER_STORE } from '../src/database/seed/shop-demo.seeder.js';
import { BACKOFFICE, signIn } from './helpers/auth.js';
import { address, client, createProduct, newCustomer, type Client } from './helpers/shop.js';
import { TestSmtpServer } from './helpers/smtp.js';
import {
  createTestEnvironment,
  ENGINES,
  json,
  startApp,
  type RunningApp,
  type TestEnvironment,
} from './helpers/test-app.js';

const RATE = 0.15;

describe(`partner portal on ${ENGINES}`, () => {
  let env: TestEnvironment;
  let smtp: TestSmtpServer;
  let running: RunningApp;
  let base: string;
  let stores: Repository<StoreEntity>;
  let salonA: StoreEntity;
  let salonB: StoreEntity;
  let partnerA: Client;
  let partnerB: Client;
  let storeless: Client;
  let inactive: Client;
  let notOfficial: Client;
  let customer: Client;
  let admin: Client;
  let anonymous: Client;
  let trainingSlug: string;

  /** A partner account (role partner) of the given store (or none). */
  async function partnerOf(storeId: string | null): Promise<Client> {
    const email = `p-${Math.random().toString(36).slice(2, 10)}@salon.test`;
    await running.app.get(UsersService).create({
      email,
      password: 'Secret12',
      firstName: 'Sara',
      lastName: 'Partner',
      country: 'BE',
      role: 'partner',
      locale: 'nl',
      partnerStoreId: storeId,
    });
    return client(base, await signIn(base, email, 'Secret12'));
  }

  /** Places and pays (or leaves unpaid) an order of one product for this customer. */
  async function order(
    api: Client,
    addressId: string,
    productId: string,
    outcome: 'paid' | 'unpaid' = 'paid',
  ): Promise<OrderResponseDto> {
    expect((await api.post('/api/cart/items', { productId, quantity: 1 })).status).toBe(201);
    const res = await api.post('/api/orders', { addressId });
    expect(res.status).toBe(201);
    const placed = await json<OrderResponseDto>(res);
    if (outcome === 'paid') {
      const paid = await fetch(`${base}${new URL(placed.checkoutUrl!).pathname}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ outcome: 'paid' }),
        redirect: 'manual',
      });
      expect(paid.status).toBe(303);
    }
    return placed;
  }

  beforeAll(async () => {
    env = await createTestEnvironment();
    smtp = await new TestSmtpServer().start();
    running = await startApp(
      env.config({ SMTP_URL: smtp.url, PARTNER_COMMISSION_RATE: String(RATE) }),
    );
    base = running.baseUrl;
    stores = running.app.get(getRepositoryToken(StoreEntity));
    salonA = await stores.findOneByOrFail({ name: DEMO_PARTNER_STORE });
    salonB = await stores.findOneByOrFail({ name: 'Atelier Epiderma' });
    const closed = await stores.findOneByOrFail({ name: 'Maison Clarté' });
    await stores.update({ id: closed.id }, { active: false });
    const plain = await stores.findOneByOrFail({ name: 'Schoonheidssalon Iris' });
    partnerA = client(base, await signIn(base, 'partner@demo.test'));
    partnerB = await partnerOf(salonB.id);
    storeless = await partnerOf(null);
    inactive = await partnerOf(closed.id);
    notOfficial = await partnerOf(plain.id);
    customer = (await newCustomer(running.app, base)).api;
    admin = client(base, await signIn(base, 'admin@demo.test', 'Demo1234', BACKOFFICE));
    anonymous = client(base, null);
    const list = await json<TrainingListResponseDto>(
      await partnerA.get('/api/partner/trainings?locale=nl'),
    );
    trainingSlug = list.data[0]!.slug;
  });
  afterAll(async () => {
    await running?.close();
    await smtp?.stop();
    await env?.dispose();
  });

  const partnerPaths = () => [
    '/api/partner/profile',
    '/api/partner/dashboard',
    '/api/partner/trainings',
    `/api/partner/trainings/${trainingSlug}`,
  ];

  it('refuses signed-out callers (401), customers, admins and partner accounts without an active official store (403) on every partner endpoint', async () => {
    for (const path of partnerPaths()) {
      expect((await anonymous.get(path)).status, path).toBe(401);
      for (const api of [customer, admin, storeless, inactive, notOfficial]) {
        const res = await api.get(path);
        expect(res.status, path).toBe(403);
      }
      expect((await partnerA.get(path)).status, path).toBe(200);
      expect((await partnerB.get(path)).status, path).toBe(200);
    }
    expect((await json(await storeless.get('/api/partner/profile'))).code).toBe(
      'PARTNER_PORTAL_NOT_PARTNER',
    );
    expect((await partnerA.get('/api/partner/trainings/no-such-training')).status).toBe(404);
    expect((await partnerA.get('/api/partner/dashboard?month=2026-13')).status).toBe(400);
  });

  it('gives each salon its own profile and a stable personal link; /t/<code> redirects to the salon page, an unknown code to the same page (which says it does not exist)', async () => {
    const a = await json<PartnerProfileResponseDto>(await partnerA.get('/api/partner/profile'));
    const b = await json<PartnerProfileResponseDto>(await partnerB.get('/api/partner/profile'));
    expect(a.store.id).toBe(salonA.id);
    expect(b.store.id).toBe(salonB.id);
    expect(a.code).toMatch(/^[a-z2-9]{8}$/);
    expect(a.code).not.toBe(b.code);
    expect(a.link).toBe(`http://shop.test/t/${a.code}`);
    expect(
      (await json<PartnerProfileResponseDto>(await partnerA.get('/api/partner/profile'))).code,
    ).toBe(a.code);

    const redirect = await fetch(`${base}/t/${a.code}`, {
      redirect: 'manual',
      headers: { 'accept-language': 'fr-BE,fr;q=0.9' },
    });
    expect(redirect.status).toBe(302);
    expect(redirect.headers.get('location')).toBe(`/fr/salon/${a.code}`);
    const nl = await fetch(`${base}/t/${a.code}?locale=nl`, { redirect: 'manual' });
    expect(nl.headers.get('location')).toBe(`/nl/salon/${a.code}`);

    const link = await json<PartnerLinkResponseDto>(
      await anonymous.get(`/api/partner-links/${a.code}`),
    );
    expect(link.store).toMatchObject({ id: salonA.id, name: salonA.name, officialPartner: true });

    // A mistyped code goes to the storefront's salon page too (letters and digits only), which
    // answers with a translated "this link does not exist" page.
    for (const [unknown, target] of [
      ['zzzzzzzz', 'zzzzzzzz'],
      ['nope', 'nope'],
      ['../../etc', 'etc'],
      ['%0d%0aSet-Cookie:x', '0d0asetcookiex'],
      ['---', 'unknown'],
    ] as const) {
      const mistyped = await fetch(`${base}/t/${encodeURIComponent(unknown)}?locale=de`, {
        redirect: 'manual',
      });
      expect(mistyped.status).toBe(302);
      expect(mistyped.headers.get('location')).toBe(`/de/salon/${target}`);
      expect(mistyped.headers.get('set-cookie')).toBeNull();
      expect(
        (await anonymous.get(`/api/partner-links/${encodeURIComponent(unknown)}`)).status,
      ).toBe(404);
    }
  });

  it('shows partners the trainings in their language with the nl fallback, with attachments and live session', async () => {
    const nl = await json<TrainingListResponseDto>(
      await partnerA.get('/api/partner/trainings?locale=nl'),
    );
    expect(nl.data).toHaveLength(3);
    expect(nl.data.every((t) => t.type === 'training' && t.language === 'nl')).toBe(true);
    const fr = await json<TrainingListResponseDto>(
      await partnerA.get('/api/partner/trainings', { 'accept-language': 'fr' }),
    );
    expect(fr.data.map((t) => t.language)).toEqual(['fr', 'fr', 'fr']);

    const peel = await json<TrainingResponseDto>(
      await partnerA.get('/api/partner/trainings/training-peel-protocol?locale=de'),
    );
    expect(peel).toMatchObject({
      slug: 'schulung-peeling-protokoll',
      language: 'de',
      sessionAt: '2027-03-15T09:00:00.000Z',
      sessionLocation: 'Vyrelle Academy, Meir 1, 2000 Antwerpen',
    });
    expect(peel.attachments).toEqual([
      { label: 'Protocol (PDF)', url: 'https://academy.vyrelle.example/enzyme-peel.pdf' },
    ]);
    expect(peel.content).toContain('<ol>');

    // Only in nl: the other languages fall back to it; unpublished ones stay hidden.
    const content = running.app.get(ContentService);
    const base_ = {
      language: 'nl' as const,
      type: 'training' as const,
      name: 'x',
      title: 'Alleen in het Nederlands',
      content: '<p>Tekst <script>alert(1)</script></p>',
      publishAt: new Date(Date.now() - 60_000).toISOString(),
      published: true,
    };
    await content.savePost({ ...base_, slug: 'training-alleen-nl' });
    await content.savePost({ ...base_, slug: 'training-concept', published: false });
    const en = await json<TrainingListResponseDto>(
      await partnerB.get('/api/partner/trainings?locale=en'),
    );
    expect(en.data.find((t) => t.slug === 'training-alleen-nl')?.language).toBe('nl');
    expect(en.data.some((t) => t.slug === 'training-concept')).toBe(false);
    const only = await json<TrainingResponseDto>(
      await partnerB.get('/api/partner/trainings/training-alleen-nl?locale=en'),
    );
    expect(only.language).toBe('nl');
    expect(only.content).not.toContain('<script');
    expect((await partnerB.get('/api/partner/trainings/training-concept')).status).toBe(404);
    // A blog article is not a training.
    expect((await partnerA.get('/api/partner/trainings/de-klok-van-je-huid')).status).toBe(404);
  });

  it('never returns trainings from the public content endpoints: list, detail, pages, home, preview', async () => {
    const slugs = [
      'training-epigenetica-basis',
      'training-epigenetics-basics',
      'formation-bases-epigenetique',
      'training-alleen-nl',
    ];
    expect((await anonymous.get('/api/posts?type=training')).status).toBe(400);
    for (const type of ['blog', 'routine']) {
      for (const locale of ['nl', 'en', 'de', 'fr']) {
        const list = await json(
          await anonymous.get(`/api/posts?type=${type}&perPage=24&locale=${locale}`),
        );
        expect(list.data.some((p: { type: string }) => p.type === 'training')).toBe(false);
      }
    }
    for (const slug of slugs) {
      expect((await anonymous.get(`/api/posts/${slug}`)).status, slug).toBe(404);
      expect((await customer.get(`/api/posts/${slug}`)).status, slug).toBe(404);
      expect((await partnerA.get(`/api/posts/${slug}`)).status, slug).toBe(404);
      expect((await anonymous.get(`/api/pages/${slug}`)).status, slug).toBe(404);
    }
    expect(
      (await anonymous.get('/api/posts/training-epigenetica-basis?type=training')).status,
    ).toBe(400);
    for (const locale of ['nl', 'fr']) {
      const home = JSON.stringify(await json(await anonymous.get(`/api/home?locale=${locale}`)));
      expect(home).not.toContain('"training"');
      for (const slug of slugs) expect(home).not.toContain(slug);
    }
    // The back-office accepts the type; its preview link does not open a training publicly.
    const listed = await json(await admin.get('/api/admin/posts?type=training&perPage=50'));
    expect(listed.total).toBeGreaterThanOrEqual(12);
    const preview = await json(await admin.post(`/api/admin/posts/${listed.data[0].id}/preview`));
    expect(
      (await anonymous.get(`/api/post-previews/${encodeURIComponent(preview.token)}`)).status,
    ).toBe(404);
  });

  it('lets the back-office create a training with attachments and a live session', async () => {
    const res = await admin.post('/api/admin/posts', {
      language: 'en',
      type: 'training',
      name: 'Live session',
      slug: 'training-live-session-test',
      title: 'Live session',
      content: '<p>Join us.</p>',
      publishAt: new Date(Date.now() - 60_000).toISOString(),
      published: true,
      attachments: [{ label: 'Slides', url: 'https://academy.vyrelle.example/slides.pdf' }],
      sessionAt: '2027-01-20T13:00:00.000Z',
      sessionLocation: 'Online',
    });
    expect(res.status).toBe(201);
    expect(await json(res)).toMatchObject({
      type: 'training',
      attachments: [{ label: 'Slides', url: 'https://academy.vyrelle.example/slides.pdf' }],
      sessionAt: '2027-01-20T13:00:00.000Z',
      sessionLocation: 'Online',
    });
    const bad = await admin.post('/api/admin/posts', {
      language: 'en',
      type: 'training',
      name: 'x',
      slug: 'training-bad',
      title: 'x',
      content: '<p>x</p>',
      publishAt: new Date().toISOString(),
      attachments: [{ label: 'x', url: 'javascript:alert(1)' }],
    });
    expect(bad.status).toBe(400);
    expect((await json(bad)).errors['attachments.0.url']).toBe('validation.link');
    expect(
      (await partnerA.get('/api/partner/trainings/training-live-session-test?locale=en')).status,
    ).toBe(200);
  });

  it('attributes to a salon only the paid orders placed while the customer had chosen it, with the commission at the configured rate', async () => {
    const product = await createProduct(running.app, {
      priceCents: 5_000,
      stock: 50,
      name: 'Salonserum',
    });
    const shopper = await newCustomer(running.app, base);
    const addr = await json<AddressResponseDto>(
      await shopper.api.post('/api/addresses', address()),
    );

    expect((await shopper.api.put('/api/user/specialist', { storeId: salonA.id })).status).toBe(
      200,
    );
    const first = await order(shopper.api, addr.id, product);
    await order(shopper.api, addr.id, product, 'unpaid'); // not paid: not counted
    expect((await shopper.api.put('/api/user/specialist', { storeId: salonB.id })).status).toBe(
      200,
    );
    const second = await order(shopper.api, addr.id, product);
    expect((await shopper.api.delete('/api/user/specialist')).status).toBe(200);
    await order(shopper.api, addr.id, product); // no salon any more: counted for nobody

    const a = await json<PartnerDashboardResponseDto>(await partnerA.get('/api/partner/dashboard'));
    const b = await json<PartnerDashboardResponseDto>(await partnerB.get('/api/partner/dashboard'));
    const now = new Date();
    expect(a.month).toBe(
      `${now.getUTCFullYear()}-${String(now.getUTCMonth() + 1).padStart(2, '0')}`,
    );
    expect(a).toMatchObject({
      orderCount: 1,
      revenueCents: first.totalCents,
      commissionRate: RATE,
      commissionCents: Math.round(first.totalCents * RATE),
    });
    expect(a.orders).toEqual([
      {
        number: first.number,
        placedAt: expect.any(String),
        customer: 'Test K.',
        products: [expect.stringContaining('Salonserum')],
        totalCents: first.totalCents,
      },
    ]);
    expect(b).toMatchObject({ orderCount: 1, revenueCents: second.totalCents });
    expect(b.orders.map((o) => o.number)).toEqual([second.number]);

    // No addresses, e-mail or payment details reach the salon.
    const raw = JSON.stringify(a);
    for (const secret of [
      'Meir',
      'Antwerpen',
      'Janssens',
      '@shop.test',
      'demo',
      'checkoutUrl',
      'paymentId',
    ])
      expect(raw).not.toContain(secret);

    // Another month is empty.
    const empty = await json<PartnerDashboardResponseDto>(
      await partnerA.get('/api/partner/dashboard?month=2020-01'),
    );
    expect(empty).toMatchObject({
      month: '2020-01',
      orderCount: 0,
      revenueCents: 0,
      commissionCents: 0,
      orders: [],
    });
  });
});
