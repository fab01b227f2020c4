/**
 * The B2B partner shop (`/api/partner/shop/*`, `/api/partner/orders*`, role partner only;
 * generated): professional prices VAT excluded, the partner cart and the salon's partner orders.
 */
import {
  generatedApi,
  type CreatePartnerOrderDto,
  type PartnerCartDto,
  type PartnerCartLineDto,
  type PartnerDeliveryAddressDto,
  type PartnerOrderDto,
  type PartnerOrderLineDto,
  type PartnerOrderListDto,
  type PartnerOrderSummaryDto,
  type PartnerProductDto,
  type PartnerTotalsDto,
  type PlacedPartnerOrderDto,
  type VatLineDto,
} from '../../../api/generated/shop-api.ts';

/** Prices VAT excluded. */
export type PartnerProduct = PartnerProductDto;
export type PartnerVatLine = VatLineDto;
/** Amounts VAT excluded unless named otherwise. */
export type PartnerTotals = PartnerTotalsDto;
export type PartnerCartLine = PartnerCartLineDto;
export type PartnerCart = PartnerCartDto;
export type PartnerDeliveryAddress = PartnerDeliveryAddressDto;
export type CreatePartnerOrderRequest = CreatePartnerOrderDto;
export type PartnerOrderSummary = PartnerOrderSummaryDto;
export type PartnerOrderLine = PartnerOrderLineDto;
export type PartnerOrder = PartnerOrderDto;
export type PlacedPartnerOrder = PlacedPartnerOrderDto;
export type PartnerOrderList = PartnerOrderListDto;

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
} = partnerShopApi;
