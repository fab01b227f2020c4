import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { expectAccessible, launchBrowser, openPage, visit } from './support/browser.ts';
import { href, locales, text, type Locale } from './support/site.ts';

const baseUrl = inject('baseUrl');

/** Opens the header's search and types `query`; answers the combobox. */
async function typeInHeader(page: Page, locale: Locale, query: string) {
  await page
    .locator('header')
    .getByRole('button', { name: text(locale, 'search', 'open') })
    .click();
  const input = page.getByRole('combobox', { name: text(locale, 'search', 'label') });
  await input.fill(query);
  return input;
}

describe('search', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  const journeys: [Locale, string, string, number][] = [
    ['nl', 'zonnecrème', 'Zonnecrème SPF 50', 1280],
    ['de', 'Sonnencrme', 'Sonnencreme LSF 50', 390],
  ];
  for (const [locale, query, productName, width] of journeys)
    it(`${locale} at ${width} px: results while typing, the results page, nothing found`, async () => {
      const watched = await openPage(browser, baseUrl, { width });
      const { page } = watched;
      try {
        await visit(page, href('home', locale));
        const input = await typeInHeader(page, locale, query);

        // Results while typing: grouped, the product among them, reachable with the arrow keys.
        const listbox = page.getByRole('listbox', { name: text(locale, 'search', 'suggestions') });
        const products = listbox.getByRole('group', {
          name: text(locale, 'search', 'groups.products'),
        });
        await products.getByRole('option', { name: productName }).waitFor();
        expect(await input.getAttribute('aria-expanded')).toBe('true');
        await input.press('ArrowDown');
        expect(await input.getAttribute('aria-activedescendant')).toBeTruthy();
        await expectAccessible(page, `header search ${locale}`);

        // Enter without a chosen suggestion: the results page of the query.
        await input.press('ArrowUp');
        await input.press('Escape');
        expect(await input.getAttribute('aria-expanded')).toBe('false');
        expect(await input.inputValue()).toBe(query);
        await input.press('Enter');
        await page.waitForURL((url) => url.pathname === href('search', locale));
        expect(new URL(page.url()).searchParams.get('q')).toBe(query);
        const results = page.getByTestId('search-results');
        await results.locator('[data-product="grey-sun-cream-spf50"]').waitFor();
        expect(
          await page
            .getByRole('heading', { name: text(locale, 'search', 'groups.products') })
            .count(),
        ).toBe(1);
        if (width <= 390)
          expect(
            await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
          ).toBe(true);
        await expectAccessible(page, `search results ${locale}`);

        // Nothing found: the translated message and the best sellers.
        const field = page.getByTestId('search-page-input');
        await field.fill('xqzvbnw');
        await field.press('Enter');
        const empty = page.getByTestId('search-empty');
        await empty.waitFor();
        expect(await empty.getByRole('heading', { level: 2 }).textContent()).toBe(
          text(locale, 'search', 'none').replace('{{query}}', 'xqzvbnw'),
        );
        expect(await empty.locator('[data-product]').count()).toBeGreaterThan(0);
        expect(watched.problems).toEqual([]);
      } finally {
        await watched.context.close();
      }
    });

  it('every language: the results page has its own path word and translated texts', async () => {
    const watched = await openPage(browser, baseUrl);
    try {
      for (const locale of locales) {
        const response = await visit(watched.page, href('search', locale, {}, 'q=spf'));
        expect(response?.status(), locale).toBe(200);
        await watched.page.getByTestId('search-results').waitFor();
        expect(
          await watched.page
            .getByRole('heading', { name: text(locale, 'search', 'groups.products') })
            .count(),
        ).toBe(1);
        expect(
          await watched.page
            .locator('header')
            .getByRole('button', { name: text(locale, 'search', 'open') })
            .count(),
        ).toBe(1);
      }
    } finally {
      await watched.context.close();
    }
  });
});
