import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { expectAccessible, launchBrowser, openPage, visit } from './support/browser.ts';
import { href, locales, text, type Locale } from './support/site.ts';

const baseUrl = inject('baseUrl');
const query = (page: Page) => new URL(page.url()).searchParams;
const api = async <T>(path: string): Promise<T> =>
  (await (await fetch(`${baseUrl}${path}`)).json()) as T;

interface ProductList {
  total: number;
  data: { slug: string; name: string; priceCents: number }[];
}

describe('catalogue, content and store locator journeys', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  for (const locale of locales) {
    it(`filters and sorts the product list with the state in the URL, and the back button works (${locale})`, async () => {
      const watched = await openPage(browser, baseUrl);
      const { page } = watched;
      const t = (key: string) => text(locale as Locale, 'catalogue', key);
      try {
        await visit(page, href('products', locale, { '*': '' }));
        const cards = page.locator('[data-product]');
        await expect.poll(() => cards.count()).toBeGreaterThan(0);

        await page.locator('input[name="collection"][value="gold"]').first().check();
        await expect.poll(() => query(page).get('collection')).toBe('gold');
        await page.locator('input[name="type"][value="serum"]').first().check();
        await expect.poll(() => query(page).get('type')).toBe('serum');
        await page.locator('.sort-field select').first().selectOption('price-asc');
        await expect.poll(() => query(page).get('sort')).toBe('price-asc');

        // What the page shows is what the API says for the same filters, in the same order.
        const expected = await api<ProductList>(
          `/api/products?collection=gold&type=serum&sort=price-asc&locale=${locale}`,
        );
        expect(expected.total).toBeGreaterThan(0);
        await expect
          .poll(async () =>
            (
              await cards.evaluateAll((els) => els.map((e) => e.getAttribute('data-product')))
            ).slice(0, expected.data.length),
          )
          .toEqual(expected.data.map((p) => p.slug));
        await expectAccessible(page, `filtered list ${locale}`);

        // Shareable: a fresh page on the same URL shows the same selection.
        const shared = page.url();
        const other = await openPage(browser, baseUrl);
        try {
          await visit(other.page, shared);
          expect(
            await other.page.locator('input[name="collection"][value="gold"]').first().isChecked(),
          ).toBe(true);
          await expect
            .poll(() => other.page.locator('[data-product]').first().getAttribute('data-product'))
            .toBe(expected.data[0]!.slug);
        } finally {
          await other.context.close();
        }

        // Back goes to the previous state of the filters.
        await page.goBack();
        await expect.poll(() => query(page).get('sort')).toBeNull();
        expect(query(page).get('type')).toBe('serum');
        await page.goBack();
        await expect.poll(() => query(page).get('type')).toBeNull();
        expect(query(page).get('collection')).toBe('gold');

        // No match: the spec's message.
        await visit(
          page,
          `${href('products', locale, { '*': '' })}?collection=blue&type=supplements`,
        );
        await expect
          .poll(() => page.locator('[data-state="no-products"]').textContent())
          .toContain(t('products.empty.title'));
        expect(watched.problems.filter((p) => !p.includes('status of 404'))).toEqual([]);
      } finally {
        await watched.context.close();
      }
    });

    it(`opens a product and each of its tabs (${locale})`, async () => {
      const watched = await openPage(browser, baseUrl);
      const { page } = watched;
      try {
        const product = await api<{ name: string; usage: string }>(
          `/api/products/black-epigenetic-shield-serum?locale=${locale}`,
        );
        await visit(page, href('product', locale, { slug: 'black-epigenetic-shield-serum' }));
        await expect.poll(() => page.locator('h1').first().textContent()).toBe(product.name);
        for (const tab of ['description', 'usage', 'ingredients', 'reviews']) {
          await page.locator(`[role="tab"][data-tab="${tab}"]`).click();
          await expect
            .poll(() => page.locator(`[data-panel="${tab}"]`).isVisible(), { message: tab })
            .toBe(true);
          expect(
            await page.locator(`[role="tab"][data-tab="${tab}"]`).getAttribute('aria-selected'),
          ).toBe('true');
        }
        await expectAccessible(page, `product ${locale}`);
        // Signed out, adding to the cart asks to log in (SPEC §8).
        await page.locator('[data-action="add-to-cart"]').first().click();
        await expect
          .poll(() => page.locator('[data-notice="sign-in-required"]').count())
          .toBeGreaterThan(0);
        // Out of stock says so.
        await visit(page, href('product', locale, { slug: 'gold-lip-volume' }));
        await expect.poll(() => page.locator('[data-stock="out"]').count()).toBeGreaterThan(0);
      } finally {
        await watched.context.close();
      }
    });

    it(`sorts the magazine latest or oldest first, six per page (${locale})`, async () => {
      const watched = await openPage(browser, baseUrl);
      const { page } = watched;
      try {
        const latest = await api<{ data: { title: string }[] }>(
          `/api/posts?type=blog&sort=latest&locale=${locale}`,
        );
        const oldest = await api<{ data: { title: string }[] }>(
          `/api/posts?type=blog&sort=oldest&locale=${locale}`,
        );
        expect(latest.data).toHaveLength(6);
        await visit(page, href('magazine', locale));
        const headings = () => page.locator('main article h2, main article h3').allTextContents();
        await expect
          .poll(async () => (await headings()).slice(0, 6))
          .toEqual(latest.data.map((p) => p.title));
        await page.locator('[data-sort="oldest"]').first().click();
        await expect.poll(() => query(page).get('sort')).toBe('oldest');
        await expect
          .poll(async () => (await headings()).slice(0, 6))
          .toEqual(oldest.data.map((p) => p.title));
        await expectAccessible(page, `magazine ${locale}`);
      } finally {
        await watched.context.close();
      }
    });

    it(`searches stores, switches list and map, and says when none are found (${locale})`, async () => {
      const watched = await openPage(browser, baseUrl);
      const { page } = watched;
      const t = (key: string) => text(locale as Locale, 'stores', key);
      try {
        await visit(page, href('stores', locale));
        await expect.poll(() => page.locator('[data-store]').count()).toBeGreaterThan(20);
        await page.getByRole('main').getByLabel(t('search.label')).fill('Gent');
        await page
          .getByRole('main')
          .getByRole('button', { name: t('search.submit') })
          .click();
        await expect.poll(() => query(page).get('q')).toBe('Gent');
        const gent = await api<{ data: { id: string; name: string }[] }>(`/api/stores?q=Gent`);
        expect(gent.data.length).toBeGreaterThan(0);
        await expect.poll(() => page.locator('[data-store]').count()).toBe(gent.data.length);
        await expect.poll(() => page.locator('main').textContent()).toContain(gent.data[0]!.name);

        await page.locator('.view-switch a[data-view="map"]').click();
        await expect.poll(() => query(page).get('view')).toBe('map');
        await expect
          .poll(() => page.locator('.store-marker').count(), { timeout: 15_000 })
          .toBe(gent.data.length);
        await page.locator('.view-switch a[data-view="list"]').click();
        await expect.poll(() => query(page).get('view')).not.toBe('map');
        await expectAccessible(page, `stores ${locale}`);

        await page.getByRole('main').getByLabel(t('search.label')).fill('Atlantis Zzyzx');
        await page
          .getByRole('main')
          .getByRole('button', { name: t('search.submit') })
          .click();
        await expect.poll(() => page.locator('[data-state="no-stores"]').count()).toBe(1);
      } finally {
        await watched.context.close();
      }
    });
  }
});
