import { getRepositoryToken } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ContactMessageEntity } from '../src/modules/contact/entities/contact-message.entity.js';
import { CONTACT_MAX_PER_IP } from '../src/modules/contact/contact.service.js';
import { NewsletterSubscriberEntity } from '../src/modules/newsletter/entities/newsletter-subscriber.entity.js';
import { htmlPartOf, subjectOf } from './helpers/mail-headers.js';
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

let ipCounter = 0;
/** Each test speaks from its own address (TRUST_PROXY is on), so per-IP limits do not leak between tests. */
const freshIp = () => `203.0.113.${++ipCounter}`;

export const validContact = (email: string, extra: Record<string, unknown> = {}) => ({
  firstName: 'Anna',
  lastName: 'Peeters',
  email,
  phone: '+32 470 12 34 56',
  subject: 'usage',
  question: 'Which serum suits my sensitive skin?',
  newsletter: false,
  privacyAccepted: true,
  locale: 'de',
  ...extra,
});

describe(`contact form on ${ENGINES}`, () => {
  let env: TestEnvironment;
  let smtp: TestSmtpServer;
  let running: RunningApp;
  let messages: Repository<ContactMessageEntity>;

  const post = (body: unknown, ip = freshIp()) =>
    fetch(`${running.baseUrl}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
      body: JSON.stringify(body),
    });

  beforeAll(async () => {
    env = await createTestEnvironment();
    smtp = await new TestSmtpServer().start();
    running = await startApp(
      env.config({ SMTP_URL: smtp.url, TRUST_PROXY: '127.0.0.1', BRAND_INBOX: 'inbox@brand.test' }),
    );
    messages = running.app.get(getRepositoryToken(ContactMessageEntity));
  });
  afterEach(() => {
    smtp.refuseNext = 0;
  });
  afterAll(async () => {
    await running?.close();
    await smtp?.stop();
    await env?.dispose();
  });

  it('stores the message and delivers one mail to the brand inbox and one copy to the sender, in their language', async () => {
    const res = await post(validContact('anna.contact@example.be'));
    expect(res.status).toBe(202);
    expect(await json(res)).toEqual({ status: 'ok' });
    const stored = await messages.findOneByOrFail({ email: 'anna.contact@example.be' });
    expect(stored).toMatchObject({
      firstName: 'Anna',
      lastName: 'Peeters',
      subject: 'usage',
      phone: '+32 470 12 34 56',
      locale: 'de',
      newsletterOptIn: false,
    });
    expect(stored.privacyAcceptedAt).toBeTruthy();

    const brand = await waitFor(
      () =>
        smtp.received.find(
          (m) =>
            m.to.includes('inbox@brand.test') &&
            decodeQuotedPrintable(m.raw).includes('anna.contact@example.be'),
        ),
      { what: 'the brand mail' },
    );
    const brandBody = decodeQuotedPrintable(brand.raw);
    expect(subjectOf(brand.raw)).toBe(
      'Nieuw contactbericht: Gebruik van de producten (Anna Peeters)',
    );
    expect(brandBody).toContain('Which serum suits my sensitive skin?');
    expect(brandBody).toContain('+32 470 12 34 56');
    expect(brand.raw).toContain('Content-Type: text/plain');
    expect(brand.raw).toContain('Content-Type: text/html');

    const copy = await waitFor(
      () => smtp.received.find((m) => m.to.includes('anna.contact@example.be')),
      { what: 'the copy' },
    );
    expect(subjectOf(copy.raw)).toBe('Wir haben Ihre Nachricht erhalten – Vyrelle');
    expect(decodeQuotedPrintable(copy.raw)).toContain('Hallo Anna');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.received.filter((m) => m.to.includes('anna.contact@example.be'))).toHaveLength(1);
  });

  it('writes the copy in each language and escapes what the sender typed', async () => {
    for (const [locale, subject] of [
      ['nl', 'We hebben je bericht goed ontvangen'],
      ['en', 'We have received your message'],
      ['fr', 'Nous avons bien reçu votre message'],
    ] as const) {
      const email = `copy-${locale}@example.be`;
      expect(
        (
          await post(
            validContact(email, {
              locale,
              question: '<script>alert(1)</script>',
              subject: 'selling',
            }),
          )
        ).status,
      ).toBe(202);
      const mail = await waitFor(() => smtp.received.find((m) => m.to.includes(email)), {
        what: `the ${locale} copy`,
      });
      expect(subjectOf(mail.raw)).toContain(subject);
      const html = htmlPartOf(decodeQuotedPrintable(mail.raw));
      expect(html).toContain('&lt;script&gt;');
      expect(html).not.toContain('<script>alert');
    }
  });

  it('refuses a message without privacy consent, with a bad e-mail or an unknown subject, field by field', async () => {
    const res = await post(
      validContact('not-an-email', { privacyAccepted: false, subject: 'prices' }),
    );
    expect(res.status).toBe(400);
    const problem = await json(res);
    expect(problem.code).toBe('COMMON_VALIDATION_FAILED');
    expect(problem.errors).toMatchObject({
      email: 'validation.email',
      privacyAccepted: 'validation.privacyRequired',
      subject: 'validation.choice',
    });

    const empty = await json(await post({ privacyAccepted: true }));
    expect(empty.errors).toMatchObject({
      firstName: 'validation.required',
      lastName: 'validation.required',
      email: 'validation.required',
      subject: 'validation.required',
      question: 'validation.required',
    });
    const missingConsent = await json(
      await post({ ...validContact('x@example.be'), privacyAccepted: undefined }),
    );
    expect(missingConsent.errors.privacyAccepted).toBe('validation.privacyRequired');
    expect(await messages.countBy({ email: 'x@example.be' })).toBe(0);
  });

  it('answers a filled-in honeypot like a success but stores and sends nothing', async () => {
    const res = await post(validContact('bot@example.be', { fax: 'http://spam.example' }));
    expect(res.status).toBe(202);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(await messages.countBy({ email: 'bot@example.be' })).toBe(0);
    expect(
      smtp.received.some(
        (m) =>
          m.to.includes('bot@example.be') ||
          decodeQuotedPrintable(m.raw).includes('bot@example.be'),
      ),
    ).toBe(false);
  });

  it(`limits messages per IP (${CONTACT_MAX_PER_IP}) with a 429 and Retry-After; other addresses still get through`, async () => {
    const ip = freshIp();
    for (let i = 0; i < CONTACT_MAX_PER_IP; i++)
      expect((await post(validContact(`limit-${i}@example.be`), ip)).status).toBe(202);
    const refused = await post(validContact('limit-over@example.be'), ip);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await json(refused)).code).toBe('CONTACT_TOO_MANY_REQUESTS');
    expect(await messages.countBy({ email: 'limit-over@example.be' })).toBe(0);
    expect((await post(validContact('other-ip@example.be'))).status).toBe(202);
  });

  it('subscribes the sender to the newsletter (double opt-in) when opted in', async () => {
    expect(
      (await post(validContact('news.contact@example.be', { newsletter: true, locale: 'fr' })))
        .status,
    ).toBe(202);
    const subscribers = running.app.get<Repository<NewsletterSubscriberEntity>>(
      getRepositoryToken(NewsletterSubscriberEntity),
    );
    const row = await waitFor(() => subscribers.findOneBy({ email: 'news.contact@example.be' }), {
      what: 'the subscriber',
    });
    expect(row).toMatchObject({ status: 'pending', source: 'contact', locale: 'fr' });
  });
});
