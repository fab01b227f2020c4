import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { App } from './App';
import { createAuthProvider } from './auth-provider';
import {
  API_ADMIN_URL,
  CURRENT_USER_URL,
  OAUTH_REVOKE_URL,
  OAUTH_TOKEN_URL,
  REFRESH_AHEAD_MS,
  SESSION_STORAGE_KEY,
  runtimeOAuthClient,
} from './config';
import { createDataProvider } from './data-provider';
import { createI18nProvider } from './i18n/i18n-provider';
import { storedLocale } from './i18n/locales';
import { Session } from './session';

const oauthClient = runtimeOAuthClient();
const session = new Session({
  fetch: (url, init) => window.fetch(url, init),
  storage: window.localStorage,
  storageKey: SESSION_STORAGE_KEY,
  tokenUrl: OAUTH_TOKEN_URL,
  revokeUrl: OAUTH_REVOKE_URL,
  clientId: oauthClient.id,
  clientSecret: oauthClient.secret,
  refreshAheadMs: REFRESH_AHEAD_MS,
});

const i18nProvider = await createI18nProvider(storedLocale(window.localStorage));

const dataProvider = createDataProvider({
  fetch: session.fetch,
  apiUrl: API_ADMIN_URL,
  getLocale: () => i18nProvider.getLocale(),
  messageFor: ({ code }) => {
    if (!code) return undefined;
    const key = `vyrelle.errors.codes.${code}`;
    return i18nProvider.translate(key, { _: '' }) ? key : undefined;
  },
});

const authProvider = createAuthProvider(session, CURRENT_USER_URL, `${API_ADMIN_URL}/two-factor`);

// a data router (not <BrowserRouter>): react-admin needs one to warn about unsaved changes
const router = createBrowserRouter(
  [
    {
      path: '*',
      element: (
        <App authProvider={authProvider} dataProvider={dataProvider} i18nProvider={i18nProvider} />
      ),
    },
  ],
  { basename: import.meta.env.BASE_URL.replace(/\/$/, '') },
);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
createRoot(container).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
