export const FavouritesErrorCode = {
  PRODUCT_NOT_FOUND: 'FAVOURITES_PRODUCT_NOT_FOUND',
} as const;
