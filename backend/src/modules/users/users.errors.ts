export const UsersErrorCode = {
  EMAIL_TAKEN: 'USERS_EMAIL_TAKEN',
  NOT_FOUND: 'USERS_NOT_FOUND',
  /** 409: an admin cannot change their own role (nobody locks themselves out by accident). */
  OWN_ROLE: 'USERS_OWN_ROLE',
  CURRENT_PASSWORD_WRONG: 'USERS_CURRENT_PASSWORD_WRONG',
  PASSWORD_TOO_WEAK: 'USERS_PASSWORD_TOO_WEAK',
  PASSWORD_MISMATCH: 'USERS_PASSWORD_MISMATCH',
  BIRTHDAY_REQUIRED: 'USERS_BIRTHDAY_REQUIRED',
  /** 429: too many wrong current passwords for this account (Retry-After). */
  TOO_MANY_ATTEMPTS: 'USERS_TOO_MANY_ATTEMPTS',
  /** 409: staff and salon accounts are not deleted by their holder (GDPR self-service is for customers). */
  NOT_SELF_ERASABLE: 'USERS_NOT_SELF_ERASABLE',
} as const;
