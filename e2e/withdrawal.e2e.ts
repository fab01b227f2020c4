/**
 * The withdrawal journey (issue 16 part 4): order → delivered → withdraw from the public page
 * (footer link, order number + e-mail, items, confirm) → confirmation mail → the back-office
 * receives the return → refund. In nl and en.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { expectAccessible, launchBrowser, openPage, visit } from './support/browser.ts';
import { href, text, type Locale } from './support/site.ts';
import { accessToken, api } from './support/api.ts';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');

/** The demo customer buys a product, pays on the demo page, and the shop delivers it. */
async function deliveredOrder(admin: string): Promise<{ orderId: string; number: string }> {
  const customer = await accessToken('customer@demo.test', { client: 'storefront' });
  const products = await api<{ data: { id: string; inStock: boolean }[] }>(
    customer,
    'GET',
    '/api/products?perPage=12',
  );
  const product = products.data.find((p) => p.inStock)!;
  const address = await api<{ id: string }>(customer, 'POST', '/api/addresses', {
    firstName: 'Lotte',
    lastName: 'Janssens',
    street: 'Meir',
    houseNumber: '42',
    postalCode: '2000',
    city: 'Antwerpen',
    country: 'BE',
  });
  await api(customer, 'POST', '/api/cart/items', { productId: product.id, quantity: 1 });
  const order = await api<{ id: string; number: string; checkoutUrl: string }>(
    customer,
    'POST',
    '/api/orders',
    { addressId: address.id, specialistStoreId: null },
  );
  await fetch(`${baseUrl}${new URL(order.checkoutUrl).pathname}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ outcome: 'paid' }),
    redirect: 'manual',
  });
  for (const status of ['processing', 'shipped', 'delivered'])
    await api(admin, 'POST', `/api/admin/orders/${order.id}/status`, {
      status,
      ...(status === 'shipped' ? { carrier: 'bpost', trackingNumber: 'CD123456789BE' } : {}),
    });
  return { orderId: order.id, number: order.number };
}

/** The withdrawal confirmation the mail adapter wrote for this order, decoded enough to read. */
function withdrawalMail(number: string): string | null {
  let files: string[] = [];
  try {
    files = readdirSync(join(dataDir, 'mail')).filter((f) => f.includes('customer@demo.test'));
  } catch {
    return null;
  }
  for (const file of files) {
    const raw = readFileSync(join(dataDir, 'mail', file), 'utf8')
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_m, h: string) => String.fromCharCode(parseInt(h, 16)));
    const mail = Buffer.from(raw, 'latin1').toString('utf8');
    if (mail.includes('withdrawal-received:') && mail.includes(number)) return mail;
  }
  return null;
}

const field = (page: Page, name: string) =>
  page.locator(`[data-testid="withdrawal-identify"] [name="${name}"]`);

/** From any page's footer: the button, the contract, the items, "Confirm withdrawal". */
async function withdrawOnPublicPage(
  page: Page,
  locale: Locale,
  number: string,
  wrongEmailFirst: boolean,
): Promise<void> {
  await visit(page, href('home', locale));
  await page.locator('[data-testid="footer-withdrawal"]').click();
  await page.waitForURL(`**${href('withdrawal', locale)}`);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  const start = page.locator('[data-testid="withdrawal-start"]');
  expect(await start.textContent()).toBe(text(locale, 'account', 'withdrawal.start'));
  await start.click();
  await field(page, 'orderNumber').fill(number);
  if (wrongEmailFirst) {
    await field(page, 'email').fill('someone.else@example.com');
    await page.locator('[data-testid="withdrawal-identify"] button[type="submit"]').click();
    // The same answer as for an unknown order, and nothing typed is lost.
    await expect
      .poll(() => page.locator('[data-testid="withdrawal-identify"]').textContent())
      .toContain(text(locale, 'common', 'validation.withdrawalNotFound'));
    expect(await field(page, 'orderNumber').inputValue()).toBe(number);
    await field(page, 'email').fill('');
  }
  await field(page, 'email').fill('customer@demo.test');
  await page.locator('[data-testid="withdrawal-identify"] button[type="submit"]').click();
  const items = page.locator('[data-testid="withdrawal-items"]');
  await items.waitFor();
  // Confirming with nothing chosen says so.
  await items.locator('button[type="submit"]').click();
  await expect
    .poll(() => items.textContent())
    .toContain(text(locale, 'common', 'validation.withdrawalItems'));
  await items.locator('[data-testid="withdrawal-line-1"] input[type="checkbox"]').first().check();
  await expectAccessible(page, `withdrawal items (${locale})`);
  expect(await items.locator('button[type="submit"]').textContent()).toBe(
    text(locale, 'account', 'withdrawal.confirm'),
  );
  await items.locator('button[type="submit"]').click();
  const done = page.locator('[data-testid="withdrawal-done"]');
  await done.waitFor({ timeout: 15_000 });
  expect(await done.textContent()).toContain(text(locale, 'account', 'withdrawal.done'));
}

describe('withdrawal: public page → mail → back-office receives → refund', () => {
  let browser: Browser;
  let admin: string;
  beforeAll(async () => {
    browser = await launchBrowser();
    admin = await accessToken('admin@demo.test', { client: 'backoffice' });
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('nl: withdraws from the public page, gets the mail, and the back-office receives and refunds', async () => {
    const order = await deliveredOrder(admin);
    const { page, problems } = await openPage(browser, baseUrl);
    try {
      await withdrawOnPublicPage(page, 'nl', order.number, true);
      const mail = await expect
        .poll(() => withdrawalMail(order.number), { timeout: 15_000 })
        .toBeTruthy()
        .then(() => withdrawalMail(order.number)!);
      expect(mail).toContain('We hebben je herroeping ontvangen');
      expect(mail).toMatch(/\d{2}:\d{2}:\d{2} \(Belgische tijd\)/);

      // The back-office: Returns → the withdrawal → receive the parcel → refund.
      const list = await api<{ data: { id: string; status: string }[] }>(
        admin,
        'GET',
        `/api/admin/withdrawals?q=${order.number}`,
      );
      const id = list.data[0]!.id;
      await page.goto('/admin/', { waitUntil: 'load' });
      await page.locator('input[name="username"]').fill('admin@demo.test');
      await page.locator('input[name="password"]').fill('Demo1234');
      await page.locator('button[type="submit"]').click();
      await page.locator('[data-testid^="dashboard-"]').first().waitFor({ timeout: 20_000 });
      await page.locator('a[href="/admin/withdrawals"]').first().click();
      await page.getByText(order.number).first().waitFor({ timeout: 15_000 });
      await page.goto(`/admin/withdrawals/${id}/show`, { waitUntil: 'load' });
      await page.locator('[data-testid="withdrawal-receive"]').click();
      await page.locator('[data-testid="withdrawal-refund"]').waitFor({ timeout: 15_000 });
      await expectAccessible(page, 'back-office withdrawal');
      await page.locator('[data-testid="withdrawal-refund"]').click();
      await page.locator('[data-testid="withdrawal-refunded"]').waitFor({ timeout: 15_000 });
      const after = await api<{ status: string; refundCents: number }>(
        admin,
        'GET',
        `/api/admin/withdrawals/${id}`,
      );
      expect(after.status).toBe('refunded');
      expect(after.refundCents).toBeGreaterThan(0);
      const adminOrder = await api<{ paidStatus: string }>(
        admin,
        'GET',
        `/api/admin/orders/${order.orderId}`,
      );
      expect(adminOrder.paidStatus).toBe('refunded');
      expect(problems.filter((p) => p.startsWith('pageerror'))).toEqual([]);
    } finally {
      await page.context().close();
    }
  });

  it('en: the same public flow in English, with the confirmation mail in English', async () => {
    const order = await deliveredOrder(admin);
    const { page, problems } = await openPage(browser, baseUrl, { locale: 'en-GB' });
    try {
      await withdrawOnPublicPage(page, 'en', order.number, false);
      const mail = await expect
        .poll(() => withdrawalMail(order.number), { timeout: 15_000 })
        .toBeTruthy()
        .then(() => withdrawalMail(order.number)!);
      expect(mail).toContain('We have received your withdrawal');
      expect(mail).toContain('(Belgian time)');
      expect(problems.filter((p) => p.startsWith('pageerror'))).toEqual([]);
    } finally {
      await page.context().close();
    }
  });
});
