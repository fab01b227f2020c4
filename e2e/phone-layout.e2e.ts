import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openPage, signInViaStorage, visit } from './support/browser.ts';
import { href, locales, routeTable, screenOf, text, type Locale } from './support/site.ts';

const baseUrl = inject('baseUrl');

/** An iPhone 12-15 class phone: 390 CSS pixels wide. */
const PHONE = { width: 390, height: 844 };

/**
 * What Safari's bars leave of that 844 px screen when a page opens: the "first screen" in which
 * the product page shows the name, the price and "add to cart".
 */
const FIRST_SCREEN = { width: 390, height: 664 };

interface Overflow {
  scrollWidth: number;
  innerWidth: number;
  widest: string;
}

/**
 * The page's horizontal overflow, or null. The widest element is the one reaching furthest
 * right (the deepest of equals, so it names the culprit rather than its wrapper); elements
 * inside a container that clips or scrolls sideways (a carousel) do not count, they cannot
 * widen the page.
 */
function measureOverflow(page: Page): Promise<Overflow | null> {
  return page.evaluate(() => {
    const doc = document.documentElement;
    if (doc.scrollWidth <= window.innerWidth) return null;
    const clipped = (el: Element): boolean => {
      for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
        const x = getComputedStyle(p).overflowX;
        if (x !== 'visible') return true;
      }
      return false;
    };
    const describe = (el: Element): string => {
      const parts: string[] = [];
      for (let e: Element | null = el; e && e !== document.body && parts.length < 4;) {
        const cls = [...e.classList]
          .slice(0, 2)
          .map((c) => `.${c}`)
          .join('');
        parts.unshift(`${e.tagName.toLowerCase()}${e.id ? `#${e.id}` : ''}${cls}`);
        e = e.parentElement;
      }
      return parts.join(' > ');
    };
    let widest: Element | null = null;
    let right = window.innerWidth;
    let depth = -1;
    for (const el of document.body.querySelectorAll('*')) {
      const box = el.getBoundingClientRect();
      if (box.width === 0) continue;
      const style = getComputedStyle(el);
      // Text that does not wrap overflows its box without widening it: scrollWidth shows it.
      const rect = {
        right:
          style.overflowX === 'visible'
            ? Math.max(box.right, box.left + el.scrollWidth)
            : box.right,
      };
      if (rect.right <= window.innerWidth + 0.5) continue;
      if (style.position === 'fixed' || clipped(el)) continue;
      let d = 0;
      for (let p = el.parentElement; p; p = p.parentElement) d++;
      if (rect.right > right + 0.5 || (Math.abs(rect.right - right) <= 0.5 && d > depth)) {
        widest = el;
        right = rect.right;
        depth = d;
      }
    }
    const text = (widest?.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
    return {
      scrollWidth: doc.scrollWidth,
      innerWidth: window.innerWidth,
      widest: widest
        ? `${describe(widest)} (right edge ${Math.round(right)} px${text ? `, "${text}"` : ''})`
        : 'no single element (a margin or a fixed element?)',
    };
  });
}

/**
 * Resolves once the page has had no request in flight for 150 ms (at most 5 s): Playwright's
 * `networkidle` waits 500 ms after every page, which is most of this walk's time.
 */
function quietNetwork(page: Page): () => Promise<void> {
  const inFlight = new Set<unknown>();
  page.on('request', (request) => inFlight.add(request));
  page.on('requestfinished', (request) => inFlight.delete(request));
  page.on('requestfailed', (request) => inFlight.delete(request));
  return async () => {
    const deadline = Date.now() + 5_000;
    let quietSince = Date.now();
    while (Date.now() < deadline) {
      if (inFlight.size > 0) quietSince = Date.now();
      else if (Date.now() - quietSince >= 150) return;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  };
}

type Role = 'signed out' | 'customer' | 'partner';
type Guard = (typeof routeTable)[number]['guard'];

// The back-office screens (admin*) are another app; their links lead out of the storefront.
const storefront = routeTable.filter((route) => !route.name.startsWith('admin'));

/**
 * Who walks which screens: every screen is walked by a role that may see it, and a screen is
 * walked again only where a role changes what it shows. Signed out: the public and guest screens
 * (a guarded one would only show the login screen). A customer: home (the header signed in) and
 * the account and cart screens. A partner: the public screens again (professional prices and the
 * partner's header on every card and page), the partner area and the partner's cart.
 */
const roles: Record<Role, { username: string | null; guards: Guard[]; also?: string[] }> = {
  'signed out': { username: null, guards: ['public', 'guest-only'] },
  customer: { username: 'customer@demo.test', guards: ['signed-in', 'shopper'], also: ['home'] },
  partner: { username: 'partner@demo.test', guards: ['public', 'partner', 'shopper'] },
};

describe('every screen fits a 390 px phone', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  for (const [role, { username, guards, also = [] }] of Object.entries(roles) as [
    Role,
    (typeof roles)[Role],
  ][]) {
    const screens = storefront.filter(
      (route) => guards.includes(route.guard) || also.includes(route.name),
    );
    it(`is no wider than the screen in ${locales.join(', ')}, ${role} (${screens.length} screens)`, async () => {
      const watched = await openPage(browser, baseUrl, PHONE);
      if (username) await signInViaStorage(watched.page, baseUrl, username);
      const wide: string[] = [];
      try {
        // The four languages side by side, one tab each in the same session: most of a visit is waiting.
        await Promise.all(
          locales.map(async (locale) => {
            const page = await watched.context.newPage();
            await page.setViewportSize(PHONE);
            const settled = quietNetwork(page);
            for (const route of screens) {
              const { url } = await screenOf(route, locale, baseUrl);
              await visit(page, url);
              // Screens that fetch on the client (account, partner area) settle after hydration.
              await settled();
              const overflow = await measureOverflow(page);
              if (overflow)
                wide.push(
                  `${url} is ${overflow.scrollWidth} px wide on a ${overflow.innerWidth} px screen: ${overflow.widest}`,
                );
            }
          }),
        );
      } finally {
        await watched.context.close();
      }
      expect(wide).toEqual([]);
      // 20-55 screens in four languages, each loaded and hydrated: 1-4 minutes on this machine when quiet.
    }, 900_000);
  }
});

describe('phone layout of single screens', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it.each(['nl', 'de'] as Locale[])(
    'shows the product name, price and add-to-cart in the first screen (%s)',
    async (locale) => {
      // The products with the longest names (their titles take two or three lines) and the demo serum.
      const list = (await (
        await fetch(`${baseUrl}/api/products?perPage=48&locale=${locale}`)
      ).json()) as { data: { slug: string; name: string }[] };
      const slugs = [
        'black-epigenetic-shield-serum',
        ...list.data
          .toSorted((a, b) => b.name.length - a.name.length)
          .slice(0, 3)
          .map((p) => p.slug),
      ];
      const watched = await openPage(browser, baseUrl, FIRST_SCREEN);
      await watched.page.setViewportSize(FIRST_SCREEN);
      const settled = quietNetwork(watched.page);
      try {
        for (const slug of slugs) {
          const url = href('product', locale, { slug });
          await visit(watched.page, url);
          await settled();
          // A first visit answers the cookie banner first (it sits over the bottom of the screen).
          const necessaryOnly = watched.page.getByRole('button', {
            name: text(locale, 'consent', 'actions.necessaryOnly'),
          });
          if (await necessaryOnly.isVisible()) await necessaryOnly.click();
          const seen = await watched.page.evaluate(() => {
            /** Wholly on the screen and not covered by anything (the sticky buttons, a banner). */
            const inView = (selector: string) => {
              const el = document.querySelector(selector);
              if (!el) return 'missing';
              const r = el.getBoundingClientRect();
              if (r.top < 0 || r.bottom > window.innerHeight) return `at ${r.top}-${r.bottom} px`;
              for (const y of [r.top + 2, r.bottom - 2]) {
                const hit = document.elementFromPoint(r.left + Math.min(r.width / 2, 40), y);
                if (!hit || !(el === hit || el.contains(hit)))
                  return `covered by ${hit?.className}`;
              }
              return 'seen';
            };
            return {
              name: inView('main h1'),
              price: inView('main .product-summary .product-price'),
              addToCart: inView('main .product-summary [data-action="add-to-cart"]'),
            };
          });
          expect(seen, url).toEqual({ name: 'seen', price: 'seen', addToCart: 'seen' });
        }
      } finally {
        await watched.context.close();
      }
    },
  );

  it.each(locales)(
    'leaves no blank scroll below the footer on the store map (%s)',
    async (locale) => {
      const watched = await openPage(browser, baseUrl, PHONE);
      const settled = quietNetwork(watched.page);
      try {
        for (const width of [PHONE.width, 1280]) {
          await watched.page.setViewportSize({ width, height: PHONE.height });
          await visit(watched.page, href('stores', locale));
          await watched.page.locator('main a[data-view="map"]').click();
          await expect.poll(() => new URL(watched.page.url()).searchParams.get('view')).toBe('map');
          // The map (Leaflet, loaded after hydration) and the list beside it.
          await watched.page.locator('.store-results-map .leaflet-container').waitFor();
          await watched.page.locator('.store-results-map .store-list > li').first().waitFor();
          await settled();
          const { scrollHeight, footerBottom } = await watched.page.evaluate(() => ({
            scrollHeight: document.documentElement.scrollHeight,
            footerBottom:
              (document.querySelector('body > * footer, footer')?.getBoundingClientRect().bottom ??
                0) + window.scrollY,
          }));
          expect(footerBottom, `${width} px`).toBeGreaterThan(0);
          expect(
            scrollHeight - footerBottom,
            `${width} px: blank scroll below the footer`,
          ).toBeLessThan(2);
          expect(await measureOverflow(watched.page), `${width} px`).toBeNull();
        }
      } finally {
        await watched.context.close();
      }
    },
  );
});
