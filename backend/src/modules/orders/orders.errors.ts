export const OrdersErrorCode = {
  /** Also for another customer's order: the same answer (SPEC §8 "order not found"). */
  NOT_FOUND: 'ORDERS_NOT_FOUND',
  /** 422, `productId` and `available` in the body: stock ran out between cart and checkout. */
  OUT_OF_STOCK: 'ORDERS_OUT_OF_STOCK',
  /** 422: outside the EU the delivery cost is quoted, no online order. */
  DELIVERY_QUOTE_REQUIRED: 'ORDERS_DELIVERY_QUOTE_REQUIRED',
  /** 409: the order is no longer waiting for payment. */
  NOT_PAYABLE: 'ORDERS_NOT_PAYABLE',
} as const;
