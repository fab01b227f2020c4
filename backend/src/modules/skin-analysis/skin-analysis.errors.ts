export const SkinAnalysisErrorCode = {
  /** 404: no recommendation text with this reason key. */
  TEXT_NOT_FOUND: 'SKIN_ANALYSIS_TEXT_NOT_FOUND',
  /** 422: the catalogue has too few products in stock of the recommended line for a routine. */
  NO_ROUTINE: 'SKIN_ANALYSIS_NO_ROUTINE',
} as const;
