export const CartErrorCode = {
  /** 409, the body carries `count` (quantity already in the cart), SPEC §4. */
  ALREADY_IN_CART: 'CART_ALREADY_IN_CART',
  /** 422, the body carries `available` (units in stock). */
  OUT_OF_STOCK: 'CART_OUT_OF_STOCK',
  PRODUCT_NOT_FOUND: 'CART_PRODUCT_NOT_FOUND',
  ITEM_NOT_FOUND: 'CART_ITEM_NOT_FOUND',
  EMPTY: 'CART_EMPTY',
} as const;
