/**
 * The signed-in user in RTK Query: `GET /api/user`, and sign-in / sign-out as mutations that
 * go through the sign-in client of the store (`ApiExtra.auth`).
 *
 * Hand-written (not generated): each consults the sign-in client before, or instead of, a request.
 * The `CurrentUser` tag is invalidated whenever who is signed in changes (see `app/store.ts`)
 * and by the account mutations, so the cached user never outlives its session.
 */
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { api, extraOf } from './api.ts';
import { SignInError, type SignInFailure, type TokenResponse } from './auth-client.ts';
import type { CreateGuestSessionDto } from '../api/generated/shop-api.ts';
import type { UserResponseDto } from '../api/generated/shop-api.ts';

export type { Gender, Role } from '../api/generated/enums.ts';

/** The signed-in user (`UserResponseDto`). */
export type CurrentUser = UserResponseDto;

export type GuestSessionRequest = CreateGuestSessionDto;

export interface SignInRequest {
  readonly username: string;
  readonly password: string;
}

/** The sign-in mutation fails with `CUSTOM_ERROR` and the {@link SignInFailure} as its data. */
export const signInFailed = 'signInFailed';

/** Which SPEC §8 message a failed sign-in shows, or null when the error is not a sign-in failure. */
export function signInFailureOf(error: unknown): SignInFailure | null {
  if (typeof error !== 'object' || error === null) return null;
  const e = error as { status?: unknown; error?: unknown; data?: unknown };
  return e.status === 'CUSTOM_ERROR' && e.error === signInFailed ? (e.data as SignInFailure) : null;
}

function signInError(failure: SignInFailure): FetchBaseQueryError {
  return { status: 'CUSTOM_ERROR', error: signInFailed, data: failure };
}

export const sessionApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The signed-in user, or null when nobody is signed in (then no request is made). */
    getCurrentUser: build.query<CurrentUser | null, void>({
      async queryFn(_arg, queryApi, _extraOptions, baseQuery) {
        if (!extraOf(queryApi).auth?.isSignedIn()) return { data: null };
        const result = await baseQuery('/api/user');
        return result.error
          ? { error: result.error as FetchBaseQueryError }
          : { data: result.data as CurrentUser };
      },
      providesTags: ['CurrentUser'],
    }),

    /** Password grant (SPEC §4). Resolves when signed in; the error's `data` says why not. */
    signIn: build.mutation<null, SignInRequest>({
      async queryFn({ username, password }, queryApi) {
        const auth = extraOf(queryApi).auth;
        if (!auth) return { error: signInError({ kind: 'unavailable' }) };
        try {
          await auth.signIn(username, password);
          return { data: null };
        } catch (error) {
          const failure: SignInFailure =
            error instanceof SignInError ? error.failure : { kind: 'unknown' };
          return { error: signInError(failure) };
        }
      },
    }),

    /**
     * "Continue as a guest" (SPEC §8): an e-mail and the privacy consent start a guest checkout
     * session; its tokens are stored like a sign-in's. Fails with the API's problem details. (Not
     * named like the generated `startGuestSession`: RTK Query keeps the first of two endpoints
     * of one name, so which one ran depended on which module loaded first.)
     */
    continueAsGuest: build.mutation<null, GuestSessionRequest>({
      async queryFn(body, queryApi, _extraOptions, baseQuery) {
        const result = await baseQuery({ url: '/api/guest/session', method: 'POST', body });
        if (result.error) return { error: result.error as FetchBaseQueryError };
        extraOf(queryApi).auth?.acceptTokens(result.data as TokenResponse);
        return { data: null };
      },
    }),

    /** Revokes the refresh token and forgets the sign-in and the user. Never fails. */
    signOut: build.mutation<null, void>({
      async queryFn(_arg, queryApi) {
        await extraOf(queryApi).auth?.signOut();
        return { data: null };
      },
    }),
  }),
});

export const {
  useGetCurrentUserQuery,
  useLazyGetCurrentUserQuery,
  useSignInMutation,
  useSignOutMutation,
  useContinueAsGuestMutation,
} = sessionApi;
