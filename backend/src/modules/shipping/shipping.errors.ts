export const ShippingErrorCode = {
  ZONE_NOT_FOUND: 'SHIPPING_ZONE_NOT_FOUND',
  /** A country is already served by another zone, or a zone code is taken. */
  ZONE_CONFLICT: 'SHIPPING_ZONE_CONFLICT',
  /** The delivery window's minimum is above its maximum. */
  ZONE_INVALID: 'SHIPPING_ZONE_INVALID',
  /** No shipping zone serves this country. */
  COUNTRY_NOT_SERVED: 'SHIPPING_COUNTRY_NOT_SERVED',
} as const;
