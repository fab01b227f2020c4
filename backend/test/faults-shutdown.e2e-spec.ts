import { existsSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STOREFRONT } from './helpers/auth.js';
import { MAIN_JS, startServer } from './helpers/processes.js';
import { TestSmtpServer } from './helpers/smtp.js';
import {
  createTestEnvironment,
  ENGINES,
  waitFor,
  type TestEnvironment,
} from './helpers/test-app.js';

/** One HTTP request on its own connection; resolves with the status or the connection error's code. */
function post(
  port: number,
  path: string,
  body: string,
  headers: Record<string, string>,
): Promise<{ status: number } | { error: string }> {
  return new Promise((resolve) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        path,
        method: 'POST',
        agent: false,
        headers: { ...headers, 'content-length': Buffer.byteLength(body), connection: 'close' },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0 }));
        res.on('error', (e: NodeJS.ErrnoException) => resolve({ error: e.code ?? e.message }));
      },
    );
    req.on('error', (e: NodeJS.ErrnoException) => resolve({ error: e.code ?? e.message }));
    req.end(body);
  });
}

const contactBody = (email: string) =>
  JSON.stringify({
    firstName: 'Shut',
    lastName: 'Down',
    email,
    subject: 'usage',
    question: 'Does this survive a restart?',
    privacyAccepted: true,
    locale: 'en',
  });

describe(`faults: SIGTERM during load on ${ENGINES}`, () => {
  let env: TestEnvironment;
  let smtp: TestSmtpServer;

  beforeAll(async () => {
    if (!existsSync(MAIN_JS))
      throw new Error('backend/dist is missing: run `npm run build` first (npm test does it)');
    env = await createTestEnvironment();
    smtp = await new TestSmtpServer().start();
  });
  afterAll(async () => {
    await smtp?.stop();
    await env?.dispose();
  });

  it('finishes the requests in flight with 2xx, refuses new connections, exits 0, and loses no queued mail', async () => {
    const serverEnv = env.env({
      INLINE_WORKER: 'true',
      SMTP_URL: smtp.url,
      BRAND_INBOX: 'inbox@brand.test',
      AUTH_MAX_FAILURES_PER_IP: '1000',
      AUTH_MAX_FAILURES_PER_ACCOUNT: '1000',
      JOB_ATTEMPTS: '20',
      // The arriving request's log line (debug level) tells which requests are in flight.
      LOG_LEVEL: 'debug',
    });
    const server = await startServer(serverEnv);
    const exited = new Promise<{ code: number | null; signal: string | null }>((resolve) =>
      server.child.on('exit', (code, signal) => resolve({ code, signal })),
    );

    // A mail queued just before the signal: delivered before the exit or after the restart, once.
    smtp.refuseNext = 1000;
    expect(
      await post(server.port, '/api/contact', contactBody('queued-before-sigterm@example.be'), {
        'content-type': 'application/json',
      }),
    ).toEqual({ status: 202 });

    // Slow requests (each sign-in costs a scrypt check) so that many are in flight when the signal comes.
    const form = new URLSearchParams({
      grant_type: 'password',
      username: 'customer@demo.test',
      password: 'Demo1234',
      ...STOREFRONT,
    }).toString();
    const ids = Array.from({ length: 24 }, (_, i) => `sigterm-${i}-${Date.now()}`);
    const answers = ids.map((id) =>
      post(server.port, '/oauth/token', form, {
        'content-type': 'application/x-www-form-urlencoded',
        'x-request-id': id,
      }),
    );
    const seen = () => ids.filter((id) => server.output().includes(`"reqId":"${id}","req"`));
    await waitFor(() => seen().length >= 6, { timeoutMs: 10_000, what: 'requests in flight' });
    server.child.kill('SIGTERM');
    const inFlight = seen();

    // New connections after the signal are refused (or the process is already gone): never answered.
    await new Promise((resolve) => setTimeout(resolve, 150));
    const late = await post(server.port, '/api/health', '', {});
    const results = await Promise.all(answers);
    const { code, signal } = await exited;

    const byId = new Map(ids.map((id, i) => [id, results[i]!]));
    // Every request the server had taken when the signal came is answered 200; the others are answered
    // 200 too or were never taken (a refused connection) — none gets an error answer.
    expect(inFlight.length).toBeGreaterThanOrEqual(6);
    for (const id of inFlight) expect(byId.get(id), id).toEqual({ status: 200 });
    for (const [id, result] of byId) if ('status' in result) expect(result.status, id).toBe(200);
    expect(late).toHaveProperty('error');
    expect({ code, signal }).toEqual({ code: 0, signal: null });
    expect(server.output()).not.toMatch(/"level":50/);

    // Restart with a working SMTP server: the mail queued before the signal is delivered, exactly once.
    smtp.refuseNext = 0;
    const again = await startServer(serverEnv);
    try {
      await waitFor(
        () =>
          smtp.received.filter((m) => m.to.includes('queued-before-sigterm@example.be')).length >=
          1,
        { timeoutMs: 20_000, what: 'the mail queued before SIGTERM' },
      );
      await new Promise((resolve) => setTimeout(resolve, 600));
      expect(
        smtp.received.filter((m) => m.to.includes('queued-before-sigterm@example.be')),
      ).toHaveLength(1);
      expect(smtp.received.filter((m) => m.to.includes('inbox@brand.test'))).toHaveLength(1);
    } finally {
      const done = new Promise<number | null>((resolve) =>
        again.child.on('exit', (c) => resolve(c)),
      );
      again.child.kill('SIGTERM');
      expect(await done).toBe(0);
    }
  });
});
