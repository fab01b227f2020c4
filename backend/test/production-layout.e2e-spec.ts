import { spawn, type ChildProcess } from 'node:child_process';
import { createConnection, createServer, type AddressInfo, type Socket } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { POSTGRES_MIGRATIONS } from '../src/database/migrations/index.js';
import { TestSmtpServer } from './helpers/smtp.js';
import {
  createTestEnvironment,
  json,
  TEST_DATABASE_URL,
  TEST_REDIS_URL,
  waitFor,
  type TestEnvironment,
} from './helpers/test-app.js';
import { BACKEND_DIR as backend, startServer } from './helpers/processes.js';

/** A TCP hop in front of the real Redis that can be cut, as a network fault or a stopped server would. */
async function cuttableProxy(target: URL) {
  const sockets = new Set<Socket>();
  const server = createServer((client) => {
    const upstream = createConnection(Number(target.port || 6379), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => socket.destroy());
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `redis://127.0.0.1:${port}`,
    cut: () => {
      server.close();
      for (const socket of sockets) socket.destroy();
    },
  };
}

describe('the production layout: API and worker as separate processes on PostgreSQL + Redis', () => {
  let env: TestEnvironment;
  const children: ChildProcess[] = [];

  beforeAll(async () => {
    if (!TEST_DATABASE_URL || !TEST_REDIS_URL)
      throw new Error(
        'This suite needs TEST_DATABASE_URL and TEST_REDIS_URL (npm test excludes it otherwise)',
      );
    env = await createTestEnvironment();
  });
  afterAll(async () => {
    for (const child of children) child.kill('SIGTERM');
    await env?.dispose();
  });

  it('a mail queued by the API process is delivered by the worker process', async () => {
    const smtp = await new TestSmtpServer().start();
    try {
      const common = env.env({ SMTP_URL: smtp.url, INLINE_WORKER: 'false' });
      const api = await startServer(common);
      children.push(api.child);
      const health = await json(await fetch(`http://127.0.0.1:${api.port}/api/health`));
      expect(health.checks).toMatchObject({
        database: 'up',
        databaseKind: 'postgres',
        redis: 'up',
      });

      const worker = spawn(process.execPath, [join(backend, 'dist', 'worker.js')], {
        env: { PATH: process.env.PATH ?? '', ...common },
        stdio: 'ignore',
      });
      children.push(worker);

      // Sign in as the seeded admin and ask the API for a test mail: the API only enqueues (INLINE_WORKER=false).
      const base = `http://127.0.0.1:${api.port}`;
      const token = await json(
        await fetch(`${base}/oauth/token`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({
            grant_type: 'password',
            username: 'admin@demo.test',
            password: 'Demo1234',
            client_id: 'storefront',
            client_secret: 'storefront-dev-secret',
          }),
        }),
      );
      const queued = await fetch(`${base}/api/admin/system/test-mail`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token.access_token}` },
      });
      expect(queued.status).toBe(202);
      const mail = await waitFor(
        () => smtp.received.find((m) => m.to.includes('admin@demo.test')),
        { what: 'the worker to deliver the mail' },
      );
      expect(mail.raw).toMatch(/^Subject: Test message from Vyrelle$/m);
    } finally {
      await smtp.stop();
    }
  });

  it('two API replicas and `npm run migrate` started at once on an empty database all come up, migrating once', async () => {
    const fresh = await createTestEnvironment();
    const started: ChildProcess[] = [];
    try {
      const common = fresh.env({ SEED_DEMO_DATA: 'false', INLINE_WORKER: 'false' });
      const migrate = spawn(process.execPath, [join(backend, 'dist', 'cli', 'migrate.js')], {
        env: { PATH: process.env.PATH ?? '', ...common },
      });
      started.push(migrate);
      let migrateOutput = '';
      migrate.stdout.on('data', (chunk: Buffer) => (migrateOutput += chunk.toString()));
      migrate.stderr.on('data', (chunk: Buffer) => (migrateOutput += chunk.toString()));
      const migrated = new Promise<number | null>((resolve) => migrate.on('exit', resolve));
      const [a, b, code] = await Promise.all([startServer(common), startServer(common), migrated]);
      started.push(a.child, b.child);
      expect(code, migrateOutput).toBe(0);
      for (const replica of [a, b]) {
        expect((await fetch(`http://127.0.0.1:${replica.port}/api/health/ready`)).status).toBe(200);
        expect(replica.output()).not.toMatch(/duplicate key|already exists|"level":50/);
      }
      const db = new pg.Client({ connectionString: fresh.databaseUrl! });
      await db.connect();
      try {
        const { rows } = await db.query<{ name: string; n: string }>(
          'SELECT name, COUNT(*) AS n FROM migrations GROUP BY name HAVING COUNT(*) > 1',
        );
        expect(rows).toEqual([]);
        const total = await db.query<{ n: string }>('SELECT COUNT(*) AS n FROM migrations');
        expect(Number(total.rows[0]!.n)).toBe(POSTGRES_MIGRATIONS.length);
      } finally {
        await db.end();
      }
    } finally {
      for (const child of started) child.kill('SIGKILL');
      await fresh.dispose();
    }
  });

  it('stays ready (degraded) while Redis is unreachable, and on SIGTERM drains before it stops', async () => {
    const proxy = await cuttableProxy(new URL(TEST_REDIS_URL!));
    const api = await startServer(
      env.env({ REDIS_URL: proxy.url, INLINE_WORKER: 'false', SHUTDOWN_DRAIN_MS: '3000' }),
    );
    children.push(api.child);
    const base = `http://127.0.0.1:${api.port}`;
    const ready = await fetch(`${base}/api/health/ready`);
    expect(ready.status).toBe(200);
    expect(await json(ready)).toMatchObject({ status: 'ready', checks: { redis: 'up' } });

    proxy.cut();
    const degraded = await fetch(`${base}/api/health/ready`);
    expect(degraded.status).toBe(200);
    expect(await json(degraded)).toMatchObject({
      status: 'degraded',
      checks: { database: 'up', redis: 'down' },
    });
    expect((await fetch(`${base}/api/health/live`)).status).toBe(200);
    // The combined check still says something is wrong, for a human or an alert.
    expect((await fetch(`${base}/api/health`)).status).toBe(503);

    api.child.kill('SIGTERM');
    const draining = await waitFor(
      async () => {
        const res = await fetch(`${base}/api/health/ready`);
        return res.status === 503 ? json(res) : undefined;
      },
      { what: 'readiness to turn off after SIGTERM' },
    );
    expect(draining).toMatchObject({ status: 'draining' });
    // Still serving during the drain: the load balancer has time to stop sending.
    expect((await fetch(`${base}/api/health/live`)).status).toBe(200);
    api.child.kill('SIGKILL');
  });
});
