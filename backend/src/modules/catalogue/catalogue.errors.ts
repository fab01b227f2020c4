export const CatalogueErrorCode = {
  PRODUCT_NOT_FOUND: 'CATALOGUE_PRODUCT_NOT_FOUND',
  COLLECTION_NOT_FOUND: 'CATALOGUE_COLLECTION_NOT_FOUND',
  SLUG_TAKEN: 'CATALOGUE_SLUG_TAKEN',
  PRODUCT_INVALID: 'CATALOGUE_PRODUCT_INVALID',
  /** 409: the stock is no longer what the back-office user saw (a sale happened meanwhile). */
  STOCK_CHANGED: 'CATALOGUE_STOCK_CHANGED',
} as const;
