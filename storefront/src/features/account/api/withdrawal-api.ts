/** The withdrawal function (operations lookupWithdrawalOrder, createWithdrawal, getWithdrawableOrder, createAccountWithdrawal, generated). */
import {
  generatedApi,
  type WithdrawableOrderResponseDto,
  type WithdrawalResponseDto,
} from '../../../api/generated/shop-api.ts';

export type WithdrawableOrder = WithdrawableOrderResponseDto;
export type Withdrawal = WithdrawalResponseDto;

export const withdrawalApi = generatedApi;

export const {
  useLookupWithdrawalOrderMutation,
  useCreateWithdrawalMutation,
  useLazyGetWithdrawableOrderQuery,
  useCreateAccountWithdrawalMutation,
} = withdrawalApi;
