/**
 * Server render: URL in, complete HTML page (or redirect) out. See `entry-server.tsx` for
 * the contract with the host.
 */
import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type StaticHandlerContext,
} from 'react-router';
import ssrAssets, { type ClientManifest } from 'virtual:ssr-assets';
import { api } from '../lib/api.ts';
import { configApi } from '../lib/config-api.ts';
import { i18nForLocale, type LocaleResources } from '../lib/i18n.ts';
import { detectServerLocale } from '../lib/locale.ts';
import { buildPageMeta, escapeHtml, renderHeadTags, scriptSafeJson } from '../lib/page-meta.ts';
import { screenFromMatches, type RouteHandle } from '../lib/route-hooks.ts';
import { defaultLocale, getRoute, isLocale, type Locale, type RouteName } from '../lib/routes.ts';
import { defaultBrandName, type SiteInfo } from '../lib/site.tsx';
import { AppProviders } from './app-providers.tsx';
import { fontPreloadLinks } from './font-preloads.ts';
import { priorityImagePreload } from './priority-image.ts';
import { serverI18n } from './i18n-server.ts';
import { localeTextsScript } from './locale-texts.ts';
import { preloadedStateId, type OAuthClient, type PreloadedState } from './preloaded-state.ts';
import {
  createRoutes,
  localeOfPath,
  routesOfLocale,
  type RenderRequestContext,
} from './router.tsx';
import { screenManifestKey } from './screens.ts';
import { robotsResponse, sitemapResponse } from './sitemap.ts';
import { createStore, type AppStore } from './store.ts';

export interface RenderContext {
  /** Path and query of the request, e.g. `/en/products?sort=price`. */
  readonly url: string;
  /** Request headers, lower-case names (`cookie` and `accept-language` choose the locale of prefix-less URLs). */
  readonly headers: Readonly<Record<string, string | undefined>>;
  /** Origin for `/api` calls during the render, e.g. `http://127.0.0.1:3000`. */
  readonly apiOrigin: string;
  /** Brand name from the host's configuration; `GET /api/config` may override it. */
  readonly brandName: string;
  /** Canonical origin, e.g. `https://vyrelle.example`. */
  readonly publicUrl: string;
  /** The storefront's public OAuth client, handed to the browser at run time (never built in). */
  readonly oauthClient?: OAuthClient;
  /** Production runs the demo payment provider (PAYMENTS=demo): every page shows a banner. */
  readonly demoPayments?: boolean;
  /**
   * How the render reaches `/api`: the host passes one that answers in-process (Fastify's
   * `inject`), so a page costs no HTTP round trip to its own server. Defaults to the global fetch.
   */
  readonly fetchFn?: typeof fetch;
}

export interface RenderResult {
  readonly status: number;
  readonly headers: Record<string, string>;
  readonly body: string;
}

const trimSlash = (value: string) => value.replace(/\/+$/, '');

function toRequest(ctx: RenderContext): Request {
  // `//host/path` would be read as another origin; the path is always local.
  const path = `/${ctx.url.replace(/^[/\\]+/, '')}`;
  const url = new URL(path, 'http://storefront.internal');
  const headers = new Headers();
  for (const [name, value] of Object.entries(ctx.headers)) {
    if (typeof value !== 'string') continue;
    try {
      headers.set(name, value);
    } catch {
      // A header the Fetch API refuses is of no use to the render.
    }
  }
  return new Request(url, { headers });
}

/** The locale the page renders in: from its `/{locale}` route, else from the loader (prefix-less pages). */
function pageLocale(context: StaticHandlerContext): Locale {
  for (const match of context.matches) {
    const handle = (match.route.handle ?? {}) as RouteHandle;
    if (handle.locale) return handle.locale;
    const data = context.loaderData[match.route.id] as { locale?: unknown } | null | undefined;
    if (data && isLocale(data.locale)) return data.locale;
  }
  return defaultLocale;
}

/**
 * `<link rel="modulepreload">` for the matched screens' chunks, so
 * hydration does not wait on a waterfall, and `<link rel="stylesheet">` for the styles those
 * chunks import (the entry's own stylesheet is in the template), so the page is styled
 * before any script runs.
 */
function preloadLinks(
  manifest: ClientManifest | null,
  screens: readonly RouteName[],
): { preloads: string; styles: string } {
  if (!manifest) return { preloads: '', styles: '' };
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  const collect = (key: string, chunks: Set<string>, styles: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk || chunks.has(chunk.file)) return;
    chunks.add(chunk.file);
    for (const css of chunk.css ?? []) styles.add(css);
    for (const imported of chunk.imports ?? []) collect(imported, chunks, styles);
  };
  const inTemplate = new Set<string>();
  const templateStyles = new Set<string>();
  if (entryKey) collect(entryKey, inTemplate, templateStyles);
  const files = new Set<string>();
  const styles = new Set<string>();
  // The locale's texts are inlined in the page (`locale-texts.ts`): no chunk of texts to preload.
  const keys = screens.map(screenManifestKey).filter((key): key is string => key !== null);
  for (const key of keys) collect(key, files, styles);
  return {
    preloads: [...files]
      .filter((file) => !inTemplate.has(file))
      .map((file) => `<link rel="modulepreload" crossorigin href="/${escapeHtml(file)}">`)
      .join('\n    '),
    // After the entry's stylesheet, as Vite adds them on client navigation: same cascade.
    styles: [...styles]
      .filter((file) => !templateStyles.has(file))
      .map((file) => `<link rel="stylesheet" crossorigin href="/${escapeHtml(file)}">`)
      .join('\n    '),
  };
}

function serializeErrors(
  errors: StaticHandlerContext['errors'],
): Record<string, { message: string }> | null {
  if (!errors) return null;
  // The error boundary shows the same calm message for every error; details stay on the server.
  return Object.fromEntries(Object.keys(errors).map((id) => [id, { message: 'error' }]));
}

function fillTemplate(parts: {
  lang: Locale;
  head: string;
  html: string;
  state: string;
  styles?: string;
}): string {
  return ssrAssets.template
    .replace(/<html lang="[^"]*"/, `<html lang="${parts.lang}"`)
    .replace('<!--app-head-->', () => parts.head)
    .replace('</head>', () => (parts.styles ? `  ${parts.styles}\n  </head>` : '</head>'))
    .replace('<!--app-html-->', () => parts.html)
    .replace('<!--app-state-->', () => parts.state);
}

const htmlHeaders = (locale: Locale, byPreference = false): Record<string, string> => ({
  'content-type': 'text/html; charset=utf-8',
  'content-language': locale,
  // Pages without a locale prefix (landing pages, unknown paths) speak the visitor's preferred language.
  ...(byPreference ? { vary: 'Cookie' } : {}),
});

function hasLocalePrefix(context: StaticHandlerContext): boolean {
  return context.matches.some(
    (match) => ((match.route.handle ?? {}) as RouteHandle).locale !== undefined,
  );
}

type StaticHandler = ReturnType<typeof createStaticHandler>;
const sharedHandlers = new Map<Locale | null, StaticHandler>();

/**
 * React Router's static handler, built once per locale: the route table (and each screen module
 * once it is loaded) is shared by every render; only the store differs, handed to the loaders as
 * the request context (`RenderRequestContext`). A `/{locale}/…` URL is matched against that
 * locale's routes only (and the routes outside every locale), other URLs against the routes
 * outside every locale: matching, which React Router does by walking every branch, and the
 * router's copy of the table then cost a quarter. Route ids are explicit, so the hydration data
 * names the same routes as the browser's full table.
 */
function staticHandler(pathname: string): StaticHandler {
  const locale = localeOfPath(pathname);
  let handler = sharedHandlers.get(locale);
  if (handler) return handler;
  const routes = createRoutes({
    get store(): AppStore {
      throw new Error('a server route loader must take its store from the request context');
    },
    i18n: serverI18n,
    preferredLocale: (request) =>
      detectServerLocale({
        cookie: request.headers.get('cookie') ?? undefined,
        acceptLanguage: request.headers.get('accept-language') ?? undefined,
      }),
    loadLocale: async () => {},
  });
  handler = createStaticHandler(routesOfLocale(routes, locale));
  sharedHandlers.set(locale, handler);
  return handler;
}

export async function render(ctx: RenderContext): Promise<RenderResult> {
  const { pathname } = new URL(toRequest(ctx).url);
  if (pathname === '/sitemap.xml')
    return sitemapResponse(trimSlash(ctx.apiOrigin), trimSlash(ctx.publicUrl));
  if (pathname === '/robots.txt') return robotsResponse(trimSlash(ctx.publicUrl));

  const store = createStore({
    apiOrigin: trimSlash(ctx.apiOrigin),
    ...(ctx.fetchFn ? { fetchFn: ctx.fetchFn } : {}),
  });
  const handler = staticHandler(pathname);
  const requestContext: RenderRequestContext = { store };
  const context = await handler.query(toRequest(ctx), { requestContext });

  if (context instanceof Response) {
    // Loaders only throw redirects; the target of prefix-less URLs depends on the lang cookie.
    return {
      status: context.status,
      headers: {
        location: context.headers.get('location') ?? '/',
        vary: 'Cookie',
        'cache-control': 'no-store',
      },
      body: '',
    };
  }

  await Promise.all(store.dispatch(api.util.getRunningQueriesThunk()));

  const locale = pageLocale(context);
  const screen = screenFromMatches(
    context.matches.map((match) => ({
      handle: match.route.handle,
      params: match.params,
      data: context.loaderData[match.route.id],
    })),
  );
  const config = configApi.endpoints.getSiteConfig.select()(store.getState()).data;
  const site: SiteInfo = {
    brandName: ctx.brandName || defaultBrandName,
    publicUrl: trimSlash(ctx.publicUrl),
    ...(ctx.demoPayments ? { demoPayments: true } : {}),
  };
  const brandName = config?.brandName || site.brandName;
  const t = i18nForLocale(serverI18n, locale).getFixedT(locale, 'common');
  const meta = buildPageMeta({
    name: screen.name,
    locale,
    params: screen.params,
    notFound: screen.notFound,
    brandName,
    publicUrl: site.publicUrl,
    t: (key, values) => t(key as never, values),
    meta: screen.meta,
  });

  const router = createStaticRouter(handler.dataRoutes, context);
  let html: string;
  try {
    html = renderToString(
      <AppProviders store={store} i18n={serverI18n} site={site}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>,
    );
  } catch (error) {
    console.error('storefront render failed', error);
    // Static HTML without state: the browser keeps it as is (see entry-client).
    const fallback = `<main id="main" class="container narrow status-page"><h1>${escapeHtml(t('error.title'))}</h1><p class="lead">${escapeHtml(t('error.intro'))}</p></main>`;
    return {
      status: 500,
      headers: htmlHeaders(locale),
      body: fillTemplate({ lang: locale, head: renderHeadTags(meta), html: fallback, state: '' }),
    };
  }

  const status = context.statusCode !== 200 ? context.statusCode : screen.notFound ? 404 : 200;
  const preloaded: PreloadedState = {
    state: { [api.reducerPath]: store.getState()[api.reducerPath] },
    router: {
      loaderData: context.loaderData,
      actionData: context.actionData,
      errors: serializeErrors(context.errors),
    },
    locale,
    site,
    oauthClient: ctx.oauthClient ?? null,
  };
  const screens = context.matches.flatMap((match) => {
    const route = ((match.route.handle ?? {}) as RouteHandle).route;
    return route ? [route] : [];
  });
  const links = preloadLinks(ssrAssets.manifest, screens);
  // The priority image first: it is most often the largest paint, and the head's other requests
  // would otherwise take the connections before the browser finds it in the body.
  const head = [renderHeadTags(meta), priorityImagePreload(html), fontPreloadLinks, links.preloads]
    .filter(Boolean)
    .join('\n    ');
  const state = [
    `<script type="application/json" id="${preloadedStateId}">${scriptSafeJson(preloaded)}</script>`,
    // firstview: the locale's texts for hydration, read by `i18n-client.ts` (no texts chunk).
    localeTextsScript(locale, serverI18n.getDataByLanguage(locale) as unknown as LocaleResources),
  ].join('\n    ');
  return {
    status,
    headers: {
      ...htmlHeaders(locale, !hasLocalePrefix(context)),
      // A token in the URL must not leave in the Referer of the page's links and requests.
      ...(screen.name && getRoute(screen.name).secretInPath
        ? { 'referrer-policy': 'no-referrer' }
        : {}),
    },
    body: fillTemplate({ lang: locale, head, html, state, styles: links.styles }),
  };
}
