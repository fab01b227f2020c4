export const BirthdayErrorCode = {
  /** 422: the code is unknown, someone else's, used, or outside its validity. */
  COUPON_INVALID: 'BIRTHDAY_COUPON_INVALID',
} as const;
