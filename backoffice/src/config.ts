/** Where the back-office finds the API: same origin, the API serves /admin/ itself. */
export const API_ADMIN_URL = '/api/admin';
export const OAUTH_TOKEN_URL = '/oauth/token';
export const OAUTH_REVOKE_URL = '/oauth/revoke';
export const CURRENT_USER_URL = '/api/user';

/** The public OAuth client; the server puts the deployment's own into the index page at run time. */
export interface OAuthClient {
  id: string;
  secret: string;
}

/** The development client, for the Vite dev server whose index page carries no runtime config. */
const DEV_CLIENT: OAuthClient = { id: 'backoffice', secret: 'backoffice-dev-secret' };

/** Reads `<script type="application/json" id="runtime-config">` from the served index page. */
export function runtimeOAuthClient(doc: Pick<Document, 'getElementById'> = document): OAuthClient {
  const text = doc.getElementById('runtime-config')?.textContent;
  if (!text) return DEV_CLIENT;
  const parsed = JSON.parse(text) as { oauthClient?: OAuthClient };
  return parsed.oauthClient ?? DEV_CLIENT;
}

/** localStorage key of the stored sign-in (the storefront uses `oAuth`; same origin, so apart). */
export const SESSION_STORAGE_KEY = 'vyrelle.admin.oAuth';

/** Refresh this long before the access token expires (SPEC.md §9: 60 s). */
export const REFRESH_AHEAD_MS = 60_000;
