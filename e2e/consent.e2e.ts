import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { expectAccessible, launchBrowser, openPage, visit } from './support/browser.ts';
import { href, locales, text } from './support/site.ts';

const baseUrl = inject('baseUrl');
const isTagManager = (url: string) => url.startsWith('https://www.googletagmanager.com/gtm.js');

describe('cookie consent', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  for (const locale of locales) {
    it(`blocks the tag manager until analytics are accepted (${locale})`, async () => {
      const watched = await openPage(browser, baseUrl);
      try {
        await visit(watched.page, href('home', locale));
        const banner = watched.page.getByRole('region', {
          name: text(locale, 'consent', 'banner.title'),
        });
        await expect.poll(() => banner.isVisible()).toBe(true);
        await expectAccessible(watched.page, `consent banner ${locale}`);
        await visit(watched.page, href('faq', locale));
        expect(watched.requests.filter(isTagManager)).toEqual([]);

        await watched.page
          .getByRole('button', { name: text(locale, 'consent', 'actions.acceptAll') })
          .click();
        await expect.poll(() => watched.requests.some(isTagManager)).toBe(true);
        expect(watched.requests.find(isTagManager)).toContain('id=GTM-E2ETEST');
        await expect.poll(() => banner.count()).toBe(0);

        // Page views are pushed by the app on navigation, not sent automatically.
        await watched.page
          .locator(`footer a[href="${href('contact', locale)}"]`)
          .first()
          .click();
        await expect
          .poll(() =>
            watched.page.evaluate(() =>
              (window.dataLayer ?? [])
                .filter((e) => e.event === 'page_view')
                .map((e) => e.page_path),
            ),
          )
          .toContain(href('contact', locale));
      } finally {
        await watched.context.close();
      }
    });
  }

  it('never loads the tag manager with necessary cookies only, also after a reload', async () => {
    const watched = await openPage(browser, baseUrl);
    try {
      await visit(watched.page, '/en');
      await watched.page
        .getByRole('button', { name: text('en', 'consent', 'actions.necessaryOnly') })
        .click();
      await watched.page.reload({ waitUntil: 'networkidle' });
      await visit(watched.page, href('products', 'en', { '*': '' }));
      expect(watched.requests.filter(isTagManager)).toEqual([]);
      expect(
        await watched.page
          .getByRole('region', { name: text('en', 'consent', 'banner.title') })
          .count(),
      ).toBe(0);
    } finally {
      await watched.context.close();
    }
  });
});
