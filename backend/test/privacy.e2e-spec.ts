import { createHmac, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DataSource } from 'typeorm';
import type { AddressResponseDto } from '../src/modules/addresses/dto/address.dto.js';
import { AddressEntity } from '../src/modules/addresses/entities/address.entity.js';
import { FavouriteEntity } from '../src/modules/favourites/entities/favourite.entity.js';
import { PasswordResetTokenEntity } from '../src/modules/auth/entities/password-reset-token.entity.js';
import { RefreshTokenEntity } from '../src/modules/auth/entities/refresh-token.entity.js';
import { CartItemEntity } from '../src/modules/cart/entities/cart-item.entity.js';
import { JobQueue } from '../src/modules/jobs/job-types.js';
import { NewsletterSubscriberEntity } from '../src/modules/newsletter/entities/newsletter-subscriber.entity.js';
import { NEWSLETTER_CONSENT_WORDING_VERSION } from '../src/modules/newsletter/newsletter.service.js';
import { InvoicesService } from '../src/modules/invoices/invoices.service.js';
import { OrderEntity } from '../src/modules/orders/entities/order.entity.js';
import type { OrderResponseDto } from '../src/modules/orders/dto/order.dto.js';
import type {
  PrivacySummaryResponseDto,
  UserDataExportDto,
} from '../src/modules/privacy/dto/privacy.dto.js';
import { RetentionService } from '../src/modules/privacy/retention.service.js';
import { ReviewEntity } from '../src/modules/reviews/entities/review.entity.js';
import { UserEntity } from '../src/modules/users/entities/user.entity.js';
import { bearer, signIn, tokenRequest, STOREFRONT, type Tokens } from './helpers/auth.js';
import { address, client, createProduct, newCustomer, type Client } from './helpers/shop.js';
import { decodeQuotedPrintable, TestSmtpServer } from './helpers/smtp.js';
import {
  createTestEnvironment,
  ENGINES,
  json,
  startApp,
  waitFor,
  type RunningApp,
  type TestEnvironment,
} from './helpers/test-app.js';

const SECRET = 'test-consent-secret-for-the-privacy-suite';
const keyed = (ip: string) => createHmac('sha256', SECRET).update(ip).digest('hex');

describe(`GDPR self-service, consent proof and retention on ${ENGINES}`, () => {
  let env: TestEnvironment;
  let smtp: TestSmtpServer;
  let running: RunningApp;
  let base: string;
  let ipCounter = 0;
  const nextIp = () => `198.51.100.${++ipCounter}`;
  const repo = <T extends object>(entity: new () => T) =>
    running.app.get(DataSource).getRepository<T>(entity);

  beforeAll(async () => {
    env = await createTestEnvironment();
    smtp = await new TestSmtpServer().start();
    running = await startApp(
      env.config({
        SMTP_URL: smtp.url,
        TRUST_PROXY: '1',
        CONSENT_HASH_SECRET: SECRET,
        RETENTION_CART_DAYS: '30',
        RETENTION_MAIL_FILE_DAYS: '10',
      }),
    );
    base = running.baseUrl;
  });
  afterAll(async () => {
    await running?.close();
    await smtp?.stop();
    await env?.dispose();
  });

  /** A customer with an address, a paid order, a review, a favourite, a cart line and a newsletter subscription. */
  async function activeCustomer() {
    const customer = await newCustomer(running.app, base, { locale: 'en' });
    const productId = await createProduct(running.app, { priceCents: 3_000, stock: 10 });
    const other = await createProduct(running.app, { priceCents: 1_500, stock: 10 });
    const addr = await json<AddressResponseDto>(
      await customer.api.post('/api/addresses', { ...address(), phone: '+32 470 12 34 56' }),
    );
    expect((await customer.api.post('/api/cart/items', { productId, quantity: 1 })).status).toBe(
      201,
    );
    const order = await json<OrderResponseDto>(
      await customer.api.post('/api/orders', { addressId: addr.id }),
    );
    const paid = await fetch(`${base}${new URL(order.checkoutUrl!).pathname}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ outcome: 'paid' }),
      redirect: 'manual',
    });
    expect(paid.status).toBe(303);
    await waitFor(
      async () =>
        (await json<OrderResponseDto>(await customer.api.get(`/api/orders/${order.id}`)))
          .paidStatus === 'paid',
      { what: 'order paid' },
    );
    const review = await customer.api.post(
      `/api/products/${productId}/reviews`,
      { score: 4, title: 'Soft skin', content: 'Absorbs quickly and calms my skin.' },
      { 'x-forwarded-for': nextIp() },
    );
    expect(review.status).toBe(201);
    expect((await customer.api.put(`/api/favourites/${other}`)).status).toBeLessThan(300);
    expect(
      (await customer.api.post('/api/cart/items', { productId: other, quantity: 2 })).status,
    ).toBe(201);
    const ip = nextIp();
    const subscribed = await fetch(`${base}/api/newsletter/subscriptions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
      body: JSON.stringify({ email: customer.email, locale: 'en', source: 'footer' }),
    });
    expect(subscribed.status).toBe(202);
    return { ...customer, order, productId, other, subscribeIp: ip };
  }

  const exportOf = async (api: Client) => {
    const res = await api.get('/api/user/export');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="my-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(res.headers.get('cache-control')).toBe('no-store');
    return json<UserDataExportDto>(res);
  };

  it('stores the newsletter consent as proof: time, form, wording version and a keyed IP hash, never the IP', async () => {
    const email = `n-${randomBytes(4).toString('hex')}@shop.test`;
    const before = Date.now();
    const ip = nextIp();
    const res = await fetch(`${base}/api/newsletter/subscriptions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
      body: JSON.stringify({ email, locale: 'fr', source: 'footer' }),
    });
    expect(res.status).toBe(202);
    const row = await repo(NewsletterSubscriberEntity).findOneByOrFail({ email });
    expect(row.consentAt).toBeGreaterThanOrEqual(before);
    expect(row.source).toBe('footer');
    expect(row.consentWordingVersion).toBe(NEWSLETTER_CONSENT_WORDING_VERSION);
    expect(row.consentIpHash).toBe(keyed(ip));
    expect(JSON.stringify(row)).not.toContain(ip);

    // The confirmation click is recorded too (the double opt-in), with its own keyed IP hash.
    const mail = await waitFor(() => smtp.received.find((m) => m.to.includes(email)), {
      what: 'confirmation mail',
    });
    const token = /http:\/\/shop\.test\/fr\/newsletter\/confirmer\/([A-Za-z0-9_-]+)/.exec(
      decodeQuotedPrintable(mail.raw),
    )![1]!;
    const confirmIp = nextIp();
    const confirmed = await fetch(`${base}/api/newsletter/confirm`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': confirmIp },
      body: JSON.stringify({ token }),
    });
    expect(confirmed.status).toBe(200);
    const after = await repo(NewsletterSubscriberEntity).findOneByOrFail({ email });
    expect(after.status).toBe('confirmed');
    expect(after.confirmIpHash).toBe(keyed(confirmIp));
    expect(after.consentIpHash).toBe(keyed(ip));
  });

  it('exports profile, addresses, orders, reviews, newsletter with consent proof, favourites, cart and consents as one JSON file', async () => {
    const c = await activeCustomer();
    const data = await exportOf(c.api);
    expect(data.format).toBe('vyrelle-personal-data/1');
    expect(data.profile).toMatchObject({ email: c.email, firstName: 'Test', lastName: 'Klant' });
    expect(JSON.stringify(data)).not.toMatch(/passwordHash|sessionVersion|scrypt\$/);
    expect(data.addresses).toEqual([
      expect.objectContaining({ street: 'Meir', city: 'Antwerpen', phone: '+32 470 12 34 56' }),
    ]);
    expect(data.addresses[0]).not.toHaveProperty('userId');
    expect(data.orders).toHaveLength(1);
    expect(data.orders[0]).toMatchObject({
      number: c.order.number,
      paidStatus: 'paid',
      deliveryAddress: expect.objectContaining({ street: 'Meir' }),
      lines: [expect.objectContaining({ productId: c.productId, quantity: 1 })],
    });
    expect(data.orders[0]).not.toHaveProperty('checkoutUrl');
    expect(data.reviews).toEqual([
      expect.objectContaining({ productId: c.productId, score: 4, title: 'Soft skin' }),
    ]);
    expect(data.favourites).toEqual([expect.objectContaining({ productId: c.other })]);
    expect(data.cart).toEqual([expect.objectContaining({ productId: c.other, quantity: 2 })]);
    expect(data.subscriptions.newsletter).toMatchObject({
      email: c.email,
      status: 'pending',
      consent: {
        sourceForm: 'footer',
        wordingVersion: NEWSLETTER_CONSENT_WORDING_VERSION,
        ipHash: keyed(c.subscribeIp),
      },
    });
    expect(data.consents).toMatchObject({
      newsletterOptIn: false,
      newsletter: expect.objectContaining({ ipHash: keyed(c.subscribeIp) }),
    });
  });

  it('exports and deletes only the caller’s own data; signed out callers get 401', async () => {
    const a = await activeCustomer();
    const b = await newCustomer(running.app, base);
    const mine = await exportOf(b.api);
    expect(mine.profile.email).toBe(b.email);
    expect(JSON.stringify(mine)).not.toContain(a.email);
    expect(JSON.stringify(mine)).not.toContain(a.order.number);
    expect(mine.orders).toEqual([]);

    const anonymous = client(base, null);
    expect((await anonymous.get('/api/user/export')).status).toBe(401);
    expect((await anonymous.post('/api/user/erase', { currentPassword: 'Secret12' })).status).toBe(
      401,
    );
    // B deleting its own account leaves A untouched, whatever A's data.
    expect((await b.api.post('/api/user/erase', { currentPassword: 'Secret12' })).status).toBe(204);
    const still = await exportOf(a.api);
    expect(still.profile.email).toBe(a.email);
    expect(still.orders).toHaveLength(1);
  });

  it('refuses a wrong or missing password (4xx with a field error) and limits the guesses', async () => {
    const c = await newCustomer(running.app, base);
    const wrong = await c.api.post('/api/user/erase', { currentPassword: 'Wrong123' });
    expect(wrong.status).toBe(400);
    expect(await json(wrong)).toMatchObject({
      code: 'USERS_CURRENT_PASSWORD_WRONG',
      errors: { currentPassword: 'validation.currentPasswordWrong' },
    });
    const missing = await c.api.post('/api/user/erase', {});
    expect(missing.status).toBe(400);
    expect((await json(missing)).errors).toHaveProperty('currentPassword');
    let last: Response | null = null;
    for (let i = 0; i < 6; i++)
      last = await c.api.post('/api/user/erase', { currentPassword: `Wrong${i}xx` });
    expect(last!.status).toBe(429);
    expect(last!.headers.get('retry-after')).toMatch(/^\d+$/);
    // Nothing was erased.
    expect((await c.api.get('/api/user')).status).toBe(200);
  });

  it('does not let salon or staff accounts delete themselves here (409)', async () => {
    const admin = client(base, await signIn(base, 'admin@demo.test', 'Demo1234'));
    const res = await admin.post('/api/user/erase', { currentPassword: 'Demo1234' });
    expect(res.status).toBe(409);
    expect((await json(res)).code).toBe('USERS_NOT_SELF_ERASABLE');
    expect(
      (await json<PrivacySummaryResponseDto>(await admin.get('/api/user/privacy'))).selfErasable,
    ).toBe(false);
  });

  it('deletes the account: person gone, orders kept for the legal period, signed out and unable to sign in', async () => {
    const c = await activeCustomer();
    const userId = (await json<{ id: string }>(await c.api.get('/api/user'))).id;
    const summary = await json<PrivacySummaryResponseDto>(await c.api.get('/api/user/privacy'));
    const inTenYears = new Date();
    inTenYears.setUTCFullYear(inTenYears.getUTCFullYear() + 10);
    expect(summary).toEqual({
      retainedOrders: 1,
      retentionYears: 10,
      keptUntil: inTenYears.toISOString().slice(0, 10),
      selfErasable: true,
    });

    const res = await c.api.post('/api/user/erase', { currentPassword: 'Secret12' });
    expect(res.status).toBe(204);

    // Signed out: the access token stops at once, the refresh token is gone, the password no longer works.
    expect((await c.api.get('/api/user')).status).toBe(401);
    const refreshed = await tokenRequest(base, {
      grant_type: 'refresh_token',
      refresh_token: (c.tokens as Tokens).refresh_token,
      ...STOREFRONT,
    });
    expect(refreshed.status).toBe(400);
    const again = await tokenRequest(base, {
      grant_type: 'password',
      username: c.email,
      password: 'Secret12',
      ...STOREFRONT,
    });
    expect(again.status).toBe(400);
    expect((await json(again)).error).toBe('invalid_grant');

    // The person is gone.
    const user = await repo(UserEntity).findOneByOrFail({ id: userId });
    expect(user).toMatchObject({
      firstName: '',
      lastName: '',
      birthday: null,
      newsletterOptIn: false,
    });
    expect(user.email).toMatch(/^erased-[0-9a-f-]{36}@erased\.invalid$/);
    expect(user.erasedAt).not.toBeNull();
    expect(await repo(AddressEntity).countBy({ userId })).toBe(0);
    expect(await repo(FavouriteEntity).countBy({ userId })).toBe(0);
    expect(await repo(CartItemEntity).countBy({ userId })).toBe(0);
    expect(await repo(RefreshTokenEntity).countBy({ userId })).toBe(0);
    expect(await repo(NewsletterSubscriberEntity).countBy({ email: c.email })).toBe(0);
    const review = await repo(ReviewEntity).findOneByOrFail({ userId });
    expect(review.authorName).toBe('');
    expect(review.title).toBe('Soft skin');

    // The order stays, as accounting law requires, with the data of its invoice.
    const order = await repo(OrderEntity).findOneByOrFail({ id: c.order.id });
    expect(order).toMatchObject({ number: c.order.number, paidStatus: 'paid', userId });
    expect(order.deliveryAddress).toMatchObject({ street: 'Meir', city: 'Antwerpen' });
    expect(order.totalCents).toBe(c.order.totalCents);
    // And so does its invoice, unchanged (immutable; kept for the retention period).
    const invoice = await running.app.get(InvoicesService).findByOrderId(c.order.id);
    expect(invoice).not.toBeNull();
    expect(invoice!.snapshot.totalCents).toBe(c.order.totalCents);
    expect(JSON.stringify(invoice!.snapshot.buyer)).toContain('Janssens');

    // The public review list shows it without a name.
    const list = await json<{ data: { authorName: string }[] }>(
      await fetch(`${base}/api/products/${c.productId}/reviews`),
    );
    expect(JSON.stringify(list)).not.toContain('Test K');
    // Other users' bearer from before cannot reach the erased account either.
    expect((await fetch(`${base}/api/user/export`, { headers: bearer(c.tokens) })).status).toBe(
      401,
    );
  });

  it('the retention job removes expired tokens and abandoned carts, and keeps what is current (mail files: mail-transport.spec.ts)', async () => {
    const now = Date.now();
    const day = 24 * 3600_000;
    const fresh = await newCustomer(running.app, base);
    const freshId = (await json<{ id: string }>(await fresh.api.get('/api/user'))).id;
    const stale = await newCustomer(running.app, base);
    const staleId = (await json<{ id: string }>(await stale.api.get('/api/user'))).id;
    const productId = await createProduct(running.app, { priceCents: 1_000, stock: 5 });
    for (const who of [fresh, stale])
      expect((await who.api.post('/api/cart/items', { productId, quantity: 1 })).status).toBe(201);
    const old = new Date(now - 40 * day);
    await repo(CartItemEntity).update({ userId: staleId }, { updatedAt: old, createdAt: old });

    await repo(RefreshTokenEntity).update({ userId: staleId }, { familyExpiresAt: now - 1000 });
    await repo(PasswordResetTokenEntity).insert([
      { tokenHash: randomBytes(32).toString('hex'), userId: staleId, expiresAt: now - 1000 },
      { tokenHash: randomBytes(32).toString('hex'), userId: freshId, expiresAt: now + day },
    ]);

    // The job runs through the queue, in whichever process works jobs.
    await running.app
      .get(JobQueue)
      .enqueue(
        'privacy.retention',
        { day: 'test' },
        { uniqueKey: `privacy.retention:test-${randomBytes(3).toString('hex')}` },
      );
    await waitFor(async () => (await repo(CartItemEntity).countBy({ userId: staleId })) === 0, {
      what: 'abandoned cart removed',
    });
    expect(await repo(CartItemEntity).countBy({ userId: freshId })).toBe(1);
    expect(await repo(RefreshTokenEntity).countBy({ userId: staleId })).toBe(0);
    expect(await repo(RefreshTokenEntity).countBy({ userId: freshId })).toBeGreaterThan(0);
    expect(await repo(PasswordResetTokenEntity).countBy({ userId: staleId })).toBe(0);
    expect(await repo(PasswordResetTokenEntity).countBy({ userId: freshId })).toBe(1);
    // The fresh customer is still signed in.
    expect((await fresh.api.get('/api/user')).status).toBe(200);

    // A second run finds nothing more to remove.
    const second = await running.app.get(RetentionService).run();
    expect(second).toMatchObject({ cartLines: 0, mailFiles: 0, refreshTokens: 0 });
  });
  it('queues the daily retention run once per day, however many processes ask', async () => {
    const retention = running.app.get(RetentionService);
    const day = new Date('2031-03-04T05:06:07Z');
    await Promise.all([retention.queueToday(day), retention.queueToday(day)]);
    await retention.queueToday(new Date('2031-03-04T23:59:00Z'));
    // Both queue adapters write the job row first (the database queue's job, or BullMQ's outbox).
    const rows = await running.app
      .get(DataSource)
      .query(`SELECT "uniqueKey" FROM "job" WHERE "name" = 'privacy.retention'`);
    expect(
      (rows as { uniqueKey: string }[]).filter(
        (row) => row.uniqueKey === 'privacy.retention:2031-03-04',
      ),
    ).toHaveLength(1);
    if (env.redisUrl) {
      // … and the outbox relay hands it to BullMQ under the same key.
      const { Queue } = await import('bullmq');
      const queue = new Queue('jobs', {
        connection: { url: env.redisUrl },
        prefix: env.redisPrefix,
      });
      try {
        const job = await waitFor(() => queue.getJob('privacy.retention_2031-03-04'), {
          what: 'the retention job relayed to BullMQ',
        });
        expect(job.name).toBe('privacy.retention');
      } finally {
        await queue.close();
      }
    }
  });

  it('serves the privacy policy (processors, retention) and the accessibility statement in every language', async () => {
    const expected = {
      nl: ['privacy', 'toegankelijkheid', 'Toegankelijkheidsverklaring'],
      en: ['privacy', 'accessibility', 'Accessibility statement'],
      de: ['datenschutz', 'barrierefreiheit', 'Erklärung zur Barrierefreiheit'],
      fr: ['confidentialite', 'accessibilite', 'Déclaration d’accessibilité'],
    } as const;
    for (const [locale, [privacySlug, accessibilitySlug, title]] of Object.entries(expected)) {
      const privacy = await json<{ slug: string; content: string }>(
        await fetch(`${base}/api/pages/privacy?locale=${locale}`),
      );
      expect(privacy.slug).toBe(privacySlug);
      expect(privacy.content).toContain('Mollie');
      expect(privacy.content).toMatch(/10 (jaar|years|Jahre|ans)/);
      const accessibility = await fetch(`${base}/api/pages/accessibility?locale=${locale}`);
      expect(accessibility.status).toBe(200);
      const page = await json<{ slug: string; title: string; content: string }>(accessibility);
      expect(page).toMatchObject({ slug: accessibilitySlug, title });
      expect(page.content).toMatch(/\(WCAG\) 2\.1/);
    }
  });
});
