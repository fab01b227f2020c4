import { describe, expect, it } from 'vitest';
import {
  afterSignIn,
  keepRedirect,
  localRedirectTarget,
  loginHref,
  resolveInLocale,
  resolvePrefixless,
} from './redirects.ts';
import { href } from './routes.ts';

describe('prefix-less URLs (SPEC §2)', () => {
  it('sends / to the locale home, keeping the query', () => {
    expect(resolvePrefixless('/', '', 'nl')).toEqual({
      kind: 'redirect',
      location: '/nl',
      status: 302,
    });
    expect(resolvePrefixless('/', '?utm_source=x', 'fr')).toEqual({
      kind: 'redirect',
      location: '/fr?utm_source=x',
      status: 302,
    });
  });

  it('sends app deep links and short links to the locale home, keeping the query', () => {
    expect(resolvePrefixless('/app/deeplink', '?screen=cart', 'de')).toEqual({
      kind: 'redirect',
      location: '/de?screen=cart',
      status: 302,
    });
    expect(resolvePrefixless('/t', '?c=spring', 'en')).toEqual({
      kind: 'redirect',
      location: '/en?c=spring',
      status: 302,
    });
    expect(resolvePrefixless('/t/abc123', '?c=1', 'nl')).toEqual({
      kind: 'redirect',
      location: '/nl?c=1',
      status: 302,
    });
    expect(resolvePrefixless('/tx', '', 'nl')).toEqual({ kind: 'not-found' });
  });

  it('redirects password reset links with their token and query', () => {
    expect(resolvePrefixless('/password/reset/abc', '?email=a%40b.c', 'de')).toEqual({
      kind: 'redirect',
      location: '/de/password/reset/abc?email=a%40b.c',
      status: 302,
    });
    expect(resolvePrefixless('/password/reset/abc', '', 'fr')).toMatchObject({
      location: '/fr/password/reset/abc',
    });
  });

  it('redirects products under /product and /produkt into the locale words', () => {
    expect(resolvePrefixless('/product/night-serum', '', 'de')).toMatchObject({
      location: '/de/produkt/night-serum',
    });
    expect(resolvePrefixless('/produkt/night-serum', '', 'nl')).toMatchObject({
      location: '/nl/product/night-serum',
    });
  });

  it('redirects order success pages under every cart word, keeping the query', () => {
    expect(resolvePrefixless('/cart/1042', '?status=paid', 'nl')).toMatchObject({
      location: '/nl/winkelmand/1042?status=paid',
    });
    expect(resolvePrefixless('/winkelmand/1042', '', 'en')).toMatchObject({
      location: '/en/cart/1042',
    });
    expect(resolvePrefixless('/warenkorb/1042', '', 'fr')).toMatchObject({
      location: '/fr/panier/1042',
    });
  });

  it('redirects /login and its aliases', () => {
    for (const path of ['/login', '/inloggen', '/einloggen', '/connexion']) {
      expect(resolvePrefixless(path, '?redirect=%2Fnl', 'de')).toEqual({
        kind: 'redirect',
        location: '/de/einloggen?redirect=%2Fnl',
        status: 302,
      });
    }
  });

  it('does not redirect other prefix-less paths', () => {
    expect(resolvePrefixless('/products', '', 'nl')).toEqual({ kind: 'not-found' });
    expect(resolvePrefixless('/cart/summary', '', 'nl')).toEqual({ kind: 'not-found' });
    expect(resolvePrefixless('/bestaat-niet', '', 'nl')).toEqual({ kind: 'not-found' });
  });
});

describe('unknown paths under a locale', () => {
  it('redirects words of another locale permanently to the canonical words', () => {
    expect(resolveInLocale('nl', '/nl/products', '')).toEqual({
      kind: 'redirect',
      location: '/nl/producten',
      status: 301,
    });
    expect(resolveInLocale('de', '/de/account/orders/5', '?x=1')).toEqual({
      kind: 'redirect',
      location: '/de/konto/auftrage/5?x=1',
      status: 301,
    });
    expect(resolveInLocale('fr', '/fr/products/blue', '')).toEqual({
      kind: 'redirect',
      location: '/fr/produits/blue',
      status: 301,
    });
  });

  it('is not found when no screen has those words, or the params are not allowed', () => {
    expect(resolveInLocale('nl', '/nl/bestaat-niet', '')).toEqual({ kind: 'not-found' });
    expect(resolveInLocale('en', '/en/collections/purple', '')).toEqual({ kind: 'not-found' });
  });
});

describe('the way back after login', () => {
  it('builds the login URL with the current screen as redirect', () => {
    expect(loginHref('nl', '/nl/favorieten?x=1')).toBe(
      '/nl/inloggen?redirect=%2Fnl%2Ffavorieten%3Fx%3D1',
    );
    expect(loginHref('fr', null)).toBe('/fr/connexion');
  });

  it('follows only local paths to screens of the site', () => {
    expect(localRedirectTarget('?redirect=%2Fnl%2Ffavorieten%3Fx%3D1')).toBe('/nl/favorieten?x=1');
    expect(localRedirectTarget('?redirect=/en/account/orders/42')).toBe('/en/account/orders/42');
    for (const bad of [
      'https://evil.example/',
      '//evil.example/nl',
      '/\\evil.example',
      'javascript:alert(1)',
      '/nl/inloggen',
      '/nl/registreren',
      '',
    ]) {
      expect(localRedirectTarget(`?redirect=${encodeURIComponent(bad)}`), bad).toBeNull();
    }
    expect(localRedirectTarget('')).toBeNull();
  });
});

describe('the way back through sign-in and registration', () => {
  it('hands a valid redirect on from login to register and back, and drops any other', () => {
    expect(keepRedirect('?redirect=%2Ffr%2Fsalon%2Fk7m2q9xd')).toBe(
      '?redirect=%2Ffr%2Fsalon%2Fk7m2q9xd',
    );
    expect(keepRedirect('?redirect=https%3A%2F%2Fevil.example')).toBe('');
    expect(keepRedirect('?redirect=%2Fnl%2Fregistreren')).toBe('');
    expect(keepRedirect('')).toBe('');
  });

  it('sends a partner to the partner dashboard and a customer to the account, unless a way back was given', () => {
    expect(afterSignIn('nl', '', 'partner')).toBe(href('partnerDashboard', 'nl'));
    expect(afterSignIn('fr', '', 'partner')).toBe('/fr/partenaire');
    expect(afterSignIn('de', '', 'customer')).toBe(href('accountOverview', 'de'));
    expect(afterSignIn('fr', '', null)).toBe(href('accountOverview', 'fr'));
    expect(afterSignIn('en', '?redirect=%2Fen%2Fsalon%2Fk7m2q9xd', 'customer')).toBe(
      '/en/salon/k7m2q9xd',
    );
  });
});
