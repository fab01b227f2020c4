export const PartnerPortalErrorCode = {
  /** The account is not a partner tied to an active official partner store. */
  NOT_PARTNER: 'PARTNER_PORTAL_NOT_PARTNER',
  TRAINING_NOT_FOUND: 'PARTNER_PORTAL_TRAINING_NOT_FOUND',
  /** A personal salon link (/t/<code>) that names no active official partner store. */
  LINK_NOT_FOUND: 'PARTNER_PORTAL_LINK_NOT_FOUND',
  /** The salon's profile edit breaks a rule (per-field message keys in `errors`). */
  PROFILE_INVALID: 'PARTNER_PORTAL_PROFILE_INVALID',
} as const;
