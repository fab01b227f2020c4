/** Account changes (`PATCH /api/user`, `PUT /api/user/email`, `PUT /api/user/password`); each refreshes the cached user. */
import { api, extraOf } from '../../../lib/api.ts';
import type { TokenResponse } from '../../../lib/auth-client.ts';
import type { Locale } from '../../../lib/routes.ts';
import type { CurrentUser, Gender } from '../../../lib/session-api.ts';

/** `UpdateUserDto` of the backend's OpenAPI document. */
export interface UpdateUserRequest {
  readonly firstName?: string;
  readonly lastName?: string;
  readonly birthday?: string | null;
  readonly gender?: Gender | null;
  readonly country?: string;
  readonly region?: string | null;
  readonly newsletter?: boolean;
  readonly birthdayDeals?: boolean;
  readonly locale?: Locale;
}

export interface ChangePasswordRequest {
  readonly currentPassword: string;
  readonly password: string;
  readonly passwordConfirmation: string;
}

export const accountApi = api.injectEndpoints({
  endpoints: (build) => ({
    updateCurrentUser: build.mutation<CurrentUser, UpdateUserRequest>({
      query: (body) => ({ url: 'user', method: 'PATCH', body }),
      invalidatesTags: ['CurrentUser'],
    }),
    changeEmail: build.mutation<CurrentUser, { email: string; currentPassword: string }>({
      query: (body) => ({ url: 'user/email', method: 'PUT', body }),
      invalidatesTags: ['CurrentUser'],
    }),
    /** Answers a new token pair (every other session ends): the sign-in client stores it. */
    changePassword: build.mutation<null, ChangePasswordRequest>({
      async queryFn(body, queryApi, _extraOptions, baseQuery) {
        const result = await baseQuery({ url: 'user/password', method: 'PUT', body });
        if (result.error) return { error: result.error };
        extraOf(queryApi).auth?.acceptTokens(result.data as TokenResponse);
        return { data: null };
      },
    }),
  }),
});

export const { useUpdateCurrentUserMutation, useChangeEmailMutation, useChangePasswordMutation } =
  accountApi;
