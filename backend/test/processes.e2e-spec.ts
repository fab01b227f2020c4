import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signIn } from './helpers/auth.js';
import {
  createTestEnvironment,
  ENGINES,
  json,
  startApp,
  type TestEnvironment,
} from './helpers/test-app.js';
import { BACKEND_DIR, MAIN_JS as mainJs, startServer } from './helpers/processes.js';

/** Secrets of one's own, so that the start goes on to the next production rule. */
const PRODUCTION_SECRETS = {
  JWT_SECRET: 'p'.repeat(48),
  OAUTH_STOREFRONT_SECRET: 's'.repeat(32),
  OAUTH_BACKOFFICE_SECRET: 'b'.repeat(32),
  MFA_ENCRYPTION_KEY: 'k'.repeat(32),
};

describe(`the server process on ${ENGINES}`, () => {
  let env: TestEnvironment;

  beforeAll(async () => {
    if (!existsSync(mainJs))
      throw new Error('backend/dist is missing: run `npm run build` first (npm test does it)');
    env = await createTestEnvironment();
  });
  afterAll(async () => {
    await env?.dispose();
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://localhost/x' }, 'DATABASE_URL'],
    [{ NODE_ENV: 'production' }, 'JWT_SECRET'],
    [{ NODE_ENV: 'production', ...PRODUCTION_SECRETS }, 'PUBLIC_URL'],
    [
      { NODE_ENV: 'production', ...PRODUCTION_SECRETS, PUBLIC_URL: 'https://x.test' },
      'MOLLIE_API_KEY',
    ],
    [
      {
        NODE_ENV: 'production',
        ...PRODUCTION_SECRETS,
        PUBLIC_URL: 'https://x.test',
        MOLLIE_API_KEY: 'live_x',
      },
      'SMTP_URL',
    ],
  ])('stops at once with one line naming the bad variable (%j)', (bad, variable) => {
    const result = spawnSync(process.execPath, [mainJs], {
      env: { PATH: process.env.PATH ?? '', DATA_DIR: env.dataDir, ...bad },
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(result.status).toBe(1);
    const lines = result.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(new RegExp(`^Invalid configuration: ${variable} `));
    expect(result.stdout).toBe('');
  });

  it('starts, answers health, and stops cleanly on SIGTERM', async () => {
    const server = await startServer(env.env({ INLINE_WORKER: 'true' }));
    try {
      const res = await fetch(`http://127.0.0.1:${server.port}/api/health`);
      expect(res.status).toBe(200);
      expect(server.startupMs).toBeGreaterThan(0);
    } finally {
      const exited = new Promise<{ code: number | null; signal: string | null }>((resolve) =>
        server.child.on('exit', (code, signal) => resolve({ code, signal })),
      );
      server.child.kill('SIGTERM');
      // Nest closes the app (connections, queue, database) and then re-raises the signal.
      const { code, signal } = await exited;
      expect(code === 0 || signal === 'SIGTERM').toBe(true);
      expect(server.output()).not.toMatch(/"level":50/);
    }
  });

  it('runs the worker until SIGTERM, also while no job is due, then stops cleanly', async () => {
    // The API of the test before migrated this environment's database; the worker does not.
    const child = spawn(process.execPath, [join(BACKEND_DIR, 'dist', 'worker.js')], {
      env: {
        PATH: process.env.PATH ?? '',
        LOG_LEVEL: 'info',
        ...env.env({ INLINE_WORKER: 'false', JOB_POLL_MS: '20' }),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
    const exited = new Promise<{ code: number | null; signal: string | null }>((resolve) =>
      child.on('exit', (code, signal) => resolve({ code, signal })),
    );
    const ended = () => child.exitCode !== null || child.signalCode !== null;
    const started = Date.now();
    while (!out.includes('Worker started') && !ended() && Date.now() - started < 30_000)
      await new Promise((resolve) => setTimeout(resolve, 20));
    expect(out).toContain('Worker started');
    // Many empty polls later (the database queue's timer is unref'd), it still runs.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect({ code: child.exitCode, signal: child.signalCode }).toEqual({
      code: null,
      signal: null,
    });
    child.kill('SIGTERM');
    const { code, signal } = await exited;
    expect(code === 0 || signal === 'SIGTERM').toBe(true);
    expect(out).not.toMatch(/"level":50/);
  });

  it('creates the first admin from the command line, who can then sign in', async () => {
    const cli = join(BACKEND_DIR, 'dist', 'cli', 'create-admin.js');
    const cliEnv = { PATH: process.env.PATH ?? '', ...env.env({ SEED_DEMO_DATA: 'false' }) };
    const weak = spawnSync(process.execPath, [cli, '--email', 'owner@vyrelle.example'], {
      env: { ...cliEnv, ADMIN_PASSWORD: 'weak' },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(weak.status).toBe(2);
    expect(weak.stderr).toContain('ADMIN_PASSWORD is too weak');

    const generated = spawnSync(
      process.execPath,
      [cli, '--email', 'owner@vyrelle.example', '--first-name', 'Elise'],
      { env: cliEnv, encoding: 'utf8', timeout: 30_000 },
    );
    expect(generated.stderr).toBe('');
    expect(generated.status).toBe(0);
    const password = /with the password (\S+) /.exec(generated.stdout)?.[1];
    expect(password).toBeDefined();

    const running = await startApp(env.config({ SEED_DEMO_DATA: 'false' }));
    try {
      const tokens = await signIn(running.baseUrl, 'owner@vyrelle.example', password!);
      const me = await json(
        await fetch(`${running.baseUrl}/api/user`, { headers: bearer(tokens) }),
      );
      expect(me).toMatchObject({
        email: 'owner@vyrelle.example',
        firstName: 'Elise',
        role: 'admin',
      });
      expect(
        (await fetch(`${running.baseUrl}/api/admin/users`, { headers: bearer(tokens) })).status,
      ).toBe(200);
    } finally {
      await running.close();
    }
  });
});
