import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditListResponseDto } from '../src/modules/audit/dto/audit.dto.js';
import type { AddressResponseDto } from '../src/modules/addresses/dto/address.dto.js';
import type { OrderResponseDto } from '../src/modules/orders/dto/order.dto.js';
import type {
  AdminReviewListResponseDto,
  AdminReviewResponseDto,
  MyReviewResponseDto,
  OwnReviewResponseDto,
  ReviewListResponseDto,
} from '../src/modules/reviews/dto/review.dto.js';
import { REVIEW_LIMITS } from '../src/modules/reviews/reviews.service.js';
import { signIn } from './helpers/auth.js';
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

describe(`product reviews and their moderation on ${ENGINES}`, () => {
  let env: TestEnvironment;
  let smtp: TestSmtpServer;
  let running: RunningApp;
  let base: string;
  let admin: Client;
  let ipCounter = 0;
  /** Each test posts from its own address (TRUST_PROXY is on), so the per-IP limit of one test does not touch another. */
  const nextIp = () => {
    ipCounter += 1;
    return `10.20.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`;
  };

  beforeAll(async () => {
    env = await createTestEnvironment();
    smtp = await new TestSmtpServer().start();
    running = await startApp(env.config({ SMTP_URL: smtp.url, TRUST_PROXY: '127.0.0.1' }));
    base = running.baseUrl;
    admin = client(base, await signIn(base, 'admin@demo.test', 'Demo1234'));
  }, 120_000);

  afterAll(async () => {
    await running?.close();
    await smtp?.stop();
    await env?.dispose();
  });

  const review = (overrides: Record<string, unknown> = {}) => ({
    score: 5,
    title: 'Zachte huid',
    content: 'Trekt snel in en mijn huid voelt rustig aan.',
    ...overrides,
  });
  const post = (api: Client, productId: string, body: Record<string, unknown>, ip = nextIp()) =>
    api.post(`/api/products/${productId}/reviews`, body, { 'x-forwarded-for': ip });
  const publicList = async (productId: string, query = '') => {
    const res = await fetch(`${base}/api/products/${productId}/reviews${query}`);
    expect(res.status).toBe(200);
    return json<ReviewListResponseDto>(res);
  };
  const mine = async (api: Client, productId: string) =>
    (await json<MyReviewResponseDto>(await api.get(`/api/products/${productId}/reviews/mine`)))
      .review;
  const auditOf = async (id: string) =>
    (
      await json<AuditListResponseDto>(
        await admin.get(
          `/api/admin/audit?entityType=review&entityId=${id}&sort=createdAt&order=ASC`,
        ),
      )
    ).data;
  const newProduct = (name?: string) =>
    createProduct(running.app, { priceCents: 4_200, stock: 50, name });

  it('lifecycle: pending is invisible to the public and visible to its author; approving publishes it, mails the author once and writes the audit log', async () => {
    const productId = await newProduct('Blauwe serum');
    const author = await newCustomer(running.app, base, { locale: 'de' });

    const res = await post(
      author.api,
      productId,
      review({ title: '  Zachte huid  ', content: '<b>Echt</b> fijn\r\nTweede regel' }),
    );
    expect(res.status).toBe(201);
    const posted = await json<OwnReviewResponseDto>(res);
    expect(posted).toMatchObject({
      productId,
      score: 5,
      title: 'Zachte huid',
      content: '<b>Echt</b> fijn\nTweede regel',
      status: 'pending',
      rejectionReason: null,
      authorName: 'Test K.',
      verifiedPurchase: false,
    });

    // Pending: nobody else sees it, the author does.
    expect(await publicList(productId)).toMatchObject({
      data: [],
      total: 0,
      count: 0,
      average: null,
    });
    expect(await mine(author.api, productId)).toMatchObject({ id: posted.id, status: 'pending' });
    expect(await mine((await newCustomer(running.app, base)).api, productId)).toBeNull();

    // The queue: pending first, with product and customer.
    const queue = await json<AdminReviewListResponseDto>(
      await admin.get(`/api/admin/reviews?productId=${productId}`),
    );
    expect(queue.total).toBe(1);
    expect(queue.data[0]).toMatchObject({
      id: posted.id,
      status: 'pending',
      productName: 'Blauwe serum',
      authorEmail: author.email,
      revision: 1,
    });
    const pendingFirst = await json<AdminReviewListResponseDto>(
      await admin.get('/api/admin/reviews?perPage=100'),
    );
    const firstNonPending = pendingFirst.data.findIndex((r) => r.status !== 'pending');
    expect(
      pendingFirst.data
        .slice(firstNonPending === -1 ? pendingFirst.data.length : firstNonPending)
        .every((r) => r.status !== 'pending'),
    ).toBe(true);

    const approved = await admin.post(`/api/admin/reviews/${posted.id}/approve`);
    expect(approved.status).toBe(200);
    expect(await json<AdminReviewResponseDto>(approved)).toMatchObject({
      status: 'approved',
      rejectionReason: null,
    });

    const list = await publicList(productId);
    expect(list).toMatchObject({ total: 1, count: 1, average: 5 });
    expect(list.data[0]).toEqual({
      id: posted.id,
      productId,
      score: 5,
      title: 'Zachte huid',
      content: '<b>Echt</b> fijn\nTweede regel',
      authorName: 'Test K.',
      verifiedPurchase: false,
      locale: 'nl',
      submittedAt: posted.submittedAt,
    });
    expect(list.data[0]).not.toHaveProperty('userId');
    expect(await mine(author.api, productId)).toMatchObject({ status: 'approved' });

    // The approval mail, through the real SMTP server, in the author's language.
    const mail = await waitFor(() => smtp.received.find((m) => m.to.includes(author.email)), {
      what: 'the approval mail',
    });
    expect(mail.raw).toMatch(/^Subject: Ihre Bewertung ist jetzt online bei Vyrelle$/m);
    const text = decodeQuotedPrintable(mail.raw);
    expect(text).toContain('Hallo Test');
    expect(text).toContain('Ihre Bewertung von Blauwe serum');
    expect(text).toMatch(/http:\/\/shop\.test\/de\/produkt\/test-[0-9a-f]+/);

    // Approving again changes nothing: no second mail, no second audit entry.
    expect((await admin.post(`/api/admin/reviews/${posted.id}/approve`)).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(smtp.received.filter((m) => m.to.includes(author.email))).toHaveLength(1);
    const entries = await auditOf(posted.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: 'review.approve',
      entityType: 'review',
      actorEmail: 'admin@demo.test',
      changes: { status: ['pending', 'approved'] },
    });
  });

  it('reject needs a reason; a rejected review stays private and its author reads the reason; taking an approved one down removes it from the average', async () => {
    const productId = await newProduct();
    const a = await newCustomer(running.app, base);
    const b = await newCustomer(running.app, base);
    const ra = await json<OwnReviewResponseDto>(await post(a.api, productId, review({ score: 4 })));
    const rb = await json<OwnReviewResponseDto>(await post(b.api, productId, review({ score: 2 })));

    const noReason = await admin.post(`/api/admin/reviews/${ra.id}/reject`, {});
    expect(noReason.status).toBe(400);
    expect((await json(noReason)).errors).toEqual({ rejectionReason: 'validation.required' });
    const blankPatch = await admin.patch(`/api/admin/reviews/${ra.id}`, {
      status: 'rejected',
      rejectionReason: '   ',
    });
    expect(blankPatch.status).toBe(400);
    expect((await json(blankPatch)).errors).toEqual({ rejectionReason: 'validation.required' });

    const rejected = await admin.post(`/api/admin/reviews/${ra.id}/reject`, {
      rejectionReason: 'Bevat een webadres.',
    });
    expect(rejected.status).toBe(200);
    expect(await json<AdminReviewResponseDto>(rejected)).toMatchObject({
      status: 'rejected',
      rejectionReason: 'Bevat een webadres.',
    });
    expect(await publicList(productId)).toMatchObject({ total: 0, average: null });
    expect(await mine(a.api, productId)).toMatchObject({
      status: 'rejected',
      rejectionReason: 'Bevat een webadres.',
    });

    // react-admin's update: PATCH { status }.
    expect((await admin.patch(`/api/admin/reviews/${rb.id}`, { status: 'approved' })).status).toBe(
      200,
    );
    expect(await publicList(productId)).toMatchObject({ total: 1, average: 2 });
    expect(
      (
        await admin.patch(`/api/admin/reviews/${rb.id}`, {
          status: 'rejected',
          rejectionReason: 'Toch niet.',
        })
      ).status,
    ).toBe(200);
    expect(await publicList(productId)).toMatchObject({
      total: 0,
      count: 0,
      average: null,
      data: [],
    });

    expect((await auditOf(ra.id)).map((e) => e.action)).toEqual(['review.reject']);
    expect((await auditOf(ra.id))[0]!.changes).toMatchObject({
      status: ['pending', 'rejected'],
      rejectionReason: [null, 'Bevat een webadres.'],
    });
    expect((await auditOf(rb.id)).map((e) => e.action).sort()).toEqual([
      'review.approve',
      'review.reject',
    ]);
    expect(smtp.received.some((m) => m.to.includes(a.email))).toBe(false);
  });

  it('the average and count include approved reviews only; the list is paginated newest first', async () => {
    const productId = await newProduct();
    const scores = [5, 2, 4, 1, 1];
    const ids: string[] = [];
    for (const score of scores) {
      const c = await newCustomer(running.app, base);
      ids.push(
        (
          await json<OwnReviewResponseDto>(
            await post(c.api, productId, review({ score, title: `Score ${score}` })),
          )
        ).id,
      );
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    // Approve 5, 2 and 4; 1 stays pending, the other 1 is rejected.
    const bulk = await admin.put('/api/admin/reviews', {
      ids: ids.slice(0, 3),
      status: 'approved',
    });
    expect(bulk.status).toBe(200);
    expect((await json(bulk)).data).toEqual(ids.slice(0, 3));
    expect(
      (
        await admin.patch(`/api/admin/reviews/${ids[4]}`, {
          status: 'rejected',
          rejectionReason: 'Spam',
        })
      ).status,
    ).toBe(200);

    const page1 = await publicList(productId, '?perPage=2');
    expect(page1).toMatchObject({
      total: 3,
      count: 3,
      average: 3.7,
      page: 1,
      perPage: 2,
      pageCount: 2,
    });
    expect(page1.data.map((r) => r.score)).toEqual([4, 2]);
    const page2 = await publicList(productId, '?perPage=2&page=2');
    expect(page2.data.map((r) => r.score)).toEqual([5]);
    expect(page2.average).toBe(3.7);

    const filtered = await json<AdminReviewListResponseDto>(
      await admin.get(`/api/admin/reviews?productId=${productId}&status=pending`),
    );
    expect(filtered.data.map((r) => r.id)).toEqual([ids[3]]);
    const searched = await json<AdminReviewListResponseDto>(
      await admin.get(`/api/admin/reviews?productId=${productId}&q=score%202`),
    );
    expect(searched.data.map((r) => r.id)).toEqual([ids[1]]);
    const sorted = await json<AdminReviewListResponseDto>(
      await admin.get(`/api/admin/reviews?productId=${productId}&sort=score&order=DESC`),
    );
    expect(sorted.data.map((r) => r.score)).toEqual([5, 4, 2, 1, 1]);
    const many = await json<AdminReviewListResponseDto>(
      await admin.get(`/api/admin/reviews?ids=${ids[0]},${ids[2]}`),
    );
    expect(many.data.map((r) => r.id).sort()).toEqual([ids[0], ids[2]].sort());

    // Bulk reject needs a reason; an unknown id refuses the whole batch.
    expect(
      (await admin.put('/api/admin/reviews', { ids: [ids[0]], status: 'rejected' })).status,
    ).toBe(400);
    expect(
      (
        await admin.put('/api/admin/reviews', {
          ids: [ids[3], '00000000-0000-4000-8000-000000000000'],
          status: 'approved',
        })
      ).status,
    ).toBe(404);
    expect(await mine((await newCustomer(running.app, base)).api, productId)).toBeNull();
    expect((await publicList(productId)).total).toBe(3);
  });

  it('one review per customer and product: posting again edits it, puts it back to pending and a new approval mails again', async () => {
    const productId = await newProduct();
    const c = await newCustomer(running.app, base, { locale: 'fr' });
    const first = await json<OwnReviewResponseDto>(
      await post(c.api, productId, review({ score: 3 })),
    );
    expect((await admin.post(`/api/admin/reviews/${first.id}/approve`)).status).toBe(200);
    expect((await publicList(productId)).count).toBe(1);

    const again = await post(
      c.api,
      productId,
      review({ score: 1, title: 'Toch minder', content: 'Na twee weken wat rood.' }),
    );
    expect(again.status).toBe(201);
    const edited = await json<OwnReviewResponseDto>(again);
    expect(edited).toMatchObject({
      id: first.id,
      score: 1,
      title: 'Toch minder',
      status: 'pending',
    });
    expect(await publicList(productId)).toMatchObject({ total: 0, average: null });
    const queue = await json<AdminReviewListResponseDto>(
      await admin.get(`/api/admin/reviews?productId=${productId}`),
    );
    expect(queue.total).toBe(1);
    expect(queue.data[0]).toMatchObject({ id: first.id, revision: 2, status: 'pending' });

    expect((await admin.post(`/api/admin/reviews/${first.id}/approve`)).status).toBe(200);
    expect(await publicList(productId)).toMatchObject({ total: 1, average: 1 });
    await waitFor(() => smtp.received.filter((m) => m.to.includes(c.email)).length === 2, {
      what: 'two approval mails (two revisions)',
    });
    expect(
      smtp.received
        .filter((m) => m.to.includes(c.email))
        .every((m) => /^Subject: Votre avis est en ligne chez Vyrelle$/m.test(m.raw)),
    ).toBe(true);
  });

  it('validation: score 1–5, title and content required and limited; unknown products are 404', async () => {
    const productId = await newProduct();
    const c = await newCustomer(running.app, base);
    const empty = await post(c.api, productId, {});
    expect(empty.status).toBe(400);
    expect((await json(empty)).errors).toEqual({
      score: 'validation.required',
      title: 'validation.required',
      content: 'validation.required',
    });
    const blank = await post(c.api, productId, { score: 3, title: '   ', content: '\n' });
    expect((await json(blank)).errors).toEqual({
      title: 'validation.required',
      content: 'validation.required',
    });
    for (const score of [0, 6, 2.5, '4'])
      expect((await json(await post(c.api, productId, review({ score })))).errors).toEqual({
        score: 'validation.choice',
      });
    const long = await post(
      c.api,
      productId,
      review({ title: 'x'.repeat(121), content: 'y'.repeat(4001) }),
    );
    expect((await json(long)).errors).toEqual({
      title: 'validation.tooLong',
      content: 'validation.tooLong',
    });
    expect(await mine(c.api, productId)).toBeNull();

    const unknown = await post(c.api, '00000000-0000-4000-8000-000000000000', review());
    expect(unknown.status).toBe(404);
    expect((await json(unknown)).code).toBe('REVIEWS_PRODUCT_NOT_FOUND');
    expect((await fetch(`${base}/api/products/not-a-uuid/reviews`)).status).toBe(404);
    expect(
      (await admin.get('/api/admin/reviews/00000000-0000-4000-8000-000000000000')).status,
    ).toBe(404);
  });

  it('marks a verified purchase when the author has a paid order with the product', async () => {
    const productId = await newProduct();
    const buyer = await newCustomer(running.app, base);
    const addr = await json<AddressResponseDto>(
      await buyer.api.post('/api/addresses', address('BE')),
    );
    expect((await buyer.api.post('/api/cart/items', { productId, quantity: 1 })).status).toBe(201);
    const order = await json<OrderResponseDto>(
      await buyer.api.post('/api/orders', { addressId: addr.id }),
    );

    // Not paid yet: not verified.
    const before = await json<OwnReviewResponseDto>(await post(buyer.api, productId, review()));
    expect(before.verifiedPurchase).toBe(false);

    const paid = await fetch(`${base}${new URL(order.checkoutUrl!).pathname}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ outcome: 'paid' }),
      redirect: 'manual',
    });
    expect(paid.status).toBe(303);
    const other = await newCustomer(running.app, base);
    const otherReview = await json<OwnReviewResponseDto>(
      await post(other.api, productId, review({ score: 3 })),
    );
    expect((await mine(buyer.api, productId))!.verifiedPurchase).toBe(true);
    expect(
      (
        await admin.put('/api/admin/reviews', {
          ids: [before.id, otherReview.id],
          status: 'approved',
        })
      ).status,
    ).toBe(200);
    const list = await publicList(productId);
    expect(Object.fromEntries(list.data.map((r) => [r.id, r.verifiedPurchase]))).toEqual({
      [before.id]: true,
      [otherReview.id]: false,
    });
    const adminView = await json<AdminReviewResponseDto>(
      await admin.get(`/api/admin/reviews/${before.id}`),
    );
    expect(adminView.verifiedPurchase).toBe(true);
  });

  it('signed-out callers get 401 and customers 403 on the admin endpoints; posting needs a sign-in', async () => {
    const productId = await newProduct();
    const c = await newCustomer(running.app, base);
    const id = (await json<OwnReviewResponseDto>(await post(c.api, productId, review()))).id;
    const anonymous = client(base, null);
    const calls: [string, (api: Client) => Promise<Response>][] = [
      ['list', (api) => api.get('/api/admin/reviews')],
      ['get', (api) => api.get(`/api/admin/reviews/${id}`)],
      ['patch', (api) => api.patch(`/api/admin/reviews/${id}`, { status: 'approved' })],
      ['approve', (api) => api.post(`/api/admin/reviews/${id}/approve`)],
      ['reject', (api) => api.post(`/api/admin/reviews/${id}/reject`, { rejectionReason: 'x' })],
      ['bulk', (api) => api.put('/api/admin/reviews', { ids: [id], status: 'approved' })],
    ];
    for (const [name, call] of calls) {
      expect((await call(anonymous)).status, `${name} signed out`).toBe(401);
      expect((await call(c.api)).status, `${name} as customer`).toBe(403);
    }
    expect((await anonymous.post(`/api/products/${productId}/reviews`, review())).status).toBe(401);
    expect((await anonymous.get(`/api/products/${productId}/reviews/mine`)).status).toBe(401);
    expect((await publicList(productId)).total).toBe(0);
    expect(await mine(c.api, productId)).toMatchObject({ status: 'pending' });
  });

  it('rate limits posting per customer and per IP with a clear 429 and Retry-After', async () => {
    const productId = await newProduct();
    const c = await newCustomer(running.app, base);
    for (let i = 0; i < REVIEW_LIMITS.perUser; i += 1)
      expect((await post(c.api, productId, review({ score: 1 + (i % 5) }))).status).toBe(201);
    const limited = await post(c.api, productId, review());
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    const problem = await json(limited);
    expect(problem).toMatchObject({ status: 429, code: 'REVIEWS_TOO_MANY_REQUESTS' });
    expect(problem.retryAfter).toBeGreaterThan(0);

    const ip = nextIp();
    for (let i = 0; i < REVIEW_LIMITS.perIp; i += 1) {
      const other = await newCustomer(running.app, base);
      expect((await post(other.api, productId, review(), ip)).status).toBe(201);
    }
    const late = await newCustomer(running.app, base);
    const blocked = await post(late.api, productId, review(), ip);
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await mine(late.api, productId)).toBeNull();
    // Another address is not affected.
    expect((await post(late.api, productId, review())).status).toBe(201);
  });

  it('honeypot: a filled `website` field answers like a success and stores nothing', async () => {
    const productId = await newProduct();
    const bot = await newCustomer(running.app, base);
    const res = await post(bot.api, productId, review({ website: 'https://spam.example' }));
    expect(res.status).toBe(201);
    expect(await json<OwnReviewResponseDto>(res)).toMatchObject({ status: 'pending', score: 5 });
    expect(await mine(bot.api, productId)).toBeNull();
    expect(
      (
        await json<AdminReviewListResponseDto>(
          await admin.get(`/api/admin/reviews?productId=${productId}`),
        )
      ).total,
    ).toBe(0);
    // An empty honeypot is a normal posting.
    expect((await post(bot.api, productId, review({ website: '' }))).status).toBe(201);
    expect(await mine(bot.api, productId)).toMatchObject({ status: 'pending' });
  });

  it('the demo data has approved and pending reviews by the demo customer', async () => {
    const queue = await json<AdminReviewListResponseDto>(
      await admin.get('/api/admin/reviews?perPage=100'),
    );
    const demo = queue.data.filter((r) => r.authorEmail === 'customer@demo.test');
    expect(demo.some((r) => r.status === 'approved')).toBe(true);
    expect(demo.some((r) => r.status === 'pending')).toBe(true);
    const approved = demo.find((r) => r.status === 'approved')!;
    const list = await publicList(approved.productId);
    expect(list.data.map((r) => r.id)).toContain(approved.id);
    expect(list.average).not.toBeNull();
  });
});
