import { useEffect, useRef } from 'react';
import { Outlet, useLocation, useRouteError } from 'react-router';
import { keepsScroll } from '../../lib/keep-scroll.ts';
import { LocaleProvider } from '../locale-provider.tsx';
import { defaultLocale, href, isLocale } from '../../lib/routes.ts';
import { useTranslation } from 'react-i18next';

/** SPEC §2: after any navigation the view scrolls to the top after 250 ms. */
export const scrollDelayMs = 250;

function useScrollToTopAfterNavigation(): void {
  const { pathname, search, state } = useLocation();
  const first = useRef(true);
  // Read in the effect, but not a reason to run it: only the URL is.
  const keep = keepsScroll(state);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (keep) return;
    const timer = window.setTimeout(() => window.scrollTo({ top: 0, left: 0 }), scrollDelayMs);
    return () => window.clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `keep` belongs to the same navigation as the URL
  }, [pathname, search]);
}

/** Marks `<html data-hydrated>` once the first render's effects ran, so browser journeys know when the page is interactive. */
function useHydratedMarker(): void {
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
}

export function RootLayout() {
  useScrollToTopAfterNavigation();
  useHydratedMarker();
  return <Outlet />;
}

function ErrorScreen({ homeHref }: { homeHref: string }) {
  const { t } = useTranslation();
  return (
    <main id="main" className="container narrow status-page">
      <h1>{t('error.title')}</h1>
      <p className="lead">{t('error.intro')}</p>
      {/* A full page load: the app state may be what failed. */}
      <a className="button button-primary" href={homeHref}>
        {t('error.backHome')}
      </a>
    </main>
  );
}

/** Anything thrown while loading or rendering: a calm message instead of a blank page. */
export function RootErrorBoundary() {
  const error = useRouteError();
  const { pathname } = useLocation();
  const first = pathname.split('/')[1];
  const locale = isLocale(first) ? first : defaultLocale;
  if (import.meta.env.DEV) console.error(error);
  return (
    <LocaleProvider locale={locale}>
      <ErrorScreen homeHref={href('home', locale)} />
    </LocaleProvider>
  );
}
