import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DataSource } from 'typeorm';
import { AuditEntryEntity } from '../src/modules/audit/entities/audit-entry.entity.js';
import { SentMailEntity } from '../src/modules/mail/entities/sent-mail.entity.js';
import { NewsletterCampaignEntity } from '../src/modules/newsletter/entities/newsletter-campaign.entity.js';
import { NewsletterDeliveryEntity } from '../src/modules/newsletter/entities/newsletter-delivery.entity.js';
import { NewsletterSubscriberEntity } from '../src/modules/newsletter/entities/newsletter-subscriber.entity.js';
import { NewsletterCampaignsService } from '../src/modules/newsletter/newsletter-campaigns.service.js';
import {
  bearer,
  register,
  signIn,
  validRegistration,
  BACKOFFICE,
  type Tokens,
} from './helpers/auth.js';
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

const CONFIRM_PATH = {
  nl: 'nieuwsbrief/bevestigen',
  en: 'newsletter/confirm',
  de: 'newsletter/bestaetigen',
  fr: 'newsletter/confirmer',
} as const;
const UNSUBSCRIBE_PATH = {
  nl: 'nieuwsbrief/uitschrijven',
  en: 'newsletter/unsubscribe',
  de: 'newsletter/abmelden',
  fr: 'newsletter/desabonner',
} as const;
type Lang = keyof typeof CONFIRM_PATH;

describe(`newsletter double opt-in and admin on ${ENGINES}`, () => {
  let env: TestEnvironment;
  let smtp: TestSmtpServer;
  let running: RunningApp;
  let base: string;
  let admin: Tokens;
  let ipCounter = 0;

  beforeAll(async () => {
    env = await createTestEnvironment();
    smtp = await new TestSmtpServer().start();
    // TRUST_PROXY=1: each test speaks from its own X-Forwarded-For address, so the per-IP limit is isolated.
    running = await startApp(env.config({ SMTP_URL: smtp.url, TRUST_PROXY: '1' }));
    base = running.baseUrl;
    admin = await signIn(base, 'admin@demo.test', 'Demo1234', BACKOFFICE);
  });

  afterAll(async () => {
    await running?.close();
    await smtp?.stop();
    await env?.dispose();
  });

  const newIp = () => `203.0.113.${++ipCounter}`;
  const subscribe = (body: Record<string, unknown>, ip = newIp()) =>
    fetch(`${base}/api/newsletter/subscriptions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
      body: JSON.stringify(body),
    });
  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
  const mailsTo = (to: string) => smtp.received.filter((m) => m.to.includes(to));
  const tokenIn = (
    mail: ReceivedMail,
    locale: Lang,
    paths: Record<Lang, string> = CONFIRM_PATH,
  ) => {
    const match = new RegExp(`http://shop\\.test/${locale}/${paths[locale]}/([A-Za-z0-9_-]+)`).exec(
      decodeQuotedPrintable(mail.raw),
    );
    expect(match, 'link in the mail').not.toBeNull();
    return match![1]!;
  };
  const subscriberRow = (email: string) =>
    running.app.get(DataSource).getRepository(NewsletterSubscriberEntity).findOneBy({ email });
  const expectNoMoreMail = async (to: string, count: number) => {
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(mailsTo(to)).toHaveLength(count);
  };

  it('subscribe → confirmation mail in the language → confirm link → confirmed; a second click says already confirmed', async () => {
    for (const locale of ['nl', 'en', 'de', 'fr'] as const) {
      const email = `optin-${locale}@example.be`;
      const res = await subscribe({ email: email.toUpperCase(), locale, source: 'footer' });
      expect(res.status).toBe(202);
      expect(await json(res)).toEqual({ status: 'ok' });
      expect((await subscriberRow(email))?.status).toBe('pending');
      const mail = await waitFor(() => mailsTo(email)[0], {
        what: `the ${locale} confirmation mail`,
      });
      const subject = {
        nl: 'Bevestig je inschrijving',
        en: 'Confirm your subscription',
        de: 'Bestätigen Sie Ihre Anmeldung',
        fr: 'Confirmez votre inscription',
      }[locale];
      expect(decodeQuotedPrintable(mail.raw)).toContain(subject);
      const token = tokenIn(mail, locale);
      // Only a hash of the token is stored.
      expect(JSON.stringify(await subscriberRow(email))).not.toContain(token);

      const confirmed = await post('/api/newsletter/confirm', { token });
      expect(confirmed.status).toBe(200);
      const body = await json(confirmed);
      expect(body).toMatchObject({ status: 'confirmed', locale, alreadyConfirmed: false });
      expect(typeof body.unsubscribeToken).toBe('string');
      const confirmedAt = (await subscriberRow(email))?.confirmedAt;
      expect((await subscriberRow(email))?.status).toBe('confirmed');

      // The second click on the used link: already confirmed, nothing changes.
      const again = await post('/api/newsletter/confirm', { token });
      expect(again.status).toBe(200);
      expect(await json(again)).toMatchObject({
        status: 'confirmed',
        locale,
        alreadyConfirmed: true,
      });
      expect((await subscriberRow(email))?.confirmedAt).toBe(confirmedAt);
    }
    const unknown = await post('/api/newsletter/confirm', { token: 'nope' });
    expect(unknown.status).toBe(400);
  });

  it('subscribing twice answers the same and sends no endless mails (pending and confirmed)', async () => {
    const email = 'twice@example.be';
    const first = await subscribe({ email, locale: 'en', source: 'footer' });
    const second = await subscribe({ email, locale: 'en', source: 'footer' });
    expect(first.status).toBe(second.status);
    expect(await json(first)).toEqual(await json(second));
    await waitFor(() => mailsTo(email)[0], { what: 'the confirmation mail' });
    await expectNoMoreMail(email, 1);

    await post('/api/newsletter/confirm', { token: tokenIn(mailsTo(email)[0]!, 'en') });
    const third = await subscribe({ email, locale: 'en', source: 'footer' });
    expect(third.status).toBe(202);
    expect(await json(third)).toEqual({ status: 'ok' });
    await expectNoMoreMail(email, 1);
    expect((await subscriberRow(email))?.status).toBe('confirmed');

    // An unknown address answers exactly like a known one.
    const fresh = await subscribe({ email: 'brand-new@example.be', locale: 'en' });
    expect(fresh.status).toBe(third.status);
  });

  it('unsubscribe with the token (no sign-in), then resubscribe needs a new confirmation', async () => {
    const email = 'unsub@example.be';
    await subscribe({ email, locale: 'fr', source: 'contact' });
    const mail = await waitFor(() => mailsTo(email)[0], { what: 'the confirmation mail' });
    const { unsubscribeToken } = await json(
      await post('/api/newsletter/confirm', { token: tokenIn(mail, 'fr') }),
    );

    const res = await post('/api/newsletter/unsubscribe', { token: unsubscribeToken });
    expect(res.status).toBe(200);
    expect(await json(res)).toMatchObject({ status: 'unsubscribed', locale: 'fr' });
    expect((await subscriberRow(email))?.status).toBe('unsubscribed');
    // Idempotent.
    expect((await post('/api/newsletter/unsubscribe', { token: unsubscribeToken })).status).toBe(
      200,
    );
    expect((await post('/api/newsletter/unsubscribe', { token: 'unknown' })).status).toBe(400);
    // After unsubscribing, the old confirmation link no longer subscribes or says confirmed.
    const oldLink = await post('/api/newsletter/confirm', { token: tokenIn(mail, 'fr') });
    expect(oldLink.status).toBe(400);
    expect((await subscriberRow(email))?.status).toBe('unsubscribed');

    await subscribe({ email, locale: 'fr', source: 'footer' });
    expect((await subscriberRow(email))?.status).toBe('pending');
    await waitFor(() => mailsTo(email).length === 2, { what: 'a new confirmation mail' });
    const token = tokenIn(mailsTo(email)[1]!, 'fr');
    expect((await post('/api/newsletter/confirm', { token })).status).toBe(200);
    expect((await subscriberRow(email))?.status).toBe('confirmed');
  });

  it('RFC 8058 one-click unsubscribe by form POST to the List-Unsubscribe URL', async () => {
    const email = 'oneclick@example.be';
    await subscribe({ email, locale: 'nl' });
    const mail = await waitFor(() => mailsTo(email)[0], { what: 'the confirmation mail' });
    const { unsubscribeToken } = await json(
      await post('/api/newsletter/confirm', { token: tokenIn(mail, 'nl') }),
    );
    const res = await fetch(`${base}/api/newsletter/unsubscribe/${unsubscribeToken}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(res.status).toBe(200);
    expect((await subscriberRow(email))?.status).toBe('unsubscribed');
  });

  it('validation: field errors as message keys', async () => {
    const res = await subscribe({ email: 'not-an-email', locale: 'xx' });
    expect(res.status).toBe(400);
    const body = await json(res);
    expect(body.errors).toMatchObject({ email: 'validation.email', locale: 'validation.choice' });
    const empty = await json(await subscribe({ email: '', locale: 'nl' }));
    expect(empty.errors.email).toBe('validation.required');
  });

  it('honeypot: a filled trap answers thanks and nothing happens', async () => {
    const email = 'bot@example.be';
    const res = await subscribe({ email, locale: 'nl', website: 'http://spam.example' });
    expect(res.status).toBe(202);
    expect(await json(res)).toEqual({ status: 'ok' });
    await expectNoMoreMail(email, 0);
    expect(await subscriberRow(email)).toBeNull();
  });

  it('per-IP rate limit: 429 with Retry-After', async () => {
    const ip = newIp();
    const statuses: number[] = [];
    let limited: Response | null = null;
    for (let i = 0; i < 12; i += 1) {
      const res = await subscribe({ email: `rate-${i}@example.be`, locale: 'nl' }, ip);
      statuses.push(res.status);
      if (res.status === 429) limited = res;
    }
    expect(statuses.slice(0, 10).every((s) => s === 202)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
    expect(Number(limited!.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await json(limited!)).code).toBe('NEWSLETTER_TOO_MANY_REQUESTS');
    // Another address is not affected.
    expect((await subscribe({ email: 'other-ip@example.be', locale: 'nl' })).status).toBe(202);
  });

  it('registration with the newsletter opt-in starts the double opt-in in the account language', async () => {
    const email = 'registered@example.be';
    expect((await register(base, validRegistration(email))).status).toBe(201);
    const mail = await waitFor(
      () =>
        mailsTo(email).find((m) =>
          decodeQuotedPrintable(m.raw).includes('/de/newsletter/bestaetigen/'),
        ),
      { what: 'the confirmation mail' },
    );
    expect(await subscriberRow(email)).toMatchObject({
      status: 'pending',
      source: 'registration',
      locale: 'de',
    });
    const user = await signIn(base, email, 'Secret12');
    expect(
      await json(await fetch(`${base}/api/newsletter/status`, { headers: bearer(user) })),
    ).toEqual({ status: 'pending' });
    await post('/api/newsletter/confirm', { token: tokenIn(mail, 'de') });
    expect(
      await json(await fetch(`${base}/api/newsletter/status`, { headers: bearer(user) })),
    ).toEqual({ status: 'confirmed' });
    expect((await fetch(`${base}/api/newsletter/status`)).status).toBe(401);
    // Without the opt-in: no subscription.
    expect(
      (await register(base, { ...validRegistration('no-optin@example.be'), newsletter: false }))
        .status,
    ).toBe(201);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await subscriberRow('no-optin@example.be')).toBeNull();
  });

  it('the account newsletter box follows the subscription: off unsubscribes at once, on starts a new double opt-in', async () => {
    const email = 'account-box@example.be';
    expect((await register(base, validRegistration(email))).status).toBe(201);
    const first = await waitFor(
      () =>
        mailsTo(email).find((m) =>
          decodeQuotedPrintable(m.raw).includes('/de/newsletter/bestaetigen/'),
        ),
      { what: 'the confirmation mail' },
    );
    await post('/api/newsletter/confirm', { token: tokenIn(first, 'de') });
    const user = await signIn(base, email, 'Secret12');
    const patch = (newsletter: boolean) =>
      fetch(`${base}/api/user`, {
        method: 'PATCH',
        headers: { ...bearer(user), 'content-type': 'application/json' },
        body: JSON.stringify({ newsletter }),
      });
    expect((await patch(false)).status).toBe(200);
    await waitFor(
      async () => ((await subscriberRow(email))?.status === 'unsubscribed' ? true : undefined),
      { what: 'the unsubscription' },
    );
    expect(
      await json(await fetch(`${base}/api/newsletter/status`, { headers: bearer(user) })),
    ).toEqual({ status: 'unsubscribed' });
    const mailsBefore = mailsTo(email).length;
    expect((await patch(true)).status).toBe(200);
    await waitFor(() => (mailsTo(email).length > mailsBefore ? true : undefined), {
      what: 'a new confirmation mail',
    });
    expect((await subscriberRow(email))?.status).toBe('pending');
  });

  describe('admin', () => {
    const adminPaths: [string, string, unknown?][] = [
      ['GET', '/api/admin/newsletter-subscribers'],
      ['GET', '/api/admin/newsletter-subscribers/export'],
      ['GET', '/api/admin/newsletter-campaigns'],
      [
        'POST',
        '/api/admin/newsletter-campaigns',
        { locale: 'nl', subject: 'x', bodyHtml: '<p>x</p>' },
      ],
      [
        'POST',
        '/api/admin/newsletter-campaigns/preview',
        { locale: 'nl', subject: 'x', bodyHtml: '<p>x</p>' },
      ],
      ['GET', '/api/admin/newsletter-campaigns/00000000-0000-4000-8000-000000000000'],
      [
        'PATCH',
        '/api/admin/newsletter-campaigns/00000000-0000-4000-8000-000000000000',
        { subject: 'y' },
      ],
      ['DELETE', '/api/admin/newsletter-campaigns/00000000-0000-4000-8000-000000000000'],
      ['GET', '/api/admin/newsletter-campaigns/00000000-0000-4000-8000-000000000000/preview'],
      ['POST', '/api/admin/newsletter-campaigns/00000000-0000-4000-8000-000000000000/test', {}],
      ['POST', '/api/admin/newsletter-campaigns/00000000-0000-4000-8000-000000000000/send', {}],
      [
        'POST',
        '/api/admin/newsletter-campaigns/00000000-0000-4000-8000-000000000000/schedule',
        { sendAt: '2030-01-01T00:00:00Z' },
      ],
      [
        'POST',
        '/api/admin/newsletter-campaigns/00000000-0000-4000-8000-000000000000/unschedule',
        {},
      ],
      ['GET', '/api/admin/newsletter-campaigns/00000000-0000-4000-8000-000000000000/progress'],
      [
        'POST',
        '/api/admin/newsletter-campaigns/00000000-0000-4000-8000-000000000000/resend-interrupted',
        {},
      ],
    ];

    it('refuses a signed-out caller (401) and a customer (403) on every admin endpoint', async () => {
      const customer = await signIn(base, 'customer@demo.test');
      const manager = await signIn(base, 'manager@demo.test');
      for (const [method, path, body] of adminPaths) {
        const init = (headers: Record<string, string>): RequestInit => ({
          method,
          headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...headers },
          body: body ? JSON.stringify(body) : undefined,
        });
        expect(
          (await fetch(`${base}${path}`, init({}))).status,
          `${method} ${path} signed out`,
        ).toBe(401);
        expect(
          (await fetch(`${base}${path}`, init(bearer(customer)))).status,
          `${method} ${path} customer`,
        ).toBe(403);
        expect(
          (await fetch(`${base}${path}`, init(bearer(manager)))).status,
          `${method} ${path} partner manager`,
        ).toBe(403);
      }
    });

    it('lists subscribers with filters and exports CSV', async () => {
      const res = await fetch(
        `${base}/api/admin/newsletter-subscribers?status=confirmed&locale=de&perPage=100`,
        { headers: bearer(admin) },
      );
      expect(res.status).toBe(200);
      const list = await json(res);
      expect(list.total).toBeGreaterThanOrEqual(1);
      expect(
        list.data.every(
          (s: { status: string; locale: string }) => s.status === 'confirmed' && s.locale === 'de',
        ),
      ).toBe(true);
      expect(list.data.map((s: { email: string }) => s.email)).toContain('optin-de@example.be');
      expect(JSON.stringify(list)).not.toMatch(/unsubscribeToken|confirmTokenHash/);

      const csv = await fetch(`${base}/api/admin/newsletter-subscribers/export?locale=fr`, {
        headers: bearer(admin),
      });
      expect(csv.status).toBe(200);
      expect(csv.headers.get('content-type')).toContain('text/csv');
      expect(csv.headers.get('content-disposition')).toContain('attachment');
      const text = await csv.text();
      const lines = text.trim().split('\r\n');
      expect(lines[0]).toBe(
        '"email","language","status","source","subscribed_at","confirmed_at","unsubscribed_at"',
      );
      expect(text).toContain('"optin-fr@example.be","fr","confirmed","footer"');
      expect(text).not.toContain('optin-nl@example.be');
    });

    it('composes, previews, tests, sends a campaign with an unsubscribe link and List-Unsubscribe headers, audited', async () => {
      const auth = { ...bearer(admin), 'content-type': 'application/json' };
      const bad = await fetch(`${base}/api/admin/newsletter-campaigns`, {
        method: 'POST',
        headers: auth,
        body: JSON.stringify({ locale: 'en', subject: '', bodyHtml: '<script>x</script>' }),
      });
      expect(bad.status).toBe(400);
      expect((await json(bad)).errors).toMatchObject({ subject: 'validation.required' });

      const created = await fetch(`${base}/api/admin/newsletter-campaigns`, {
        method: 'POST',
        headers: auth,
        body: JSON.stringify({
          locale: 'en',
          subject: 'Winter rituals',
          bodyHtml:
            '<h2>Hello</h2><p>Our <strong>winter</strong> care<script>alert(1)</script></p><img src=x onerror=alert(1)>',
        }),
      });
      expect(created.status).toBe(201);
      const campaign = await json(created);
      expect(campaign).toMatchObject({ status: 'draft', locale: 'en', progress: { total: 0 } });
      expect(campaign.bodyHtml).toBe('<h2>Hello</h2><p>Our <strong>winter</strong> care</p>');

      const patched = await json(
        await fetch(`${base}/api/admin/newsletter-campaigns/${campaign.id}`, {
          method: 'PATCH',
          headers: auth,
          body: JSON.stringify({ subject: 'Winter rituals 2026' }),
        }),
      );
      expect(patched.subject).toBe('Winter rituals 2026');

      const preview = await json(
        await fetch(`${base}/api/admin/newsletter-campaigns/${campaign.id}/preview`, {
          headers: bearer(admin),
        }),
      );
      expect(preview.subject).toBe('Winter rituals 2026');
      expect(preview.html).toContain('<strong>winter</strong>');
      expect(preview.html).toContain('Unsubscribe from the newsletter');
      expect(preview.html).not.toContain('<script');

      const test = await fetch(`${base}/api/admin/newsletter-campaigns/${campaign.id}/test`, {
        method: 'POST',
        headers: auth,
        body: '{}',
      });
      expect(test.status).toBe(202);
      const testMail = await waitFor(
        () => mailsTo('admin@demo.test').find((m) => m.raw.includes('[TEST] Winter rituals 2026')),
        { what: 'the test mail' },
      );
      expect(testMail).toBeTruthy();

      const schedule = await fetch(
        `${base}/api/admin/newsletter-campaigns/${campaign.id}/schedule`,
        { method: 'POST', headers: auth, body: JSON.stringify({ sendAt: '2001-01-01T00:00:00Z' }) },
      );
      expect(schedule.status).toBe(400);

      const enSubscribers = (
        await json(
          await fetch(
            `${base}/api/admin/newsletter-subscribers?status=confirmed&locale=en&perPage=100`,
            { headers: bearer(admin) },
          ),
        )
      ).data.map((s: { email: string }) => s.email);
      expect(enSubscribers.length).toBeGreaterThanOrEqual(2);
      const sent = await fetch(`${base}/api/admin/newsletter-campaigns/${campaign.id}/send`, {
        method: 'POST',
        headers: auth,
        body: '{}',
      });
      expect(sent.status).toBe(202);
      const done = await waitFor(
        async () => {
          const p = await json(
            await fetch(`${base}/api/admin/newsletter-campaigns/${campaign.id}/progress`, {
              headers: bearer(admin),
            }),
          );
          return p.status === 'sent' ? p : null;
        },
        { what: 'the campaign to finish' },
      );
      expect(done).toMatchObject({
        total: enSubscribers.length,
        sent: enSubscribers.length,
        failed: 0,
        skipped: 0,
        pending: 0,
      });
      for (const email of enSubscribers) {
        const mails = mailsTo(email).filter((m) => m.raw.includes('Subject: Winter rituals 2026'));
        expect(mails, email).toHaveLength(1);
        const raw = mails[0]!.raw.replace(/\r?\n[ \t]+/g, ' ');
        expect(raw).toMatch(
          /^List-Unsubscribe: <http:\/\/shop\.test\/api\/newsletter\/unsubscribe\/[A-Za-z0-9_-]+>, <http:\/\/shop\.test\/en\/newsletter\/unsubscribe\/[A-Za-z0-9_-]+>/m,
        );
        expect(raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);
        const token = tokenIn(mails[0]!, 'en', UNSUBSCRIBE_PATH);
        expect(token).toBe((await subscriberRow(email))!.unsubscribeToken);
      }
      // The unsubscribe link of the mail works without signing in.
      const target = enSubscribers[0]!;
      const link = tokenIn(
        mailsTo(target).find((m) => m.raw.includes('Subject: Winter rituals 2026'))!,
        'en',
        UNSUBSCRIBE_PATH,
      );
      expect((await post('/api/newsletter/unsubscribe', { token: link })).status).toBe(200);
      expect((await subscriberRow(target))?.status).toBe('unsubscribed');

      // A sent campaign can no longer change or be sent again.
      expect(
        (
          await fetch(`${base}/api/admin/newsletter-campaigns/${campaign.id}/send`, {
            method: 'POST',
            headers: auth,
            body: '{}',
          })
        ).status,
      ).toBe(409);
      expect(
        (
          await fetch(`${base}/api/admin/newsletter-campaigns/${campaign.id}`, {
            method: 'PATCH',
            headers: auth,
            body: JSON.stringify({ subject: 'x' }),
          })
        ).status,
      ).toBe(409);

      const list = await json(
        await fetch(`${base}/api/admin/newsletter-campaigns?status=sent`, {
          headers: bearer(admin),
        }),
      );
      expect(list.data.map((c: { id: string }) => c.id)).toContain(campaign.id);

      const actions = (
        await running.app
          .get(DataSource)
          .getRepository(AuditEntryEntity)
          .findBy({ entityId: campaign.id })
      )
        .map((e) => e.action)
        .sort();
      expect(actions).toEqual([
        'newsletter.campaign.create',
        'newsletter.campaign.send',
        'newsletter.campaign.test',
        'newsletter.campaign.update',
      ]);
    });

    it('a delivery cut off with its mail in flight (worker crash) becomes interrupted and is not mailed again by itself; one cut off before sending is sent', async () => {
      const auth = { ...bearer(admin), 'content-type': 'application/json' };
      const campaign = await json(
        await fetch(`${base}/api/admin/newsletter-campaigns`, {
          method: 'POST',
          headers: auth,
          body: JSON.stringify({ locale: 'fr', subject: 'Coupure', bodyHtml: '<p>Coupure</p>' }),
        }),
      );
      const db = running.app.get(DataSource);
      await db
        .getRepository(NewsletterCampaignEntity)
        .update({ id: campaign.id }, { status: 'sending', startedAt: Date.now() });
      const [mailed, unknown, claimed] = await Promise.all(
        ['crash-a@example.be', 'crash-b@example.be', 'crash-c@example.be'].map(async (email) => {
          await db.getRepository(NewsletterSubscriberEntity).insert({
            email,
            locale: 'fr',
            status: 'confirmed',
            source: 'footer',
            unsubscribeToken: `tok-${email}`,
            confirmedAt: Date.now(),
            confirmTokenHash: null,
            confirmTokenExpiresAt: null,
            confirmationSentAt: null,
            unsubscribedAt: null,
          });
          return (await subscriberRow(email))!;
        }),
      );
      const deliveries = db.getRepository(NewsletterDeliveryEntity);
      for (const s of [mailed!, unknown!, claimed!])
        await deliveries.insert({
          campaignId: campaign.id,
          subscriberId: s.id,
          // The third was claimed, but the crash came before its mail was handed to SMTP.
          state: s === claimed ? 'claimed' : 'sending',
          attempts: 1,
          lastError: null,
        });
      // The first one's mail went out before the crash (its sent_mail row exists); the second's is unknown.
      await db.getRepository(SentMailEntity).insert({
        messageKey: `campaign:${campaign.id}:${mailed!.id}`,
        recipient: mailed!.email,
        template: 'newsletter.campaign',
      });
      const service = running.app.get(NewsletterCampaignsService);
      await service.deliver(campaign.id, mailed!.id, 2);
      await service.deliver(campaign.id, unknown!.id, 2);
      await service.deliver(campaign.id, unknown!.id, 3);
      await service.deliver(campaign.id, claimed!.id, 2);
      expect(
        await deliveries.findOneBy({ campaignId: campaign.id, subscriberId: mailed!.id }),
      ).toMatchObject({ state: 'sent' });
      expect(
        await deliveries.findOneBy({ campaignId: campaign.id, subscriberId: unknown!.id }),
      ).toMatchObject({ state: 'interrupted', lastError: expect.stringContaining('interrupted') });
      expect(
        await deliveries.findOneBy({ campaignId: campaign.id, subscriberId: claimed!.id }),
      ).toMatchObject({ state: 'sent', attempts: 2 });
      await new Promise((resolve) => setTimeout(resolve, 300));
      const coupure = smtp.received.filter((m) => m.raw.includes('Subject: Coupure'));
      expect(coupure.map((m) => m.to)).toEqual([[claimed!.email]]);
      const progress = await json(
        await fetch(`${base}/api/admin/newsletter-campaigns/${campaign.id}/progress`, {
          headers: bearer(admin),
        }),
      );
      expect(progress).toMatchObject({
        status: 'sent',
        total: 3,
        sent: 2,
        failed: 0,
        interrupted: 1,
        resendable: 1,
        pending: 0,
      });
    });

    it('schedules a campaign, unschedules it, deletes a draft', async () => {
      const auth = { ...bearer(admin), 'content-type': 'application/json' };
      const campaign = await json(
        await fetch(`${base}/api/admin/newsletter-campaigns`, {
          method: 'POST',
          headers: auth,
          body: JSON.stringify({ locale: 'nl', subject: 'Later', bodyHtml: '<p>Later</p>' }),
        }),
      );
      const sendAt = new Date(Date.now() + 3600_000).toISOString();
      const scheduled = await json(
        await fetch(`${base}/api/admin/newsletter-campaigns/${campaign.id}/schedule`, {
          method: 'POST',
          headers: auth,
          body: JSON.stringify({ sendAt }),
        }),
      );
      expect(scheduled).toMatchObject({ status: 'scheduled', sendAt });
      const back = await json(
        await fetch(`${base}/api/admin/newsletter-campaigns/${campaign.id}/unschedule`, {
          method: 'POST',
          headers: auth,
          body: '{}',
        }),
      );
      expect(back).toMatchObject({ status: 'draft', sendAt: null });
      expect(
        (
          await fetch(`${base}/api/admin/newsletter-campaigns/${campaign.id}`, {
            method: 'DELETE',
            headers: bearer(admin),
          })
        ).status,
      ).toBe(200);
      expect(
        (
          await fetch(`${base}/api/admin/newsletter-campaigns/${campaign.id}`, {
            headers: bearer(admin),
          })
        ).status,
      ).toBe(404);
    });

    it('a scheduled campaign starts by itself at sendAt', async () => {
      const auth = { ...bearer(admin), 'content-type': 'application/json' };
      const campaign = await json(
        await fetch(`${base}/api/admin/newsletter-campaigns`, {
          method: 'POST',
          headers: auth,
          body: JSON.stringify({ locale: 'de', subject: 'Geplant', bodyHtml: '<p>Hallo</p>' }),
        }),
      );
      const sendAt = new Date(Date.now() + 1500).toISOString();
      expect(
        (
          await fetch(`${base}/api/admin/newsletter-campaigns/${campaign.id}/schedule`, {
            method: 'POST',
            headers: auth,
            body: JSON.stringify({ sendAt }),
          })
        ).status,
      ).toBe(200);
      const done = await waitFor(
        async () => {
          const p = await json(
            await fetch(`${base}/api/admin/newsletter-campaigns/${campaign.id}/progress`, {
              headers: bearer(admin),
            }),
          );
          return p.status === 'sent' ? p : null;
        },
        { what: 'the scheduled campaign' },
      );
      expect(done.sent).toBeGreaterThanOrEqual(2);
      expect(
        mailsTo('optin-de@example.be').filter((m) => m.raw.includes('Subject: Geplant')),
      ).toHaveLength(1);
    });
  });
});
