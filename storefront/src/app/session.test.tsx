// @vitest-environment jsdom
// Sign-in journeys through the whole app (server HTML, hydration, router, store, sign-in
// client) against a fake backend: guards, login, registration, session end, sign-out and the
// account forms.
import { fireEvent } from '@testing-library/react';
import type { Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render } from '../entry-server.tsx';
import { startClient } from './hydrate.tsx';

const apiOrigin = 'http://api.internal:3000';
const config = {
  brandName: 'Vyrelle',
  defaultLocale: 'nl',
  locales: ['nl', 'en', 'de', 'fr'],
  tagManagerId: null,
};
const anna = {
  id: 'u1',
  email: 'anna@example.be',
  firstName: 'Anna',
  lastName: 'Peeters',
  birthday: null,
  gender: 'female',
  country: 'BE',
  region: null,
  newsletter: false,
  birthdayDeals: false,
  role: 'customer',
  locale: 'nl',
  specialistStoreId: null,
  createdAt: '2026-01-01T00:00:00.000Z',
};

interface Call {
  readonly method: string;
  readonly path: string;
  readonly authorization: string | null;
  readonly body: string;
}

/** A backend with one account (anna@example.be / Secret12) and rotating tokens. */
function fakeBackend() {
  let issued = 0;
  const access = new Set<string>();
  const refresh = new Set<string>();
  const calls: Call[] = [];
  let user = { ...anna };
  const holds = new Map<string, Promise<void>>();
  const refuseRefresh = { value: false };

  const tokens = () => {
    issued += 1;
    access.add(`access-${issued}`);
    refresh.add(`refresh-${issued}`);
    return {
      access_token: `access-${issued}`,
      refresh_token: `refresh-${issued}`,
      token_type: 'Bearer',
      expires_in: 900,
    };
  };
  const problem = (status: number, code: string, errors: Record<string, string> = {}) =>
    Response.json(
      { type: 'about:blank', title: 'Error', status, detail: code, code, errors },
      { status, headers: { 'content-type': 'application/problem+json' } },
    );

  const fetchFn = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const body = request.method === 'GET' ? '' : await request.clone().text();
    calls.push({
      method: request.method,
      path: url.pathname,
      authorization: request.headers.get('authorization'),
      body,
    });
    const hold = holds.get(url.pathname);
    if (hold) await hold;
    if (url.pathname === '/api/config') return Response.json(config);
    if (url.pathname === '/oauth/token') {
      const form = new URLSearchParams(body);
      if (form.get('grant_type') === 'password') {
        return form.get('username') === user.email && form.get('password') === 'Secret12'
          ? Response.json(tokens())
          : Response.json(
              { error: 'invalid_grant', error_description: 'Invalid credentials' },
              { status: 400 },
            );
      }
      if (refuseRefresh.value || !refresh.delete(form.get('refresh_token') ?? ''))
        return Response.json({ error: 'invalid_grant' }, { status: 400 });
      access.clear();
      return Response.json(tokens());
    }
    if (url.pathname === '/oauth/revoke') return new Response(null, { status: 200 });
    if (url.pathname === '/api/users' && request.method === 'POST') {
      const data = JSON.parse(body) as typeof anna & { password: string };
      if (data.email === user.email)
        return problem(409, 'USERS_EMAIL_TAKEN', { email: 'validation.emailTaken' });
      user = { ...anna, ...data, id: 'u2' };
      return Response.json(user, { status: 201 });
    }
    const bearer = request.headers.get('authorization')?.replace(/^Bearer /, '') ?? '';
    if (!access.has(bearer)) return problem(401, 'AUTH_UNAUTHENTICATED');
    if (url.pathname === '/api/user' && request.method === 'GET') return Response.json(user);
    if (url.pathname === '/api/user' && request.method === 'PATCH') {
      user = { ...user, ...(JSON.parse(body) as Partial<typeof anna>) };
      return Response.json(user);
    }
    if (url.pathname === '/api/user/password') {
      const data = JSON.parse(body) as { currentPassword: string };
      if (data.currentPassword !== 'Secret12')
        return problem(400, 'USERS_CURRENT_PASSWORD_WRONG', {
          currentPassword: 'validation.currentPasswordWrong',
        });
      access.clear();
      refresh.clear();
      return Response.json(tokens());
    }
    return problem(404, 'NOT_FOUND');
  });

  return {
    fetchFn,
    calls,
    refuseRefresh,
    /** Stores a sign-in the way the app does, as if the customer had logged in before. */
    signInStored(expiresInMs = 900_000) {
      const pair = tokens();
      localStorage.setItem(
        'oAuth',
        JSON.stringify({
          accessToken: pair.access_token,
          refreshToken: pair.refresh_token,
          tokenType: 'Bearer',
          expiresIn: 900,
          expiresAt: Date.now() + expiresInMs,
        }),
      );
    },
    expireAccessTokens: () => access.clear(),
    hold(path: string) {
      let release!: () => void;
      holds.set(path, new Promise<void>((resolve) => (release = resolve)));
      return () => {
        holds.delete(path);
        release();
      };
    },
    count: (method: string, path: string) =>
      calls.filter((c) => c.method === method && c.path === path).length,
  };
}

let root: Root | null = null;
let backend: ReturnType<typeof fakeBackend>;

async function open(url: string) {
  vi.stubGlobal('fetch', backend.fetchFn);
  const page = await render({
    url,
    headers: {},
    apiOrigin,
    brandName: 'Vyrelle',
    publicUrl: 'https://vyrelle.example',
  });
  document.body.innerHTML = page.body.slice(
    page.body.indexOf('<body>') + 6,
    page.body.indexOf('</body>'),
  );
  window.history.replaceState(null, '', url);
  const serverHtml = document.getElementById('root')!.innerHTML;
  root = await startClient(document.getElementById('root')!);
  await waitFor(() => expect(document.documentElement.dataset.hydrated).toBe(''));
  return serverHtml;
}

const waitFor = <T,>(check: () => T, timeout = 5000) =>
  vi.waitFor(check, { timeout, interval: 20 });
const h1 = () => document.querySelector('h1')?.textContent;
const byLabel = (text: string) => {
  const label = [...document.querySelectorAll('label')].find(
    (l) => l.textContent?.replace(/\s+\(.*\)$/, '') === text,
  );
  if (!label) throw new Error(`No field labelled ${text}`);
  return document.getElementById(label.htmlFor) as HTMLInputElement;
};
const button = (name: string) =>
  [...document.querySelectorAll<HTMLButtonElement>('button')].find((b) => b.textContent === name)!;
const type = (text: string, value: string) =>
  fireEvent.change(byLabel(text), { target: { value } });
const summary = () => document.querySelector<HTMLElement>('.form-summary');
const describedText = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' ');

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
  document.body.innerHTML = '';
  delete document.documentElement.dataset.hydrated;
  vi.unstubAllGlobals();
});

describe('guarded screens', { timeout: 30_000 }, () => {
  it('wait calmly for the user, never showing login, then show the account with the name', async () => {
    backend.signInStored();
    const release = backend.hold('/api/user');
    const serverHtml = await open('/nl/account/overzicht');
    expect(serverHtml).toContain('data-gate="pending"');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(window.location.pathname).toBe('/nl/account/overzicht');
    expect(document.querySelector('[data-gate="pending"]')?.textContent).toContain(
      'Een ogenblik, we openen je account',
    );
    release();
    await waitFor(() =>
      expect(document.querySelector('[data-testid="account-greeting"]')?.textContent).toBe(
        'Welkom, Anna Peeters',
      ),
    );
    expect(h1()).toBe('Mijn account');
    expect(document.querySelector('.header-account')?.getAttribute('aria-label')).toBe(
      'Mijn account, ingelogd als Anna',
    );
    expect(backend.calls.find((c) => c.path === '/api/user')?.authorization).toBe(
      'Bearer access-1',
    );
  });

  it('refresh an expired access token once and carry on', async () => {
    backend.signInStored();
    backend.expireAccessTokens();
    await open('/en/account/overview');
    await waitFor(() =>
      expect(document.querySelector('[data-testid="account-greeting"]')?.textContent).toBe(
        'Welcome, Anna Peeters',
      ),
    );
    expect(backend.count('POST', '/oauth/token')).toBe(1);
    expect(JSON.parse(localStorage.getItem('oAuth')!)).toMatchObject({
      accessToken: 'access-2',
      refreshToken: 'refresh-2',
    });
  });

  it('send the visitor to login with "session ended" and a way back when the refresh is refused', async () => {
    backend.signInStored();
    backend.expireAccessTokens();
    backend.refuseRefresh.value = true;
    await open('/fr/compte/coordonnees?tab=1');
    await waitFor(() => expect(window.location.pathname).toBe('/fr/connexion'));
    expect(new URLSearchParams(window.location.search).get('redirect')).toBe(
      '/fr/compte/coordonnees?tab=1',
    );
    await waitFor(() =>
      expect(document.querySelector('[data-notice="sessionEnded"]')?.textContent).toBe(
        'Votre session a expiré. Veuillez vous reconnecter pour continuer.',
      ),
    );
    expect(localStorage.getItem('oAuth')).toBeNull();
    expect(document.querySelector('.header-account')?.getAttribute('aria-label')).toBe(
      'Se connecter',
    );
  });
});

describe('login', { timeout: 30_000 }, () => {
  it('checks the fields before sending, then says the combination is wrong, keeping what was typed', async () => {
    await open('/nl/inloggen?redirect=%2Fnl%2Ffavorieten');
    button('Inloggen').click();
    await waitFor(() => expect(summary()?.textContent).toContain('Minstens één veld is leeg.'));
    expect(document.activeElement).toBe(summary());
    expect(summary()?.getAttribute('role')).toBe('alert');
    const email = byLabel('E-mailadres');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(describedText(email)).toBe('Vul dit veld in.');
    expect(email.getAttribute('autocomplete')).toBe('username');
    expect(byLabel('Wachtwoord').getAttribute('autocomplete')).toBe('current-password');
    expect(backend.count('POST', '/oauth/token')).toBe(0);

    type('E-mailadres', 'anna@example');
    await waitFor(() =>
      expect(describedText(byLabel('E-mailadres'))).toBe(
        'Vul een geldig e-mailadres in, bijvoorbeeld naam@voorbeeld.be.',
      ),
    );
    type('E-mailadres', 'anna@example.be');
    type('Wachtwoord', 'wrong');
    button('Inloggen').click();
    await waitFor(() =>
      expect(summary()?.textContent).toBe(
        'De combinatie van e-mailadres en wachtwoord is onjuist.',
      ),
    );
    expect(byLabel('E-mailadres').value).toBe('anna@example.be');
    expect(byLabel('Wachtwoord').value).toBe('wrong');

    type('Wachtwoord', 'Secret12');
    button('Inloggen').click();
    await waitFor(() => expect(window.location.pathname).toBe('/nl/favorieten'));
    expect(JSON.parse(localStorage.getItem('oAuth')!)).toMatchObject({
      accessToken: 'access-1',
      tokenType: 'Bearer',
      expiresIn: 900,
    });
  });

  it('sends someone already signed in to the account overview', async () => {
    backend.signInStored();
    await open('/de/einloggen');
    await waitFor(() => expect(window.location.pathname).toBe('/de/konto/ubersicht'));
    expect(document.querySelector('[data-testid="login-form"]')).toBeNull();
  });
});

describe('registration', { timeout: 30_000 }, () => {
  it('names every missing password class, one message each, on the field and in the summary', async () => {
    await open('/nl/registreren');
    type('Wachtwoord', 'abc');
    button('Account aanmaken').click();
    const messages = () =>
      [...byLabel('Wachtwoord').closest('.field')!.querySelectorAll('.field-error')].map(
        (p) => p.textContent,
      );
    await waitFor(() =>
      expect(messages()).toEqual([
        'Je wachtwoord moet minstens 6 tekens lang zijn.',
        'Je wachtwoord moet minstens één hoofdletter bevatten.',
        'Je wachtwoord moet minstens één cijfer bevatten.',
      ]),
    );
    // Fixing one class leaves the others.
    type('Wachtwoord', 'abcdef1');
    await waitFor(() =>
      expect(messages()).toEqual(['Je wachtwoord moet minstens één hoofdletter bevatten.']),
    );
  });

  it('shows the password rules live, maps a taken address onto its field, then signs in and welcomes', async () => {
    await open('/nl/registreren');
    expect(byLabel('Land').value).toBe('BE');
    type('Voornaam', 'Lotte');
    type('Achternaam', 'Janssens');
    type('E-mailadres', 'anna@example.be');
    type('Wachtwoord', 'secret');
    const rules = () =>
      [...document.querySelectorAll('.password-rules li')].map((li) => li.className === 'is-met');
    await waitFor(() => expect(rules()).toEqual([true, false, true, false]));
    type('Wachtwoord', 'Secret12');
    await waitFor(() => expect(rules()).toEqual([true, true, true, true]));
    type('Bevestig je wachtwoord', 'Secret13');
    button('Account aanmaken').click();
    await waitFor(() =>
      expect(summary()?.textContent).toContain('Controleer de gemarkeerde velden.'),
    );
    expect(describedText(byLabel('Bevestig je wachtwoord'))).toBe(
      'De wachtwoorden komen niet overeen.',
    );
    expect(summary()?.textContent).toContain('Ga akkoord met het privacybeleid om verder te gaan.');

    type('Bevestig je wachtwoord', 'Secret12');
    fireEvent.click(document.querySelector('input[name="privacyAccepted"]')!);
    button('Account aanmaken').click();
    await waitFor(() =>
      expect(describedText(byLabel('E-mailadres'))).toBe(
        'Er bestaat al een account met dit e-mailadres.',
      ),
    );
    expect(byLabel('Voornaam').value).toBe('Lotte');
    expect(byLabel('Wachtwoord').value).toBe('Secret12');

    type('E-mailadres', 'lotte@example.be');
    button('Account aanmaken').click();
    await waitFor(() => expect(window.location.pathname).toBe('/nl/account/overzicht'));
    await waitFor(() =>
      expect(document.querySelector('[data-notice="welcome"]')?.textContent).toBe(
        'Welkom, Lotte! Je account is aangemaakt en je bent ingelogd.',
      ),
    );
    const sent = JSON.parse(backend.calls.filter((c) => c.path === '/api/users').at(-1)!.body);
    expect(sent).toMatchObject({
      firstName: 'Lotte',
      email: 'lotte@example.be',
      country: 'BE',
      privacyAccepted: true,
      locale: 'nl',
      birthday: null,
      gender: null,
    });
  });
});

describe('the account area', { timeout: 30_000 }, () => {
  it('changes the password, keeps the session with the new tokens and clears the password fields', async () => {
    backend.signInStored();
    await open('/en/account/details');
    await waitFor(() =>
      expect(document.querySelector('[data-testid="password-form"]')).not.toBeNull(),
    );
    const form = document.querySelector<HTMLFormElement>('[data-testid="password-form"]')!;
    const field = (label: string) =>
      [...form.querySelectorAll('label')].find((l) => l.textContent === label)!
        .control as HTMLInputElement;
    fireEvent.change(field('Current password'), { target: { value: 'Nope1234' } });
    fireEvent.change(field('New password'), { target: { value: 'Better123' } });
    fireEvent.change(field('Confirm your new password'), { target: { value: 'Better123' } });
    fireEvent.submit(form);
    await waitFor(() =>
      expect(form.querySelector('.field-error')?.textContent).toBe(
        'Your current password is not correct.',
      ),
    );
    fireEvent.change(field('Current password'), { target: { value: 'Secret12' } });
    fireEvent.submit(form);
    await waitFor(() =>
      expect(form.querySelector('.form-saved')?.textContent).toBe(
        'Your password has been changed. You have been logged out on your other devices.',
      ),
    );
    expect(field('New password').value).toBe('');
    expect(JSON.parse(localStorage.getItem('oAuth')!)).toMatchObject({
      accessToken: 'access-2',
      refreshToken: 'refresh-2',
    });
  });

  it('signs out: revokes, forgets the sign-in and says so on the home page', async () => {
    backend.signInStored();
    await open('/nl/account/overzicht');
    await waitFor(() => expect(button('Afmelden')).toBeDefined());
    button('Afmelden').click();
    await waitFor(() => expect(window.location.pathname).toBe('/nl'));
    expect(backend.calls.find((c) => c.path === '/oauth/revoke')?.body).toContain(
      'token=refresh-1',
    );
    expect(localStorage.getItem('oAuth')).toBeNull();
    await waitFor(() => expect(document.querySelector('[data-notice="signedOut"]')).not.toBeNull());
    expect(document.querySelector('.header-account')?.getAttribute('href')).toBe('/nl/inloggen');
  });
});
