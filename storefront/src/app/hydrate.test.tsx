// @vitest-environment jsdom
// Server HTML from the real render function, hydrated by the real client start, in one DOM.
import type { Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render } from '../entry-server.tsx';
import { fixtureFetch } from '../test-support/api-fixtures.ts';
import { withNotice } from '../lib/notice.ts';
import { loginHref } from '../lib/redirects.ts';
import { href } from '../lib/routes.ts';
import { startClient } from './hydrate.tsx';

const apiOrigin = 'http://api.internal:3000';
const baseConfig = {
  brandName: 'Vyrelle',
  defaultLocale: 'nl',
  locales: ['nl', 'en', 'de', 'fr'],
  tagManagerId: null as string | null,
};

let root: Root | null = null;
let consoleError: ReturnType<typeof vi.spyOn>;
let recoverable: ReturnType<typeof vi.fn<(error: unknown) => void>>;

async function open(url: string, config = baseConfig) {
  // The API answers from small fixtures: the screens render (and hydrate) with their data.
  vi.stubGlobal('fetch', vi.fn(fixtureFetch(config)));
  const page = await render({
    url,
    headers: {},
    apiOrigin,
    brandName: 'Vyrelle',
    publicUrl: 'https://vyrelle.example',
  });
  expect(page.status).toBe(200);
  const head = page.body.slice(page.body.indexOf('<head>') + 6, page.body.indexOf('</head>'));
  document.head.innerHTML = head.replace(/<script type="module"[^>]*><\/script>/, '');
  document.body.innerHTML = page.body.slice(
    page.body.indexOf('<body>') + 6,
    page.body.indexOf('</body>'),
  );
  window.history.replaceState(null, '', url);
  const serverHtml = document.getElementById('root')!.innerHTML;
  root = await startClient(document.getElementById('root')!, { onRecoverableError: recoverable });
  // Hydration is concurrent: wait until the first render's effects ran.
  await waitFor(() => expect(document.documentElement.dataset.hydrated).toBe(''));
  return serverHtml;
}

/** Generous timeouts: lazy chunks load on first use and the machine may be busy. */
const waitFor = <T,>(check: () => T, timeout = 5000) =>
  vi.waitFor(check, { timeout, interval: 20 });

const h1 = () => document.querySelector('h1')?.textContent;
const link = (name: string) =>
  [...document.querySelectorAll<HTMLAnchorElement>('a')].find(
    (a) => a.textContent === name || a.getAttribute('aria-label') === name,
  )!;
const button = (name: string) =>
  [...document.querySelectorAll<HTMLButtonElement>('button')].find(
    (b) => b.textContent === name || b.getAttribute('aria-label') === name,
  )!;

beforeEach(() => {
  consoleError = vi.spyOn(console, 'error');
  recoverable = vi.fn<(error: unknown) => void>();
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});

afterEach(() => {
  root?.unmount();
  root = null;
  localStorage.clear();
  document.cookie = 'lang=; Path=/; Max-Age=0';
  document.head.innerHTML = '';
  delete document.documentElement.dataset.hydrated;
  document.body.innerHTML = '';
  delete window.dataLayer;
  vi.unstubAllGlobals();
});

describe('hydration', { timeout: 30_000 }, () => {
  it('hydrates the server HTML without mismatch or errors', async () => {
    const serverHtml = await open('/en/products');
    expect(recoverable).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
    expect(h1()).toBe('Products');
    // The cookie banner and the header's sign-in state appear only after hydration; the rest is the server's markup.
    const withoutClientState = (html: string) =>
      html
        .replace(/<section class="consent-banner".*?<\/section>/s, '')
        .replace(/<a [^>]*data-session="[^"]*"[^>]*>.*?<\/a>/gs, '');
    expect(withoutClientState(document.getElementById('root')!.innerHTML)).toBe(
      withoutClientState(serverHtml),
    );
    expect(link('Log in')?.getAttribute('href')).toBe('/en/login');
    await waitFor(() =>
      expect(document.querySelector('.consent-banner h2')?.textContent).toBe(
        'We respect your privacy',
      ),
    );
  });

  it('switches language to the same screen, remembers it and updates the head', async () => {
    await open('/en/products');
    link('Deutsch').click();
    await waitFor(() => expect(h1()).toBe('Produkte'));
    expect(window.location.pathname).toBe('/de/produkte');
    // The head follows in an effect after the commit.
    await waitFor(() => expect(document.title).toBe('Vyrelle | Produkte'));
    expect(document.documentElement.lang).toBe('de');
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      'https://vyrelle.example/de/produkte',
    );
    expect(document.querySelector('link[hreflang="fr"]')?.getAttribute('href')).toBe(
      'https://vyrelle.example/fr/produits',
    );
    expect(localStorage.getItem('lang')).toBe('de');
    expect(document.cookie).toContain('lang=de');
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('scrolls to the top 250 ms after a navigation', async () => {
    await open('/nl');
    const scrollTo = vi.mocked(window.scrollTo);
    expect(scrollTo).not.toHaveBeenCalled();
    link('Veelgestelde vragen').click();
    await waitFor(() => expect(h1()).toBe('Veelgestelde vragen'));
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(scrollTo).not.toHaveBeenCalled();
    await waitFor(() => expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0 }), 1000);
  });

  it('sends visitors of signed-in screens to login with a redirect back', async () => {
    await open('/en/account/orders/42?tab=items');
    await waitFor(() => expect(window.location.pathname).toBe('/en/login'));
    expect(new URLSearchParams(window.location.search).get('redirect')).toBe(
      '/en/account/orders/42?tab=items',
    );
    await waitFor(() => expect(h1()).toBe('Log in'));
  });

  it('lets signed-in users stay on signed-in screens and sends them away from login', async () => {
    localStorage.setItem(
      'oAuth',
      JSON.stringify({
        accessToken: 'a',
        refreshToken: 'r',
        tokenType: 'Bearer',
        expiresIn: 3600,
        expiresAt: Date.now() + 3_600_000,
      }),
    );
    await open('/nl/account/overzicht');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(window.location.pathname).toBe('/nl/account/overzicht');
    expect(h1()).toBe('Mijn account');
    root?.unmount();
    await open('/nl/inloggen');
    await waitFor(() => expect(window.location.pathname).toBe('/nl/account/overzicht'));
  });

  it('loads the tag manager only after analytics consent, and pushes page views on navigation', async () => {
    await open('/nl', { ...baseConfig, tagManagerId: 'GTM-ABC123' });
    expect(document.getElementById('gtm-script')).toBeNull();
    expect(window.dataLayer).toBeUndefined();
    button('Alles accepteren').click();
    await waitFor(() => expect(document.getElementById('gtm-script')).not.toBeNull());
    expect(document.getElementById('gtm-script')?.getAttribute('src')).toBe(
      'https://www.googletagmanager.com/gtm.js?id=GTM-ABC123',
    );
    expect(JSON.parse(localStorage.getItem('cookieConsent') ?? '{}')).toMatchObject({
      analytics: true,
    });
    expect(window.dataLayer).toContainEqual(
      expect.objectContaining({ event: 'page_view', page_path: '/nl' }),
    );
    link('Producten').click();
    await waitFor(() =>
      expect(window.dataLayer).toContainEqual(
        expect.objectContaining({ event: 'page_view', page_path: '/nl/producten' }),
      ),
    );
    expect(window.dataLayer?.filter((e) => e.event === 'page_view')).toHaveLength(2);
    await waitFor(() => expect(document.querySelector('.consent-banner')).toBeNull());
  });

  it('never loads the tag manager when analytics is declined or no container id is configured', async () => {
    await open('/nl', { ...baseConfig, tagManagerId: 'GTM-ABC123' });
    button('Alleen noodzakelijke').click();
    await waitFor(() => expect(document.querySelector('.consent-banner')).toBeNull());
    expect(document.getElementById('gtm-script')).toBeNull();
    root?.unmount();
    localStorage.clear();
    await open('/nl', baseConfig);
    await waitFor(() => expect(button('Alles accepteren')).toBeDefined());
    button('Alles accepteren').click();
    await waitFor(() => expect(document.querySelector('.consent-banner')).toBeNull());
    expect(document.getElementById('gtm-script')).toBeNull();
  });

  it('remembers the consent choice: no banner on the next visit', async () => {
    localStorage.setItem(
      'cookieConsent',
      JSON.stringify({ version: 1, analytics: false, decidedAt: '2026-01-01T00:00:00.000Z' }),
    );
    await open('/fr');
    expect(document.querySelector('.consent-banner')).toBeNull();
  });

  it('opens the cookie settings dialog on the cookie settings page and from the banner', async () => {
    await open('/en/cookie-settings');
    const dialog = document.querySelector<HTMLDialogElement>('dialog.consent-dialog')!;
    await waitFor(() => expect(dialog.open).toBe(true));
    expect(document.querySelector('.consent-banner')).toBeNull();
    const analytics = dialog.querySelectorAll<HTMLInputElement>('input[type="checkbox"]');
    expect(analytics[0]?.checked && analytics[0]?.disabled).toBe(true);
    analytics[1]!.click();
    dialog.querySelector<HTMLButtonElement>('button[type="submit"]')!.click();
    await waitFor(() => expect(dialog.open).toBe(false));
    expect(JSON.parse(localStorage.getItem('cookieConsent') ?? '{}')).toMatchObject({
      analytics: true,
    });
    await waitFor(() =>
      expect(document.querySelector('.consent-status')?.textContent).toBe(
        'You currently allow analytics cookies.',
      ),
    );
  });

  it('opens and closes the mobile menu', async () => {
    await open('/en');
    const toggle = button('Open menu');
    const drawer = document.getElementById(
      toggle.getAttribute('aria-controls')!,
    ) as HTMLDialogElement;
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(drawer.open).toBe(false);
    toggle.click();
    await waitFor(() => expect(drawer.open).toBe(true));
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    drawer.querySelector<HTMLButtonElement>('button[aria-label="Close menu"]')!.click();
    await waitFor(() => expect(drawer.open).toBe(false));
    toggle.click();
    await waitFor(() => expect(drawer.open).toBe(true));
    [...drawer.querySelectorAll('a')].find((a) => a.textContent === 'Routines')!.click();
    await waitFor(() => expect(h1()).toBe('Routines'));
    await waitFor(() => expect(drawer.open).toBe(false));
  });
});

describe('where a session that ends elsewhere leaves the visitor', () => {
  it('keeps a public screen (the e-mail change undo that ended every session) and says the session ended', async () => {
    const { sessionEndedNavigation } = await import('./hydrate.tsx');
    const location = { pathname: '/en/email/undo/abc', search: '' };
    const target = sessionEndedNavigation(location, 'refreshFailed');
    expect(target?.to).toBe('/en/email/undo/abc');
    expect(target?.replace).toBe(true);
    expect(target?.state).toEqual(withNotice('sessionEnded'));
    expect(sessionEndedNavigation(location, 'signedOutElsewhere')).toBeNull();
  });

  it('sends a screen that needs the sign-in to login with a way back', async () => {
    const { sessionEndedNavigation } = await import('./hydrate.tsx');
    const account = href('accountDetails', 'de');
    const target = sessionEndedNavigation({ pathname: account, search: '' }, 'refreshFailed');
    expect(target?.to).toBe(loginHref('de', account));
    expect(target?.replace).toBeUndefined();
    expect(target?.state).toEqual(withNotice('sessionEnded'));
    expect(
      sessionEndedNavigation({ pathname: account, search: '' }, 'signedOutElsewhere')?.to,
    ).toBe(loginHref('de', account));
  });
});
