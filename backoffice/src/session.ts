import { readJson } from './problem';

/** The stored sign-in, the same fields as the storefront's (SPEC.md §3). */
export interface StoredSession {
  accessToken: string;
  refreshToken?: string;
  tokenType: string;
  /** Lifetime in seconds, as the token endpoint gave it. */
  expiresIn: number;
  /** Epoch milliseconds: the moment of issue plus `expiresIn`. */
  expiresAt: number;
}

export type FetchLike = (url: string, init?: RequestInit) => Promise<Response>;
export type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface SessionOptions {
  fetch: FetchLike;
  storage: StorageLike;
  storageKey: string;
  tokenUrl: string;
  revokeUrl: string;
  clientId: string;
  clientSecret: string;
  /** Refresh when the access token expires within this many milliseconds. */
  refreshAheadMs: number;
  now?: () => number;
}

/**
 * Why a password sign-in failed, as a translation key: react-admin's login form notifies
 * `error.message` through the i18n provider.
 */
export const SIGN_IN_ERRORS = {
  invalidCredentials: 'vyrelle.auth.invalid_credentials',
  roleRefused: 'vyrelle.auth.role_refused',
  tooManyAttempts: 'vyrelle.auth.too_many_attempts',
  /** The password was right; the account's two-factor sign-in wants a code (the form asks for it). */
  codeRequired: 'vyrelle.auth.code_required',
  codeInvalid: 'vyrelle.auth.code_invalid',
  unavailable: 'vyrelle.auth.unavailable',
} as const;

interface TokenResponse {
  access_token: string;
  refresh_token?: string;
  token_type?: string;
  expires_in?: number;
}

const isTokenResponse = (body: unknown): body is TokenResponse =>
  typeof body === 'object' &&
  body !== null &&
  typeof (body as { access_token?: unknown }).access_token === 'string';

/**
 * The back-office's sign-in: tokens from `POST /oauth/token` (RFC 6749, form-encoded), kept in
 * localStorage, and a `fetch` that carries the bearer token. That fetch refreshes the token a
 * little before it expires and, on a 401, refreshes once and retries; concurrent requests share
 * one refresh (SPEC.md §4). A refused refresh clears the stored sign-in.
 */
export class Session {
  private refreshing: Promise<StoredSession | null> | null = null;
  private readonly now: () => number;

  constructor(private readonly options: SessionOptions) {
    this.now = options.now ?? Date.now;
  }

  read(): StoredSession | null {
    const raw = this.options.storage.getItem(this.options.storageKey);
    if (!raw) return null;
    try {
      const value = JSON.parse(raw) as Partial<StoredSession> | null;
      if (typeof value?.accessToken === 'string' && typeof value.expiresAt === 'number') {
        return value as StoredSession;
      }
    } catch {
      // unreadable: treated as signed out, and overwritten by the next sign-in
    }
    return null;
  }

  clear(): void {
    this.options.storage.removeItem(this.options.storageKey);
  }

  /**
   * Password grant, with the second factor of a staff account when it has one (`otp` or
   * `recovery_code`, the API's extension of the grant). Throws an Error whose message is one of
   * SIGN_IN_ERRORS.
   */
  async signIn(
    username: string,
    password: string,
    factor: { otp?: string; recoveryCode?: string } = {},
  ): Promise<StoredSession> {
    let response: Response;
    const extra: Record<string, string> = {};
    if (factor.otp) extra['otp'] = factor.otp;
    if (factor.recoveryCode) extra['recovery_code'] = factor.recoveryCode;
    try {
      response = await this.tokenRequest({ grant_type: 'password', username, password, ...extra });
    } catch {
      throw new Error(SIGN_IN_ERRORS.unavailable);
    }
    const body = await readJson(response);
    if (response.ok && isTokenResponse(body)) return this.store(body);
    if (response.status === 400 || response.status === 401) {
      const error = (body as { error?: unknown } | undefined)?.error;
      // the API refuses accounts without a back-office role already at the token endpoint
      if (error === 'unauthorized_client') throw new Error(SIGN_IN_ERRORS.roleRefused);
      if ((body as { mfa_required?: unknown } | undefined)?.mfa_required === true)
        throw new Error(
          factor.otp || factor.recoveryCode
            ? SIGN_IN_ERRORS.codeInvalid
            : SIGN_IN_ERRORS.codeRequired,
        );
      // invalid_grant: wrong email or password; invalid_client would be our misconfiguration
      if (error !== 'invalid_client') throw new Error(SIGN_IN_ERRORS.invalidCredentials);
    }
    if (response.status === 429) throw new Error(SIGN_IN_ERRORS.tooManyAttempts);
    throw new Error(SIGN_IN_ERRORS.unavailable);
  }

  /**
   * Runs the refresh grant, once for all callers that ask at the same time. `staleToken` is
   * the access token a caller saw rejected: if the stored one is already newer, another caller
   * refreshed in the meantime and that one is returned without a new call.
   */
  refresh(staleToken?: string): Promise<StoredSession | null> {
    const current = this.read();
    if (!current?.refreshToken) return Promise.resolve(null);
    if (staleToken !== undefined && current.accessToken !== staleToken) {
      return Promise.resolve(current);
    }
    this.refreshing ??= this.runRefresh(current.refreshToken).finally(() => {
      this.refreshing = null;
    });
    return this.refreshing;
  }

  /** `fetch` with the bearer token, refresh ahead of expiry, and one retry after a 401. */
  readonly fetch: FetchLike = async (url, init = {}) => {
    let current = this.read();
    if (current?.refreshToken && current.expiresAt - this.now() <= this.options.refreshAheadMs) {
      // a failed refresh keeps the old token (still valid for a few seconds) unless refused
      current = (await this.refresh(current.accessToken)) ?? this.read();
    }
    const response = await this.options.fetch(url, withBearer(init, current));
    if (response.status !== 401 || !current) return response;
    const renewed = await this.refresh(current.accessToken);
    if (!renewed) return response;
    return this.options.fetch(url, withBearer(init, renewed));
  };

  /** Best effort (RFC 7009): signing out locally must not depend on the server answering. */
  async revoke(): Promise<void> {
    const current = this.read();
    const token = current?.refreshToken ?? current?.accessToken;
    if (!token) return;
    try {
      await this.options.fetch(this.options.revokeUrl, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          token,
          token_type_hint: current?.refreshToken ? 'refresh_token' : 'access_token',
          client_id: this.options.clientId,
          client_secret: this.options.clientSecret,
        }).toString(),
      });
    } catch {
      // offline or server down: the local sign-in is cleared anyway
    }
  }

  private async runRefresh(refreshToken: string): Promise<StoredSession | null> {
    let response: Response;
    try {
      response = await this.tokenRequest({
        grant_type: 'refresh_token',
        refresh_token: refreshToken,
      });
    } catch {
      return null; // network trouble is not a refusal: keep the stored sign-in
    }
    const body = await readJson(response);
    if (response.ok && isTokenResponse(body)) return this.store(body, refreshToken);
    if (response.status === 400 || response.status === 401) this.clear();
    return null;
  }

  private tokenRequest(grant: Record<string, string>): Promise<Response> {
    return this.options.fetch(this.options.tokenUrl, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        Accept: 'application/json',
      },
      body: new URLSearchParams({
        ...grant,
        client_id: this.options.clientId,
        client_secret: this.options.clientSecret,
      }).toString(),
    });
  }

  private store(token: TokenResponse, previousRefreshToken?: string): StoredSession {
    const expiresIn =
      typeof token.expires_in === 'number' && token.expires_in > 0 ? token.expires_in : 0;
    const session: StoredSession = {
      accessToken: token.access_token,
      tokenType: token.token_type ?? 'Bearer',
      expiresIn,
      // no lifetime given: rely on the 401-then-refresh path instead of refreshing every call
      expiresAt: expiresIn > 0 ? this.now() + expiresIn * 1000 : Number.MAX_SAFE_INTEGER,
    };
    // a server that does not rotate refresh tokens leaves the old one valid
    const refreshToken = token.refresh_token ?? previousRefreshToken;
    if (refreshToken) session.refreshToken = refreshToken;
    this.options.storage.setItem(this.options.storageKey, JSON.stringify(session));
    return session;
  }
}

function withBearer(init: RequestInit, session: StoredSession | null): RequestInit {
  const headers = new Headers(init.headers);
  if (session) headers.set('Authorization', `Bearer ${session.accessToken}`);
  return { ...init, headers };
}
