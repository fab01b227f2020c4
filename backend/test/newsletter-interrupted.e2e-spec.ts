import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DataSource } from 'typeorm';
import { AuditEntryEntity } from '../src/modules/audit/entities/audit-entry.entity.js';
import { NewsletterDeliveryEntity } from '../src/modules/newsletter/entities/newsletter-delivery.entity.js';
import { NewsletterSubscriberEntity } from '../src/modules/newsletter/entities/newsletter-subscriber.entity.js';
import { bearer, signIn, BACKOFFICE } from './helpers/auth.js';
import { BACKEND_DIR } from './helpers/processes.js';
import { TestSmtpServer } from './helpers/smtp.js';
import {
  createTestEnvironment,
  ENGINES,
  json,
  startApp,
  waitFor,
  type RunningApp,
  type TestEnvironment,
} from './helpers/test-app.js';

const SUBSCRIBERS = 120;
const SUBJECT = 'News from the house';

/**
 * A campaign whose worker process is killed (SIGKILL, no graceful stop) while the SMTP server holds
 * the mails in flight unanswered: those deliveries become `interrupted` (not failed, not lost), the
 * restarted worker sends every other subscriber exactly one mail (nobody skipped), the progress shows
 * the counts, and the admin-only "resend to the interrupted" reaches exactly those, once.
 * The worker is `dist/worker.js` in both engines: BullMQ, or the database queue with the API's own
 * worker off (INLINE_WORKER=false).
 */
describe(`newsletter campaign interrupted by a killed worker on ${ENGINES}`, () => {
  let env: TestEnvironment;
  let smtp: TestSmtpServer;
  let api: RunningApp;
  let worker: ChildProcess | null = null;
  let snapshot: string;

  /** The worker runs from a private copy of backend/dist (a build elsewhere cannot pull it away mid-test). */
  const snapshotDist = (): string => {
    const root = mkdtempSync(join(tmpdir(), 'vyrelle-interrupted-worker-'));
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

  const extra = () => ({ SMTP_URL: smtp.url, INLINE_WORKER: 'false' });
  const startWorker = () => {
    worker = spawn(process.execPath, [join(snapshot, 'backend', 'dist', 'worker.js')], {
      env: { PATH: process.env.PATH ?? '', ...env.env(extra()), LOG_LEVEL: 'info' },
      stdio: [
        'ignore',
        process.env.NEWSLETTER_WORKER_LOG ? 'inherit' : 'ignore',
        process.env.NEWSLETTER_WORKER_LOG ? 'inherit' : 'ignore',
      ],
    });
  };
  const killWorker = async (signal: NodeJS.Signals) => {
    const child = worker;
    worker = null;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill(signal);
    const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
    await exited;
    clearTimeout(timer);
  };

  beforeAll(async () => {
    env = await createTestEnvironment();
    smtp = await new TestSmtpServer().start();
    api = await startApp(env.config(extra()));
    snapshot = snapshotDist();
    startWorker();
  }, 240_000);

  afterAll(async () => {
    await killWorker('SIGTERM');
    await api?.close();
    smtp.hold = false;
    await smtp?.stop();
    await env?.dispose();
    if (snapshot) rmSync(snapshot, { recursive: true, force: true });
  });

  it(
    'records the mails in flight as interrupted, sends everyone else once, and resends to exactly the interrupted once (admin only, audited)',
    { timeout: 240_000 },
    async () => {
      const data = api.app.get(DataSource);
      const emails: string[] = [];
      const rows: Partial<NewsletterSubscriberEntity>[] = [];
      for (let i = 0; i < SUBSCRIBERS; i += 1) {
        emails.push(`reader${i}@example.be`);
        rows.push({
          email: emails[i],
          locale: 'en',
          status: 'confirmed',
          source: 'footer',
          unsubscribeToken: randomBytes(24).toString('base64url'),
          confirmedAt: Date.now(),
          confirmTokenHash: null,
          confirmTokenExpiresAt: null,
          confirmationSentAt: null,
          unsubscribedAt: null,
        });
      }
      await data.getRepository(NewsletterSubscriberEntity).insert(rows);
      const base = api.baseUrl;
      const admin = await signIn(base, 'admin@demo.test', 'Demo1234', BACKOFFICE);
      const manager = await signIn(base, 'manager@demo.test', 'Demo1234', BACKOFFICE);
      const auth = { ...bearer(admin), 'content-type': 'application/json' };
      const campaign = await json(
        await fetch(`${base}/api/admin/newsletter-campaigns`, {
          method: 'POST',
          headers: auth,
          body: JSON.stringify({ locale: 'en', subject: SUBJECT, bodyHtml: `<p>${SUBJECT}</p>` }),
        }),
      );
      const id = campaign.id as string;
      const progress = async () =>
        json(
          await fetch(`${base}/api/admin/newsletter-campaigns/${id}/progress`, {
            headers: bearer(admin),
          }),
        );
      const resend = (token = admin) =>
        fetch(`${base}/api/admin/newsletter-campaigns/${id}/resend-interrupted`, {
          method: 'POST',
          headers: { ...bearer(token), 'content-type': 'application/json' },
          body: '{}',
        });
      expect(
        (
          await fetch(`${base}/api/admin/newsletter-campaigns/${id}/send`, {
            method: 'POST',
            headers: auth,
            body: '{}',
          })
        ).status,
      ).toBe(202);

      // Midway, the SMTP server stops answering: the mails in flight wait for their reply …
      await waitFor(() => smtp.received.length >= 20, {
        what: 'the send to be under way',
        timeoutMs: 60_000,
        intervalMs: 5,
      });
      smtp.hold = true;
      await waitFor(() => smtp.held.length >= 1, { what: 'a mail in flight', timeoutMs: 30_000 });
      // Every mail the server confirmed is recorded as sent before the crash: a confirmed mail still
      // recording itself when the worker dies would count as interrupted although it arrived (the
      // worker runs four jobs at once, so one may be confirmed just as another is held).
      const deliveries = data.getRepository(NewsletterDeliveryEntity);
      await waitFor(
        async () =>
          (await deliveries.countBy({ campaignId: id, state: 'sent' })) >= smtp.received.length,
        { what: 'the confirmed mails to be recorded as sent', timeoutMs: 30_000 },
      );
      // … and the worker dies without a chance to finish them.
      await killWorker('SIGKILL');
      const receivedAtCrash = smtp.received.length;
      expect(receivedAtCrash).toBeLessThan(SUBSCRIBERS - 10);
      const inFlight = await deliveries.findBy({ campaignId: id, state: 'sending' });
      expect(inFlight.length).toBeGreaterThanOrEqual(1);
      smtp.hold = false;
      startWorker();

      await waitFor(async () => (await progress()).status === 'sent', {
        what: 'the campaign to finish after the restart',
        timeoutMs: 150_000,
        intervalMs: 200,
      });
      const interruptedRows = await deliveries.findBy({ campaignId: id, state: 'interrupted' });
      const subscriberEmail = new Map(
        (await data.getRepository(NewsletterSubscriberEntity).find()).map((s) => [s.id, s.email]),
      );
      const interrupted = new Set(interruptedRows.map((r) => subscriberEmail.get(r.subscriberId)!));
      // Exactly the deliveries in flight at the crash are interrupted (at most the worker's concurrency).
      expect([...interrupted].sort()).toEqual(
        inFlight.map((r) => subscriberEmail.get(r.subscriberId)!).sort(),
      );
      expect(interrupted.size).toBeLessThanOrEqual(4);
      // The held mails reached the server unconfirmed: their recipients are among the interrupted.
      for (const mail of smtp.held) for (const to of mail.to) expect(interrupted).toContain(to);

      expect(await progress()).toMatchObject({
        status: 'sent',
        total: SUBSCRIBERS,
        sent: SUBSCRIBERS - interrupted.size,
        failed: 0,
        skipped: 0,
        interrupted: interrupted.size,
        resendable: interrupted.size,
        pending: 0,
      });
      const count = () => {
        const by = new Map<string, number>();
        for (const mail of smtp.received)
          for (const to of mail.to) by.set(to, (by.get(to) ?? 0) + 1);
        return by;
      };
      // Nobody was skipped: everyone but the interrupted got exactly one mail; the interrupted none
      // confirmed (the held ones may or may not count as arrived).
      let byRecipient = count();
      for (const email of emails)
        expect(byRecipient.get(email) ?? 0, email).toBe(interrupted.has(email) ? 0 : 1);
      expect(smtp.received).toHaveLength(SUBSCRIBERS - interrupted.size);

      // Only an admin may resend (server-side role check).
      expect((await resend(manager)).status).toBe(403);
      const answer = await resend();
      expect(answer.status).toBe(202);
      expect((await json(answer)).progress).toMatchObject({ resendable: 0 });
      // Once: a second click finds nothing left to resend.
      const again = await resend();
      expect(again.status).toBe(409);
      expect((await json(again)).code).toBe('NEWSLETTER_NOTHING_TO_RESEND');

      await waitFor(async () => smtp.received.length >= SUBSCRIBERS, {
        what: 'the resend to arrive',
        timeoutMs: 60_000,
        intervalMs: 100,
      });
      await waitFor(async () => (await progress()).status === 'sent', {
        what: 'the resend to finish',
        timeoutMs: 30_000,
      });
      await new Promise((resolve) => setTimeout(resolve, 500));
      byRecipient = count();
      for (const email of emails) expect(byRecipient.get(email) ?? 0, email).toBe(1);
      expect(smtp.received).toHaveLength(SUBSCRIBERS);
      const resent = smtp.received.slice(SUBSCRIBERS - interrupted.size);
      expect(new Set(resent.flatMap((m) => m.to))).toEqual(interrupted);
      for (const mail of resent)
        expect(mail.raw).toMatch(/X-Message-Key:\s+campaign:\S+:resend1\r?\n/);
      expect(await progress()).toMatchObject({
        status: 'sent',
        total: SUBSCRIBERS,
        sent: SUBSCRIBERS,
        interrupted: 0,
        resendable: 0,
        pending: 0,
      });

      const audit = await data
        .getRepository(AuditEntryEntity)
        .findBy({ action: 'newsletter.campaign.resend_interrupted', entityId: id });
      expect(audit).toHaveLength(1);
      expect(audit[0]).toMatchObject({
        actorEmail: 'admin@demo.test',
        changes: { recipients: interrupted.size },
      });
    },
  );
});
