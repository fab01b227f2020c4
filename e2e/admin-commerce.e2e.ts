import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { expectAccessible, launchBrowser, openPage } from './support/browser.ts';
import { accessToken, api } from './support/api.ts';

const baseUrl = inject('baseUrl');

/** The demo customer buys a product and pays on the demo payment page, as in the shop. */
async function paidOrder(): Promise<{
  orderId: string;
  number: string;
  productId: string;
  totalCents: number;
}> {
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
  const order = await api<{ id: string; number: string; checkoutUrl: string; totalCents: number }>(
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
  return {
    orderId: order.id,
    number: order.number,
    productId: product.id,
    totalCents: order.totalCents,
  };
}

async function signIn(page: Page, username: string): Promise<void> {
  await page.goto('/admin/', { waitUntil: 'load' });
  await page.locator('input[name="username"]').fill(username);
  await page.locator('input[name="password"]').fill('Demo1234');
  await page.locator('button[type="submit"]').click();
  await page.locator('[data-testid^="dashboard-"]').first().waitFor({ timeout: 20_000 });
}

describe('back-office: commerce screens', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('admin: dashboard figures → change a product’s stock → move an order along; a partner manager has no products or orders', async () => {
    const order = await paidOrder();
    const admin = await accessToken('admin@demo.test', { client: 'backoffice' });
    const figures = await api<{
      orders: { totalOrders: number; totalRevenueCents: number };
      lowStock: { total: number };
    }>(admin, 'GET', '/api/admin/dashboard');
    expect(figures.orders.totalOrders).toBeGreaterThanOrEqual(1);

    const { page, problems } = await openPage(browser, baseUrl);
    try {
      await signIn(page, 'admin@demo.test');

      // The dashboard shows the API's figures, each card linking to its screen.
      const ordersCard = page.locator('[data-testid="dashboard-orders"]');
      await expect
        .poll(() => ordersCard.textContent())
        .toContain(String(figures.orders.totalOrders));
      // Money in the back-office's language (it follows the admin's own).
      const uiLocale = await page.evaluate(
        () => JSON.parse(localStorage.getItem('RaStore.locale') ?? '"nl"') as string,
      );
      const numberLocale =
        ({ nl: 'nl-BE', en: 'en-IE', de: 'de-DE', fr: 'fr-BE' } as Record<string, string>)[
          uiLocale
        ] ?? 'nl-BE';
      const revenue = new Intl.NumberFormat(numberLocale, { style: 'currency', currency: 'EUR' })
        .format(figures.orders.totalRevenueCents / 100)
        .replace(/\s/g, ' ');
      await expect
        .poll(async () => (await ordersCard.textContent())?.replace(/\s/g, ' '))
        .toContain(revenue);
      expect(await ordersCard.locator('svg rect').count()).toBe(30);
      expect(await ordersCard.locator('a').getAttribute('href')).toBe('/admin/orders');
      const lowStock = page.locator('[data-testid="dashboard-low-stock"]');
      await expect.poll(() => lowStock.textContent()).toContain(String(figures.lowStock.total));
      await expect
        .poll(() => page.locator('[data-testid="dashboard-applications"]').count())
        .toBe(1);
      await expectAccessible(page, 'back-office dashboard');

      // Products: the menu leads to the list; open the ordered product and change its stock.
      await page.locator('a[href="/admin/products"]').first().click();
      await page.locator('table tbody tr').first().waitFor();
      await expectAccessible(page, 'back-office product list');
      await page.goto(`/admin/products/${order.productId}`, { waitUntil: 'load' });
      await page
        .locator('input[name="translations.nl.name"]')
        .or(page.locator('input[name="slug"]'))
        .first()
        .waitFor();
      await page.locator(`a[href="/admin/products/${order.productId}/stock"]`).click();
      const stockInput = page.locator('input[name="stock"]');
      await stockInput.waitFor();
      await stockInput.fill('77');
      await page.locator('button[type="submit"]').first().click();
      await expect
        .poll(
          async () =>
            (await api<{ stock: number }>(admin, 'GET', `/api/admin/products/${order.productId}`))
              .stock,
          { timeout: 15_000 },
        )
        .toBe(77);
      await page.goto(`/admin/products/${order.productId}/stock`, { waitUntil: 'load' });
      await expect
        .poll(() => page.locator('input[name="stock"]').inputValue(), { timeout: 15_000 })
        .toBe('77');
      await expectAccessible(page, 'back-office product edit');

      // Orders: open the paid order from the list (the list's row lacks the lines the detail shows,
      // which once crashed the screen) and start processing it, after the confirmation.
      await page.locator('a[href="/admin/orders"]').first().click();
      await page.locator('table tbody tr', { hasText: order.number }).first().click();
      await page.waitForURL(`**/admin/orders/${order.orderId}/show`);
      await page.locator('table[aria-label] tbody tr', { hasText: '€' }).first().waitFor();
      await page.getByText(order.number).first().waitFor();
      await expectAccessible(page, 'back-office order');
      await page.locator('[data-testid="order-status-processing"]').click();
      await page.locator('.ra-confirm').click();
      await expect
        .poll(
          async () =>
            (await api<{ status: string }>(admin, 'GET', `/api/admin/orders/${order.orderId}`))
              .status,
          { timeout: 15_000 },
        )
        .toBe('processing');
      await page.locator('[data-testid="order-status-shipped"]').waitFor({ timeout: 15_000 });
      expect(await page.locator('[data-testid="order-status-processing"]').count()).toBe(0);
      expect(problems.filter((p) => p.startsWith('pageerror'))).toEqual([]);
    } finally {
      await page.context().close();
    }

    // A partner manager sees neither products nor orders in the menu, and no shop figures.
    const manager = await openPage(browser, baseUrl);
    try {
      await signIn(manager.page, 'manager@demo.test');
      await manager.page.locator('[data-testid="dashboard-applications"]').waitFor();
      expect(await manager.page.locator('a[href="/admin/products"]').count()).toBe(0);
      expect(await manager.page.locator('a[href="/admin/orders"]').count()).toBe(0);
      expect(await manager.page.locator('a[href="/admin/users"]').count()).toBe(0);
      expect(await manager.page.locator('[data-testid="dashboard-orders"]').count()).toBe(0);
      expect(await manager.page.locator('[data-testid="dashboard-low-stock"]').count()).toBe(0);
      await expectAccessible(manager.page, 'back-office dashboard (partner manager)');
    } finally {
      await manager.page.context().close();
    }
  });
});
