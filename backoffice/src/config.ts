/** Where the back-office finds the API: same origin, the API serves /admin/ itself. */
export const API_ADMIN_URL = '/api/admin';
export const OAUTH_TOKEN_URL = '/oauth/token';
export const OAUTH_REVOKE_URL = '/oauth/revoke';
export const CURRENT_USER_URL = '/api/user';

export const OAUTH_CLIENT_ID = 'backoffice';
export const OAUTH_CLIENT_SECRET =
  import.meta.env.VITE_BACKOFFICE_CLIENT_SECRET ?? 'backoffice-dev-secret';

/** localStorage key of the stored sign-in (the storefront uses `oAuth`; same origin, so apart). */
export const SESSION_STORAGE_KEY = 'vyrelle.admin.oAuth';

/** Refresh this long before the access token expires (SPEC.md §9: 60 s). */
export const REFRESH_AHEAD_MS = 60_000;
