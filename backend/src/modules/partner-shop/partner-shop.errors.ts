export const PartnerShopErrorCode = {
  /** Not in the partner shop (no professional price, inactive or unknown). */
  PRODUCT_NOT_FOUND: 'PARTNER_SHOP_PRODUCT_NOT_FOUND',
  ITEM_NOT_FOUND: 'PARTNER_SHOP_ITEM_NOT_FOUND',
  /** 422, the body carries `productId` and `minQuantity`. */
  BELOW_MIN_QUANTITY: 'PARTNER_SHOP_BELOW_MIN_QUANTITY',
  /** 422, the body carries `available`. */
  OUT_OF_STOCK: 'PARTNER_SHOP_OUT_OF_STOCK',
  EMPTY: 'PARTNER_SHOP_CART_EMPTY',
  /** 422: not the format of an EU (or XI) VAT number. */
  VAT_NUMBER_FORMAT: 'PARTNER_SHOP_VAT_NUMBER_FORMAT',
  /** 422: VIES says the number does not exist. */
  VAT_NUMBER_INVALID: 'PARTNER_SHOP_VAT_NUMBER_INVALID',
  /** 422: delivery outside the EU is quoted separately. */
  ORDER_NOT_FOUND: 'PARTNER_SHOP_ORDER_NOT_FOUND',
} as const;
