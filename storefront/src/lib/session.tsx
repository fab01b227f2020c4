/**
 * The sign-in state for components: the store's sign-in client in a context, and hooks that
 * read it without breaking hydration (the server cannot know, so it renders "unknown", and so
 * does the browser's first render; the browser's state follows right after).
 */
import { createContext, useContext, useEffect, useSyncExternalStore } from 'react';
import type { AuthClient } from './auth-client.ts';
import { isGuestAuth, type StoredAuth } from './auth-state.ts';
import { useGetCurrentUserQuery, type CurrentUser } from './session-api.ts';

/** The browser's sign-in client; null on the server. Provided by `app/app-providers.tsx`. */
export const AuthClientContext = createContext<AuthClient | null>(null);

const noSubscription = () => () => {};

/** The stored sign-in: null when signed out, undefined while not known (server render, hydration). */
export function useAuthState(): StoredAuth | null | undefined {
  const client = useContext(AuthClientContext);
  return useSyncExternalStore(
    client ? client.subscribe : noSubscription,
    () => client?.getState() ?? null,
    () => undefined,
  );
}

/**
 * - `unknown`: server render and hydration;
 * - `signedOut`;
 * - `loading`: signed in, the user is on its way (a refresh may be running);
 * - `signedIn`: the user is there;
 * - `error`: signed in, but the user could not be loaded (offline, server error): `retry`.
 */
export type SessionStatus = 'unknown' | 'signedOut' | 'loading' | 'signedIn' | 'error';

export interface Session {
  /** A guest checkout session counts as `signedOut` here (no account); `guest` tells it apart. */
  readonly status: SessionStatus;
  readonly guest: boolean;
  readonly user: CurrentUser | null;
  readonly retry: () => void;
}

/** Who is signed in. Subscribes to `GET /api/user` only while signed in with an account. */
export function useSession(): Session {
  const stored = useAuthState();
  const guest = isGuestAuth(stored);
  const auth = guest ? null : stored;
  const signedIn = auth !== null && auth !== undefined;
  const query = useGetCurrentUserQuery(undefined, { skip: !signedIn });
  const { data, isError, isFetching, refetch } = query;
  const missing = signedIn && data === null && !isFetching && !isError;
  useEffect(() => {
    // Loaded while this tab was signed out (another tab signed in meanwhile): load again.
    if (missing) void refetch();
  }, [missing, refetch]);
  const retry = () => {
    if (signedIn) void refetch();
  };
  if (auth === undefined) return { status: 'unknown', user: null, guest, retry };
  if (auth === null) return { status: 'signedOut', user: null, guest, retry };
  if (data) return { status: 'signedIn', user: data, guest, retry };
  if (isError && !isFetching) return { status: 'error', user: null, guest, retry };
  return { status: 'loading', user: null, guest, retry };
}
