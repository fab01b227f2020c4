import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { expectAccessible, launchBrowser, openPage } from './support/browser.ts';
import { adminToken } from './support/api.ts';

const baseUrl = inject('baseUrl');

async function signIn(page: Page): Promise<void> {
  await page.goto('/admin/', { waitUntil: 'load' });
  await page.locator('input[name="username"]').fill('admin@demo.test');
  await page.locator('input[name="password"]').fill('Demo1234');
  await page.locator('button[type="submit"]').click();
  await page.locator('[data-testid^="dashboard-"]').first().waitFor({ timeout: 20_000 });
}

describe('back-office: lines and the product CSV', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('admin: lines list → a line in use cannot be deleted → export the products → import a CSV (check, then confirm)', async () => {
    const { page, problems } = await openPage(browser, baseUrl);
    try {
      await signIn(page);

      // Lines: the menu leads to the list of the four demo lines, with their product counts.
      await page.locator('a[href="/admin/collections"]').first().click();
      await page.locator('table tbody tr').nth(3).waitFor({ timeout: 20_000 });
      expect(await page.locator('table tbody tr').count()).toBe(4);
      await expectAccessible(page, 'back-office lines list');
      await page.goto('/admin/collections/grey', { waitUntil: 'load' });
      await page.locator('input[name="colour"]').waitFor();
      await expectAccessible(page, 'back-office line edit');
      const deleteAnswer = page.waitForResponse(
        (res) =>
          res.url().endsWith('/api/admin/collections/grey') && res.request().method() === 'DELETE',
      );
      await page.locator('button.ra-delete-button').click();
      // pessimistic delete asks first
      const confirm = page.locator('.MuiDialog-root button.ra-confirm');
      if (await confirm.count()) await confirm.click();
      expect((await deleteAnswer).status()).toBe(409);

      // Products: the export button downloads the CSV of every product.
      await page.goto('/admin/products', { waitUntil: 'load' });
      await page.locator('table tbody tr').first().waitFor();
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.locator('[data-testid="products-export"]').click(),
      ]);
      const exported = readFileSync((await download.path())!, 'utf8');
      expect(exported.startsWith('\uFEFFslug;collection;type;price;')).toBe(true);

      // Import: one new product; checked first (nothing written), then confirmed.
      const slug = `csv-journey-${Date.now()}`;
      const csv = `slug;collection;type;price;vatRate;stock;visible;skinTypes;timing;name_nl;name_en\r\n${slug};blue;serum;24,95;21;5;true;dry;day;CSV-serum;CSV serum\r\n`;
      await page.locator('[data-testid="products-import"]').click();
      await page.locator('input[type="file"]').setInputFiles({
        name: 'products.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from(csv, 'utf8'),
      });
      await page.locator('[data-testid="import-check"]').click();
      await page.locator('[data-testid="import-report"] tbody tr').first().waitFor();
      expect(await page.locator('[data-testid="import-report"] tbody tr').count()).toBe(1);
      await expectAccessible(page, 'back-office product import');

      const token = await adminToken();
      const before = (await (
        await fetch(`${baseUrl}/api/admin/products?q=${slug}`, {
          headers: { authorization: `Bearer ${token}` },
        })
      ).json()) as { total: number };
      expect(before.total).toBe(0);

      await page.locator('[data-testid="import-confirm"]').click();
      await page.locator('[data-testid="import-applied"]').waitFor();
      const after = (await (
        await fetch(`${baseUrl}/api/admin/products?q=${slug}`, {
          headers: { authorization: `Bearer ${token}` },
        })
      ).json()) as { total: number; data: { priceCents: number; stock: number }[] };
      expect(after.total).toBe(1);
      expect(after.data[0]).toMatchObject({ priceCents: 2495, stock: 5 });
      expect(problems.filter((p) => p.startsWith('pageerror'))).toEqual([]);
    } finally {
      await page.context().close();
    }
    // three axe scans and four lazy screens take about 80 s on a busy 2-core machine
  }, 240_000);
});
