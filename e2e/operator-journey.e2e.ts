/**
 * The operator journey of issue 15, following README alone: a fresh PostgreSQL database in
 * production mode (built API `backend/dist/main.js` and worker `backend/dist/worker.js`, a real SMTP
 * server, a private redis-server, Mollie's API through `@mollie/api-client` pointed at a local
 * stand-in). The operator creates the admin with `npm run create-admin`, builds the catalogue in the
 * back-office (two lines and one product through the forms, the rest by one CSV import), a customer
 * registers, signs in, orders and pays on the hosted checkout while Redis is down, and the order
 * confirmation arrives by SMTP exactly once after Redis is back.
 *
 * It needs PostgreSQL: TEST_DATABASE_URL names the server (the test creates its own database there
 * and drops it afterwards), as for the backend's PostgreSQL suite.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeMollie } from '../backend/test/helpers/fake-mollie.ts';
import { startServer } from '../backend/test/helpers/processes.ts';
import { decodeQuotedPrintable, TestSmtpServer } from '../backend/test/helpers/smtp.ts';
import { launchBrowser, openPage, visit } from './support/browser.ts';
import { href } from './support/site.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const PG_SERVER = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function until<T>(
  probe: () => T | undefined | Promise<T | undefined>,
  what: string,
  timeoutMs = 30_000,
): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > end) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** A private redis-server on a free port, stopped and started by the test (as in mail-faults). */
class PrivateRedis {
  port = 0;
  private dir = mkdtempSync(join(tmpdir(), 'vyrelle-operator-redis-'));
  private child: ChildProcess | null = null;

  private cli(...args: string[]) {
    return spawnSync('redis-cli', ['-p', String(this.port), ...args], { encoding: 'utf8' });
  }

  async start(): Promise<void> {
    if (!this.port) this.port = await freePort();
    this.child = spawn(
      'redis-server',
      [
        '--port',
        String(this.port),
        '--bind',
        '127.0.0.1',
        '--dir',
        this.dir,
        '--save',
        '',
        '--appendonly',
        'no',
      ],
      { stdio: 'ignore' },
    );
    await until(() => this.cli('ping').stdout.trim() === 'PONG', 'the private redis-server');
  }

  /** A clean shutdown that writes the data set first, like a production Redis going down for maintenance. */
  async stop(): Promise<void> {
    const child = this.child;
    this.child = null;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    this.cli('shutdown', 'save');
    await exited;
  }

  async dispose(): Promise<void> {
    await this.stop();
    rmSync(this.dir, { recursive: true, force: true });
  }
}

const ADMIN_EMAIL = 'elise@brand.example';
const ADMIN_PASSWORD = 'Operator-2026-x';
const CUSTOMER_EMAIL = `lien.${Date.now()}@example.be`;
const CUSTOMER_PASSWORD = 'Secret12';

/** The catalogue's CSV, as README describes it: four products over the two lines. */
const CSV = [
  'slug;collection;type;price;vatRate;stock;visible;skinTypes;timing;name_nl;name_en;name_de;name_fr',
  'blue-hydra-cream;blue;cream;42,00;21;20;true;dry,normal;day,night;Hydra crème;Hydra cream;Hydra-Creme;Crème hydra',
  'blue-gentle-cleanser;blue;cleanser;24,50;21;20;true;normal;day;Zachte reiniger;Gentle cleanser;Sanfter Reiniger;Nettoyant doux',
  'gold-night-serum;gold;serum;68,00;21;20;true;mature;night;Gouden nachtserum;Gold night serum;Goldenes Nachtserum;Sérum de nuit doré',
  'gold-eye-care;gold;eye-care;39,95;21;20;true;mature,dry;day,night;Gouden oogzorg;Gold eye care;Goldene Augenpflege;Soin des yeux doré',
].join('\r\n');

describe('the operator journey: README alone, fresh PostgreSQL, production mode', () => {
  let browser: Browser;
  const children: ChildProcess[] = [];
  const redis = new PrivateRedis();
  const smtp = new TestSmtpServer();
  const mollie = new FakeMollie({ hostedCheckout: true });
  const dataDir = mkdtempSync(join(tmpdir(), 'vyrelle-operator-'));
  const dbName = `vyrelle_operator_${process.pid}_${Date.now()}`;
  let env: Record<string, string> = {};
  let baseUrl = '';
  const logs: string[] = [];

  const admin = (sql: string) => {
    const client = new pg.Client({ connectionString: PG_SERVER });
    return client
      .connect()
      .then(() => client.query(sql))
      .finally(() => client.end());
  };

  beforeAll(async () => {
    await admin(`CREATE DATABASE "${dbName}"`).catch((error: Error) => {
      throw new Error(
        `The operator journey needs PostgreSQL: set TEST_DATABASE_URL to a server it may create a database on (${error.message})`,
      );
    });
    const databaseUrl = new URL(PG_SERVER);
    databaseUrl.pathname = `/${dbName}`;
    await Promise.all([redis.start(), smtp.start(), mollie.start()]);
    const port = await freePort();
    // The browser uses localhost, the same origin as PUBLIC_URL.
    baseUrl = `http://localhost:${port}`;
    // README "Production layout" → "Without Docker": the variables it asks for.
    env = {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl.toString(),
      REDIS_URL: `redis://127.0.0.1:${redis.port}`,
      SMTP_URL: smtp.url,
      PUBLIC_URL: baseUrl,
      JWT_SECRET: randomBytes(32).toString('hex'),
      OAUTH_STOREFRONT_SECRET: randomBytes(24).toString('hex'),
      OAUTH_BACKOFFICE_SECRET: randomBytes(24).toString('hex'),
      MFA_ENCRYPTION_KEY: randomBytes(24).toString('hex'),
      // This journey is about the operator's first day, not about two-factor sign-in (admin-totp.e2e.ts).
      STAFF_MFA: 'optional',
      MOLLIE_API_KEY: 'test_dHar4XY7LxsDOtmnkVtjNVWXLSlXsM',
      SELLER_COMPANY_NAME: 'Vyrelle BV',
      SELLER_STREET: 'Veldstraat 1',
      SELLER_POSTAL_CODE: '9000',
      SELLER_CITY: 'Gent',
      SELLER_VAT_NUMBER: 'BE0471123456',
      SELLER_IBAN: 'BE68539007547034',
      SELLER_ENTERPRISE_NUMBER: '0471.123.456',
      // Only for the stand-in: Mollie's API at a local address with a self-signed certificate.
      MOLLIE_API_URL: mollie.url,
      NODE_TLS_REJECT_UNAUTHORIZED: '0',
      SHUTDOWN_DRAIN_MS: '0',
    };
    browser = await launchBrowser();
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
    await Promise.all(
      children.map((child) =>
        child.exitCode !== null
          ? undefined
          : new Promise((resolve) => {
              const timer = setTimeout(() => {
                child.kill('SIGKILL');
                resolve(undefined);
              }, 10_000);
              child.once('exit', () => {
                clearTimeout(timer);
                resolve(undefined);
              });
            }),
      ),
    );
    await redis.dispose();
    await smtp.stop();
    await mollie.stop();
    await admin(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`).catch(() => undefined);
    rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  const npmRun = (script: string, args: string[], extra: Record<string, string> = {}) =>
    spawnSync('npm', ['run', '--silent', script, '--', ...args], {
      cwd: root,
      env: { ...env, ...extra },
      encoding: 'utf8',
    });

  async function signInToBackOffice(page: Page): Promise<void> {
    await page.goto('/admin/', { waitUntil: 'load' });
    await page.locator('input[name="username"]').fill(ADMIN_EMAIL);
    await page.locator('input[name="password"]').fill(ADMIN_PASSWORD);
    await page.locator('button[type="submit"]').click();
    await page.locator('[data-testid^="dashboard-"]').first().waitFor({ timeout: 30_000 });
  }

  async function choose(page: Page, source: string, value: string): Promise<void> {
    await page.locator(`.ra-input-${source} [role="combobox"]`).click();
    await page.locator(`li[role="option"][data-value="${value}"]`).click();
    await page.keyboard.press('Escape').catch(() => undefined);
  }

  async function createLine(page: Page, slug: string, name: string, colour: string): Promise<void> {
    await page.goto('/admin/collections/create', { waitUntil: 'load' });
    await page.locator('input[name="colour"]').waitFor({ timeout: 20_000 });
    await choose(page, 'slug', slug);
    await page.locator('input[name="colour"]').fill(colour);
    await page.getByRole('tab').nth(1).click();
    await page.locator('input[name="translations.nl.name"]').fill(name);
    const saved = page.waitForResponse(
      (res) => res.url().endsWith('/api/admin/collections') && res.request().method() === 'POST',
    );
    await page.locator('button[type="submit"]').first().click();
    expect((await saved).status()).toBe(201);
  }

  /** The session's access token, as the storefront (`oAuth`) or the back-office keeps it. */
  async function bearer(page: Page, key = 'oAuth'): Promise<string> {
    return page.evaluate(
      (k) => (JSON.parse(localStorage.getItem(k)!) as { accessToken: string }).accessToken,
      key,
    );
  }

  it('create the admin → lines, a product and a CSV import in the back-office → a customer pays through Mollie while Redis is down → one confirmation mail', async () => {
    // 1. Migrate, start the API and the worker, create the admin (README: Production layout, Start).
    const migrate = npmRun('migrate', []);
    expect(migrate.status, migrate.stderr + migrate.stdout).toBe(0);
    const api = await startServer(env);
    children.push(api.child);
    const worker = spawn(process.execPath, [join(root, 'backend/dist/worker.js')], {
      cwd: root,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.push(worker);
    worker.stdout!.on('data', (chunk: Buffer) => logs.push(chunk.toString()));
    worker.stderr!.on('data', (chunk: Buffer) => logs.push(chunk.toString()));

    const created = npmRun(
      'create-admin',
      ['--email', ADMIN_EMAIL, '--first-name', 'Elise', '--last-name', 'Claes'],
      { ADMIN_PASSWORD },
    );
    expect(created.status, created.stderr + created.stdout).toBe(0);
    expect(created.stdout).toContain(`Created admin ${ADMIN_EMAIL}`);
    expect(created.stdout).not.toContain(ADMIN_PASSWORD);

    const products = async (token: string) =>
      (await (
        await fetch(`${baseUrl}/api/admin/products?perPage=50`, {
          headers: { authorization: `Bearer ${token}` },
        })
      ).json()) as { total: number; data: { id: string; slug: string; collection: string }[] };

    // 2. The back-office: two lines, one product through the form, the rest by CSV.
    const office = await openPage(browser, baseUrl);
    try {
      await signInToBackOffice(office.page);
      await createLine(office.page, 'blue', 'Blue', '#2f5d8a');
      await createLine(office.page, 'gold', 'Gold', '#b8923a');

      const page = office.page;
      await page.goto('/admin/products/create', { waitUntil: 'load' });
      await page.locator('input[name="translations.nl.name"]').waitFor({ timeout: 20_000 });
      await page.locator('input[name="translations.nl.name"]').fill('Blauw serum');
      await page.locator('input[name="slug"]').fill('blue-serum');
      await choose(page, 'collection', 'blue');
      await choose(page, 'type', 'serum');
      await page.locator('.ra-input-skinTypes input[type="checkbox"]').first().check();
      await page.locator('input[name="priceCents"]').fill('34.50');
      await page.locator('input[name="stock"]').fill('25');
      await page.locator('input[name="visible"]').check();
      const productSaved = page.waitForResponse(
        (res) => res.url().endsWith('/api/admin/products') && res.request().method() === 'POST',
      );
      await page.locator('button[type="submit"]').first().click();
      expect((await productSaved).status()).toBe(201);

      await page.goto('/admin/products', { waitUntil: 'load' });
      await page.locator('[data-testid="products-import"]').click();
      await page.locator('input[type="file"]').setInputFiles({
        name: 'catalogue.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from(CSV, 'utf8'),
      });
      await page.locator('[data-testid="import-check"]').click();
      await page.locator('[data-testid="import-report"] tbody tr').nth(3).waitFor();
      expect(await page.locator('[data-testid="import-report"] tbody tr').count()).toBe(4);
      const token = await bearer(page, 'vyrelle.admin.oAuth');
      expect((await products(token)).total).toBe(1); // the dry run wrote nothing
      await page.locator('[data-testid="import-confirm"]').click();
      await page.locator('[data-testid="import-applied"]').waitFor();
      const catalogue = await products(token);
      expect(catalogue.total).toBe(5);
      expect(new Set(catalogue.data.map((p) => p.collection))).toEqual(new Set(['blue', 'gold']));
      expect(office.problems.filter((p) => p.startsWith('pageerror'))).toEqual([]);
    } finally {
      await office.context.close();
    }

    // 3. A customer registers, signs in, orders two products and goes to Mollie's checkout.
    const { page, context, problems } = await openPage(browser, baseUrl);
    try {
      await visit(page, href('register', 'nl'));
      const form = (name: string) => page.locator(`[data-testid="register-form"] [name="${name}"]`);
      await form('firstName').fill('Lien');
      await form('lastName').fill('Wouters');
      await form('email').fill(CUSTOMER_EMAIL);
      await form('password').fill(CUSTOMER_PASSWORD);
      await form('passwordConfirmation').fill(CUSTOMER_PASSWORD);
      await form('privacyAccepted').check();
      await page.locator('[data-testid="register-form"] [type="submit"]').click();
      await expect
        .poll(() => new URL(page.url()).pathname, { timeout: 30_000 })
        .toBe(href('accountOverview', 'nl'))
        .catch(async (error: Error) => {
          throw new Error(
            `${error.message}\nform: ${await page.locator('[data-testid="register-form"]').innerText()}\nbrowser: ${problems.join('\n')}\napi: ${api.output().slice(-3000)}`,
          );
        });
      await page.locator('[data-testid="sign-out"]').first().click();
      await expect.poll(() => page.evaluate(() => localStorage.getItem('oAuth'))).toBeNull();

      await visit(page, href('login', 'nl'));
      await page
        .locator('[data-testid="login-form"] [name="username"]')
        .or(page.locator('[data-testid="login-form"] [name="email"]'))
        .first()
        .fill(CUSTOMER_EMAIL);
      await page.locator('[data-testid="login-form"] [name="password"]').fill(CUSTOMER_PASSWORD);
      await page.locator('[data-testid="login-form"] [type="submit"]').click();
      await expect.poll(() => new URL(page.url()).pathname).toBe(href('accountOverview', 'nl'));

      for (const slug of ['blue-serum', 'gold-night-serum']) {
        await visit(page, href('product', 'nl', { slug }));
        await page.locator('.product-actions-page [data-action="add-to-cart"]').click();
        await expect
          .poll(() => page.locator('[data-testid="shop-toast"] [data-notice="added"]').count())
          .toBeGreaterThan(0);
      }
      const byTestId = (id: string) => page.locator(`[data-testid="${id}"]`);
      await visit(page, href('cartSummary', 'nl'));
      await expect.poll(() => byTestId('cart-line').count()).toBe(2);
      await byTestId('to-delivery').click();
      await expect.poll(() => byTestId('delivery-step').count()).toBe(1);
      const address = byTestId('checkout-address-form');
      if ((await address.count()) === 0) await byTestId('add-address').click();
      await address.locator('[name="firstName"]').fill('Lien');
      await address.locator('[name="lastName"]').fill('Wouters');
      await address.locator('[name="street"]').fill('Veldstraat');
      await address.locator('[name="houseNumber"]').fill('12');
      await address.locator('[name="postalCode"]').fill('9000');
      await address.locator('[name="city"]').fill('Gent');
      await address.locator('[name="country"]').selectOption('BE');
      await address.locator('[type="submit"]').click();
      await expect.poll(() => byTestId('address-option').count()).toBeGreaterThan(0);
      await byTestId('to-payment').click();
      await expect.poll(() => byTestId('payment-step').count()).toBe(1);
      await byTestId('place-order').click();

      // Mollie's hosted checkout (the stand-in's), reached through the redirect the API gave.
      await expect.poll(() => page.url(), { timeout: 20_000 }).toContain(mollie.checkoutBase);
      const paymentId = new URL(page.url()).pathname.split('/').pop()!;
      expect(mollie.payments.get(paymentId)?.status).toBe('open');

      // 4. Redis goes down between checkout and the payment's return.
      await redis.stop();
      await page.locator('[data-testid="mollie-pay"]').click();
      await expect
        .poll(() => byTestId('order-result').getAttribute('data-state'), { timeout: 30_000 })
        .toBe('paid');
      expect(new URL(page.url()).origin).toBe(baseUrl);
      // Mollie's webhook was answered 2xx the first time, Redis or not.
      expect(mollie.webhookCalls.filter((c) => c.id === paymentId)).toEqual([
        { id: paymentId, status: 200 },
      ]);
      const orders = (await (
        await fetch(`${baseUrl}/api/orders`, {
          headers: { authorization: `Bearer ${await bearer(page)}` },
        })
      ).json()) as { data: { number: string; paidStatus: string; totalCents: number }[] };
      expect(orders.data).toHaveLength(1);
      const order = orders.data[0]!;
      expect(order.paidStatus).toBe('paid');
      expect(order.totalCents).toBe(3_450 + 6_800 + 595); // below 125 €: shipping 5,95
      await redis.start();
      const redisBack = Date.now();

      // 5. The confirmation arrives by SMTP once the worker relays it, and only once.
      const confirmations = () =>
        smtp.received.filter(
          (m) =>
            m.to.includes(CUSTOMER_EMAIL) &&
            new RegExp(`^Subject: .*${order.number}`, 'm').test(decodeQuotedPrintable(m.raw)),
        );
      await until(() => confirmations().length > 0, 'the order confirmation mail', 60_000).catch(
        (error: Error) => {
          throw new Error(`${error.message}\nworker: ${logs.join('').slice(-3000)}`);
        },
      );
      const mailAfterMs = Date.now() - redisBack;
      // Time for a duplicate to show up if one were queued twice (outbox relay, webhook, return).
      await new Promise((resolve) => setTimeout(resolve, 5_000));
      expect(confirmations()).toHaveLength(1);
      // README: the confirmation carries the invoice PDF.
      expect(confirmations()[0]!.raw).toMatch(/Content-Type: application\/pdf/i);
      // No request of the journey, during the outage or after, was answered with a server error.
      expect(api.output().match(/"res":\{"statusCode":5\d\d\}[^\n]*/g) ?? []).toEqual([]);
      expect(problems.filter((p) => p.startsWith('pageerror'))).toEqual([]);
      const tokenTimes = [
        ...api
          .output()
          .matchAll(/"reqId":"([^"]+)","req":\{"method":"POST","url":"\/oauth\/token"/g),
      ].map(
        (m) =>
          new RegExp(`"reqId":"${m[1]}","res":[^\n]*"responseTime":([0-9.]+)`).exec(
            api.output(),
          )?.[1],
      );
      console.info(
        `operator journey: confirmation mail ${mailAfterMs} ms after Redis was back; /oauth/token answered in ${tokenTimes.map((t) => `${Math.round(Number(t))} ms`).join(', ')}`,
      );
    } finally {
      await context.close();
    }
  }, 300_000);
});
