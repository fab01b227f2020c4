/** Registration and password recovery (`POST /api/users`, `/api/password/forgot`, `/api/password/reset`). */
import { api } from '../../../lib/api.ts';
import type { Locale } from '../../../lib/routes.ts';
import type { CurrentUser, Gender } from '../../../lib/session-api.ts';

/** `RegisterUserDto` of the backend's OpenAPI document. */
export interface RegisterRequest {
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  readonly password: string;
  readonly passwordConfirmation: string;
  readonly birthday: string | null;
  readonly gender: Gender | null;
  readonly country: string;
  readonly region: string | null;
  readonly newsletter: boolean;
  readonly birthdayDeals: boolean;
  readonly privacyAccepted: true;
  readonly locale: Locale;
}

export interface ResetPasswordRequest {
  readonly token: string;
  readonly password: string;
  readonly passwordConfirmation: string;
}

export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    registerUser: build.mutation<CurrentUser, RegisterRequest>({
      query: (body) => ({ url: 'users', method: 'POST', body }),
    }),
    /** Always 202, whether the address has an account or not. */
    requestPasswordReset: build.mutation<unknown, { email: string; locale: Locale }>({
      query: (body) => ({ url: 'password/forgot', method: 'POST', body }),
    }),
    resetPassword: build.mutation<unknown, ResetPasswordRequest>({
      query: (body) => ({ url: 'password/reset', method: 'POST', body }),
    }),
  }),
});

export const {
  useRegisterUserMutation,
  useRequestPasswordResetMutation,
  useResetPasswordMutation,
} = authApi;
