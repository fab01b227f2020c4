/**
 * Redirect rules of SPEC.md §2, as pure functions of the URL and the preferred locale, so
 * the server (status codes) and the browser (client navigation) apply the same rules.
 */
import {
  getRoute,
  href,
  paramsAllowed,
  resolvePath,
  resolveWords,
  type Locale,
  type RouteName,
} from './routes.ts';

/** Prefix-less paths (in any locale's words) that redirect to the preferred locale, query kept. */
export const prefixlessRedirects: readonly RouteName[] = [
  'passwordReset',
  'product',
  'cartSuccess',
  'login',
];

/** App deep links and short links: they lead to the locale home, query kept. */
const homeShortcuts = [/^\/app\/deeplink\/?$/, /^\/t(\/.*)?$/];

export type RedirectOutcome =
  | { readonly kind: 'redirect'; readonly location: string; readonly status: 301 | 302 }
  | { readonly kind: 'not-found' };

const notFound: RedirectOutcome = { kind: 'not-found' };

/**
 * A URL without a locale prefix. `/`, deep links and the listed screens go to the preferred
 * locale (302: the target depends on the visitor); anything else is not found.
 */
export function resolvePrefixless(
  pathname: string,
  search: string,
  locale: Locale,
): RedirectOutcome {
  if (pathname === '/' || homeShortcuts.some((pattern) => pattern.test(pathname))) {
    return { kind: 'redirect', location: href('home', locale, {}, search), status: 302 };
  }
  const resolved = resolveWords(pathname);
  if (resolved && prefixlessRedirects.includes(resolved.name)) {
    return {
      kind: 'redirect',
      location: href(resolved.name, locale, resolved.params, search),
      status: 302,
    };
  }
  return notFound;
}

/**
 * A URL under `/{locale}` that matched no screen: path words of another locale (an alias,
 * e.g. `/nl/products`) redirect permanently to the canonical words; anything else is not found.
 */
export function resolveInLocale(locale: Locale, pathname: string, search: string): RedirectOutcome {
  const rest = pathname.slice(locale.length + 1);
  const resolved = resolveWords(rest);
  if (!resolved || !paramsAllowed(resolved.name, resolved.params)) return notFound;
  const location = href(resolved.name, locale, resolved.params);
  if (location === pathname.replace(/\/+$/, '')) return notFound;
  return { kind: 'redirect', location: search ? `${location}${search}` : location, status: 301 };
}

/** Login with a way back: `/nl/inloggen?redirect=%2Fnl%2Ffavorieten`. */
export function loginHref(locale: Locale, back: string | null): string {
  return href('login', locale, {}, back ? `?redirect=${encodeURIComponent(back)}` : '');
}

/**
 * The `redirect` query parameter when it leads to a screen of this site (never another host,
 * never back to a guest-only screen such as login itself), else null.
 */
export function localRedirectTarget(search: string): string | null {
  const value = new URLSearchParams(search).get('redirect');
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\'))
    return null;
  let url: URL;
  try {
    url = new URL(value, 'http://storefront.internal');
  } catch {
    return null;
  }
  if (url.origin !== 'http://storefront.internal') return null;
  const screen = resolvePath(url.pathname);
  if (!screen || getRoute(screen.name).guard === 'guest-only') return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * The `?redirect=` query that hands a valid way back on from one guest screen to another
 * (login ↔ register), so a salon link or a guarded page survives the detour; else ''.
 */
export function keepRedirect(search: string): string {
  const target = localRedirectTarget(search);
  return target ? `?redirect=${encodeURIComponent(target)}` : '';
}

/**
 * Where a fresh sign-in goes: the way back it was given, else the partner dashboard for a
 * partner and the account overview for everyone else.
 */
export function afterSignIn(locale: Locale, search: string, role: string | null): string {
  return (
    localRedirectTarget(search) ??
    href(role === 'partner' ? 'partnerDashboard' : 'accountOverview', locale)
  );
}
