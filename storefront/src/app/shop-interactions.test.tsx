// @vitest-environment jsdom
// What visitors do on the catalogue and content screens, on the server's HTML hydrated by the
// real client start, with the API answered by fixtures.
import type { Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render } from '../entry-server.tsx';
import { fixtureFetch } from '../test-support/api-fixtures.ts';
import { startClient } from './hydrate.tsx';

const config = {
  brandName: 'Vyrelle',
  defaultLocale: 'nl',
  locales: ['nl', 'en', 'de', 'fr'],
  tagManagerId: null,
};
let root: Root | null = null;
let fetchMock: ReturnType<typeof vi.fn>;

async function open(url: string) {
  fetchMock = vi.fn(fixtureFetch(config));
  vi.stubGlobal('fetch', fetchMock);
  const page = await render({
    url,
    headers: {},
    apiOrigin: 'http://api.internal:3000',
    brandName: 'Vyrelle',
    publicUrl: 'https://vyrelle.example',
  });
  document.head.innerHTML = page.body
    .slice(page.body.indexOf('<head>') + 6, page.body.indexOf('</head>'))
    .replace(/<script type="module"[^>]*><\/script>/, '');
  document.body.innerHTML = page.body.slice(
    page.body.indexOf('<body>') + 6,
    page.body.indexOf('</body>'),
  );
  window.history.replaceState(null, '', url);
  root = await startClient(document.getElementById('root')!);
  await waitFor(() => expect(document.documentElement.dataset.hydrated).toBe(''));
  return page;
}

const waitFor = <T,>(check: () => T, timeout = 5000) =>
  vi.waitFor(check, { timeout, interval: 20 });
const apiCalls = (path: string) =>
  fetchMock.mock.calls
    .map(([input]) => new URL(input instanceof Request ? input.url : String(input)))
    .filter((url) => url.pathname === path);

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  localStorage.setItem(
    'cookieConsent',
    JSON.stringify({ version: 1, analytics: false, decidedAt: '2026-01-01T00:00:00.000Z' }),
  );
});

afterEach(() => {
  root?.unmount();
  root = null;
  localStorage.clear();
  document.head.innerHTML = '';
  delete document.documentElement.dataset.hydrated;
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

describe('catalogue and content in the browser', { timeout: 30_000 }, () => {
  it('hydrates a product page from the embedded cache, without asking the API again', async () => {
    await open('/en/product/black-epigenetic-shield-serum');
    expect(document.querySelector('h1')?.textContent).toBe('Epigenetic Shield Serum');
    await new Promise((resolve) => setTimeout(resolve, 50));
    // Once during the server render; the browser reuses it.
    expect(apiCalls('/api/products/black-epigenetic-shield-serum')).toHaveLength(1);
    await waitFor(() => expect(document.title).toBe('Vyrelle | Epigenetic Shield Serum'));
  });

  it('writes a chosen filter and the sorting into the URL, keeping the scroll position', async () => {
    await open('/en/products');
    const serum = document.querySelector<HTMLInputElement>('input[name="type"][value="serum"]')!;
    expect(serum.checked).toBe(false);
    serum.click();
    await waitFor(() => expect(window.location.search).toBe('?type=serum'));
    await waitFor(() =>
      expect(
        document.querySelector<HTMLInputElement>('input[name="type"][value="serum"]')!.checked,
      ).toBe(true),
    );
    expect(apiCalls('/api/products').at(-1)?.searchParams.get('type')).toBe('serum');
    const sort = document.querySelector<HTMLSelectElement>('.sort-field select')!;
    sort.value = 'price-desc';
    sort.dispatchEvent(new Event('change', { bubbles: true }));
    // The URL changes once the next answer is there; the screen follows.
    await waitFor(() => {
      expect(window.location.search).toBe('?type=serum&sort=price-desc');
      expect(sort.value).toBe('price-desc');
      expect(document.querySelector('.catalogue-results[aria-busy]')).toBeNull();
    });
    // The chip removes the filter again; the sorting stays.
    document.querySelector<HTMLButtonElement>('.chip-remove')!.click();
    await waitFor(() => expect(window.location.search).toBe('?sort=price-desc'));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(window.scrollTo).not.toHaveBeenCalled();
  });

  it('asks visitors to log in before adding to the cart or favourites, with a way back', async () => {
    await open('/en/product/black-epigenetic-shield-serum');
    const page = document.querySelector('.product-actions-page')!;
    expect(page.querySelector('[data-notice]')).toBeNull();
    page.querySelector<HTMLButtonElement>('[data-action="add-to-cart"]')!.click();
    await waitFor(() =>
      expect(page.querySelector('[data-notice="sign-in-required"]')?.textContent).toContain(
        'You need to be connected to add a product to your cart or favourites.',
      ),
    );
    const login = page.querySelector<HTMLAnchorElement>('[data-notice] a')!;
    expect(login.getAttribute('href')).toBe(
      '/en/login?redirect=%2Fen%2Fproduct%2Fblack-epigenetic-shield-serum',
    );
    // The same on a product card, for the favourite button.
    const card = document.querySelector('.product-card')!;
    card.querySelector<HTMLButtonElement>('[data-action="favourite"]')!.click();
    await waitFor(() =>
      expect(card.querySelector('[data-notice="sign-in-required"]')).not.toBeNull(),
    );
  });

  it('moves between the product tabs with the arrow keys', async () => {
    await open('/en/product/black-epigenetic-shield-serum');
    const tab = (name: string) =>
      document.querySelector<HTMLButtonElement>(`[role="tab"][data-tab="${name}"]`)!;
    const panel = (name: string) =>
      document.querySelector<HTMLElement>(`[role="tabpanel"][data-panel="${name}"]`)!;
    expect(panel('usage').hidden).toBe(true);
    tab('description').focus();
    tab('description').dispatchEvent(
      new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }),
    );
    await waitFor(() => expect(tab('usage').getAttribute('aria-selected')).toBe('true'));
    expect(document.activeElement).toBe(tab('usage'));
    expect(panel('usage').hidden).toBe(false);
    tab('usage').dispatchEvent(new KeyboardEvent('keydown', { key: 'End', bubbles: true }));
    await waitFor(() => expect(panel('reviews').hidden).toBe(false));
    expect(panel('reviews').textContent).toContain('There are no reviews of this product yet.');
  });

  it('follows an article’s own slug per language in the language switcher', async () => {
    await open('/en/magazine/epigenetics-your-genes-are-not-your-destiny');
    const switcher = (lang: string) =>
      document.querySelector<HTMLAnchorElement>(`.header-languages a[hreflang="${lang}"]`)!;
    expect(switcher('nl').getAttribute('href')).toBe(
      '/nl/magazine/epigenetica-je-genen-zijn-geen-lot',
    );
    expect(switcher('fr').getAttribute('href')).toBe('/fr/magazine');
    await waitFor(() =>
      expect(document.querySelector('link[hreflang="de"]')?.getAttribute('href')).toBe(
        'https://vyrelle.example/de/presse/epigenetik-ihre-gene-sind-kein-schicksal',
      ),
    );
  });

  it('switches the store locator to the map view through the URL, and keeps the list usable', async () => {
    await open('/en/stores?q=gent');
    document.querySelector<HTMLAnchorElement>('.view-switch a[data-view="map"]')!.click();
    await waitFor(() => expect(window.location.search).toBe('?q=gent&view=map'));
    await waitFor(() => expect(document.querySelector('.store-map-slot')).not.toBeNull());
    expect(document.querySelector('[data-store="s-gent"]')).not.toBeNull();
    // The salon's profile: hours by weekday (today marked once hydrated), treatments, languages and the partner's "choose" button.
    const card = document.querySelector('[data-store="s-gent"]')!;
    expect(card.querySelector('[data-testid="store-hours"] th')?.textContent).toContain('Monday');
    expect(card.querySelector('[data-testid="store-hours"] td')?.textContent).toBe('Closed');
    expect(card.querySelector('.store-services')?.textContent).toContain(
      'Microneedling · Skin analysis',
    );
    expect(card.querySelector('.store-languages')?.textContent).toContain('Dutch and English');
    expect(card.querySelector('.badge-partner')?.textContent).toBe('Official partner');
    expect(
      card
        .querySelector<HTMLAnchorElement>('[data-testid="store-choose-sign-in"]')
        ?.getAttribute('href'),
    ).toBe(`/en/login?redirect=${encodeURIComponent('/en/stores?q=gent&view=map')}`);
  });
});
