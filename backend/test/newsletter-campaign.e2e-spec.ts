import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DataSource } from 'typeorm';
import { NewsletterDeliveryEntity } from '../src/modules/newsletter/entities/newsletter-delivery.entity.js';
import {
  NewsletterSubscriberEntity,
  type SubscriberStatus,
} from '../src/modules/newsletter/entities/newsletter-subscriber.entity.js';
import { bearer, signIn, BACKOFFICE } from './helpers/auth.js';
import { BACKEND_DIR } from './helpers/processes.js';
import { TestSmtpServer } from './helpers/smtp.js';
import {
  createTestEnvironment,
  ENGINES,
  json,
  startApp,
  TEST_REDIS_URL,
  waitFor,
  type RunningApp,
  type TestEnvironment,
} from './helpers/test-app.js';

const LOCALES = ['nl', 'en', 'de', 'fr'] as const;
const SUBJECT = {
  nl: 'Nieuws van het huis',
  en: 'News from the house',
  de: 'Neues aus dem Haus',
  fr: 'Nouvelles de la maison',
} as const;

/**
 * 500 subscribers in four languages (some pending, some unsubscribed); one campaign per language,
 * sent while the worker is stopped and started again: every confirmed subscriber gets exactly one
 * mail, in their language. BullMQ: the worker is a separate process (dist/worker.js) that is
 * killed and started again. Database queue: the app (which works the queue) is restarted.
 */
describe(`newsletter campaign to 500 subscribers with a worker restart on ${ENGINES}`, () => {
  let env: TestEnvironment;
  let smtp: TestSmtpServer;
  let api: RunningApp | null = null;
  let worker: ChildProcess | null = null;
  const bullmq = Boolean(TEST_REDIS_URL);
  let snapshot: string | null = null;

  /**
   * The worker runs from a private copy of backend/dist, taken under a shared build lock, so a
   * build elsewhere (which empties dist/) cannot pull the worker away mid-test.
   */
  const snapshotDist = (): string => {
    const root = mkdtempSync(join(tmpdir(), 'vyrelle-newsletter-worker-'));
    mkdirSync(join(root, 'backend'));
    const from = join(BACKEND_DIR, 'dist');
    const to = join(root, 'backend', 'dist');
    try {
      execFileSync('flock', ['-s', '/tmp/vyrelle-build.lock', 'cp', '-r', from, to]);
    } catch {
      execFileSync('cp', ['-r', from, to]);
    }
    copyFileSync(join(BACKEND_DIR, 'package.json'), join(root, 'backend', 'package.json'));
    symlinkSync(join(BACKEND_DIR, '..', 'node_modules'), join(root, 'node_modules'));
    if (existsSync(join(BACKEND_DIR, 'node_modules')))
      symlinkSync(join(BACKEND_DIR, 'node_modules'), join(root, 'backend', 'node_modules'));
    return root;
  };

  const extra = () => ({ SMTP_URL: smtp.url, ...(bullmq ? { INLINE_WORKER: 'false' } : {}) });
  const startWorker = () => {
    const child = spawn(process.execPath, [join(snapshot!, 'backend', 'dist', 'worker.js')], {
      env: { PATH: process.env.PATH ?? '', ...env.env(extra()), LOG_LEVEL: 'info' },
      stdio: [
        'ignore',
        process.env.NEWSLETTER_WORKER_LOG ? 'inherit' : 'ignore',
        process.env.NEWSLETTER_WORKER_LOG ? 'inherit' : 'ignore',
      ],
    });
    worker = child;
    return child;
  };
  const stopWorker = async () => {
    const child = worker!;
    worker = null;
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    // A graceful stop lets the running jobs finish; a worker that hangs is killed.
    const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
    await exited;
    clearTimeout(timer);
  };

  beforeAll(async () => {
    env = await createTestEnvironment();
    smtp = await new TestSmtpServer().start();
    api = await startApp(env.config(extra()));
    if (bullmq) {
      snapshot = snapshotDist();
      startWorker();
    }
    // The shared build lock may wait for a build in progress elsewhere.
  }, 240_000);

  afterAll(async () => {
    if (worker) await stopWorker();
    await api?.close();
    await smtp?.stop();
    await env?.dispose();
    if (snapshot) rmSync(snapshot, { recursive: true, force: true });
  });

  it(
    'reaches each confirmed subscriber exactly once, in their language, across a worker restart; the unsubscribed are skipped',
    { timeout: 90_000 },
    async () => {
      const repo = () => api!.app.get(DataSource).getRepository(NewsletterSubscriberEntity);
      const rows: Partial<NewsletterSubscriberEntity>[] = [];
      for (let i = 0; i < 500; i += 1) {
        const status: SubscriberStatus =
          i % 10 === 3 ? 'pending' : i % 10 === 7 ? 'unsubscribed' : 'confirmed';
        rows.push({
          email: `sub${i}@example.be`,
          locale: LOCALES[Math.floor(i / 3) % 4]!,
          status,
          source: 'footer',
          unsubscribeToken: randomBytes(24).toString('base64url'),
          confirmedAt: status === 'confirmed' ? Date.now() : null,
          confirmTokenHash: null,
          confirmTokenExpiresAt: null,
          confirmationSentAt: null,
          unsubscribedAt: null,
        });
      }
      for (let i = 0; i < rows.length; i += 100) await repo().insert(rows.slice(i, i + 100));
      const confirmed = rows.filter((r) => r.status === 'confirmed');
      expect(confirmed).toHaveLength(400);
      const perLocale = Object.fromEntries(
        LOCALES.map((l) => [l, confirmed.filter((r) => r.locale === l).length]),
      ) as Record<(typeof LOCALES)[number], number>;
      for (const locale of LOCALES) expect(perLocale[locale]).toBeGreaterThan(50);

      const base = api!.baseUrl;
      const admin = await signIn(base, 'admin@demo.test', 'Demo1234', BACKOFFICE);
      const auth = { ...bearer(admin), 'content-type': 'application/json' };
      const ids: Record<string, string> = {};
      for (const locale of LOCALES) {
        const campaign = await json(
          await fetch(`${base}/api/admin/newsletter-campaigns`, {
            method: 'POST',
            headers: auth,
            body: JSON.stringify({
              locale,
              subject: SUBJECT[locale],
              bodyHtml: `<p>${SUBJECT[locale]}</p>`,
            }),
          }),
        );
        ids[locale] = campaign.id;
      }
      const started = Date.now();
      for (const locale of LOCALES)
        expect(
          (
            await fetch(`${base}/api/admin/newsletter-campaigns/${ids[locale]}/send`, {
              method: 'POST',
              headers: auth,
              body: '{}',
            })
          ).status,
        ).toBe(202);

      // Once every delivery row exists, unsubscribe ten confirmed nl subscribers whose turn has not come yet.
      const deliveries = () => api!.app.get(DataSource).getRepository(NewsletterDeliveryEntity);
      await waitFor(
        async () => (await deliveries().countBy({ campaignId: ids.nl })) === perLocale.nl,
        { what: 'the nl fan-out' },
      );
      const waiting = await deliveries()
        .createQueryBuilder('d')
        .where('d.campaignId = :id AND d.state = :s', { id: ids.nl, s: 'queued' })
        .orderBy('d.subscriberId', 'DESC')
        .limit(10)
        .getMany();
      expect(waiting).toHaveLength(10);
      const late = await repo().findBy(waiting.map((d) => ({ id: d.subscriberId })));
      for (const s of late)
        await repo().update({ id: s.id }, { status: 'unsubscribed', unsubscribedAt: Date.now() });

      // Midway: stop the worker (BullMQ: kill the worker process; database queue: restart the app) and start it again.
      await waitFor(() => smtp.received.length >= 80, {
        what: 'the send to be under way',
        timeoutMs: 30_000,
        intervalMs: 10,
      });
      const before = smtp.received.length;
      if (bullmq) {
        await stopWorker();
        await new Promise((resolve) => setTimeout(resolve, 500));
        const during = smtp.received.length;
        await new Promise((resolve) => setTimeout(resolve, 500));
        expect(smtp.received.length, 'nothing is sent while the worker is down').toBe(during);
        startWorker();
      } else {
        await api!.close();
        api = await startApp(env.config(extra()));
      }
      expect(before).toBeLessThan(390);

      const progress = async (locale: string) =>
        json(
          await fetch(`${api!.baseUrl}/api/admin/newsletter-campaigns/${ids[locale]}/progress`, {
            headers: bearer(admin),
          }),
        );
      await waitFor(
        async () => {
          for (const locale of LOCALES)
            if ((await progress(locale)).status !== 'sent') return false;
          return true;
        },
        { what: 'every campaign to finish', timeoutMs: 60_000, intervalMs: 200 },
      );
      const elapsed = Date.now() - started;

      const finals = Object.fromEntries(
        await Promise.all(LOCALES.map(async (l) => [l, await progress(l)] as const)),
      );
      expect(finals.nl).toMatchObject({
        status: 'sent',
        total: perLocale.nl,
        sent: perLocale.nl - 10,
        skipped: 10,
        failed: 0,
        pending: 0,
      });
      for (const locale of ['en', 'de', 'fr'] as const)
        expect(finals[locale]).toMatchObject({
          status: 'sent',
          total: perLocale[locale],
          sent: perLocale[locale],
          skipped: 0,
          failed: 0,
          pending: 0,
        });

      const lateEmails = new Set(late.map((s) => s.email));
      const byRecipient = new Map<string, string[]>();
      for (const mail of smtp.received) {
        const subject = /^Subject: (.*)$/m.exec(mail.raw)?.[1] ?? '';
        for (const to of mail.to) byRecipient.set(to, [...(byRecipient.get(to) ?? []), subject]);
      }
      for (const row of rows) {
        const got = byRecipient.get(row.email!) ?? [];
        if (row.status === 'confirmed' && !lateEmails.has(row.email!))
          expect(got, row.email).toEqual([SUBJECT[row.locale as keyof typeof SUBJECT]]);
        else expect(got, row.email).toEqual([]);
      }
      expect(smtp.received).toHaveLength(390);
      // Runtime stays reasonable (throttled at 50 per second per campaign).
      expect(elapsed).toBeLessThan(60_000);
    },
  );
});
