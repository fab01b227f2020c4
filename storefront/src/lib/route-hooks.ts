/** Which screen of the route table is showing, read from the router's matches. */
import { useMatches, useLocation } from 'react-router';
import { isScreenData, type ScreenMeta } from './route-data.ts';
import { alternates, getRoute, href, locales, type Locale, type RouteName } from './routes.ts';

/** `handle` of every route object the router builds from the table. */
export interface RouteHandle {
  /** The screen of the route table this route renders. */
  readonly route?: RouteName;
  /** Set on the `/{locale}` layout routes. */
  readonly locale?: Locale;
  /** The screen answers 404 (the 404 page itself). */
  readonly notFound?: boolean;
}

/** Loader data of routes that decide at request time that nothing is there. */
export interface NotFoundData {
  readonly notFound: true;
  readonly locale: Locale;
  /** Which 404 page: a mistyped salon link gets its own, with the store finder. */
  readonly page?: 'salonLink';
}

export function isNotFoundData(data: unknown): data is NotFoundData {
  return (
    typeof data === 'object' && data !== null && (data as { notFound?: unknown }).notFound === true
  );
}

export interface CurrentScreen {
  readonly name: RouteName | null;
  readonly params: Readonly<Record<string, string | undefined>>;
  readonly notFound: boolean;
  /** What the screen's loader found out about its data (title, alternates, …), if anything. */
  readonly meta: ScreenMeta | null;
}

/** Finds the screen in a list of matches (router hooks or the server's static context). */
export function screenFromMatches(
  matches: readonly {
    handle?: unknown;
    params: Readonly<Record<string, string | undefined>>;
    data?: unknown;
  }[],
): CurrentScreen {
  let name: RouteName | null = null;
  let params: Readonly<Record<string, string | undefined>> = {};
  let notFound = false;
  let meta: ScreenMeta | null = null;
  for (const match of matches) {
    const handle = (match.handle ?? {}) as RouteHandle;
    if (handle.route) {
      name = handle.route;
      params = match.params;
      meta = isScreenData(match.data) ? match.data.meta : null;
    }
    if (handle.notFound || isNotFoundData(match.data)) notFound = true;
  }
  return { name, params, notFound, meta: notFound ? null : meta };
}

export function useCurrentScreen(): CurrentScreen {
  const matches = useMatches();
  return screenFromMatches(
    matches.map((m) => ({ handle: m.handle, params: m.params, data: m.loaderData })),
  );
}

/**
 * The current screen's URL in every locale (params and query kept); locale homes for unknown
 * URLs. Screens whose params differ by language (an article's slug) take them from their
 * data; where the page does not exist in a language, its list screen there.
 */
export function useAlternateLinks(): Record<Locale, string> {
  const screen = useCurrentScreen();
  const { search } = useLocation();
  return screenAlternates(screen, search);
}

export function screenAlternates(screen: CurrentScreen, search = ''): Record<Locale, string> {
  if (!screen.name || screen.notFound) return alternates('home', {});
  const byLocale = screen.meta?.alternateParams;
  if (!byLocale) return alternates(screen.name, screen.params, search);
  const name = screen.name;
  const fallback = getRoute(name).crumbParent ?? 'home';
  return Object.fromEntries(
    locales.map((locale) => {
      const params = byLocale[locale];
      return [locale, params ? href(name, locale, params, search) : href(fallback, locale)];
    }),
  ) as Record<Locale, string>;
}
