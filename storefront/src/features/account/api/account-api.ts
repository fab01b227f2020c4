/**
 * Account changes (`PATCH /api/user`, `PUT /api/user/email`, `PUT /api/user/password`) and the
 * e-mail change links (`POST /api/user/email/confirm`, `/undo`); each refreshes the cached user.
 */
import { generatedApi, type UpdateUserDto } from '../../../api/generated/shop-api.ts';
import { extraOf } from '../../../lib/api.ts';
import type { TokenResponse } from '../../../lib/auth-client.ts';

export type UpdateUserRequest = UpdateUserDto;

/** `ChangePasswordDto`: its operation is hand-written below, so it is not generated. */
export interface ChangePasswordRequest {
  readonly currentPassword: string;
  readonly password: string;
  readonly passwordConfirmation: string;
}

export const accountApi = generatedApi
  .enhanceEndpoints({
    endpoints: {
      updateCurrentUser: { invalidatesTags: ['CurrentUser'] },
      changeEmail: { invalidatesTags: ['CurrentUser'] },
      confirmEmailChange: { invalidatesTags: ['CurrentUser'] },
      undoEmailChange: { invalidatesTags: ['CurrentUser'] },
    },
  })
  .injectEndpoints({
    endpoints: (build) => ({
      /** Answers a new token pair (every other session ends): the sign-in client stores it. */
      changePassword: build.mutation<null, ChangePasswordRequest>({
        async queryFn(body, queryApi, _extraOptions, baseQuery) {
          const result = await baseQuery({ url: '/api/user/password', method: 'PUT', body });
          if (result.error) return { error: result.error };
          extraOf(queryApi).auth?.acceptTokens(result.data as TokenResponse);
          return { data: null };
        },
      }),
    }),
  });

export const {
  useUpdateCurrentUserMutation,
  useChangeEmailMutation,
  useChangePasswordMutation,
  useConfirmEmailChangeMutation,
  useUndoEmailChangeMutation,
} = accountApi;

/** The problem code of an unknown, used, replaced, undone or expired e-mail change link. */
export const EMAIL_CHANGE_TOKEN_INVALID = 'AUTH_EMAIL_CHANGE_TOKEN_INVALID';
