import type { i18n as I18n } from 'i18next';
import { StrictMode, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { AuthClient } from '../lib/auth-client.ts';
import { AuthClientContext } from '../lib/session.tsx';
import { SiteContext, type SiteInfo } from '../lib/site.tsx';
import { BaseI18nContext } from './i18n-context.ts';
import type { AppStore } from './store.ts';

/**
 * Everything above the router; identical on server and browser so hydration matches. The
 * sign-in client exists only in the browser (components read it through `useAuthState`, which
 * renders "unknown" until hydration is done).
 */
export function AppProviders({
  store,
  i18n,
  site,
  auth = null,
  children,
}: {
  store: AppStore;
  i18n: I18n;
  site: SiteInfo;
  auth?: AuthClient | null;
  children: ReactNode;
}) {
  return (
    <StrictMode>
      <Provider store={store}>
        <AuthClientContext.Provider value={auth}>
          <BaseI18nContext.Provider value={i18n}>
            <SiteContext.Provider value={site}>{children}</SiteContext.Provider>
          </BaseI18nContext.Provider>
        </AuthClientContext.Provider>
      </Provider>
    </StrictMode>
  );
}
