/**
 * The stored sign-in state (SPEC §3, localStorage key `oAuth`), read and written through the
 * storage module. The sign-in client (`auth-client.ts`) is the only writer; components ask
 * the client (`session.tsx`), not the storage.
 */
import { readJson, removeItem, storageKeys, writeJson } from './storage.ts';

export interface StoredAuth {
  readonly accessToken: string;
  readonly refreshToken: string;
  readonly tokenType: string;
  /** Lifetime of the access token in seconds, as answered by the token call. */
  readonly expiresIn: number;
  /** Epoch milliseconds: time of the token call plus expiresIn. */
  readonly expiresAt: number;
}

function isStoredAuth(value: unknown): value is StoredAuth {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.accessToken === 'string' &&
    v.accessToken.length > 0 &&
    typeof v.refreshToken === 'string' &&
    typeof v.tokenType === 'string' &&
    typeof v.expiresIn === 'number' &&
    typeof v.expiresAt === 'number' &&
    Number.isFinite(v.expiresAt)
  );
}

/** The stored sign-in state, or null when missing or malformed. */
export function readAuthState(): StoredAuth | null {
  const value = readJson(storageKeys.auth);
  return isStoredAuth(value) ? value : null;
}

export function writeAuthState(state: StoredAuth): void {
  writeJson(storageKeys.auth, state);
}

export function clearAuthState(): void {
  removeItem(storageKeys.auth);
}

/**
 * Whether a valid-looking sign-in is stored. An expired access token still counts when a
 * refresh token is there: the sign-in client refreshes it on the next call.
 */
export function isSignedIn(now: number = Date.now()): boolean {
  const state = readAuthState();
  if (!state) return false;
  return state.expiresAt > now || state.refreshToken.length > 0;
}

/**
 * Whether a stored sign-in is a guest checkout session (the access token's `role` claim): it may
 * hold a cart and place its own orders, and is treated as signed out everywhere else (account,
 * favourites, reviews). Reading the claim needs no secret; the server decides on every request.
 */
export function isGuestAuth(state: StoredAuth | null | undefined): boolean {
  if (!state) return false;
  const payload = state.accessToken.split('.')[1];
  if (!payload) return false;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const claims = JSON.parse(globalThis.atob(base64)) as { role?: unknown };
    return claims.role === 'guest';
  } catch {
    return false;
  }
}

/** Signed in with an account (not a guest checkout session). */
export function isAccountSignedIn(now: number = Date.now()): boolean {
  return isSignedIn(now) && !isGuestAuth(readAuthState());
}
