/** Browser start: rebuild the server's state, load the matched screens, hydrate. */
import { startTransition } from 'react';
import { hydrateRoot, type HydrationOptions, type Root } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { hydrateState } from '../lib/api.ts';
import { createAuthClient, type AuthClient, type SessionEndReason } from '../lib/auth-client.ts';
import { withNotice } from '../lib/notice.ts';
import { loginHref } from '../lib/redirects.ts';
import { defaultLocale, getRoute, isLocale, resolvePath } from '../lib/routes.ts';
import { readPreferredLocale } from '../lib/storage.ts';
import { AppProviders } from './app-providers.tsx';
import { clientI18n, loadClientLocale } from './i18n-client.ts';
import { preloadedStateId, type OAuthClient, type PreloadedState } from './preloaded-state.ts';
import { createRoutes, localeOfPath, routesOfLocale } from './router.tsx';
import { createStore } from './store.ts';

export function readPreloadedState(doc: Document = document): PreloadedState {
  const element = doc.getElementById(preloadedStateId);
  if (!element?.textContent) throw new Error('The server-rendered state is missing');
  const state = JSON.parse(element.textContent) as PreloadedState;
  return { ...state, locale: isLocale(state.locale) ? state.locale : defaultLocale };
}

/** Lazy route modules of the current URL must be there before hydrating, or the first render would differ. */
async function loadMatchedScreens(routes: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routesOfLocale(routes, localeOfPath(pathname)), pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}

type BrowserRouter = ReturnType<typeof createBrowserRouter>;

/**
 * The sign-in client's failure callback. On a screen that needs the sign-in: to login with "your
 * session has ended, please sign in again" (or "signed out") and a way back. On a public screen the
 * visitor stays where they are (a refused refresh says so in the notice; a sign-out in another tab
 * says nothing): the page they read, or the e-mail change undo that just ended every session, must
 * not be taken away.
 */
export function sessionEndedNavigation(
  location: { pathname: string; search: string },
  reason: SessionEndReason,
): { to: string; state: ReturnType<typeof withNotice>; replace?: boolean } | null {
  const screen = resolvePath(location.pathname);
  const locale = screen?.locale ?? readPreferredLocale() ?? defaultLocale;
  const guarded =
    screen !== null && ['signed-in', 'partner', 'shopper'].includes(getRoute(screen.name).guard);
  if (!guarded) {
    if (reason === 'signedOutElsewhere') return null;
    return {
      to: location.pathname + location.search,
      state: withNotice('sessionEnded'),
      replace: true,
    };
  }
  return {
    to: loginHref(locale, location.pathname + location.search),
    state: withNotice(reason === 'refreshFailed' ? 'sessionEnded' : 'signedOut'),
  };
}

function createBrowserAuthClient(
  router: () => BrowserRouter | null,
  client: OAuthClient | null,
): AuthClient {
  return createAuthClient({
    origin: window.location.origin,
    ...(client ? { clientId: client.id, clientSecret: client.secret } : {}),
    locks: typeof navigator !== 'undefined' && 'locks' in navigator ? navigator.locks : null,
    events: window,
    onSessionEnded: (reason) => {
      const current = router();
      if (!current) return;
      const target = sessionEndedNavigation(current.state.location, reason);
      if (target)
        void current.navigate(target.to, { state: target.state, replace: target.replace ?? false });
    },
  });
}

export async function startClient(
  container: HTMLElement,
  options: HydrationOptions = {},
): Promise<Root> {
  const preloaded = readPreloadedState();
  let router: BrowserRouter | null = null;
  const auth = createBrowserAuthClient(() => router, preloaded.oauthClient);
  auth.start();
  const store = createStore({ apiOrigin: window.location.origin, auth });
  store.dispatch(hydrateState(preloaded.state));
  await loadClientLocale(preloaded.locale);
  const routes = createRoutes({
    store,
    i18n: clientI18n,
    preferredLocale: () => readPreferredLocale() ?? defaultLocale,
    loadLocale: loadClientLocale,
  });
  await loadMatchedScreens(routes, window.location.pathname);
  router = createBrowserRouter(routes, { hydrationData: preloaded.router });
  // Hydration as a transition: React then hydrates in slices and yields to the browser between
  // them (a default-priority hydration is one task of the whole page: on a mid-range phone the
  // main thread was blocked for up to a second). A click on a part not hydrated yet is replayed.
  let root!: Root;
  startTransition(() => {
    root = hydrateRoot(
      container,
      <AppProviders store={store} i18n={clientI18n} site={preloaded.site} auth={auth}>
        <RouterProvider router={router} />
      </AppProviders>,
      options,
    );
  });
  return root;
}
