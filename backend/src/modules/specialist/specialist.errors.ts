export const SpecialistErrorCode = {
  STORE_NOT_FOUND: 'SPECIALIST_STORE_NOT_FOUND',
  /** SPEC §8 "the beautician is not yet an official partner". */
  NOT_OFFICIAL_PARTNER: 'SPECIALIST_NOT_OFFICIAL_PARTNER',
} as const;
