export const UsersErrorCode = {
  EMAIL_TAKEN: 'USERS_EMAIL_TAKEN',
  NOT_FOUND: 'USERS_NOT_FOUND',
  /** 409: an admin cannot change their own role (nobody locks themselves out by accident). */
  OWN_ROLE: 'USERS_OWN_ROLE',
  /** 422: the partner role belongs to a salon's account: a user without a salon cannot be given it. */
  PARTNER_NEEDS_SALON: 'USERS_PARTNER_NEEDS_SALON',
  CURRENT_PASSWORD_WRONG: 'USERS_CURRENT_PASSWORD_WRONG',
  PASSWORD_TOO_WEAK: 'USERS_PASSWORD_TOO_WEAK',
  PASSWORD_MISMATCH: 'USERS_PASSWORD_MISMATCH',
  BIRTHDAY_REQUIRED: 'USERS_BIRTHDAY_REQUIRED',
  /** 429: too many wrong current passwords for this account (Retry-After). */
  TOO_MANY_ATTEMPTS: 'USERS_TOO_MANY_ATTEMPTS',
  /** 409: staff and salon accounts are not deleted by their holder (GDPR self-service is for customers). */
  NOT_SELF_ERASABLE: 'USERS_NOT_SELF_ERASABLE',
  /** 404: the guest's "keep your order" link is forged, already used, or its guest is gone. */
  GUEST_CLAIM_INVALID: 'USERS_GUEST_CLAIM_INVALID',
  /** 422: the guest's "keep your order" link has expired. */
  GUEST_CLAIM_EXPIRED: 'USERS_GUEST_CLAIM_EXPIRED',
  /** 409: an account with the guest's e-mail exists: sign in to it to attach the order. */
  GUEST_CLAIM_SIGN_IN: 'USERS_GUEST_CLAIM_SIGN_IN',
  /** 403: the signed-in account is not the one of the guest's e-mail. */
  GUEST_CLAIM_OTHER_ACCOUNT: 'USERS_GUEST_CLAIM_OTHER_ACCOUNT',
} as const;
