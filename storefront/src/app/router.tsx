/**
 * The router's routes, derived from the route table (`lib/routes.ts`). The same function
 * builds them for the server's static handler and the browser router, so route ids,
 * loaders and hydration data line up.
 *
 * Shape:
 *   root (loads the shop config)
 *   ├─ index `/`                  → redirect to the preferred locale's home
 *   ├─ `/{locale}` (site layout)  → every screen of the table in that locale's words
 *   │   └─ `*`                    → alias words redirect (301), else 404
 *   ├─ `/lp/:slug` (landing layout)
 *   └─ `*`                        → prefix-less redirects (302), else 404
 */
import type { i18n as I18n } from 'i18next';
import type { ComponentType } from 'react';
import {
  Outlet,
  redirect,
  useLoaderData,
  type LoaderFunctionArgs,
  type RouteObject,
} from 'react-router';
import { NotFound } from '../components/not-found.tsx';
import { configApi } from '../lib/config-api.ts';
import { resolveInLocale, resolvePrefixless, type RedirectOutcome } from '../lib/redirects.ts';
import type { ScreenLoader } from '../lib/route-data.ts';
import { isNotFoundData, type NotFoundData, type RouteHandle } from '../lib/route-hooks.ts';
import {
  childRoutes,
  href,
  isLocale,
  locales,
  paramsAllowed,
  type Guard,
  type Locale,
  type RouteEntry,
  type RouteName,
} from '../lib/routes.ts';
import { GuardGate } from './guard.tsx';
import { LandingLayout } from './layouts/landing-layout.tsx';
import { RootErrorBoundary, RootLayout } from './layouts/root-layout.tsx';
import { SiteLayout } from './layouts/site-layout.tsx';
import { loadScreenModule } from './screens.ts';
import type { AppStore } from './store.ts';

export interface RouterEnv {
  readonly store: AppStore;
  /** Base i18n instance; each locale renders with a clone of it. */
  readonly i18n: I18n;
  /** The locale for URLs without one: stored preference (browser) or the lang cookie (server). */
  preferredLocale(request: Request): Locale;
  /** Makes a locale's texts available before its screens render. */
  loadLocale(locale: Locale): Promise<void>;
}

/**
 * The store loaders dispatch into: the server render builds its route table once and hands each
 * request's store in as React Router's request context; the browser has one store (`env.store`).
 */
export interface RenderRequestContext {
  readonly store: AppStore;
}

function follow(outcome: RedirectOutcome): void {
  if (outcome.kind === 'redirect') throw redirect(outcome.location, outcome.status);
}

/** Runs RTK Query requests for a route and waits for them, so the render (and the server's HTML) has the data. */
async function prefetch(
  results: readonly (PromiseLike<unknown> & { unsubscribe(): void })[],
): Promise<void> {
  await Promise.all(results);
  for (const result of results) result.unsubscribe();
}

/** The 404 screen when a loader says nothing is there, else the screen itself. */
function withNotFound(Screen: ComponentType): ComponentType {
  return function ScreenOrNotFound() {
    const data = useLoaderData();
    return isNotFoundData(data) ? <NotFound page={data.page} /> : <Screen />;
  };
}

function withGuard(Screen: ComponentType, guard: Guard, route: RouteName): ComponentType {
  return function GuardedScreen() {
    return (
      <GuardGate guard={guard} route={route}>
        <Screen />
      </GuardGate>
    );
  };
}

export function createRoutes(env: RouterEnv): RouteObject[] {
  const storeOf = (context: unknown): AppStore =>
    (context as Partial<RenderRequestContext> | undefined)?.store ?? env.store;
  const screenModules = new Map<
    string,
    Promise<{ Component: ComponentType; loader: ScreenLoader | null }>
  >();

  /**
   * The component of a table screen (lazy module, guard where it differs from the parent's,
   * the 404 page when its loader finds nothing) and the module's data loader.
   */
  function screenModule(
    entry: RouteEntry,
    parentGuard: Guard,
  ): Promise<{ Component: ComponentType; loader: ScreenLoader | null }> {
    const key = `${entry.name}|${parentGuard}`;
    let screen = screenModules.get(key);
    if (!screen) {
      screen = loadScreenModule(entry.name).then((module) => {
        let result = module.default;
        if (Object.keys(entry.paramValues).length > 0 || module.loader)
          result = withNotFound(result);
        if (entry.guard !== parentGuard) result = withGuard(result, entry.guard, entry.name);
        return { Component: result, loader: module.loader ?? null };
      });
      screenModules.set(key, screen);
    }
    return screen;
  }

  /**
   * `lazy` of a table screen: its component and, when it checks params or loads data, a loader
   * (404 data for disallowed params, else the module's loader with the store's dispatch).
   */
  function lazyScreen(
    entry: RouteEntry,
    parentGuard: Guard,
    localeOf: (request: Request) => Locale,
  ) {
    return async () => {
      const { Component, loader } = await screenModule(entry, parentGuard);
      const checksParams = Object.keys(entry.paramValues).length > 0;
      if (!loader && !checksParams) return { Component };
      return {
        Component,
        loader: async ({ params, request, context }: LoaderFunctionArgs) => {
          const locale = localeOf(request);
          if (!paramsAllowed(entry.name, params))
            return { notFound: true, locale } satisfies NotFoundData;
          return loader
            ? loader({ params, request, locale, dispatch: storeOf(context).dispatch })
            : null;
        },
      };
    };
  }

  function tableRoutes(parent: RouteEntry | null, locale: Locale): RouteObject[] {
    const parentGuard: Guard = parent?.guard ?? 'public';
    return childRoutes(parent?.name ?? null)
      .filter((entry) => !entry.unprefixed)
      .map((entry): RouteObject => {
        const handle: RouteHandle = {
          route: entry.name,
          ...(entry.name === 'notFound' ? { notFound: true } : {}),
        };
        const common = {
          id: `${locale}:${entry.name}`,
          handle,
          lazy: lazyScreen(entry, parentGuard, () => locale),
        };
        const path = entry.path[locale];
        if (!path && !parent) return { ...common, index: true };
        const children = childRoutes(entry.name);
        if (children.length === 0) return { ...common, path };
        const indexRoute: RouteObject[] = entry.indexRedirect
          ? [
              {
                id: `${locale}:${entry.name}:index`,
                index: true,
                loader: ({ params, request }) => {
                  throw redirect(
                    href(entry.indexRedirect!, locale, params, new URL(request.url).search),
                    302,
                  );
                },
              },
            ]
          : [];
        return { ...common, path, children: [...indexRoute, ...tableRoutes(entry, locale)] };
      });
  }

  function localeRoute(locale: Locale): RouteObject {
    function LocaleSite() {
      return (
        <SiteLayout locale={locale}>
          <Outlet />
        </SiteLayout>
      );
    }
    return {
      id: locale,
      path: `/${locale}`,
      handle: { locale } satisfies RouteHandle,
      loader: async () => {
        await env.loadLocale(locale);
        return null;
      },
      shouldRevalidate: () => false,
      Component: LocaleSite,
      children: [
        ...tableRoutes(null, locale),
        {
          id: `${locale}:fallback`,
          path: '*',
          loader: ({ request }): NotFoundData => {
            const url = new URL(request.url);
            follow(resolveInLocale(locale, url.pathname, url.search));
            return { notFound: true, locale };
          },
          Component: NotFound,
        },
      ],
    };
  }

  /** Loader of routes outside `/{locale}`: their locale is the visitor's preferred one. */
  async function preferredLocaleData(request: Request): Promise<{ locale: Locale }> {
    const locale = env.preferredLocale(request);
    await env.loadLocale(locale);
    return { locale };
  }

  function Landing() {
    const { locale } = useLoaderData() as { locale: Locale };
    return (
      <LandingLayout locale={locale}>
        <Outlet />
      </LandingLayout>
    );
  }

  function FallbackNotFound() {
    const { locale } = useLoaderData() as NotFoundData;
    return (
      <SiteLayout locale={locale}>
        <NotFound />
      </SiteLayout>
    );
  }

  const landingEntry = childRoutes(null).find((entry) => entry.name === 'landing')!;

  return [
    {
      id: 'root',
      loader: async ({ context }: LoaderFunctionArgs) => {
        await prefetch([storeOf(context).dispatch(configApi.endpoints.getSiteConfig.initiate())]);
        return null;
      },
      shouldRevalidate: () => false,
      Component: RootLayout,
      ErrorBoundary: RootErrorBoundary,
      children: [
        {
          id: 'index',
          index: true,
          loader: ({ request }) => {
            follow(
              resolvePrefixless('/', new URL(request.url).search, env.preferredLocale(request)),
            );
            return null;
          },
        },
        ...locales.map(localeRoute),
        {
          id: 'landing',
          path: `/${landingEntry.path.nl}`,
          loader: ({ request }) => preferredLocaleData(request),
          Component: Landing,
          children: [
            {
              id: 'landing:page',
              index: true,
              handle: { route: 'landing' } satisfies RouteHandle,
              lazy: lazyScreen(landingEntry, 'public', (request) => env.preferredLocale(request)),
            },
          ],
        },
        {
          id: 'fallback',
          path: '*',
          loader: async ({ request }): Promise<NotFoundData> => {
            const url = new URL(request.url);
            follow(resolvePrefixless(url.pathname, url.search, env.preferredLocale(request)));
            return { notFound: true, ...(await preferredLocaleData(request)) };
          },
          Component: FallbackNotFound,
        },
      ],
    },
  ];
}

/** The locale a path belongs to (`/de/produkte` → `de`), or null for a path outside every locale. */
export function localeOfPath(pathname: string): Locale | null {
  const first = pathname.split('/', 2)[1];
  return isLocale(first) ? first : null;
}

/**
 * The route table as a path of `locale` (or of no locale) can match it: the other locales' routes
 * left out. React Router matches by flattening and ranking every branch of the table it is given
 * (some 300 here, four languages of every screen), so matching against a quarter of them costs a
 * quarter. Routes are the same objects (a lazy screen loaded here is loaded in the whole table),
 * their ids explicit.
 */
export function routesOfLocale(routes: RouteObject[], locale: Locale | null): RouteObject[] {
  const [root, ...others] = routes;
  if (!root?.children) return routes;
  const children = root.children.filter((route) => !isLocale(route.id) || route.id === locale);
  return [{ ...root, children } as RouteObject, ...others];
}
