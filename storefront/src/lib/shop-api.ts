/**
 * The signed-in customer's shop data: cart, favourites, address book, specialist, orders and
 * payment methods (backend/openapi.json). They live in `lib/` rather than in one feature because
 * the header, the shared add-to-cart and favourite buttons, the cart and the account all use
 * them, and features may not import each other.
 *
 * Tags: `Cart` (the header badge follows every change at once), `Favourites`, `Addresses`,
 * `Specialist`, `Orders`.
 */
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import {
  generatedApi,
  type AddressResponseDto,
  type CartLineDto,
  type CartResponseDto,
  type CreateAddressDto,
  type DeliveryQuoteDto,
  type FavouriteListResponseDto,
  type OrderAddressDto,
  type OrderLineDto,
  type OrderResponseDto,
  type OrderSummaryDto,
  type PaymentMethodsResponseDto,
  type StoreResponseDto,
  type TotalsDto,
  type VatLineDto,
} from '../api/generated/shop-api.ts';

export type { OrderStatus, PaidStatus } from '../api/generated/enums.ts';
export type DeliveryZone = DeliveryQuoteDto['zone'];
export type CartLine = CartLineDto;
export type VatLine = VatLineDto;
export type CartDelivery = DeliveryQuoteDto;
export type CartTotals = TotalsDto;
export type CartResponse = CartResponseDto;
export type FavouritesResponse = FavouriteListResponseDto;
export type AddressFields = CreateAddressDto;
export type Address = AddressResponseDto;
/** A store as the specialist choice shows it. */
export type PartnerStore = StoreResponseDto;
export type OrderSummary = OrderSummaryDto;
export type OrderLine = OrderLineDto;
export type OrderAddress = OrderAddressDto;
export type Order = OrderResponseDto;
export type PaymentMethods = PaymentMethodsResponseDto;

export const shopApi = generatedApi.enhanceEndpoints({
  addTagTypes: ['Cart', 'Favourites', 'Addresses', 'Specialist', 'Orders', 'PaymentMethods'],
  endpoints: {
    getCart: { providesTags: ['Cart'] },
    addCartItem: { invalidatesTags: ['Cart'] },
    updateCartItem: { invalidatesTags: ['Cart'] },
    removeCartItem: { invalidatesTags: ['Cart'] },
    applyCoupon: { invalidatesTags: ['Cart'] },
    removeCoupon: { invalidatesTags: ['Cart'] },
    listFavourites: { providesTags: ['Favourites'] },
    addFavourite: { invalidatesTags: ['Favourites'] },
    removeFavourite: { invalidatesTags: ['Favourites'] },
    listAddresses: { providesTags: ['Addresses'] },
    // The default address prices the delivery.
    createAddress: { invalidatesTags: ['Addresses', 'Cart'] },
    updateAddress: { invalidatesTags: ['Addresses', 'Cart'] },
    deleteAddress: { invalidatesTags: ['Addresses', 'Cart'] },
    getSpecialist: { providesTags: ['Specialist'] },
    setSpecialist: { invalidatesTags: ['Specialist'] },
    removeSpecialist: { invalidatesTags: ['Specialist'] },
    listOrders: { providesTags: ['Orders'] },
    getOrder: { providesTags: ['Orders'] },
    placeOrder: { invalidatesTags: ['Cart', 'Orders'] },
    startOrderPayment: { invalidatesTags: ['Orders'] },
    listPaymentMethods: { providesTags: ['PaymentMethods'] },
    deletePaymentMethod: { invalidatesTags: ['PaymentMethods'] },
  },
});

export const {
  useGetCartQuery,
  useAddCartItemMutation,
  useUpdateCartItemMutation,
  useRemoveCartItemMutation,
  useApplyCouponMutation,
  useRemoveCouponMutation,
  useListFavouritesQuery,
  useAddFavouriteMutation,
  useRemoveFavouriteMutation,
  useListAddressesQuery,
  useCreateAddressMutation,
  useUpdateAddressMutation,
  useDeleteAddressMutation,
  useGetSpecialistQuery,
  useSetSpecialistMutation,
  useRemoveSpecialistMutation,
  useListStoresQuery,
  useListOrdersQuery,
  useGetOrderQuery,
  usePlaceOrderMutation,
  useStartOrderPaymentMutation,
  useListPaymentMethodsQuery,
  useDeletePaymentMethodMutation,
  useGetShippableCountriesQuery,
} = shopApi;

/** The partner salons matching a search, for the specialist choice. */
export const partnerStoreSearch = (q: string) => ({ partner: true, q, perPage: 20 });

/** The problem-details `code` of an API error, if any. */
export function errorCodeOf(error: unknown): string | null {
  if (typeof error !== 'object' || error === null || !('data' in error)) return null;
  const data = (error as FetchBaseQueryError).data;
  if (typeof data !== 'object' || data === null) return null;
  const code = (data as { code?: unknown }).code;
  return typeof code === 'string' ? code : null;
}

function numberIn(error: unknown, field: string): number | null {
  if (typeof error !== 'object' || error === null || !('data' in error)) return null;
  const data = (error as { data: unknown }).data;
  if (typeof data !== 'object' || data === null) return null;
  const value = (data as Record<string, unknown>)[field];
  return typeof value === 'number' ? value : null;
}

/** What an add-to-cart answer means for the customer (SPEC §4, §8). */
export type CartNotice =
  | { readonly kind: 'added'; readonly count: number }
  | { readonly kind: 'alreadyInCart'; readonly count: number }
  | { readonly kind: 'outOfStock'; readonly available: number | null }
  | { readonly kind: 'signInRequired' }
  | { readonly kind: 'failed' };

/** Maps the answer of `POST /api/cart/items` to the notice shown next to the button. */
export function cartNoticeOf(
  result: { data?: CartResponse; error?: unknown },
  productId: string,
): CartNotice {
  if (result.data) {
    const line = result.data.items.find((item) => item.productId === productId);
    return { kind: 'added', count: line?.quantity ?? 1 };
  }
  const code = errorCodeOf(result.error);
  if (code === 'CART_ALREADY_IN_CART')
    return { kind: 'alreadyInCart', count: numberIn(result.error, 'count') ?? 1 };
  if (code === 'CART_OUT_OF_STOCK')
    return { kind: 'outOfStock', available: numberIn(result.error, 'available') };
  const status =
    typeof result.error === 'object' && result.error !== null
      ? (result.error as { status?: unknown }).status
      : null;
  if (status === 401) return { kind: 'signInRequired' };
  return { kind: 'failed' };
}
