export const PaymentsErrorCode = {
  NOT_FOUND: 'PAYMENTS_NOT_FOUND',
  /** 404: not one of the caller's saved methods (another user's answers the same). */
  METHOD_NOT_FOUND: 'PAYMENTS_METHOD_NOT_FOUND',
  PROVIDER_UNAVAILABLE: 'PAYMENTS_PROVIDER_UNAVAILABLE',
  /** 502-like 503: the provider refused or could not create the refund. */
  REFUND_FAILED: 'PAYMENTS_REFUND_FAILED',
} as const;
