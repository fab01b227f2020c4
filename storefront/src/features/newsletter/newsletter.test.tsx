// @vitest-environment jsdom
// The newsletter in the whole app (server HTML, hydration, router, store) against a stubbed API:
// the footer field (validation, thanks, failure of SPEC §8), the confirmation landing page
// (confirmed, then already confirmed; an unknown token is invalid) and the unsubscribe page.
import type { Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startClient } from '../../app/hydrate.tsx';
import { render } from '../../entry-server.tsx';

const config = {
  brandName: 'Vyrelle',
  defaultLocale: 'nl',
  locales: ['nl', 'en', 'de', 'fr'],
  tagManagerId: null,
};
const GOOD = 'A'.repeat(43);
const UNSUB = 'U'.repeat(43);

function fakeBackend() {
  const calls: { method: string; path: string; body: unknown }[] = [];
  const used = new Set<string>();
  const fetchFn = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const body = request.method === 'POST' ? await request.json().catch(() => null) : null;
    calls.push({ method: request.method, path: url.pathname, body });
    if (url.pathname === '/api/config') return Response.json(config);
    if (url.pathname === '/api/newsletter/subscriptions') {
      if ((body as { email: string }).email === 'down@example.be')
        return Response.json({ status: 503, code: 'COMMON_UNAVAILABLE' }, { status: 503 });
      return Response.json({ status: 'ok' }, { status: 202 });
    }
    if (url.pathname === '/api/newsletter/confirm') {
      const token = (body as { token: string }).token;
      if (token !== GOOD)
        return Response.json(
          {
            status: 400,
            code: 'NEWSLETTER_TOKEN_INVALID',
            errors: { token: 'validation.newsletterTokenInvalid' },
          },
          { status: 400 },
        );
      const alreadyConfirmed = used.has(token);
      used.add(token);
      return Response.json({
        status: 'confirmed',
        locale: 'en',
        unsubscribeToken: UNSUB,
        alreadyConfirmed,
      });
    }
    if (url.pathname === '/api/newsletter/unsubscribe')
      return Response.json({ status: 'unsubscribed', locale: 'en' });
    return Response.json({ status: 404, code: 'COMMON_NOT_FOUND', errors: {} }, { status: 404 });
  });
  return { fetchFn, calls };
}

let root: Root | null = null;
let backend: ReturnType<typeof fakeBackend>;
const waitFor = <T,>(check: () => T, timeout = 5000) =>
  vi.waitFor(check, { timeout, interval: 20 });
const text = (selector: string) =>
  document.querySelector(selector)?.textContent?.replace(/\s+/g, ' ').trim();

async function open(url: string) {
  vi.stubGlobal('fetch', backend.fetchFn);
  const page = await render({
    url,
    headers: {},
    apiOrigin: 'http://api.internal:3000',
    brandName: 'Vyrelle',
    publicUrl: 'https://vyrelle.example',
  });
  document.body.innerHTML = page.body.slice(
    page.body.indexOf('<body>') + 6,
    page.body.indexOf('</body>'),
  );
  window.history.replaceState(null, '', url);
  root = await startClient(document.getElementById('root')!);
  await waitFor(() => expect(document.documentElement.dataset.hydrated).toBe(''));
}

function submitEmail(value: string) {
  const input = document.querySelector<HTMLInputElement>(
    '[data-testid=newsletter-form] input[name=email]',
  )!;
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  setter.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
  document
    .querySelector<HTMLButtonElement>('[data-testid=newsletter-form] button[type=submit]')!
    .click();
}

beforeEach(() => {
  backend = fakeBackend();
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
  delete document.documentElement.dataset.hydrated;
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

const subscribeCalls = () =>
  backend.calls.filter((c) => c.path === '/api/newsletter/subscriptions');

describe('newsletter', { timeout: 30_000 }, () => {
  it('footer: a wrong address gets its message and no call; a valid one gets thanks; a server failure says try again later', async () => {
    await open('/en/newsletter/unsubscribe/x');
    submitEmail('not-an-email');
    await waitFor(() =>
      expect(text('[data-testid=newsletter-error]')).toBe(
        'Please enter a valid e-mail address, for example name@example.com.',
      ),
    );
    expect(subscribeCalls()).toHaveLength(0);
    expect(
      document
        .querySelector('[data-testid=newsletter-form] input[name=email]')!
        .getAttribute('aria-invalid'),
    ).toBe('true');

    submitEmail('ann@example.be');
    await waitFor(() =>
      expect(text('[data-testid=newsletter-thanks]')).toContain('Thanks for subscribing!'),
    );
    expect(subscribeCalls()[0]!.body).toEqual({
      email: 'ann@example.be',
      locale: 'en',
      source: 'footer',
    });
    expect(document.querySelector('[data-testid=newsletter-error]')).toBeNull();

    submitEmail('down@example.be');
    await waitFor(() =>
      expect(text('[data-testid=newsletter-failure]')).toBe(
        'A problem has occurred, please try again later.',
      ),
    );
    expect(
      document.querySelector<HTMLInputElement>('[data-testid=newsletter-form] input[name=email]')!
        .value,
    ).toBe('down@example.be');
  });

  it('confirmation page: confirms, offers the unsubscribe link; the same link again says already confirmed', async () => {
    await open(`/nl/nieuwsbrief/bevestigen/${GOOD}`);
    await waitFor(() =>
      expect(
        document.querySelector('[data-testid=newsletter-confirm]')!.getAttribute('data-state'),
      ).toBe('confirmed'),
    );
    expect(text('[data-testid=newsletter-confirm] h2')).toBe('Bedankt voor je inschrijving!');
    expect(
      document.querySelector('[data-testid=newsletter-unsubscribe-link]')!.getAttribute('href'),
    ).toBe(`/nl/nieuwsbrief/uitschrijven/${UNSUB}`);
    expect(backend.calls.filter((c) => c.path === '/api/newsletter/confirm')).toHaveLength(1);
    root?.unmount();
    root = null;
    await open(`/nl/nieuwsbrief/bevestigen/${GOOD}`);
    await waitFor(() =>
      expect(
        document.querySelector('[data-testid=newsletter-confirm]')!.getAttribute('data-state'),
      ).toBe('already-confirmed'),
    );
    expect(text('[data-testid=newsletter-confirm] h2')).toBe('Je inschrijving was al bevestigd.');
  });

  it('an unknown token is invalid', async () => {
    await open(`/fr/newsletter/confirmer/${'x'.repeat(43)}`);
    await waitFor(() =>
      expect(
        document.querySelector('[data-testid=newsletter-confirm]')!.getAttribute('data-state'),
      ).toBe('invalid'),
    );
    expect(text('[data-testid=newsletter-confirm] h2')).toBe(
      'Ce lien est invalide, déjà utilisé ou expiré.',
    );
  });

  it('a link that cannot be a token is invalid without a call', async () => {
    await open('/de/newsletter/bestaetigen/sample-token');
    await waitFor(() =>
      expect(
        document.querySelector('[data-testid=newsletter-confirm]')!.getAttribute('data-state'),
      ).toBe('invalid'),
    );
    expect(backend.calls.filter((c) => c.path === '/api/newsletter/confirm')).toHaveLength(0);
  });

  it('unsubscribe page: one button, then the confirmation', async () => {
    await open(`/fr/newsletter/desabonner/${UNSUB}`);
    const page = () => document.querySelector('[data-testid=newsletter-unsubscribe]')!;
    expect(page().getAttribute('data-state')).toBe('ask');
    page().querySelector<HTMLButtonElement>('button')!.click();
    await waitFor(() => expect(page().getAttribute('data-state')).toBe('done'));
    expect(text('[data-testid=newsletter-unsubscribe] h2')).toBe('Vous êtes désabonné.');
    expect(backend.calls.find((c) => c.path === '/api/newsletter/unsubscribe')!.body).toEqual({
      token: UNSUB,
    });
  });
});
