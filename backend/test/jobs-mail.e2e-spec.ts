import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { JobQueue } from '../src/modules/jobs/job-types.js';
import { MailService } from '../src/modules/mail/mail.service.js';
import { decodeQuotedPrintable, TestSmtpServer } from './helpers/smtp.js';
import {
  createTestEnvironment,
  ENGINES,
  startApp,
  waitFor,
  type RunningApp,
  type TestEnvironment,
} from './helpers/test-app.js';

describe(`jobs and mail on ${ENGINES}`, () => {
  let env: TestEnvironment;
  let smtp: TestSmtpServer;
  const apps: RunningApp[] = [];

  beforeAll(async () => {
    env = await createTestEnvironment();
    smtp = await new TestSmtpServer().start();
  });

  afterEach(async () => {
    while (apps.length) await apps.pop()!.close();
    smtp.received.length = 0;
    smtp.refuseNext = 0;
  });

  afterAll(async () => {
    await smtp?.stop();
    await env?.dispose();
  });

  async function boot(extra: Record<string, string> = {}): Promise<RunningApp> {
    const running = await startApp(env.config({ SMTP_URL: smtp.url, ...extra }));
    apps.push(running);
    return running;
  }

  it('delivers a queued mail through a real SMTP server, in the recipient language, with HTML and text parts', async () => {
    const { app } = await boot();
    await app.get(MailService).queueMail({
      template: 'system.test',
      to: 'anna@example.be',
      locale: 'de',
      data: { name: 'Anna' },
      messageKey: 'test:de:1',
    });
    const mail = await waitFor(() => smtp.received.find((m) => m.to.includes('anna@example.be')), {
      what: 'the mail',
    });
    expect(mail.from).toBe('hello@vyrelle.example');
    expect(mail.raw).toMatch(/^Subject: Testnachricht von Vyrelle$/m);
    expect(mail.raw).toContain('multipart/alternative');
    expect(mail.raw).toContain('Content-Type: text/plain');
    expect(mail.raw).toContain('Content-Type: text/html');
    const body = decodeQuotedPrintable(mail.raw);
    expect(body).toContain('Hallo Anna');
    expect(body).toContain('funktioniert der E-Mail-Versand');
    expect(body).toContain('http://shop.test/de');
  });

  it('falls back to Dutch for an unknown locale and escapes data in HTML', async () => {
    const { app } = await boot();
    await app.get(MailService).queueMail({
      template: 'system.test',
      to: 'x@example.be',
      locale: 'es',
      data: { name: '<b>Bob</b>' },
      messageKey: 'test:es:1',
    });
    const mail = await waitFor(() => smtp.received.find((m) => m.to.includes('x@example.be')), {
      what: 'the mail',
    });
    expect(mail.raw).toMatch(/^Subject: Testbericht van Vyrelle$/m);
    const body = decodeQuotedPrintable(mail.raw);
    expect(body).toContain('&lt;b&gt;Bob&lt;/b&gt;');
    expect(body).not.toContain('<b>Bob</b></td>');
  });

  it('retries a mail the SMTP server refuses for a while and delivers it exactly once', async () => {
    smtp.refuseNext = 2;
    const { app } = await boot();
    await app.get(MailService).queueMail({
      template: 'system.test',
      to: 'retry@example.be',
      locale: 'en',
      messageKey: 'test:retry:1',
    });
    await waitFor(() => smtp.received.some((m) => m.to.includes('retry@example.be')), {
      what: 'the retried mail',
    });
    expect(smtp.refuseNext).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(smtp.received.filter((m) => m.to.includes('retry@example.be'))).toHaveLength(1);
    await waitFor(async () => (await app.get(JobQueue).counts()).active === 0, {
      what: 'the queue to settle',
    });
    expect((await app.get(JobQueue).counts()).failed).toBe(0);
  });

  it('keeps a job that exhausted its attempts as failed, with nothing sent', async () => {
    smtp.refuseNext = 100;
    const { app } = await boot({ JOB_ATTEMPTS: '2' });
    await app.get(MailService).queueMail({
      template: 'system.test',
      to: 'fail@example.be',
      locale: 'en',
      messageKey: 'test:fail:1',
    });
    await waitFor(async () => (await app.get(JobQueue).counts()).failed >= 1, {
      what: 'the job to fail',
    });
    expect(smtp.received.filter((m) => m.to.includes('fail@example.be'))).toHaveLength(0);
  });

  it('queues the same message key once only', async () => {
    const { app } = await boot();
    const mail = app.get(MailService);
    await mail.queueMail({
      template: 'system.test',
      to: 'once@example.be',
      locale: 'fr',
      messageKey: 'test:once:1',
    });
    await mail.queueMail({
      template: 'system.test',
      to: 'once@example.be',
      locale: 'fr',
      messageKey: 'test:once:1',
    });
    await waitFor(() => smtp.received.some((m) => m.to.includes('once@example.be')), {
      what: 'the mail',
    });
    await new Promise((resolve) => setTimeout(resolve, 400));
    const copies = smtp.received.filter((m) => m.to.includes('once@example.be'));
    expect(copies).toHaveLength(1);
    expect(copies[0]!.raw).toMatch(/^Subject: Message de test de Vyrelle$/m);
  });

  it('takes a message key queued before a restart again without an error, and still sends it once', async () => {
    const input = {
      template: 'system.test',
      to: 'restart-once@example.be',
      locale: 'nl',
      messageKey: 'test:restart-once:1',
    } as const;
    const first = await boot();
    await first.app.get(MailService).queueMail(input);
    await waitFor(() => smtp.received.some((m) => m.to.includes(input.to)), { what: 'the mail' });
    await apps.pop()!.close();
    // The first insert of a fresh process is the one that found the key taken (the daily birthday
    // and retention runs do exactly this at every start).
    const second = await boot();
    await expect(second.app.get(MailService).queueMail(input)).resolves.toBeUndefined();
    await expect(
      second.app
        .get(JobQueue)
        .enqueue(
          'privacy.retention',
          { day: '1999-01-01' },
          { uniqueKey: 'test:restart-once:job' },
        ),
    ).resolves.toBeUndefined();
    await expect(
      second.app
        .get(JobQueue)
        .enqueue(
          'privacy.retention',
          { day: '1999-01-01' },
          { uniqueKey: 'test:restart-once:job' },
        ),
    ).resolves.toBeUndefined();
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(smtp.received.filter((m) => m.to.includes(input.to))).toHaveLength(1);
  });

  it('runs a job queued before a restart after the restart (nothing is lost)', async () => {
    // First process: only enqueues (no worker), then stops.
    const first = await boot({ INLINE_WORKER: 'false' });
    await first.app.get(MailService).queueMail({
      template: 'system.test',
      to: 'restart@example.be',
      locale: 'nl',
      messageKey: 'test:restart:1',
    });
    await first.close();
    apps.splice(apps.indexOf(first), 1);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(smtp.received.some((m) => m.to.includes('restart@example.be'))).toBe(false);
    // Second process on the same database / Redis: works the waiting job.
    await boot({ INLINE_WORKER: 'true' });
    await waitFor(() => smtp.received.some((m) => m.to.includes('restart@example.be')), {
      what: 'the mail after restart',
    });
  });

  it('writes .eml files under DATA_DIR/mail when no SMTP server is configured', async () => {
    const local = await createTestEnvironment();
    const running = await startApp(local.config());
    try {
      await running.app.get(MailService).queueMail({
        template: 'system.test',
        to: 'file@example.be',
        locale: 'en',
        data: { name: 'Eva' },
        messageKey: 'test:file:1',
      });
      const dir = join(local.dataDir, 'mail');
      const file = await waitFor(
        () => {
          try {
            return readdirSync(dir).find(
              (f) => f.endsWith('.eml') && f.includes('file@example.be'),
            );
          } catch {
            return undefined;
          }
        },
        { what: 'the .eml file' },
      );
      const raw = readFileSync(join(dir, file), 'utf8');
      expect(raw).toMatch(/^Subject: Test message from Vyrelle$/m);
      expect(decodeQuotedPrintable(raw)).toContain('Hello Eva');
    } finally {
      await running.close();
      await local.dispose();
    }
  });
});
