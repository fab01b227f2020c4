/** The "keep your order" link of a guest's confirmation mail (`/api/guest/claims/{token}`; generated). */
import { generatedApi } from '../../../api/generated/shop-api.ts';

export const guestClaimApi = generatedApi.enhanceEndpoints({
  endpoints: {
    // The claimed orders appear in the account's order list at once.
    claimGuestAsAccount: { invalidatesTags: ['CurrentUser'] },
    attachGuestOrders: { invalidatesTags: ['CurrentUser'] },
  },
});

export const {
  useReadGuestClaimQuery,
  useClaimGuestAsAccountMutation,
  useAttachGuestOrdersMutation,
} = guestClaimApi;

export const GUEST_CLAIM_INVALID = 'USERS_GUEST_CLAIM_INVALID';
export const GUEST_CLAIM_EXPIRED = 'USERS_GUEST_CLAIM_EXPIRED';
