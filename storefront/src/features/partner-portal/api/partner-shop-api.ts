/**
 * The B2B partner shop (`/api/partner/shop/*`, `/api/partner/orders*`, role partner only):
 * professional prices VAT excluded, the partner cart and the salon's partner orders.
 */
import { api } from '../../../lib/api.ts';
import type { Locale } from '../../../lib/routes.ts';

/** `PartnerProductDto` */
export interface PartnerProduct {
  readonly id: string;
  readonly slug: string;
  readonly name: string;
  readonly subtitle: string | null;
  readonly image: string | null;
  readonly size: string | null;
  /** VAT excluded. */
  readonly partnerPriceCents: number;
  readonly vatRate: number;
  readonly minQuantity: number;
  readonly partnerOnly: boolean;
  readonly inStock: boolean;
  readonly locale: Locale;
}

/** `VatLineDto` */
export interface PartnerVatLine {
  readonly rate: number;
  readonly netCents: number;
  readonly vatCents: number;
  readonly grossCents: number;
}

/** `PartnerTotalsDto` (amounts VAT excluded unless named otherwise). */
export interface PartnerTotals {
  readonly itemsCents: number;
  readonly deliveryCents: number;
  readonly netCents: number;
  readonly vatCents: number;
  readonly totalCents: number;
  readonly vat: readonly PartnerVatLine[];
  readonly reverseCharge: boolean;
}

/** `PartnerCartLineDto` */
export interface PartnerCartLine {
  readonly productId: string;
  readonly slug: string;
  readonly name: string;
  readonly image: string | null;
  readonly size: string | null;
  readonly unitPriceCents: number;
  readonly vatRate: number;
  readonly quantity: number;
  readonly minQuantity: number;
  readonly lineTotalCents: number;
  readonly inStock: boolean;
}

/** `PartnerCartResponseDto` */
export interface PartnerCart {
  readonly items: readonly PartnerCartLine[];
  readonly count: number;
  readonly totals: PartnerTotals;
  readonly companyName: string | null;
  readonly vatNumber: string | null;
  readonly currency: string;
}

/** `PartnerDeliveryAddressDto` */
export interface PartnerDeliveryAddress {
  readonly firstName: string;
  readonly lastName: string;
  readonly company: string | null;
  readonly street: string;
  readonly houseNumber: string;
  readonly box: string | null;
  readonly postalCode: string;
  readonly city: string;
  readonly country: string;
  readonly phone: string | null;
}

/** `CreatePartnerOrderDto` plus the Idempotency-Key header. */
export interface CreatePartnerOrderRequest {
  readonly deliveryAddress: PartnerDeliveryAddress;
  readonly companyName: string;
  readonly vatNumber: string;
  readonly locale: Locale;
  readonly idempotencyKey: string;
}

/** `PartnerOrderSummaryDto` */
export interface PartnerOrderSummary {
  readonly id: string;
  readonly number: string;
  readonly createdAt: string;
  readonly status: string;
  readonly paidStatus: string;
  readonly totalCents: number;
  readonly reverseCharge: boolean;
  readonly currency: string;
}

/** `PartnerOrderLineDto` */
export interface PartnerOrderLine {
  readonly productId: string;
  readonly slug: string;
  readonly name: string;
  readonly quantity: number;
  readonly unitPriceCents: number;
  readonly vatRate: number;
  readonly lineTotalCents: number;
}

/** `PartnerOrderResponseDto` */
export interface PartnerOrder extends PartnerOrderSummary {
  readonly lines: readonly PartnerOrderLine[];
  readonly deliveryAddress: PartnerDeliveryAddress;
  readonly companyName: string;
  readonly vatNumber: string;
  readonly itemsCents: number;
  readonly deliveryCents: number;
  readonly netCents: number;
  readonly vatCents: number;
  readonly vat: readonly PartnerVatLine[];
  readonly paidAt: string | null;
  readonly checkoutUrl: string | null;
}

/** `PlacedPartnerOrderResponseDto` */
export interface PlacedPartnerOrder extends PartnerOrder {
  readonly vatVerified: boolean;
}

/** `PartnerOrderListResponseDto` */
export interface PartnerOrderList {
  readonly data: readonly PartnerOrderSummary[];
  readonly total: number;
  readonly page: number;
  readonly perPage: number;
}

export const partnerShopApi = api
  .enhanceEndpoints({ addTagTypes: ['PartnerCart'] })
  .injectEndpoints({
    endpoints: (build) => ({
      listPartnerProducts: build.query<{ data: PartnerProduct[] }, Locale>({
        query: (locale) => ({ url: 'partner/shop/products', params: { locale } }),
        keepUnusedDataFor: 0,
      }),
      getPartnerCart: build.query<
        PartnerCart,
        { locale: Locale; vatNumber?: string; country?: string }
      >({
        query: ({ locale, vatNumber, country }) => ({
          url: 'partner/shop/cart',
          params: { locale, ...(vatNumber ? { vatNumber } : {}), ...(country ? { country } : {}) },
        }),
        providesTags: ['PartnerCart'],
        keepUnusedDataFor: 0,
      }),
      setPartnerCartItem: build.mutation<void, { productId: string; quantity: number }>({
        query: ({ productId, quantity }) => ({
          url: `partner/shop/cart/items/${encodeURIComponent(productId)}`,
          method: 'PUT',
          body: { quantity },
        }),
        invalidatesTags: ['PartnerCart'],
      }),
      removePartnerCartItem: build.mutation<void, string>({
        query: (productId) => ({
          url: `partner/shop/cart/items/${encodeURIComponent(productId)}`,
          method: 'DELETE',
        }),
        invalidatesTags: ['PartnerCart'],
      }),
      placePartnerOrder: build.mutation<PlacedPartnerOrder, CreatePartnerOrderRequest>({
        query: ({ idempotencyKey, ...body }) => ({
          url: 'partner/orders',
          method: 'POST',
          body,
          headers: { 'Idempotency-Key': idempotencyKey },
        }),
        invalidatesTags: ['PartnerCart'],
      }),
      listPartnerOrders: build.query<PartnerOrderList, { page: number }>({
        query: ({ page }) => ({ url: 'partner/orders', params: { page } }),
        keepUnusedDataFor: 0,
      }),
      getPartnerOrder: build.query<PartnerOrder, string>({
        query: (number) => `partner/orders/${encodeURIComponent(number)}`,
        keepUnusedDataFor: 0,
      }),
    }),
  });

export const {
  useListPartnerProductsQuery,
  useGetPartnerCartQuery,
  useSetPartnerCartItemMutation,
  useRemovePartnerCartItemMutation,
  usePlacePartnerOrderMutation,
  useListPartnerOrdersQuery,
  useGetPartnerOrderQuery,
} = partnerShopApi;
