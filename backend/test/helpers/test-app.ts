import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Type } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import pg from 'pg';
import { createApp } from '../../src/app.factory.js';
import { loadConfig, type AppConfig } from '../../src/config/app-config.js';

/**
 * Which real engines this run uses: SQLite + the database queue by default; PostgreSQL and
 * Redis/BullMQ when TEST_DATABASE_URL / TEST_REDIS_URL are set (CI sets both).
 */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL || null;
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL || null;
export const ENGINES = `${TEST_DATABASE_URL ? 'postgres' : 'sqlite'}+${TEST_REDIS_URL ? 'bullmq' : 'db-queue'}`;

/** A private database (a fresh PostgreSQL database, or a SQLite file in a temp dir) and data dir for one test file. */
export interface TestEnvironment {
  dataDir: string;
  databaseUrl: string | null;
  redisUrl: string | null;
  redisPrefix: string;
  /** Builds a validated config for this environment, with extra variables on top. */
  config(extra?: Record<string, string>): AppConfig;
  /** Environment variables for a child process (main.js / worker.js) using this environment. */
  env(extra?: Record<string, string>): Record<string, string>;
  dispose(): Promise<void>;
}

export async function createTestEnvironment(): Promise<TestEnvironment> {
  const id = randomBytes(5).toString('hex');
  const dataDir = mkdtempSync(join(tmpdir(), 'vyrelle-test-'));
  let databaseUrl: string | null = null;
  let dbName: string | null = null;
  if (TEST_DATABASE_URL) {
    dbName = `vyrelle_test_${id}`;
    const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${dbName}`);
    await admin.end();
    const url = new URL(TEST_DATABASE_URL);
    url.pathname = `/${dbName}`;
    databaseUrl = url.toString();
  }
  const redisPrefix = `vyrelle-test-${id}`;
  const env = (extra: Record<string, string> = {}): Record<string, string> => ({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    PORT: '0',
    PUBLIC_URL: 'http://shop.test',
    HOST: '127.0.0.1',
    JOB_BACKOFF_MS: '50',
    JOB_POLL_MS: '50',
    REDIS_PREFIX: redisPrefix,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...(TEST_REDIS_URL ? { REDIS_URL: TEST_REDIS_URL, INLINE_WORKER: 'true' } : {}),
    ...extra,
  });
  return {
    dataDir,
    databaseUrl,
    redisUrl: TEST_REDIS_URL,
    redisPrefix,
    env,
    config: (extra = {}) => loadConfig(env(extra)),
    dispose: () =>
      timed('test environment dispose', async () => {
        rmSync(dataDir, { recursive: true, force: true });
        if (dbName && TEST_DATABASE_URL) {
          const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
          await admin.connect();
          await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
          await admin.end();
        }
        if (TEST_REDIS_URL) {
          const { Redis } = await import('ioredis');
          const redis = new Redis(TEST_REDIS_URL, { lazyConnect: true });
          await redis.connect();
          const keys = await redis.keys(`${redisPrefix}:*`);
          if (keys.length) await redis.del(...keys);
          redis.disconnect();
        }
      }),
  };
}

export interface RunningApp {
  app: NestFastifyApplication;
  config: AppConfig;
  baseUrl: string;
  close(): Promise<void>;
}

/** Boots the real application (same factory as main.ts) and listens on a free port. */
export async function startApp(config: AppConfig, imports: Type[] = []): Promise<RunningApp> {
  const app = await createApp(config, { imports });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.getHttpServer().address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    app,
    config,
    baseUrl: `http://127.0.0.1:${port}`,
    close: () => timed('app.close()', () => app.close()),
  };
}

/** Runs a teardown step and says so when it is slow, so a hook timeout names the step that hung. */
async function timed<T>(what: string, step: () => Promise<T>): Promise<T> {
  const started = Date.now();
  const warn = setTimeout(
    () => console.warn(`[teardown] ${what} still running after 10 s`),
    10_000,
  );
  try {
    return await step();
  } finally {
    clearTimeout(warn);
    if (Date.now() - started > 10_000)
      console.warn(`[teardown] ${what} took ${Date.now() - started} ms`);
  }
}

/** Polls until `check` returns a truthy value or the time runs out. */
export async function waitFor<T>(
  check: () => Promise<T> | T,
  { timeoutMs = 20_000, intervalMs = 50, what = 'condition' } = {},
): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value as NonNullable<T>;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}

/** Reads a JSON body; type it with the response DTO where the test relies on the shape. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function json<T = any>(res: Response): Promise<T> {
  return (await res.json()) as T;
}
