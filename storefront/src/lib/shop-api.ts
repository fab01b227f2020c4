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
import { api } from './api.ts';
import type { ProductSummary } from './api-types.ts';
import type { Locale } from './routes.ts';

export type DeliveryZone = 'free_zone' | 'eu' | 'outside_eu';

export interface CartLine {
  readonly productId: string;
  readonly slug: string;
  readonly name: string;
  readonly image: string | null;
  readonly size: string | null;
  /** Including VAT, in cents. */
  readonly unitPriceCents: number;
  readonly vatRate: number;
  readonly quantity: number;
  readonly lineTotalCents: number;
  readonly inStock: boolean;
}

export interface VatLine {
  readonly rate: number;
  readonly netCents: number;
  readonly vatCents: number;
  readonly grossCents: number;
}

export interface CartDelivery {
  readonly country: string;
  readonly zone: DeliveryZone;
  readonly costCents: number | null;
  readonly freeFromCents: number | null;
  readonly quotedAtCheckout: boolean;
}

export interface CartTotals {
  readonly itemsCents: number;
  readonly deliveryCents: number | null;
  readonly netCents: number;
  readonly vatCents: number;
  readonly totalCents: number;
  readonly vat: readonly VatLine[];
}

export interface CartResponse {
  readonly items: readonly CartLine[];
  readonly count: number;
  readonly delivery: CartDelivery;
  readonly totals: CartTotals;
  readonly currency: string;
}

export interface FavouritesResponse {
  readonly data: readonly ProductSummary[];
  readonly total: number;
  readonly productIds: readonly string[];
}

export interface AddressFields {
  readonly firstName: string;
  readonly lastName: string;
  readonly company?: string | null;
  readonly street: string;
  readonly houseNumber: string;
  readonly box?: string | null;
  readonly postalCode: string;
  readonly city: string;
  /** ISO 3166-1 alpha-2. */
  readonly country: string;
  readonly phone?: string | null;
  readonly isDefault?: boolean;
}

export interface Address extends AddressFields {
  readonly id: string;
  readonly company: string | null;
  readonly box: string | null;
  readonly phone: string | null;
  readonly isDefault: boolean;
}

/** `StoreResponseDto` (the parts the specialist choice shows). */
export interface PartnerStore {
  readonly id: string;
  readonly name: string;
  readonly address: string;
  readonly postalCode: string;
  readonly city: string;
  readonly country: string;
  readonly officialPartner: boolean;
}

export type OrderStatus =
  'pending_payment' | 'paid' | 'processing' | 'shipped' | 'delivered' | 'cancelled';
export type PaidStatus = 'open' | 'paid' | 'failed' | 'cancelled' | 'expired' | 'refunded';

export interface OrderSummary {
  readonly id: string;
  readonly number: string;
  readonly createdAt: string;
  readonly status: OrderStatus;
  readonly paidStatus: PaidStatus;
  readonly totalCents: number;
  readonly currency: string;
  readonly itemCount: number;
}

export interface OrderLine {
  readonly productId: string;
  readonly slug: string;
  readonly name: string;
  readonly quantity: number;
  readonly unitPriceCents: number;
  readonly vatRate: number;
  readonly lineTotalCents: number;
}

export type OrderAddress = Omit<AddressFields, 'isDefault'>;

export interface Order extends OrderSummary {
  readonly lines: readonly OrderLine[];
  readonly deliveryAddress: OrderAddress;
  readonly itemsCents: number;
  readonly deliveryCents: number;
  readonly netCents: number;
  readonly vatCents: number;
  readonly vat: readonly VatLine[];
  readonly specialist: { readonly storeId: string; readonly name: string } | null;
  readonly paidAt: string | null;
  readonly paymentMethod: string | null;
  readonly checkoutUrl: string | null;
  readonly expectedDelivery: {
    readonly minWorkingDays: number;
    readonly maxWorkingDays: number;
  } | null;
}

export interface PaymentMethods {
  readonly provider: string;
  readonly available: readonly string[];
  readonly saved: readonly {
    readonly id: string;
    readonly method: string;
    readonly label: string;
  }[];
}

export interface CreateOrderRequest {
  readonly addressId: string;
  readonly specialistStoreId: string | null;
  readonly locale: Locale;
  /** Made once per checkout attempt: a double click or a retried request creates one order. */
  readonly idempotencyKey: string;
}

export const shopApi = api
  .enhanceEndpoints({ addTagTypes: ['Cart', 'Favourites', 'Addresses', 'Specialist', 'Orders'] })
  .injectEndpoints({
    endpoints: (build) => ({
      /** Product names in `locale`; delivery priced for `country` (default: the default address's). */
      getCart: build.query<CartResponse, { locale: Locale; country?: string }>({
        query: ({ locale, country }) => ({
          url: 'cart',
          params: country ? { locale, country } : { locale },
        }),
        providesTags: ['Cart'],
      }),
      addToCart: build.mutation<CartResponse, { productId: string; quantity?: number }>({
        query: (body) => ({ url: 'cart/items', method: 'POST', body }),
        invalidatesTags: ['Cart'],
      }),
      updateCartItem: build.mutation<CartResponse, { productId: string; quantity: number }>({
        query: ({ productId, quantity }) => ({
          url: `cart/items/${encodeURIComponent(productId)}`,
          method: 'PATCH',
          body: { quantity },
        }),
        invalidatesTags: ['Cart'],
      }),
      removeCartItem: build.mutation<CartResponse, string>({
        query: (productId) => ({
          url: `cart/items/${encodeURIComponent(productId)}`,
          method: 'DELETE',
        }),
        invalidatesTags: ['Cart'],
      }),
      getFavourites: build.query<FavouritesResponse, Locale>({
        query: (locale) => ({ url: 'favourites', params: { locale } }),
        providesTags: ['Favourites'],
      }),
      addFavourite: build.mutation<FavouritesResponse, string>({
        query: (productId) => ({
          url: `favourites/${encodeURIComponent(productId)}`,
          method: 'PUT',
        }),
        invalidatesTags: ['Favourites'],
      }),
      removeFavourite: build.mutation<FavouritesResponse, string>({
        query: (productId) => ({
          url: `favourites/${encodeURIComponent(productId)}`,
          method: 'DELETE',
        }),
        invalidatesTags: ['Favourites'],
      }),
      getAddresses: build.query<{ data: readonly Address[]; total: number }, void>({
        query: () => 'addresses',
        providesTags: ['Addresses'],
      }),
      createAddress: build.mutation<Address, AddressFields>({
        query: (body) => ({ url: 'addresses', method: 'POST', body }),
        invalidatesTags: ['Addresses', 'Cart'],
      }),
      updateAddress: build.mutation<Address, { id: string } & Partial<AddressFields>>({
        query: ({ id, ...body }) => ({
          url: `addresses/${encodeURIComponent(id)}`,
          method: 'PATCH',
          body,
        }),
        invalidatesTags: ['Addresses', 'Cart'],
      }),
      deleteAddress: build.mutation<null, string>({
        query: (id) => ({ url: `addresses/${encodeURIComponent(id)}`, method: 'DELETE' }),
        invalidatesTags: ['Addresses', 'Cart'],
      }),
      getSpecialist: build.query<{ store: PartnerStore | null }, void>({
        query: () => 'user/specialist',
        providesTags: ['Specialist'],
      }),
      setSpecialist: build.mutation<{ store: PartnerStore | null }, string>({
        query: (storeId) => ({ url: 'user/specialist', method: 'PUT', body: { storeId } }),
        invalidatesTags: ['Specialist'],
      }),
      removeSpecialist: build.mutation<null, void>({
        query: () => ({ url: 'user/specialist', method: 'DELETE' }),
        invalidatesTags: ['Specialist'],
      }),
      searchPartnerStores: build.query<{ data: readonly PartnerStore[]; total: number }, string>({
        query: (q) => ({ url: 'stores', params: { partner: 'true', q, perPage: 20 } }),
      }),
      getOrders: build.query<{ data: readonly OrderSummary[]; total: number }, void>({
        query: () => 'orders',
        providesTags: ['Orders'],
      }),
      getOrder: build.query<Order, string>({
        query: (idOrNumber) => `orders/${encodeURIComponent(idOrNumber)}`,
        providesTags: ['Orders'],
      }),
      createOrder: build.mutation<Order, CreateOrderRequest>({
        query: ({ idempotencyKey, ...body }) => ({
          url: 'orders',
          method: 'POST',
          body,
          headers: { 'Idempotency-Key': idempotencyKey },
        }),
        invalidatesTags: ['Cart', 'Orders'],
      }),
      retryPayment: build.mutation<Order, string>({
        query: (idOrNumber) => ({
          url: `orders/${encodeURIComponent(idOrNumber)}/payment`,
          method: 'POST',
        }),
        invalidatesTags: ['Orders'],
      }),
      getPaymentMethods: build.query<PaymentMethods, void>({
        query: () => 'payment-methods',
      }),
    }),
  });

export const {
  useGetCartQuery,
  useAddToCartMutation,
  useUpdateCartItemMutation,
  useRemoveCartItemMutation,
  useGetFavouritesQuery,
  useAddFavouriteMutation,
  useRemoveFavouriteMutation,
  useGetAddressesQuery,
  useCreateAddressMutation,
  useUpdateAddressMutation,
  useDeleteAddressMutation,
  useGetSpecialistQuery,
  useSetSpecialistMutation,
  useRemoveSpecialistMutation,
  useSearchPartnerStoresQuery,
  useGetOrdersQuery,
  useGetOrderQuery,
  useCreateOrderMutation,
  useRetryPaymentMutation,
  useGetPaymentMethodsQuery,
} = shopApi;

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
