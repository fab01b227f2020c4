/** Registration and password recovery (`POST /api/users`, `/api/password/forgot`, `/api/password/reset`; generated). */
import {
  generatedApi,
  type RegisterUserDto,
  type ResetPasswordDto,
} from '../../../api/generated/shop-api.ts';

export type RegisterRequest = RegisterUserDto;
export type ResetPasswordRequest = ResetPasswordDto;

export const authApi = generatedApi;

export const {
  useRegisterUserMutation,
  useRequestPasswordResetMutation,
  useResetPasswordMutation,
} = authApi;
