import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DataSource } from 'typeorm';
import { BirthdayService } from '../src/modules/birthday/birthday.service.js';
import { BirthdayCouponEntity } from '../src/modules/birthday/entities/birthday-coupon.entity.js';
import { JobQueue } from '../src/modules/jobs/job-types.js';
import { StockAlertEntity } from '../src/modules/stock-alerts/entities/stock-alert.entity.js';
import { UsersService } from '../src/modules/users/users.service.js';
import { BACKOFFICE, register, signIn, validRegistration, type Tokens } from './helpers/auth.js';
import { client, createProduct, newCustomer, type Client } from './helpers/shop.js';
import { decodeQuotedPrintable, TestSmtpServer, type ReceivedMail } from './helpers/smtp.js';
import {
  createTestEnvironment,
  ENGINES,
  json,
  startApp,
  waitFor,
  type RunningApp,
  type TestEnvironment,
} from './helpers/test-app.js';

const DAY_MS = 24 * 3600_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

describe(`birthday deals and back-in-stock mails on ${ENGINES}`, () => {
  let env: TestEnvironment;
  let smtp: TestSmtpServer;
  let running: RunningApp;
  let base: string;
  let admin: Client;
  let ipCounter = 0;

  const start = async () => {
    running = await startApp(
      env.config({
        SMTP_URL: smtp.url,
        TRUST_PROXY: '1',
        // Batches of one, so two waiting people take two batches (the throttle's chain).
        STOCK_ALERT_BATCH: '1',
        STOCK_ALERT_DELAY_MS: '10',
      }),
    );
    base = running.baseUrl;
    const tokens: Tokens = await signIn(base, 'admin@demo.test', 'Demo1234', BACKOFFICE);
    admin = client(base, tokens);
  };

  beforeAll(async () => {
    env = await createTestEnvironment();
    smtp = await new TestSmtpServer().start();
    await start();
  });

  afterAll(async () => {
    await running?.close();
    await smtp?.stop();
    await env?.dispose();
  });

  const newIp = () => `198.51.100.${++ipCounter}`;
  const mailsTo = (to: string) => smtp.received.filter((m) => m.to.includes(to));
  const text = (mail: ReceivedMail) => decodeQuotedPrintable(mail.raw);
  /** Every queued job worked (the mails of a run delivered or skipped as already sent). */
  const idle = () =>
    waitFor(
      async () => {
        const counts = await running.app.get(JobQueue).counts();
        return counts.waiting === 0 && counts.active === 0;
      },
      { what: 'an idle queue' },
    );

  describe('birthday coupons', () => {
    const today = isoDay(Date.now());
    const inAWeek = isoDay(Date.now() + 7 * DAY_MS);
    const birthYear = 1990;
    const people: Record<string, { id: string; email: string; tokens: Tokens }> = {};
    /** A client on the running app (its port changes with a restart). */
    const apiOf = (name: string) => client(base, people[name]!.tokens);

    const customer = async (
      name: string,
      locale: 'nl' | 'en' | 'de' | 'fr',
      birthday: string,
      optIn: boolean,
    ) => {
      const c = await newCustomer(running.app, base, { locale });
      const user = await running.app.get(UsersService).findByEmail(c.email);
      // Birthday and opt-in as the registration form sets them.
      const res = await c.api.patch('/api/user', { birthday, birthdayDeals: optIn });
      expect(res.status).toBe(200);
      people[name] = { id: user!.id, email: c.email, tokens: c.tokens };
    };

    beforeAll(async () => {
      const birthday = `${birthYear}-${inAWeek.slice(5)}`;
      await customer('de', 'de', birthday, true);
      await customer('fr', 'fr', birthday, true);
      await customer('never', 'nl', birthday, false);
      await customer('withdrew', 'en', birthday, true);
      // Born on another day: not this week.
      await customer(
        'later',
        'nl',
        `${birthYear}-${isoDay(Date.now() + 30 * DAY_MS).slice(5)}`,
        true,
      );
      // The customer switches birthday deals off in the account details before the run.
      const off = await apiOf('withdrew').patch('/api/user', { birthdayDeals: false });
      expect(off.status).toBe(200);
      expect((await json(off)).birthdayDeals).toBe(false);
    });

    it('the daily job gives each opted-in customer one coupon a week ahead, mailed in their language, once even when run twice', async () => {
      const queue = running.app.get(JobQueue);
      await queue.enqueue('birthday.grant', { day: today }, { uniqueKey: `test-grant-1:${today}` });
      await queue.enqueue('birthday.grant', { day: today }, { uniqueKey: `test-grant-2:${today}` });
      const de = await waitFor(() => mailsTo(people.de!.email)[0], { what: 'the German mail' });
      const fr = await waitFor(() => mailsTo(people.fr!.email)[0], { what: 'the French mail' });
      await idle();
      // A third run right away (awaited): it creates nothing.
      expect(await running.app.get(BirthdayService).grant(today)).toBe(0);
      await idle();

      const coupons = running.app.get(DataSource).getRepository(BirthdayCouponEntity);
      const deCoupon = await coupons.findOneByOrFail({ userId: people.de!.id });
      expect(deCoupon).toMatchObject({
        year: Number(inAWeek.slice(0, 4)),
        percentOff: 10,
        validFrom: today,
        usedAt: null,
      });
      expect(deCoupon.code).toMatch(/^BDAY-[A-Z2-9]{8}$/);
      expect(text(de)).toContain('Alles Gute zum Geburtstag');
      expect(text(de)).toContain(deCoupon.code);
      expect(text(fr)).toContain('Joyeux anniversaire');
      expect(text(fr)).not.toContain('Alles Gute');

      expect(mailsTo(people.de!.email)).toHaveLength(1);
      expect(mailsTo(people.fr!.email)).toHaveLength(1);
      for (const name of ['never', 'withdrew', 'later']) {
        expect(mailsTo(people[name]!.email), name).toHaveLength(0);
        expect(await coupons.countBy({ userId: people[name]!.id }), name).toBe(0);
      }
      expect(await coupons.countBy({ userId: people.de!.id })).toBe(1);
    });

    it('after a restart the job runs again and still mails nobody twice', async () => {
      await running.close();
      await start();
      await running.app
        .get(JobQueue)
        .enqueue('birthday.grant', { day: today }, { uniqueKey: `test-grant-3:${today}` });
      expect(await running.app.get(BirthdayService).grant(today)).toBe(0);
      await idle();
      expect(mailsTo(people.de!.email)).toHaveLength(1);
      expect(mailsTo(people.fr!.email)).toHaveLength(1);
      expect(
        await running.app
          .get(DataSource)
          .getRepository(BirthdayCouponEntity)
          .countBy({ userId: people.de!.id }),
      ).toBe(1);
    });

    it('the account shows its coupon; the cart lookup accepts it once and only for its owner', async () => {
      const res = await apiOf('de').get('/api/user/birthday-coupon');
      expect(res.status).toBe(200);
      const { coupon } = await json(res);
      expect(coupon).toMatchObject({ percentOff: 10, usedAt: null, usable: true });
      const none = await json(await apiOf('withdrew').get('/api/user/birthday-coupon'));
      expect(none.coupon).toBeNull();
      expect((await client(base, null).get('/api/user/birthday-coupon')).status).toBe(401);

      const birthday = running.app.get(BirthdayService);
      await expect(birthday.lookupBirthdayCoupon(people.fr!.id, coupon.code)).rejects.toMatchObject(
        { code: 'BIRTHDAY_COUPON_INVALID' },
      );
      expect(
        await birthday.lookupBirthdayCoupon(people.de!.id, coupon.code.toLowerCase()),
      ).toMatchObject({
        percentOff: 10,
      });
      const dataSource = running.app.get(DataSource);
      const orderId = '00000000-0000-4000-8000-0000000000b1';
      await dataSource.transaction((manager) =>
        birthday.redeemBirthdayCoupon(manager, people.de!.id, coupon.code, orderId),
      );
      await expect(
        dataSource.transaction((manager) =>
          birthday.redeemBirthdayCoupon(manager, people.de!.id, coupon.code, orderId),
        ),
      ).rejects.toMatchObject({ code: 'BIRTHDAY_COUPON_INVALID' });
      const used = (await json(await apiOf('de').get('/api/user/birthday-coupon'))).coupon;
      expect(used.usedAt).not.toBeNull();
      expect(used.usable).toBe(false);
    });
  });

  it('a customer who registers with birthday deals days before the birthday gets the coupon at once', async () => {
    const email = `reg-${Date.now()}@example.be`;
    const res = await register(base, {
      ...validRegistration(email),
      birthday: `1988-${isoDay(Date.now() + 3 * DAY_MS).slice(5)}`,
      birthdayDeals: true,
    });
    expect(res.status).toBe(201);
    // (The newsletter opt-in of the form mails its own confirmation as well.)
    const mail = await waitFor(
      () => mailsTo(email).find((m) => text(m).includes('Alles Gute zum Geburtstag')),
      { what: 'the German birthday mail' },
    );
    expect(text(mail)).toContain('Alles Gute zum Geburtstag');
    const tokens = await signIn(base, email, 'Secret12');
    const { coupon } = await json(await client(base, tokens).get('/api/user/birthday-coupon'));
    expect(coupon).toMatchObject({ percentOff: 10, usable: true });
    expect(text(mail)).toContain(coupon.code);
  });

  describe('back in stock', () => {
    let productId: string;
    let customer: { email: string; api: Client };

    const ask = (body: Record<string, unknown>, api: Client = client(base, null), ip = newIp()) =>
      api.post('/api/stock-alerts', body, { 'x-forwarded-for': ip });
    const tokenIn = (mail: ReceivedMail) => {
      const match = /http:\/\/shop\.test\/en\/back-in-stock\/confirm\/([A-Za-z0-9_-]+)/.exec(
        text(mail),
      );
      expect(match, 'confirm link in the mail').not.toBeNull();
      return match![1]!;
    };
    const alertsFor = (id: string) =>
      running.app.get(DataSource).getRepository(StockAlertEntity).findBy({ productId: id });
    const adminRow = async (id: string) => {
      const res = await admin.get(`/api/admin/stock-alerts?ids=${id}`);
      expect(res.status).toBe(200);
      return (await json(res)).data[0];
    };

    beforeAll(async () => {
      productId = await createProduct(running.app, { priceCents: 3900, stock: 0 });
      customer = await newCustomer(running.app, base, { locale: 'nl' });
    });

    it('double opt-in for guests, one click for customers; the back-office counts who waits', async () => {
      const guest = await ask({ productId, email: 'Waiting.Guest@Example.be', locale: 'en' });
      expect(guest.status).toBe(200);
      expect(await json(guest)).toEqual({ status: 'pending' });
      const confirmMail = await waitFor(() => mailsTo('waiting.guest@example.be')[0], {
        what: 'the confirmation mail',
      });
      expect(text(confirmMail)).toContain('Confirm your alert');
      // Someone who never confirms.
      expect((await ask({ productId, email: 'never@example.be', locale: 'fr' })).status).toBe(200);
      await waitFor(() => mailsTo('never@example.be')[0], { what: 'the second confirmation' });

      const mine = await ask({ productId, locale: 'de' }, customer.api);
      expect(await json(mine)).toEqual({ status: 'subscribed' });
      expect(await json(await customer.api.get(`/api/stock-alerts/products/${productId}`))).toEqual(
        { status: 'subscribed' },
      );

      const confirmed = await client(base, null).post('/api/stock-alerts/confirm', {
        token: tokenIn(confirmMail),
      });
      expect(confirmed.status).toBe(200);
      expect(await json(confirmed)).toMatchObject({ status: 'confirmed' });
      const bad = await client(base, null).post('/api/stock-alerts/confirm', {
        token: 'x'.repeat(43),
      });
      expect(bad.status).toBe(400);
      expect((await json(bad)).code).toBe('STOCK_ALERTS_TOKEN_INVALID');

      expect(await adminRow(productId)).toMatchObject({
        id: productId,
        stock: 0,
        waiting: 2,
        unconfirmed: 1,
        notified: 0,
      });
      expect((await customer.api.get('/api/admin/stock-alerts')).status).toBe(403);
      expect((await client(base, null).get('/api/admin/stock-alerts')).status).toBe(401);
    });

    it('a restock mails each confirmed person once, in their language; none for the unconfirmed; a second restock mails nobody', async () => {
      const restock = await admin.put(`/api/admin/products/${productId}/stock`, { stock: 5 });
      expect(restock.status).toBe(200);
      const guestMail = await waitFor(
        () => mailsTo('waiting.guest@example.be').find((m) => text(m).includes('Good news')),
        { what: 'the English back-in-stock mail' },
      );
      const customerMail = await waitFor(
        () => mailsTo(customer.email).find((m) => text(m).includes('wieder verfügbar')),
        { what: 'the German back-in-stock mail' },
      );
      expect(text(guestMail)).toContain('/en/product/');
      expect(text(customerMail)).toContain('/de/produkt/');
      await idle();
      expect(await adminRow(productId)).toMatchObject({ waiting: 0, unconfirmed: 1, notified: 2 });

      // Sold out and back again: everyone was mailed already.
      expect((await admin.put(`/api/admin/products/${productId}/stock`, { stock: 0 })).status).toBe(
        200,
      );
      expect((await admin.put(`/api/admin/products/${productId}/stock`, { stock: 2 })).status).toBe(
        200,
      );
      await idle();
      expect(mailsTo('waiting.guest@example.be')).toHaveLength(2);
      expect(mailsTo(customer.email)).toHaveLength(1);
      expect(mailsTo('never@example.be')).toHaveLength(1);
    });

    it('stock returned by a cancelled order counts as a restock too', async () => {
      const id = await createProduct(running.app, { priceCents: 1500, stock: 0 });
      const c = await newCustomer(running.app, base, { locale: 'fr' });
      await ask({ productId: id, locale: 'fr' }, c.api);
      const { CatalogueService } = await import('../src/modules/catalogue/catalogue.service.js');
      await running.app
        .get(DataSource)
        .transaction((manager) => running.app.get(CatalogueService).incrementStock(manager, id, 1));
      const mail = await waitFor(() => mailsTo(c.email)[0], { what: 'the French mail' });
      expect(text(mail)).toContain('de retour en stock');
    });

    it('withdraws by the link of the mail or from the account; GDPR export and erasure include the requests', async () => {
      const id = await createProduct(running.app, { priceCents: 1500, stock: 0 });
      await ask({ productId: id, email: 'withdraw@example.be', locale: 'en' });
      const mail = await waitFor(() => mailsTo('withdraw@example.be')[0], { what: 'confirmation' });
      const withdrawn = await client(base, null).post('/api/stock-alerts/withdraw', {
        token: tokenIn(mail),
      });
      expect(await json(withdrawn)).toMatchObject({ status: 'withdrawn' });
      expect(await alertsFor(id)).toHaveLength(0);

      const c = await newCustomer(running.app, base);
      await ask({ productId: id, locale: 'nl' }, c.api);
      expect((await c.api.delete(`/api/stock-alerts/products/${id}`)).status).toBe(200);
      expect(await alertsFor(id)).toHaveLength(0);

      await ask({ productId: id, locale: 'nl' }, c.api);
      const exported = await json(await c.api.get('/api/user/export'));
      expect(exported.stockAlerts).toEqual([
        expect.objectContaining({ productId: id, locale: 'nl', notifiedAt: null }),
      ]);
      expect(exported.birthdayCoupons).toEqual([]);
      expect((await c.api.post('/api/user/erase', { currentPassword: 'Secret12' })).status).toBe(
        204,
      );
      expect(await alertsFor(id)).toHaveLength(0);
    });

    it('refuses unknown products and a guest without an address, and limits the public form per IP', async () => {
      const unknown = await ask({
        productId: '00000000-0000-4000-8000-000000000000',
        email: 'a@example.be',
        locale: 'nl',
      });
      expect(unknown.status).toBe(404);
      expect((await json(unknown)).code).toBe('STOCK_ALERTS_PRODUCT_NOT_FOUND');
      const noEmail = await ask({ productId, locale: 'nl' });
      expect(noEmail.status).toBe(400);
      expect((await json(noEmail)).errors).toMatchObject({ email: 'validation.required' });

      const ip = newIp();
      let last: Response | null = null;
      for (let i = 0; i < 11; i++)
        last = await ask({ productId, email: `flood${i}@example.be`, locale: 'nl' }, undefined, ip);
      expect(last!.status).toBe(429);
      expect((await json(last!)).code).toBe('STOCK_ALERTS_TOO_MANY_REQUESTS');
    });
  });
});
