import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { expectAccessible, launchBrowser, openPage } from './support/browser.ts';
import { accessToken, api } from './support/api.ts';

const baseUrl = inject('baseUrl');

type Messages = Record<string, unknown>;
const LOADERS: Record<string, () => Promise<{ default: Messages }>> = {
  nl: () => import('../backoffice/src/i18n/nl.ts'),
  en: () => import('../backoffice/src/i18n/en.ts'),
  de: () => import('../backoffice/src/i18n/de.ts'),
  fr: () => import('../backoffice/src/i18n/fr.ts'),
};
const NAMES: Record<string, string> = {
  nl: 'Nederlands',
  en: 'English',
  de: 'Deutsch',
  fr: 'Français',
};

/** The back-office's own text of `key` in `locale` (placeholders left as they are). */
async function texts(locale: string): Promise<(key: string) => string> {
  const messages = (await LOADERS[locale]!()).default;
  return (key) => {
    const value = key
      .split('.')
      .reduce<unknown>((node, part) => (node as Messages | undefined)?.[part], messages);
    if (typeof value !== 'string') throw new Error(`no back-office text ${key} in ${locale}`);
    return value;
  };
}

interface AdminOrder {
  status: string;
  paidStatus: string;
  refundedCents: number;
  totalCents: number;
  trackingUrl: string | null;
  lines: { productId: string; position: number; refundedQuantity: number }[];
}

/** The demo customer buys two units of a product in stock and pays on the demo page; the order is processing. */
async function processingOrder(admin: string) {
  const customer = await accessToken('customer@demo.test', { client: 'storefront' });
  const products = await api<{ data: { id: string; inStock: boolean }[] }>(
    customer,
    'GET',
    '/api/products?perPage=24',
  );
  const product = products.data.filter((p) => p.inStock)[1]!;
  const address = await api<{ id: string }>(customer, 'POST', '/api/addresses', {
    firstName: 'Lotte',
    lastName: 'Janssens',
    street: 'Meir',
    houseNumber: '42',
    postalCode: '2000',
    city: 'Antwerpen',
    country: 'BE',
  });
  await api(customer, 'POST', '/api/cart/items', { productId: product.id, quantity: 2 });
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
  await api(admin, 'POST', `/api/admin/orders/${order.id}/status`, { status: 'processing' });
  return { ...order, productId: product.id, customer };
}

const stockOf = async (admin: string, productId: string) =>
  (await api<{ stock: number }>(admin, 'GET', `/api/admin/products/${productId}`)).stock;

/** Switches the back-office language with the language menu of the app bar. */
async function switchLanguage(page: Page, from: string, to: string): Promise<void> {
  await page.locator('header button', { hasText: NAMES[from] }).first().click();
  await page.getByRole('menuitem', { name: NAMES[to] }).click();
  await page.locator('header button', { hasText: NAMES[to] }).first().waitFor();
}

describe('back-office: an order refunded in part and shipped with tracking', () => {
  let browser: Browser;
  let admin: string;
  beforeAll(async () => {
    browser = await launchBrowser();
    admin = await accessToken('admin@demo.test', { client: 'backoffice' });
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('list → partial refund with restock → shipped with tracking, in English and in German; refused input says why and keeps what was typed', async () => {
    const { page, problems } = await openPage(browser, baseUrl);
    try {
      await page.goto('/admin/', { waitUntil: 'load' });
      await page.locator('input[name="username"]').fill('admin@demo.test');
      await page.locator('input[name="password"]').fill('Demo1234');
      await page.locator('button[type="submit"]').click();
      await page.locator('[data-testid^="dashboard-"]').first().waitFor({ timeout: 30_000 });
      const start = await page.evaluate(
        () => JSON.parse(localStorage.getItem('RaStore.locale') ?? '"nl"') as string,
      );

      let current = start;
      for (const locale of ['en', 'de']) {
        const t = await texts(locale);
        const order = await processingOrder(admin);
        const before = await stockOf(admin, order.productId);
        await switchLanguage(page, current, locale);
        current = locale;

        // The list, then the order opened from its row.
        await page.locator('a[href="/admin/orders"]').first().click();
        await page.locator('table tbody tr', { hasText: order.number }).first().click();
        await page.waitForURL(`**/admin/orders/${order.id}/show`);
        await page.getByText(t('orders.history.types.placed')).first().waitFor();
        await expectAccessible(page, `back-office order (${locale})`);

        // Refund: too much is refused with the reason in this language; what was typed stays.
        await page.locator('[data-testid="order-refund"]').click();
        await page.locator('[data-testid="order-refund-qty-0"]').fill('1');
        await page.locator('[data-testid="order-refund-amount"]').fill('99999');
        await page.locator('[data-testid="order-refund-submit"]').click();
        const error = page.locator('[data-testid="order-refund-error"]');
        await expect.poll(() => error.textContent()).toBe(t('orders.errors.ORDERS_REFUND_AMOUNT'));
        await page.getByText(t('validation.refundAmount')).waitFor();
        expect(await page.locator('[data-testid="order-refund-qty-0"]').inputValue()).toBe('1');
        // The dialogs are the same markup in every language: checked once.
        if (locale === 'en')
          await expectAccessible(page, `back-office refund dialog with an error (${locale})`);

        // One unit back, restocked.
        await page.locator('[data-testid="order-refund-amount"]').fill('');
        await page.locator('[data-testid="order-refund-submit"]').click();
        await expect
          .poll(
            async () =>
              (await api<AdminOrder>(admin, 'GET', `/api/admin/orders/${order.id}`)).lines[0]!
                .refundedQuantity,
            { timeout: 15_000 },
          )
          .toBe(1);
        expect(await stockOf(admin, order.productId)).toBe(before + 1);
        await page.locator('[data-testid="order-refunded"]').waitFor();
        await page
          .locator('[data-testid="order-history"] li[data-type="refunded"]')
          .waitFor({ timeout: 15_000 });

        // Shipped: without a tracking number it is refused in this language, the carrier kept.
        await page.locator('[data-testid="order-status-shipped"]').click();
        await page.getByRole('combobox', { name: t('orders.fields.carrier') }).click();
        await page.getByRole('option', { name: t('orders.carriers.dhl') }).click();
        await page.locator('.ra-confirm').click();
        await page.getByText(t('validation.required')).first().waitFor();
        if (locale === 'en')
          await expectAccessible(page, `back-office shipping dialog with an error (${locale})`);
        expect(await page.locator('[data-testid="order-ship-carrier"]').inputValue()).toBe('dhl');
        await page.locator('[data-testid="order-ship-tracking"]').fill('JD014600006281230704');
        await page.locator('.ra-confirm').click();
        await expect
          .poll(
            async () =>
              (await api<AdminOrder>(admin, 'GET', `/api/admin/orders/${order.id}`)).status,
            { timeout: 15_000 },
          )
          .toBe('shipped');
        const link = page.locator('[data-testid="order-shipped"] a');
        await link.waitFor({ timeout: 15_000 });
        expect(await link.getAttribute('href')).toBe(
          'https://www.dhl.com/be-en/home/tracking.html?tracking-id=JD014600006281230704',
        );
        await page
          .locator('[data-testid="order-history"] li[data-type="shipped"]')
          .waitFor({ timeout: 15_000 });
        // The timeline speaks this language.
        expect(
          await page
            .locator('[data-testid="order-history"] li[data-type="refunded"]')
            .textContent(),
        ).toContain(t('orders.history.types.refunded'));
        await expectAccessible(page, `back-office shipped order with its history (${locale})`);
      }
      expect(problems.filter((p) => p.startsWith('pageerror'))).toEqual([]);
    } finally {
      await page.context().close();
    }
  });
});
