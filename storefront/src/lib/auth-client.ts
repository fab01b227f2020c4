/**
 * The sign-in client (SPEC §4, §7): password grant, refresh, revoke, and the stored sign-in
 * state under the `oAuth` key.
 *
 * - Signed out becomes signed in after a successful password-grant token call.
 * - Refresh tokens rotate (each refresh answers a new one and the old one dies; reusing it ends
 *   the session), so exactly one refresh runs at a time: {@link AuthClient.refresh} is
 *   single-flight, and across tabs it runs under a Web Lock and first adopts tokens another tab
 *   may have stored meanwhile.
 * - With automatic refresh on, a refresh is scheduled {@link refreshLeadMs} before expiry, or
 *   runs at once when already inside that window.
 * - A refresh the server refuses clears the stored sign-in and runs `onSessionEnded` once. A
 *   refresh that cannot reach the server (offline, 5xx, 429) keeps the sign-in and tries again
 *   later: the refresh token may still be good.
 * - Sign-out revokes the refresh token, and clears the state and the timer.
 * - Every change is saved to storage; a change made by another tab (the `storage` event) is
 *   adopted.
 *
 * The RTK Query base query (`api.ts`) uses {@link AuthClient.accessToken},
 * {@link AuthClient.settled} and {@link AuthClient.refreshAfterUnauthorized}. Nothing here
 * touches `window` before {@link AuthClient.start}, so the module is safe to import on the server.
 */
import { clearAuthState, readAuthState, writeAuthState, type StoredAuth } from './auth-state.ts';
import { storageKeys } from './storage.ts';

/** SPEC §9: refresh 60 s before the access token expires. */
export const refreshLeadMs = 60_000;
/** After a refresh that could not reach the server, try again this much later. */
export const refreshRetryMs = 30_000;
/** setTimeout's largest delay (about 24.8 days); longer lifetimes are re-armed when it fires. */
const maxTimerMs = 2 ** 31 - 1;

export const storefrontClientId = 'storefront';
/**
 * The development default of this public client. The browser gets the deployment's own secret at
 * run time from the server-rendered page (see app/hydrate.tsx), never from the build.
 */
export const storefrontClientSecret = 'storefront-dev-secret';

/** The answer of `POST /oauth/token` (and of `PUT /api/user/password`). */
export interface TokenResponse {
  readonly access_token: string;
  readonly refresh_token: string;
  readonly token_type: string;
  readonly expires_in: number;
}

/** Why a sign-in did not succeed; each maps to a message of SPEC §8. */
export type SignInFailure =
  | { readonly kind: 'invalidCredentials' }
  | { readonly kind: 'tooManyAttempts'; readonly retryAfterSeconds: number | null }
  /** Offline, a server error or a misconfigured client: "a problem has occurred, please try again later". */
  | { readonly kind: 'unavailable' }
  | { readonly kind: 'unknown' };

export class SignInError extends Error {
  constructor(readonly failure: SignInFailure) {
    super(`Sign-in failed: ${failure.kind}`);
    this.name = 'SignInError';
  }
}

/** Why the session ended without the user signing out here. */
export type SessionEndReason = 'refreshFailed' | 'signedOutElsewhere';

/** Where the state is kept; the default is localStorage through `auth-state.ts`. */
export interface AuthStore {
  read(): StoredAuth | null;
  write(state: StoredAuth): void;
  clear(): void;
}

export const localAuthStore: AuthStore = {
  read: readAuthState,
  write: writeAuthState,
  clear: clearAuthState,
};

/** The part of the Web Locks API used here (`navigator.locks`). */
export interface LockManagerLike {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

export interface AuthClientOptions {
  /** Origin of the token endpoints; empty for the page's own origin. */
  readonly origin?: string;
  readonly clientId?: string;
  readonly clientSecret?: string;
  /** Injected for tests; defaults to the global fetch at call time. */
  readonly fetch?: typeof fetch;
  readonly store?: AuthStore;
  /** Schedule refreshes before expiry (SPEC §4 "automatic refresh"). Default on. */
  readonly autoRefresh?: boolean;
  /** How long before expiry the scheduled refresh runs. Default {@link refreshLeadMs}. */
  readonly refreshLeadMs?: number;
  /** Runs once each time the session ends without a sign-out in this tab. */
  readonly onSessionEnded?: (reason: SessionEndReason) => void;
  /** Serialises refreshes across tabs; `navigator.locks` in the browser. */
  readonly locks?: LockManagerLike | null;
  /** Where to listen for other tabs' changes (`storage` events); `window` in the browser. */
  readonly events?: EventTarget | null;
}

export interface AuthClient {
  /** The current sign-in state, or null when signed out. Stable until it changes. */
  getState(): StoredAuth | null;
  isSignedIn(): boolean;
  /** The bearer token for the next request, or null when signed out. */
  accessToken(): string | null;
  /** Calls the listener after every change of the state (sign-in, refresh, sign-out, other tab). */
  subscribe(listener: () => void): () => void;
  /** Password grant. Resolves with the new state; rejects with a {@link SignInError}. */
  signIn(username: string, password: string): Promise<StoredAuth>;
  /** Stores a token pair answered by another call (a password change ends the other sessions). */
  acceptTokens(response: TokenResponse): StoredAuth;
  /** Revokes the refresh token and clears the state, the user and the timer. Never rejects. */
  signOut(): Promise<void>;
  /** Refreshes now, or joins the refresh already running. Resolves with the new state, or null when it failed. */
  refresh(): Promise<StoredAuth | null>;
  /** Resolves when no refresh is running (requests wait here so they go out with the new token). */
  settled(): Promise<void>;
  /**
   * A request sent with `usedToken` got a 401: resolves with the token to retry with, or null
   * (not signed in, or the refresh failed). Refreshes at most once however many requests ask.
   */
  refreshAfterUnauthorized(usedToken: string): Promise<string | null>;
  /** Reads the stored state, schedules the refresh and follows other tabs. Returns `stop`. */
  start(): () => void;
  stop(): void;
}

/** The state to store for a token answer: expiresAt = now + expires_in seconds. */
export function toStoredAuth(response: TokenResponse, now: number = Date.now()): StoredAuth {
  return {
    accessToken: response.access_token,
    refreshToken: response.refresh_token,
    tokenType: response.token_type || 'Bearer',
    expiresIn: response.expires_in,
    expiresAt: now + response.expires_in * 1000,
  };
}

function isTokenResponse(value: unknown): value is TokenResponse {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.access_token === 'string' &&
    typeof v.refresh_token === 'string' &&
    typeof v.expires_in === 'number'
  );
}

/** `Retry-After` as seconds (delta-seconds or an HTTP date), or null. */
export function parseRetryAfter(
  value: string | null | undefined,
  now: number = Date.now(),
): number | null {
  if (!value) return null;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? null : Math.max(0, Math.ceil((date - now) / 1000));
}

type TokenCallResult =
  | { readonly ok: true; readonly state: StoredAuth }
  /** The server answered and said no (RFC 6749 error); `error` is its code. */
  | {
      readonly ok: false;
      readonly status: number;
      readonly error: string | null;
      readonly retryAfterSeconds: number | null;
    }
  /** No answer: offline, timeout. */
  | {
      readonly ok: false;
      readonly status: 0;
      readonly error: null;
      readonly retryAfterSeconds: null;
    };

export function createAuthClient(options: AuthClientOptions = {}): AuthClient {
  const origin = options.origin ?? '';
  const clientId = options.clientId ?? storefrontClientId;
  const clientSecret = options.clientSecret ?? storefrontClientSecret;
  const store = options.store ?? localAuthStore;
  const autoRefresh = options.autoRefresh ?? true;
  const leadMs = options.refreshLeadMs ?? refreshLeadMs;
  const doFetch: typeof fetch = (...args) => (options.fetch ?? fetch)(...args);

  let state: StoredAuth | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let inflight: Promise<StoredAuth | null> | null = null;
  /** Bumped by every sign-in and sign-out: a refresh answer from an older session is dropped. */
  let epoch = 0;
  let started = false;
  const listeners = new Set<() => void>();

  function notify(): void {
    for (const listener of [...listeners]) listener();
  }

  function clearTimer(): void {
    if (timer !== null) clearTimeout(timer);
    timer = null;
  }

  /** Arms the one refresh timer; `retry` refreshes when it fires, else only once inside the window. */
  function schedule(delayMs: number, retry = false): void {
    clearTimer();
    timer = setTimeout(
      () => {
        timer = null;
        if (!state) return;
        // A very long lifetime outlasts one timer: re-arm until inside the window.
        if (!retry && state.expiresAt - leadMs - Date.now() > 0) scheduleRefresh();
        else void refresh();
      },
      Math.min(Math.max(0, delayMs), maxTimerMs),
    );
  }

  function scheduleRefresh(): void {
    clearTimer();
    if (!autoRefresh || !state) return;
    const delay = state.expiresAt - leadMs - Date.now();
    if (delay <= 0) void refresh();
    else schedule(delay);
  }

  /** Sets the state, saves it and tells the listeners. */
  function setState(next: StoredAuth | null, { save = true } = {}): void {
    state = next;
    if (save) {
      if (next) store.write(next);
      else store.clear();
    }
    if (next) scheduleRefresh();
    else clearTimer();
    notify();
  }

  async function tokenCall(fields: Record<string, string>): Promise<TokenCallResult> {
    let response: Response;
    try {
      response = await doFetch(`${origin}/oauth/token`, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          accept: 'application/json',
        },
        body: new URLSearchParams({
          ...fields,
          client_id: clientId,
          client_secret: clientSecret,
        }).toString(),
      });
    } catch {
      return { ok: false, status: 0, error: null, retryAfterSeconds: null };
    }
    const body: unknown = await response.json().catch(() => null);
    if (response.ok && isTokenResponse(body)) return { ok: true, state: toStoredAuth(body) };
    const error =
      typeof body === 'object' &&
      body !== null &&
      typeof (body as { error?: unknown }).error === 'string'
        ? (body as { error: string }).error
        : null;
    return {
      ok: false,
      status: response.ok ? 500 : response.status,
      error,
      retryAfterSeconds: parseRetryAfter(response.headers.get('retry-after')),
    };
  }

  function endSession(reason: SessionEndReason): void {
    epoch += 1;
    setState(null);
    options.onSessionEnded?.(reason);
  }

  async function runRefresh(): Promise<StoredAuth | null> {
    const startEpoch = epoch;
    const attempt = async (): Promise<StoredAuth | null> => {
      const current = state;
      if (!current || epoch !== startEpoch) return current;
      // Another tab may have refreshed while this one waited for the lock: its refresh token
      // replaced ours, and spending ours again would end the session.
      const stored = store.read();
      if (
        stored &&
        stored.refreshToken !== current.refreshToken &&
        stored.expiresAt >= current.expiresAt
      ) {
        setState(stored, { save: false });
        return stored;
      }
      const result = await tokenCall({
        grant_type: 'refresh_token',
        refresh_token: current.refreshToken,
      });
      if (epoch !== startEpoch) return state;
      if (result.ok) {
        setState(result.state);
        return result.state;
      }
      // 400 invalid_grant (expired, revoked or reused) or 401 invalid_client: the server said no.
      if (result.status === 400 || result.status === 401) {
        endSession('refreshFailed');
        return null;
      }
      // No answer, 429 or 5xx: keep the sign-in and try again later.
      if (autoRefresh)
        schedule(
          result.retryAfterSeconds !== null ? result.retryAfterSeconds * 1000 : refreshRetryMs,
          true,
        );
      return null;
    };
    return options.locks ? options.locks.request('vyrelle-oauth-refresh', attempt) : attempt();
  }

  function refresh(): Promise<StoredAuth | null> {
    if (!state) return Promise.resolve(null);
    if (!inflight) {
      clearTimer();
      inflight = runRefresh().finally(() => {
        inflight = null;
      });
    }
    return inflight;
  }

  function onStorage(event: StorageEvent): void {
    if (event.key !== null && event.key !== storageKeys.auth) return;
    const stored = store.read();
    if (stored?.accessToken === state?.accessToken) return;
    if (!stored) {
      if (state) endSession('signedOutElsewhere');
      return;
    }
    // Signed in or refreshed in another tab: take its tokens (they replaced ours on the server).
    if (!state) epoch += 1;
    setState(stored, { save: false });
  }

  const client: AuthClient = {
    getState: () => state,
    isSignedIn: () => state !== null,
    accessToken: () => state?.accessToken ?? null,

    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    async signIn(username, password) {
      const result = await tokenCall({ grant_type: 'password', username, password });
      if (result.ok) {
        epoch += 1;
        setState(result.state);
        return result.state;
      }
      if (result.status === 429)
        throw new SignInError({
          kind: 'tooManyAttempts',
          retryAfterSeconds: result.retryAfterSeconds,
        });
      if (result.error === 'invalid_grant') throw new SignInError({ kind: 'invalidCredentials' });
      if (result.status === 0 || result.status >= 500 || result.error === 'invalid_client')
        throw new SignInError({ kind: 'unavailable' });
      throw new SignInError({ kind: 'unknown' });
    },

    acceptTokens(response) {
      const next = toStoredAuth(response);
      if (!state) epoch += 1;
      setState(next);
      return next;
    },

    async signOut() {
      // Revoke the newest refresh token: let a running refresh finish first.
      if (inflight) await inflight.catch(() => null);
      const refreshToken = state?.refreshToken;
      epoch += 1;
      setState(null);
      if (!refreshToken) return;
      try {
        await doFetch(`${origin}/oauth/revoke`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({
            token: refreshToken,
            client_id: clientId,
            client_secret: clientSecret,
          }).toString(),
        });
      } catch {
        // Offline: the token is gone from this browser and expires on the server.
      }
    },

    refresh,

    async settled() {
      while (inflight) await inflight.catch(() => null);
    },

    async refreshAfterUnauthorized(usedToken) {
      if (!state) return null;
      // Someone else already refreshed since this request went out: retry with that token.
      if (state.accessToken !== usedToken) return state.accessToken;
      const next = await refresh();
      return next?.accessToken ?? null;
    },

    start() {
      if (started) return client.stop;
      started = true;
      const stored = store.read();
      if (stored?.accessToken !== state?.accessToken) setState(stored, { save: false });
      else scheduleRefresh();
      options.events?.addEventListener('storage', onStorage as EventListener);
      return client.stop;
    },

    stop() {
      started = false;
      clearTimer();
      options.events?.removeEventListener('storage', onStorage as EventListener);
    },
  };
  return client;
}
