// Promotions and coupon codes (issue 19): an admin creates a coupon in the back-office, a customer
// applies it in the cart (nl), sees the discount in the cart and the delivery step, pays on the demo
// page and finds the discount on the order page; a bad code answers its own message and keeps what
// was typed. The same texts are checked cheaply in en, de and fr; axe on the back-office's
// promotion screens and on the cart.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  expectAccessible,
  launchBrowser,
  openPage,
  signInViaStorage,
  visit,
} from './support/browser.ts';
import { href, text, type Locale } from './support/site.ts';
import { accessToken } from './support/api.ts';

const baseUrl = inject('baseUrl');
const byTestId = (page: Page, id: string) => page.locator(`[data-testid="${id}"]`);
const SLUG = 'black-epigenetic-shield-serum';
const CODE = `E2E${Date.now().toString(36).toUpperCase()}`;

async function call<T>(bearer: string, path: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(`${baseUrl}${path}`, {
    ...init,
    headers: {
      ...(init.body ? { 'content-type': 'application/json' } : {}),
      authorization: `Bearer ${bearer}`,
    },
  });
  expect(res.status, path).toBeLessThan(300);
  return (res.status === 204 ? null : await res.json()) as T;
}

/** A new customer in `locale` with the serum in the cart and a Belgian address; answers the e-mail. */
async function shopper(locale: Locale): Promise<string> {
  const email = `promo.${locale}.${Date.now()}@example.be`;
  const res = await fetch(`${baseUrl}/api/users`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      firstName: 'Lien',
      lastName: 'Peeters',
      email,
      password: 'Secret12',
      passwordConfirmation: 'Secret12',
      country: 'BE',
      privacyAccepted: true,
      locale,
    }),
  });
  expect(res.status).toBe(201);
  const bearer = await accessToken(email, { password: 'Secret12' });
  const product = await call<{ id: string }>(bearer, `/api/products/${SLUG}?locale=${locale}`);
  await call(bearer, '/api/cart/items', {
    method: 'POST',
    body: JSON.stringify({ productId: product.id, quantity: 2 }),
  });
  await call(bearer, '/api/addresses', {
    method: 'POST',
    body: JSON.stringify({
      firstName: 'Lien',
      lastName: 'Peeters',
      street: 'Meir',
      houseNumber: '50',
      postalCode: '2000',
      city: 'Antwerpen',
      country: 'BE',
    }),
  });
  return email;
}

/** Types a code in the cart's coupon field and applies it. */
async function applyCode(page: Page, code: string) {
  await byTestId(page, 'coupon-input').fill(code);
  await byTestId(page, 'coupon-apply').click();
}

/** A refused code shows the translated unknown-coupon message and stays in the field. */
async function expectUnknown(page: Page, locale: Locale) {
  await applyCode(page, 'NOPE-123');
  await expect
    .poll(() => byTestId(page, 'coupon-error').textContent())
    .toBe(text(locale, 'cart', 'coupon.errors.PROMOTIONS_UNKNOWN_COUPON'));
  expect(await byTestId(page, 'coupon-input').inputValue()).toBe('NOPE-123');
  expect(await byTestId(page, 'cart-discount').count()).toBe(0);
}

describe('promotions journey', () => {
  let browser: Browser;
  let adminToken: string;
  beforeAll(async () => {
    browser = await launchBrowser();
    adminToken = await accessToken('admin@demo.test', { client: 'backoffice' });
  });
  afterAll(async () => {
    const { data } = await call<{ data: { id: string; code: string | null }[] }>(
      adminToken,
      '/api/admin/promotions',
    );
    const mine = data.find((p) => p.code === CODE);
    if (mine) await call(adminToken, `/api/admin/promotions/${mine.id}`, { method: 'DELETE' });
    await browser?.close();
  });

  it('back-office: an admin creates a 10 % coupon; the screens pass axe', async () => {
    const watched = await openPage(browser, baseUrl);
    const { page } = watched;
    try {
      await page.goto('/admin/', { waitUntil: 'load' });
      await page.locator('input[name="username"]').fill('admin@demo.test');
      await page.locator('input[name="password"]').fill('Demo1234');
      await page.locator('button[type="submit"]').click();
      await page.locator('[data-testid^="dashboard-"]').first().waitFor({ timeout: 20_000 });
      await page.goto('/admin/promotions', { waitUntil: 'load' });
      await page.locator('a[href$="/promotions/create"]').first().waitFor({ timeout: 20_000 });
      await expectAccessible(page, 'back-office promotions list');

      await page.goto('/admin/promotions/create', { waitUntil: 'load' });
      await page.locator('input[name="name"]').waitFor({ timeout: 20_000 });
      await page.locator('input[name="name"]').fill('Tien procent (e2e)');
      await page.locator('input[name="code"]').fill(CODE.toLowerCase());
      await page.locator('input[name="value"]').fill('10');
      await page.locator('input[name="minOrderCents"]').fill('20');
      await expectAccessible(page, 'back-office promotion form');
      await page.locator('button[type="submit"]').click();
      const created = async () => {
        const { data } = await call<{
          data: { code: string | null; kind: string; value: number; minOrderCents: number }[];
        }>(adminToken, '/api/admin/promotions');
        return data.find((p) => p.code === CODE) ?? null;
      };
      await expect
        .poll(created, { timeout: 20_000 })
        .toMatchObject({ kind: 'percent', value: 10, minOrderCents: 2_000, active: true });
      // back on the list, which shows the new code
      await expect
        .poll(() => page.locator('tbody').textContent(), { timeout: 20_000 })
        .toContain(CODE);

      // the same code again: the API's field error shows on the code field, in the admin's
      // language (English here), and what was typed stays
      await page.goto('/admin/promotions/create', { waitUntil: 'load' });
      await page.locator('input[name="name"]').waitFor({ timeout: 20_000 });
      await page.locator('input[name="name"]').fill('Nog eens tien procent (e2e)');
      await page.locator('input[name="code"]').fill(CODE);
      await page.locator('input[name="value"]').fill('10');
      await page.locator('button[type="submit"]').click();
      const taken = (await import('../backoffice/src/i18n/en.ts')).default as unknown as {
        validation: { couponCodeTaken: string };
      };
      const codeField = page.locator('.MuiFormControl-root', {
        has: page.locator('input[name="code"]'),
      });
      await expect
        .poll(() => codeField.textContent(), { timeout: 20_000 })
        .toContain(taken.validation.couponCodeTaken);
      expect(await page.locator('input[name="name"]').inputValue()).toBe(
        'Nog eens tien procent (e2e)',
      );
      await expectAccessible(page, 'back-office promotion form with a taken code');
      expect(watched.problems.filter((p) => !/status of 4\d\d/.test(p))).toEqual([]);
    } finally {
      await watched.context.close();
    }
  });

  it('nl: the customer applies the coupon, sees it in the cart and the delivery step, pays, and finds it on the order', async () => {
    const email = await shopper('nl');
    const watched = await openPage(browser, baseUrl);
    const { page } = watched;
    try {
      await signInViaStorage(page, baseUrl, email, 'Secret12');
      await visit(page, href('cartSummary', 'nl'));
      await byTestId(page, 'coupon-input').waitFor({ timeout: 15_000 });
      await expectUnknown(page, 'nl');

      await applyCode(page, CODE.toLowerCase());
      const discount = byTestId(page, 'cart-discount');
      await expect.poll(() => discount.count()).toBe(1);
      expect(await discount.textContent()).toContain(CODE);
      expect(await byTestId(page, 'coupon-code').textContent()).toBe(CODE);
      expect(await byTestId(page, 'coupon-input').inputValue()).toBe('');
      await expectAccessible(page, 'cart with a coupon');

      await visit(page, href('cartDelivery', 'nl'));
      await expect.poll(() => byTestId(page, 'delivery-step').count()).toBe(1);
      const option = page.locator('label.address-option', { hasText: 'Antwerpen' });
      await expect.poll(() => option.count()).toBe(1);
      await option.locator('input[type="radio"]').check();
      expect(await byTestId(page, 'cart-discount').textContent()).toContain(CODE);
      await byTestId(page, 'to-payment').click();
      await expect.poll(() => byTestId(page, 'payment-step').count()).toBe(1);
      await byTestId(page, 'place-order').click();
      await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/api\/payments\/demo\//);
      await page.locator('button[name="outcome"][value="paid"]').click();
      await expect
        .poll(() => byTestId(page, 'order-result').getAttribute('data-state'), { timeout: 20_000 })
        .toBe('paid');

      const bearer = await accessToken(email, { password: 'Secret12' });
      const orders = await call<{ data: { number: string }[] }>(bearer, '/api/orders');
      expect(orders.data).toHaveLength(1);
      const placed = await call<{ discountCents: number; paidStatus: string }>(
        bearer,
        `/api/orders/${orders.data[0]!.number}`,
      );
      expect(placed).toMatchObject({ paidStatus: 'paid' });
      expect(placed.discountCents).toBeGreaterThan(0);
      await visit(page, href('accountOrder', 'nl', { id: orders.data[0]!.number }));
      await expect
        .poll(() => byTestId(page, 'order-discount').first().textContent(), { timeout: 15_000 })
        .toContain(CODE);
      expect(watched.problems.filter((p) => !/status of 4\d\d/.test(p))).toEqual([]);
    } finally {
      await watched.context.close();
    }
  });

  for (const locale of ['en', 'de', 'fr'] as const)
    it(`${locale}: the coupon field's label, its refusal and the applied code speak ${locale}`, async () => {
      const email = await shopper(locale);
      const watched = await openPage(browser, baseUrl);
      const { page } = watched;
      try {
        await signInViaStorage(page, baseUrl, email, 'Secret12');
        await visit(page, href('cartSummary', locale));
        await byTestId(page, 'coupon-input').waitFor({ timeout: 15_000 });
        expect(await byTestId(page, 'coupon').locator('label').textContent()).toBe(
          text(locale, 'cart', 'coupon.label'),
        );
        await expectUnknown(page, locale);
        await applyCode(page, CODE);
        await expect.poll(() => byTestId(page, 'cart-discount').textContent()).toContain(CODE);
        const template = text(locale, 'cart', 'totals.discountCode');
        expect(await byTestId(page, 'cart-discount').textContent()).toContain(
          template.slice(0, template.indexOf('{{')).trim(),
        );
      } finally {
        await watched.context.close();
      }
    });
});
