/**
 * The B2B partner shop (`/api/partner/shop/*`, `/api/partner/orders*`, role partner only;
 * generated): professional prices VAT excluded, the partner cart and the salon's partner orders.
 */
import {
  generatedApi,
  type CreatePartnerOrderDto,
  type PartnerCartResponseDto,
  type PartnerCartLineDto,
  type PartnerDeliveryAddressDto,
  type PartnerOrderResponseDto,
  type PartnerOrderLineDto,
  type PartnerOrderListResponseDto,
  type PartnerOrderSummaryDto,
  type PartnerProductDto,
  type PartnerTotalsDto,
  type PlacedPartnerOrderResponseDto,
  type VatLineDto,
} from '../../../api/generated/shop-api.ts';

/** Prices VAT excluded. */
export type PartnerProduct = PartnerProductDto;
export type PartnerVatLine = VatLineDto;
/** Amounts VAT excluded unless named otherwise. */
export type PartnerTotals = PartnerTotalsDto;
export type PartnerCartLine = PartnerCartLineDto;
export type PartnerCart = PartnerCartResponseDto;
export type PartnerDeliveryAddress = PartnerDeliveryAddressDto;
export type CreatePartnerOrderRequest = CreatePartnerOrderDto;
export type PartnerOrderSummary = PartnerOrderSummaryDto;
export type PartnerOrderLine = PartnerOrderLineDto;
export type PartnerOrder = PartnerOrderResponseDto;
export type PlacedPartnerOrder = PlacedPartnerOrderResponseDto;
export type PartnerOrderList = PartnerOrderListResponseDto;

export const partnerShopApi = generatedApi.enhanceEndpoints({
  addTagTypes: ['PartnerCart'],
  endpoints: {
    listPartnerProducts: { keepUnusedDataFor: 0 },
    getPartnerCart: { providesTags: ['PartnerCart'], keepUnusedDataFor: 0 },
    setPartnerCartItem: { invalidatesTags: ['PartnerCart'] },
    removePartnerCartItem: { invalidatesTags: ['PartnerCart'] },
    placePartnerOrder: { invalidatesTags: ['PartnerCart'] },
    listPartnerOrders: { keepUnusedDataFor: 0 },
    getPartnerOrder: { keepUnusedDataFor: 0 },
    // The UBL is XML text: kept out of the cache, handed to the browser as a file.
    getPartnerOrderEInvoice: {
      query: (idOrNumber) => ({
        url: `/api/partner/orders/${encodeURIComponent(String(idOrNumber))}/invoice.xml`,
        responseHandler: 'text',
      }),
      keepUnusedDataFor: 0,
    },
  },
});

export const {
  useListPartnerProductsQuery,
  useGetPartnerCartQuery,
  useSetPartnerCartItemMutation,
  useRemovePartnerCartItemMutation,
  usePlacePartnerOrderMutation,
  useListPartnerOrdersQuery,
  useGetPartnerOrderQuery,
  useLazyGetPartnerOrderEInvoiceQuery,
} = partnerShopApi;
