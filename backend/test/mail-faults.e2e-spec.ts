import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getRepositoryToken } from '@nestjs/typeorm';
import { SMTPServer } from 'smtp-server';
import type { Repository } from 'typeorm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AuditListResponseDto } from '../src/modules/audit/dto/audit.dto.js';
import { ContactMessageEntity } from '../src/modules/contact/entities/contact-message.entity.js';
import type { FailedJobListResponseDto } from '../src/modules/jobs/dto/admin-jobs.dto.js';
import { JobQueue } from '../src/modules/jobs/job-types.js';
import { BACKOFFICE, STOREFRONT, signIn } from './helpers/auth.js';
import { address, client, createProduct, newCustomer } from './helpers/shop.js';
import {
  createTestEnvironment,
  ENGINES,
  json,
  startApp,
  waitFor,
  type RunningApp,
  type TestEnvironment,
} from './helpers/test-app.js';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** A real SMTP server on a fixed port that can be taken down (connections refused) and brought back. */
class FlakySmtp {
  readonly received: { to: string[]; key: string; raw: string }[] = [];
  refuseNext = 0;
  private server: SMTPServer | null = null;
  constructor(readonly port: number) {}

  get url(): string {
    return `smtp://127.0.0.1:${this.port}?tls=off`;
  }

  async up(): Promise<void> {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          if (this.refuseNext > 0) {
            this.refuseNext -= 1;
            return callback(Object.assign(new Error('Try again later'), { responseCode: 451 }));
          }
          const raw = Buffer.concat(chunks).toString('utf8');
          this.received.push({
            to: session.envelope.rcptTo.map((r) => r.address),
            key: /^X-Message-Key: (.*)$/m.exec(raw)?.[1]?.trim() ?? '',
            raw,
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(this.port, '127.0.0.1', () => resolve()));
    this.server = server;
  }

  async down(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  keys(): string[] {
    return this.received.map((m) => m.key);
  }
}

const contact = (email: string, extra: Record<string, unknown> = {}) => ({
  firstName: 'Fault',
  lastName: 'Test',
  email,
  subject: 'usage',
  question: 'Does the mail arrive?',
  privacyAccepted: true,
  locale: 'en',
  ...extra,
});

const postContact = (base: string, body: unknown) =>
  fetch(`${base}/api/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

/** Every key appears exactly once. */
function expectOnceEach(keys: string[], expected: string[]): void {
  for (const key of expected)
    expect(
      keys.filter((k) => k === key),
      key,
    ).toHaveLength(1);
}

describe(`mail faults on ${ENGINES}`, () => {
  let env: TestEnvironment;
  let smtp: FlakySmtp;
  const apps: RunningApp[] = [];

  beforeAll(async () => {
    env = await createTestEnvironment();
    smtp = new FlakySmtp(await freePort());
    await smtp.up();
  });
  afterEach(async () => {
    while (apps.length) await apps.pop()!.close();
    smtp.received.length = 0;
    smtp.refuseNext = 0;
    await smtp.down();
    await smtp.up();
  });
  afterAll(async () => {
    await smtp?.down();
    await env?.dispose();
  });

  async function boot(extra: Record<string, string> = {}): Promise<RunningApp> {
    const running = await startApp(
      env.config({ SMTP_URL: smtp.url, BRAND_INBOX: 'inbox@brand.test', ...extra }),
    );
    apps.push(running);
    return running;
  }

  it('keeps contact mails waiting while the SMTP server is down, then delivers each exactly once', async () => {
    const { app, baseUrl } = await boot({ JOB_ATTEMPTS: '25', JOB_BACKOFF_MS: '100' });
    await smtp.down();
    const emails = ['down-1@example.be', 'down-2@example.be', 'down-3@example.be'];
    for (const email of emails)
      expect((await postContact(baseUrl, contact(email))).status).toBe(202);
    const messages = app.get<Repository<ContactMessageEntity>>(
      getRepositoryToken(ContactMessageEntity),
    );
    const ids = await Promise.all(
      emails.map(async (email) => (await messages.findOneByOrFail({ email })).id),
    );
    const expected = ids.flatMap((id) => [`contact:${id}:brand`, `contact:${id}:copy`]);

    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(smtp.received).toHaveLength(0);
    expect((await app.get(JobQueue).counts()).failed).toBe(0);

    await smtp.up();
    await waitFor(() => expected.every((key) => smtp.keys().includes(key)), {
      timeoutMs: 30_000,
      what: 'every contact mail after the SMTP server came back',
    });
    await new Promise((resolve) => setTimeout(resolve, 800));
    expectOnceEach(smtp.keys(), expected);
    expect(smtp.received.filter((m) => m.to.includes('inbox@brand.test'))).toHaveLength(3);
    expect((await app.get(JobQueue).counts()).failed).toBe(0);
  });

  it('retries mails the SMTP server refuses (451) with a growing backoff, then delivers each once', async () => {
    const { baseUrl } = await boot({ JOB_ATTEMPTS: '10', JOB_BACKOFF_MS: '150' });
    // Two mails per contact message and six refusals: at least one job is refused three times.
    smtp.refuseNext = 6;
    const started = Date.now();
    expect((await postContact(baseUrl, contact('refused@example.be'))).status).toBe(202);
    await waitFor(
      () =>
        smtp.received.some((m) => m.to.includes('refused@example.be')) &&
        smtp.received.some((m) => m.to.includes('inbox@brand.test')),
      { timeoutMs: 20_000, what: 'the refused mails' },
    );
    expect(smtp.refuseNext).toBe(0);
    // Three failed attempts of one job wait 150 + 300 + 600 ms (exponential backoff) before the fourth.
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(smtp.received.filter((m) => m.to.includes('refused@example.be'))).toHaveLength(1);
    expect(smtp.received.filter((m) => m.to.includes('inbox@brand.test'))).toHaveLength(1);
  });

  it('shows jobs that used up their attempts to admins (no secrets) and retries them on request, once', async () => {
    const { baseUrl } = await boot({ JOB_ATTEMPTS: '2', JOB_BACKOFF_MS: '20' });
    const admin = client(baseUrl, await signIn(baseUrl, 'admin@demo.test', 'Demo1234', BACKOFFICE));
    const manager = client(
      baseUrl,
      await signIn(baseUrl, 'manager@demo.test', 'Demo1234', BACKOFFICE),
    );
    const runningApp = apps[apps.length - 1]!.app;
    const shopper = await newCustomer(runningApp, baseUrl);
    await smtp.down();
    expect((await postContact(baseUrl, contact('failed@example.be'))).status).toBe(202);
    // A password-reset mail carries a token in its data: it must not show in the admin list.
    expect(
      (
        await fetch(`${baseUrl}/api/password/forgot`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: shopper.email }),
        })
      ).status,
    ).toBe(202);

    const failed = await waitFor(
      async () => {
        const list = await json<FailedJobListResponseDto>(
          await admin.get('/api/admin/jobs?state=failed'),
        );
        return list.total >= 3 ? list : null;
      },
      { timeoutMs: 20_000, what: 'three failed jobs' },
    );
    const copy = failed.data.find((j) => j.summary === 'contact.copy → failed@example.be (en)');
    expect(copy).toMatchObject({ name: 'mail.send', attempts: 2 });
    expect(copy!.error).toBeTruthy();
    expect(new Date(copy!.failedAt!).getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(copy!.payload).toMatchObject({
      template: 'contact.copy',
      to: 'failed@example.be',
      locale: 'en',
    });
    const reset = failed.data.find((j) => j.summary.startsWith('auth.password-reset'))!;
    expect(reset).toBeTruthy();
    expect(JSON.stringify(failed)).not.toMatch(/password\/reset\/|Does the mail arrive/);
    expect((await manager.get('/api/admin/jobs?state=failed')).status).toBe(403);
    expect((await admin.get('/api/admin/jobs?state=done')).status).toBe(400);

    await smtp.up();
    const before = smtp.received.length;
    const retried = await admin.post(`/api/admin/jobs/${encodeURIComponent(copy!.id)}/retry`);
    expect(retried.status).toBe(200);
    expect(await json(retried)).toEqual({ id: copy!.id, status: 'queued' });
    await waitFor(() => smtp.received.some((m) => m.to.includes('failed@example.be')), {
      what: 'the retried mail',
    });
    expect((await admin.post(`/api/admin/jobs/${encodeURIComponent(copy!.id)}/retry`)).status).toBe(
      404,
    );
    expect((await admin.post('/api/admin/jobs/999999999/retry')).status).toBe(404);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(smtp.received.length - before).toBe(1);
    const after = await json<FailedJobListResponseDto>(
      await admin.get('/api/admin/jobs?state=failed'),
    );
    expect(after.total).toBe(failed.total - 1);
    const audit = await json<AuditListResponseDto>(
      await admin.get(`/api/admin/audit?entityType=job&entityId=${encodeURIComponent(copy!.id)}`),
    );
    expect(audit.data.map((e) => e.action)).toEqual(['job.retry']);
  });

  // Its own redis-server on a free port, so this runs in both suites (SQLite + BullMQ is a valid layout too).
  describe('with Redis stopped (a private redis-server)', () => {
    let redisPort = 0;
    let redisDir = '';
    let redis: ChildProcess | null = null;

    const redisCli = (...args: string[]) =>
      spawnSync('redis-cli', ['-p', String(redisPort), ...args], { encoding: 'utf8' });
    async function startRedis(): Promise<void> {
      redis = spawn(
        'redis-server',
        [
          '--port',
          String(redisPort),
          '--bind',
          '127.0.0.1',
          '--dir',
          redisDir,
          '--save',
          '',
          '--appendonly',
          'no',
        ],
        { stdio: 'ignore' },
      );
      await waitFor(() => redisCli('ping').stdout.trim() === 'PONG', {
        what: 'the private redis-server',
      });
    }
    /** A clean shutdown that writes the data set first, like a production Redis with persistence going down for maintenance. */
    async function stopRedis(): Promise<void> {
      const child = redis;
      redis = null;
      if (!child) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      redisCli('shutdown', 'save');
      await exited;
    }

    beforeAll(async () => {
      redisPort = await freePort();
      redisDir = mkdtempSync(join(tmpdir(), 'vyrelle-redis-'));
      await startRedis();
    });
    afterEach(async () => {
      // An app cannot shut down cleanly while its Redis is gone: bring it back before the outer hook closes the app.
      if (!redis) await startRedis();
    });
    afterAll(async () => {
      if (redis) {
        const child = redis;
        redis = null;
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(redisDir, { recursive: true, force: true });
    });

    it('keeps every request working while Redis is down for 20 s (sign-in, reset, forms, cart, checkout, payment) and then delivers every mail exactly once', async () => {
      const { app, baseUrl } = await boot({
        REDIS_URL: `redis://127.0.0.1:${redisPort}`,
        INLINE_WORKER: 'true',
        JOB_ATTEMPTS: '40',
        JOB_BACKOFF_MS: '100',
        JOB_POLL_MS: '100',
      });
      const messages = app.get<Repository<ContactMessageEntity>>(
        getRepositoryToken(ContactMessageEntity),
      );
      const contactKeys = async (email: string) => {
        const { id } = await messages.findOneByOrFail({ email });
        return [`contact:${id}:brand`, `contact:${id}:copy`];
      };
      const productId = await createProduct(app, { priceCents: 3_000, stock: 50 });
      /** Cart → checkout → the demo provider's "paid": the order confirmation follows. */
      const order = async (buyer: Awaited<ReturnType<typeof newCustomer>>) => {
        const addr = await json<{ id: string }>(await buyer.api.post('/api/addresses', address()));
        const added = await buyer.api.post('/api/cart/items', { productId, quantity: 1 });
        const placed = await buyer.api.post('/api/orders', { addressId: addr.id });
        const created =
          placed.status === 201 ? await json<{ id: string; checkoutUrl: string }>(placed) : null;
        const paid = created
          ? await fetch(`${baseUrl}${new URL(created.checkoutUrl).pathname}`, {
              method: 'POST',
              headers: { 'content-type': 'application/x-www-form-urlencoded' },
              body: new URLSearchParams({ outcome: 'paid' }),
              redirect: 'manual',
            })
          : null;
        return { statuses: [added.status, placed.status, paid?.status ?? 0], orderId: created?.id };
      };

      // Jobs in flight: the SMTP server refuses for now, so they sit in Redis waiting for their next attempt.
      smtp.refuseNext = 1000;
      const expected: string[] = [];
      for (const email of ['redis-1@example.be', 'redis-2@example.be']) {
        expect((await postContact(baseUrl, contact(email))).status).toBe(202);
        expected.push(...(await contactKeys(email)));
      }
      const before = await newCustomer(app, baseUrl);
      const first = await order(before);
      expect(first.statuses).toEqual([201, 201, 303]);
      expected.push(`order-confirmation:${first.orderId}`);
      await new Promise((resolve) => setTimeout(resolve, 800));

      // 20 s without Redis under mixed traffic.
      const during = await newCustomer(app, baseUrl);
      await stopRedis();
      const outageStarted = Date.now();
      const statuses: { what: string; status: number }[] = [];
      const record = (what: string, status: number) => statuses.push({ what, status });
      let round = 0;
      while (Date.now() - outageStarted < 20_000) {
        round++;
        const signedIn = await fetch(`${baseUrl}/oauth/token`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({
            grant_type: 'password',
            username: during.email,
            password: 'Secret12',
            ...STOREFRONT,
          }),
        });
        record('sign-in', signedIn.status);
        if (round <= 3) {
          const email = `outage-${round}@example.be`;
          record('contact', (await postContact(baseUrl, contact(email))).status);
          const placed = await order(during);
          for (const status of placed.statuses) record('order', status);
          if (placed.orderId) expected.push(`order-confirmation:${placed.orderId}`);
        }
        if (round === 1) {
          const forgot = await fetch(`${baseUrl}/api/password/forgot`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ email: during.email, locale: 'en' }),
          });
          record('password forgot', forgot.status);
          const subscribed = await fetch(`${baseUrl}/api/newsletter/subscriptions`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({
              email: 'redis-news@example.be',
              locale: 'en',
              source: 'footer',
            }),
          });
          record('newsletter', subscribed.status);
        }
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      for (let i = 1; i <= 3; i++) expected.push(...(await contactKeys(`outage-${i}@example.be`)));
      expect(statuses.filter((s) => s.status >= 500)).toEqual([]);
      expect(statuses.filter((s) => s.what === 'sign-in').every((s) => s.status === 200)).toBe(
        true,
      );
      expect(statuses.filter((s) => s.what === 'order').map((s) => s.status)).toEqual(
        Array.from({ length: 3 }, () => [201, 201, 303]).flat(),
      );
      // Nothing could be sent meanwhile (the SMTP server was refusing before, Redis is gone now).
      smtp.refuseNext = 0;
      expect(smtp.received).toHaveLength(0);

      await startRedis();
      const back = Date.now();
      await waitFor(
        () =>
          expected.every((key) => smtp.keys().includes(key)) &&
          smtp.keys().some((key) => key.startsWith('password-reset:')) &&
          smtp.received.some((m) => m.to.includes('redis-news@example.be')),
        { timeoutMs: 45_000, what: 'every mail decided before and during the outage' },
      );
      const recoveredMs = Date.now() - back;
      const after = await postContact(baseUrl, contact('after-outage@example.be'));
      expect(after.status).toBe(202);
      await waitFor(() => smtp.received.some((m) => m.to.includes('after-outage@example.be')), {
        timeoutMs: 10_000,
        what: 'a mail queued after the outage',
      });
      await new Promise((resolve) => setTimeout(resolve, 800));
      expectOnceEach(smtp.keys(), expected);
      expect(smtp.keys().filter((key) => key.startsWith('password-reset:'))).toHaveLength(1);
      expect(smtp.received.filter((m) => m.to.includes('redis-news@example.be'))).toHaveLength(1);
      console.info(
        `Redis outage: ${Math.round((back - outageStarted) / 1000)} s, ${statuses.length} requests ` +
          `(${statuses.filter((s) => s.what === 'sign-in').length} sign-ins), ` +
          `${statuses.filter((s) => s.status >= 500).length} answered 5xx; ` +
          `${expected.length + 2} mails delivered once each, the last ${recoveredMs} ms after Redis returned`,
      );
    }, 120_000);
  });
});
