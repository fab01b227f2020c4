export const StoresErrorCode = {
  STORE_NOT_FOUND: 'STORES_STORE_NOT_FOUND',
  LOCATION_INCOMPLETE: 'STORES_LOCATION_INCOMPLETE',
  STORE_INVALID: 'STORES_STORE_INVALID',
  /** 409: orders or accounts name the store, so it is archived instead of deleted. */
  STORE_REFERENCED: 'STORES_STORE_REFERENCED',
  /** 409: an archived store cannot be made active; restore it first. */
  STORE_ARCHIVED: 'STORES_STORE_ARCHIVED',
} as const;
