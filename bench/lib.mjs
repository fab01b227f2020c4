/**
 * Shared helpers of the benchmark scripts: ports, child processes, autocannon runs, PostgreSQL
 * databases. Nothing here is imported by the application.
 */
import { execSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { openSync, readFileSync } from 'node:fs';
import { createServer, connect } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
export const BENCH_DIR = join(ROOT, 'bench');
export const RESULTS_DIR = join(BENCH_DIR, 'results');
export const PG_ADMIN_URL =
  process.env.BENCH_PG_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
export const DURATION = Number(process.env.BENCH_DURATION || 10);
export const WARMUP = Math.max(1, Math.min(3, Math.round(DURATION / 3)));
export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 50);

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
export const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};
export const log = (...args) => console.log(...args);

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Resolves once something accepts TCP connections on 127.0.0.1:port (polls every 5 ms). */
export async function waitForPort(port, child, timeoutMs = 60_000) {
  const start = Date.now();
  while (Date.now() - start < timeoutMs) {
    if (child && child.exitCode !== null)
      throw new Error(`process exited with ${child.exitCode} before listening`);
    const open = await new Promise((resolve) => {
      const socket = connect({ port, host: '127.0.0.1' });
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await sleep(5);
  }
  throw new Error(`nothing listened on ${port} within ${timeoutMs} ms`);
}

export const secret = () => randomBytes(32).toString('hex');

/** Environment of a production API process (secrets random, logging at its production default). */
/** The image's NODE_OPTIONS (its heap cap): the API is measured as it ships. */
const IMAGE_NODE_OPTIONS =
  /^\s*NODE_OPTIONS=(\S+)/m.exec(readFileSync(join(ROOT, 'Dockerfile'), 'utf8'))?.[1] ?? '';

export function productionEnv({ port, dataDir, databaseUrl }) {
  const env = {
    PATH: process.env.PATH ?? '',
    NODE_ENV: 'production',
    NODE_OPTIONS: IMAGE_NODE_OPTIONS,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    PAYMENTS: 'demo',
    // Production requires a relay; the benchmarks send no mail, so nothing listens there.
    SMTP_URL: 'smtp://127.0.0.1:9',
    SHUTDOWN_DRAIN_MS: '0',
    // Every bench customer registers from this one address (real shoppers come from many).
    AUTH_MAX_REGISTRATIONS_PER_IP: '100000',
    JWT_SECRET: secret(),
    OAUTH_STOREFRONT_SECRET: secret(),
    OAUTH_BACKOFFICE_SECRET: secret(),
    MFA_ENCRYPTION_KEY: secret(),
    STAFF_MFA: 'optional',
    // the seller on the invoices (required in production)
    SELLER_COMPANY_NAME: 'Bench BV',
    SELLER_STREET: 'Kouter 1',
    SELLER_POSTAL_CODE: '9000',
    SELLER_CITY: 'Gent',
    SELLER_VAT_NUMBER: 'BE0123456749',
    SELLER_ENTERPRISE_NUMBER: '0123.456.749',
    SELLER_IBAN: 'BE68539007547034',
  };
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  return env;
}

/**
 * Starts `node backend/dist/main.js`; its log lines go to a file (as a process manager would
 * collect them), so logging costs what it costs in production. Resolves once the port is open.
 */
export async function startApi(env, logFile, retry = true) {
  const out = openSync(logFile, 'a');
  const started = performance.now();
  const child = spawn(process.execPath, [join(ROOT, 'backend/dist/main.js')], {
    cwd: ROOT,
    env,
    stdio: ['ignore', out, out],
  });
  try {
    await waitForPort(Number(env.PORT), child);
  } catch (error) {
    await stop(child);
    // Another session may be rebuilding dist/ right now: wait for its build lock, then try once more.
    if (retry) {
      execSync('flock /tmp/vyrelle-build.lock true');
      return startApi(env, logFile, false);
    }
    const tail = readFileSync(logFile, 'utf8').split('\n').slice(-8).join('\n');
    throw new Error(`${error.message}\n${tail}`);
  }
  return { child, startMs: performance.now() - started };
}

export function stop(child) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/** Resident set size (bytes) of a process, from /proc. */
export async function rssOf(pid) {
  const { readFile } = await import('node:fs/promises');
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb * 1024;
}

function cannon(options) {
  return new Promise((resolve, reject) => {
    const instance = autocannon(options, (error, result) =>
      error ? reject(error) : resolve(result),
    );
    instance.on('error', () => {});
  });
}

/**
 * autocannon against one target: a short warm-up, then the measured run. Answers req/s (mean),
 * p50/p99 latency (ms), non-2xx answers, errors and timeouts.
 */
export async function measure(name, options, { beforeRun, expectStatus } = {}) {
  const base = { connections: CONNECTIONS, timeout: 10, ...options };
  await cannon({ ...base, duration: WARMUP });
  if (beforeRun) await beforeRun();
  const result = await cannon({ ...base, duration: DURATION });
  // A 304 is the expected answer of a revalidation: count it as a success there.
  const expected = expectStatus
    ? Number(result.statusCodeStats?.[String(expectStatus)]?.count ?? 0)
    : 0;
  const figures = {
    name,
    reqPerSec: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    non2xx: result.non2xx - expected,
    errors: result.errors,
    timeouts: result.timeouts,
  };
  log(
    `  ${name.padEnd(34)} ${String(figures.reqPerSec).padStart(6)} req/s  p50 ${String(figures.p50).padStart(4)} ms  p99 ${String(figures.p99).padStart(4)} ms  non-2xx ${figures.non2xx}  errors ${figures.errors}  timeouts ${figures.timeouts}`,
  );
  return figures;
}

/** A PostgreSQL database for one run; `drop()` removes it (forcing out leftover connections). */
export async function createPgDatabase(prefix) {
  const { default: pg } = await import('pg');
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: PG_ADMIN_URL });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await client.end();
    },
  };
}

export async function json(url, init = {}) {
  const response = await fetch(url, init);
  const text = await response.text();
  let body = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = text;
  }
  if (!response.ok)
    throw new Error(`${init.method ?? 'GET'} ${url} → ${response.status}: ${text.slice(0, 300)}`);
  return { body, headers: response.headers, status: response.status };
}
