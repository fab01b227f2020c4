export const SearchErrorCode = {
  /** The query has no letter or digit to search for (missing, blank or only punctuation). */
  QUERY_EMPTY: 'SEARCH_QUERY_EMPTY',
  /** The query is longer than MAX_QUERY_LENGTH characters. */
  QUERY_TOO_LONG: 'SEARCH_QUERY_TOO_LONG',
  SYNONYM_NOT_FOUND: 'SEARCH_SYNONYM_NOT_FOUND',
  /** A synonym group needs at least two different terms. */
  SYNONYM_INVALID: 'SEARCH_SYNONYM_INVALID',
} as const;
