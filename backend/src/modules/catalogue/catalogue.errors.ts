export const CatalogueErrorCode = {
  PRODUCT_NOT_FOUND: 'CATALOGUE_PRODUCT_NOT_FOUND',
  COLLECTION_NOT_FOUND: 'CATALOGUE_COLLECTION_NOT_FOUND',
  SLUG_TAKEN: 'CATALOGUE_SLUG_TAKEN',
  PRODUCT_INVALID: 'CATALOGUE_PRODUCT_INVALID',
  /** 409: the stock is no longer what the back-office user saw (a sale happened meanwhile). */
  STOCK_CHANGED: 'CATALOGUE_STOCK_CHANGED',
  COLLECTION_INVALID: 'CATALOGUE_COLLECTION_INVALID',
  /** 409: a collection with this id already exists. */
  COLLECTION_EXISTS: 'CATALOGUE_COLLECTION_EXISTS',
  /** 409: products still belong to the collection, so it cannot be deleted. */
  COLLECTION_IN_USE: 'CATALOGUE_COLLECTION_IN_USE',
  /** 422: the product names a collection that does not exist (yet). */
  UNKNOWN_REFERENCE: 'CATALOGUE_UNKNOWN_REFERENCE',
  /** 422: the CSV import has errors; nothing was written (the report lists them per row). */
  IMPORT_INVALID: 'CATALOGUE_IMPORT_INVALID',
  /** 409: orders (or reviews) name the product, so it is archived instead of deleted. */
  PRODUCT_REFERENCED: 'CATALOGUE_PRODUCT_REFERENCED',
  /** 409: an archived product cannot be made visible; restore it first. */
  PRODUCT_ARCHIVED: 'CATALOGUE_PRODUCT_ARCHIVED',
} as const;
