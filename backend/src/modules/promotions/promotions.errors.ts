/** Error codes of promotions and coupons; the storefront translates each into its own message. */
export const PromotionsErrorCode = {
  /** 422: no coupon with this code. */
  UNKNOWN_COUPON: 'PROMOTIONS_UNKNOWN_COUPON',
  /** 422: the coupon's end date has passed (or it was switched off). */
  EXPIRED: 'PROMOTIONS_EXPIRED',
  /** 422: the coupon's start date lies ahead; the body carries `startsAt`. */
  NOT_YET_VALID: 'PROMOTIONS_NOT_YET_VALID',
  /** 422: the coupon's total or per-customer usage limit is reached. */
  USED_UP: 'PROMOTIONS_USED_UP',
  /** 422: the cart's items total is below the coupon's minimum; the body carries `minOrderCents`. */
  BELOW_MINIMUM: 'PROMOTIONS_BELOW_MINIMUM',
  /** 422: the coupon cannot be combined with a promotion already applied. */
  NOT_COMBINABLE: 'PROMOTIONS_NOT_COMBINABLE',
  /** 422: none of the cart's products is one the coupon reduces. */
  NOT_APPLICABLE: 'PROMOTIONS_NOT_APPLICABLE',
  /** 404 (admin). */
  NOT_FOUND: 'PROMOTIONS_NOT_FOUND',
  /** 409 (admin): the coupon code is taken. */
  CODE_TAKEN: 'PROMOTIONS_CODE_TAKEN',
  /** 422 (admin): inconsistent fields (percent above 100, end before start, …). */
  INVALID: 'PROMOTIONS_INVALID',
} as const;
