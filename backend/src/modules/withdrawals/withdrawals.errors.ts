export const WithdrawalsErrorCode = {
  /**
   * 404: no web-shop order with this number and e-mail (the same answer for an unknown number, a
   * wrong e-mail and another customer's order, so nobody can probe order numbers).
   */
  ORDER_NOT_FOUND: 'WITHDRAWALS_ORDER_NOT_FOUND',
  /** 422, `periodEndsOn` in the body: the 14 days after delivery are over. */
  PERIOD_ENDED: 'WITHDRAWALS_PERIOD_ENDED',
  /** 422, `reason` in the body: not paid (yet), cancelled or already refunded: nothing to withdraw from. */
  NOT_WITHDRAWABLE: 'WITHDRAWALS_NOT_WITHDRAWABLE',
  /** 409, `requestedAt` in the body: this order was withdrawn from already. */
  ALREADY_REQUESTED: 'WITHDRAWALS_ALREADY_REQUESTED',
  /** 400 with field errors: an unknown line or more than ordered. */
  INVALID_ITEMS: 'WITHDRAWALS_INVALID_ITEMS',
  /** 429 with Retry-After: too many look-ups from this address or for this order number. */
  TOO_MANY_ATTEMPTS: 'WITHDRAWALS_TOO_MANY_ATTEMPTS',
  /** 404: no such withdrawal (back-office). */
  NOT_FOUND: 'WITHDRAWALS_NOT_FOUND',
  /** 409, `status` in the body: the step does not fit the withdrawal's state (received twice, refund before receipt…). */
  ILLEGAL_STEP: 'WITHDRAWALS_ILLEGAL_STEP',
} as const;
