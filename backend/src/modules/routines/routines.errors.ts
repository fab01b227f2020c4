export const RoutinesErrorCode = {
  /** 404: no visible routine article with this slug. */
  POST_NOT_FOUND: 'ROUTINES_POST_NOT_FOUND',
  /** 404: no personal routine with this id for this salon's current clients. */
  NOT_FOUND: 'ROUTINES_NOT_FOUND',
  /** 404: the customer is not (or no longer) a client of this salon. */
  CLIENT_NOT_FOUND: 'ROUTINES_CLIENT_NOT_FOUND',
  /** 400: a step names a product that is not on sale to customers, or two steps share a position. */
  INVALID_STEPS: 'ROUTINES_INVALID_STEPS',
  /** 404: no saved skin analysis with this id among the caller's. */
  ANALYSIS_NOT_FOUND: 'ROUTINES_ANALYSIS_NOT_FOUND',
} as const;
