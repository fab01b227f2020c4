import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  expectAccessible,
  launchBrowser,
  openPage,
  visit,
  signInViaStorage,
  type WatchedPage,
} from './support/browser.ts';
import {
  expectedTitle,
  href,
  locales,
  routeTable,
  screenOf,
  text,
  urlOf,
  type Locale,
} from './support/site.ts';

const baseUrl = inject('baseUrl');

/** Hydration problems and errors a visitor's console would show. */
function consoleErrors(watched: WatchedPage): string[] {
  return watched.problems.filter(
    (p) => !p.includes('Failed to load resource: the server responded with a status of 404'),
  );
}

describe('every screen of SPEC §2 in every language', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  // Layout routes with an index redirect (cart, account) are covered through their children.
  const screens = routeTable.filter((route) => !route.indexRedirect);

  /**
   * axe checks each screen in two of the four languages, in turn (screen 0 in nl and de, screen 1
   * in en and fr, …): every screen twice and every language on half the screens. Colours, roles
   * and structure are the same in every language; a text a language lacks falls back to Dutch and
   * the translation tests check every key. At 2-5 s an axe run, all four would be half the
   * browser journeys' time.
   */
  const axeChecks = (route: (typeof screens)[number], locale: Locale): boolean => {
    const turn = screens.indexOf(route) % 2;
    return locales.indexOf(locale) % 2 === turn;
  };

  for (const locale of locales) {
    it(`resolves each screen in ${locale} with its title and no hydration error; half of them pass axe`, async () => {
      const watched = await openPage(browser, baseUrl);
      await signInViaStorage(watched.page, baseUrl);
      try {
        for (const route of screens) {
          // The guest-only screens (login, register, forgot password) are visited signed out below.
          if (route.guard === 'guest-only') continue;
          const { url, title } = await screenOf(route, locale, baseUrl);
          // SPEC §2's admin screens lead to the matching back-office screen (its own app and sign-in).
          if (route.name.startsWith('admin')) {
            const response = await watched.page.goto(url, { waitUntil: 'load' });
            expect(response?.status(), url).toBe(200);
            expect(new URL(watched.page.url()).pathname, url).toMatch(/^\/admin\//);
            continue;
          }
          const response = await visit(watched.page, url);
          expect(response?.status(), url).toBe(route.name === 'notFound' ? 404 : 200);
          await expect.poll(() => watched.page.title(), { message: url }).toBe(title);
          expect(new URL(watched.page.url()).pathname, url).toBe(url.split('?')[0]);
          expect(await watched.page.locator('html').getAttribute('lang')).toBe(locale);
          await expect
            .poll(() => watched.page.locator('h1').first().textContent(), { message: url })
            .toBeTruthy();
          if (axeChecks(route, locale)) await expectAccessible(watched.page, url);
        }
        expect(consoleErrors(watched)).toEqual([]);
      } finally {
        await watched.context.close();
      }
      // About 57 screens, each loaded and hydrated (1 s), half of them checked by axe (2-5 s).
    }, 300_000);

    it(`shows the guest screens in ${locale} when signed out and sends guarded screens to login`, async () => {
      const watched = await openPage(browser, baseUrl);
      try {
        for (const route of routeTable.filter((r) => r.guard === 'guest-only')) {
          const url = urlOf(route, locale);
          await visit(watched.page, url);
          await expect.poll(() => watched.page.title()).toBe(expectedTitle(route.name, locale));
          await expectAccessible(watched.page, url);
        }
        await visit(watched.page, href('favourites', locale));
        await expect.poll(() => new URL(watched.page.url()).pathname).toBe(href('login', locale));
        expect(new URL(watched.page.url()).searchParams.get('redirect')).toBe(
          href('favourites', locale),
        );
        expect(consoleErrors(watched)).toEqual([]);
      } finally {
        await watched.context.close();
      }
    });
  }
});

describe('routing rules', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  const cases: [string, (l: Locale) => string][] = [
    ['/', (l) => `/${l}`],
    [
      '/password/reset/tok123?from=mail',
      (l) => `${href('passwordReset', l, { token: 'tok123' })}?from=mail`,
    ],
    [
      '/product/black-epigenetic-shield-serum',
      (l) => href('product', l, { slug: 'black-epigenetic-shield-serum' }),
    ],
    [
      '/produkt/black-epigenetic-shield-serum',
      (l) => href('product', l, { slug: 'black-epigenetic-shield-serum' }),
    ],
    [
      '/cart/VY-1001?status=paid',
      (l) => `${href('cartSuccess', l, { id: 'VY-1001' })}?status=paid`,
    ],
    ['/winkelmand/VY-1001', (l) => href('cartSuccess', l, { id: 'VY-1001' })],
    ['/warenkorb/VY-1001', (l) => href('cartSuccess', l, { id: 'VY-1001' })],
    ['/login', (l) => href('accountOverview', l)], // signed in: login sends on to the account
    ['/inloggen', (l) => href('accountOverview', l)], // signed in: login sends on to the account
    ['/einloggen', (l) => href('accountOverview', l)], // signed in: login sends on to the account
    ['/app/deeplink?utm_source=app', (l) => `/${l}?utm_source=app`],
    ['/t?c=spring', (l) => `/${l}?c=spring`],
  ];

  it.each([
    ['nothing stored', null, 'nl'],
    ['German stored', 'de', 'de'],
  ] as const)(
    'prefix-less paths go to the stored language, keeping the query (%s)',
    async (_label, stored, expected) => {
      const watched = await openPage(browser, baseUrl, { locale: 'en-GB' });
      try {
        // Signed in, so the guarded order-success page is not sent on to login.
        await signInViaStorage(watched.page, baseUrl);
        if (stored) {
          await visit(watched.page, href('home', stored));
          await watched.page.locator(`.language-switcher a[hreflang="${stored}"]`).first().click();
        }
        for (const [from, to] of cases) {
          await visit(watched.page, from);
          await expect
            .poll(
              () => {
                const url = new URL(watched.page.url());
                return `${url.pathname}${url.search}`;
              },
              { message: from },
            )
            .toBe(to(expected));
        }
      } finally {
        await watched.context.close();
      }
    },
  );

  it('sends unknown paths to the 404 page with a link home', async () => {
    const watched = await openPage(browser, baseUrl);
    try {
      for (const locale of locales) {
        const response = await visit(watched.page, `/${locale}/this-does-not-exist`);
        expect(response?.status()).toBe(404);
        await expect.poll(() => watched.page.title()).toBe(expectedTitle('notFound', locale));
        const home = watched.page.locator(`main a[href="/${locale}"]`);
        expect(await home.count()).toBeGreaterThan(0);
        await expectAccessible(watched.page, `404 ${locale}`);
      }
      await watched.page.locator('main a[href="/fr"]').first().click();
      await expect.poll(() => new URL(watched.page.url()).pathname).toBe('/fr');
    } finally {
      await watched.context.close();
    }
  });

  it('serves landing pages without a locale prefix, in their own layout', async () => {
    const watched = await openPage(browser, baseUrl);
    try {
      const response = await visit(watched.page, '/lp/spring');
      expect(response?.status()).toBe(200);
      expect(await watched.page.locator('.language-switcher').count()).toBe(0);
      await expectAccessible(watched.page, '/lp/spring');
    } finally {
      await watched.context.close();
    }
  });

  it('switches language on the same screen, with translated path words and the query kept', async () => {
    const watched = await openPage(browser, baseUrl);
    try {
      await visit(watched.page, '/nl/producten/serum?sort=price-asc');
      for (const [locale, path] of [
        ['en', '/en/products/serum'],
        ['de', '/de/produkte/serum'],
        ['fr', '/fr/produits/serum'],
        ['nl', '/nl/producten/serum'],
      ] as const) {
        await watched.page.locator(`.language-switcher a[hreflang="${locale}"]`).first().click();
        await expect.poll(() => new URL(watched.page.url()).pathname).toBe(path);
        expect(new URL(watched.page.url()).search).toBe('?sort=price-asc');
        await expect.poll(() => watched.page.title()).toBe(expectedTitle('products', locale));
        expect(await watched.page.locator('html').getAttribute('lang')).toBe(locale);
      }
      expect(consoleErrors(watched)).toEqual([]);
    } finally {
      await watched.context.close();
    }
  });

  it('scrolls to the top after a navigation', async () => {
    const watched = await openPage(browser, baseUrl, { width: 390 });
    try {
      await visit(watched.page, '/en');
      await watched.page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      expect(await watched.page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
      await watched.page
        .locator(`footer a[href="${href('faq', 'en')}"]`)
        .first()
        .click();
      await expect
        .poll(() => watched.page.evaluate(() => window.scrollY), { timeout: 3000 })
        .toBe(0);
    } finally {
      await watched.context.close();
    }
  });

  it('keeps the breadcrumbs off where the spec says', async () => {
    const watched = await openPage(browser, baseUrl);
    try {
      await visit(watched.page, href('faq', 'nl'));
      expect(
        await watched.page
          .locator(
            'nav.breadcrumbs, nav[aria-label="' + text('nl', 'common', 'breadcrumbs.label') + '"]',
          )
          .count(),
      ).toBeGreaterThan(0);
      for (const name of ['home', 'stores'] as const) {
        await visit(watched.page, href(name, 'nl'));
        expect(
          await watched.page
            .locator(
              'nav.breadcrumbs, nav[aria-label="' +
                text('nl', 'common', 'breadcrumbs.label') +
                '"]',
            )
            .count(),
          name,
        ).toBe(0);
      }
    } finally {
      await watched.context.close();
    }
  });
});
