export const OrdersErrorCode = {
  /** Also for another customer's order: the same answer (SPEC §8 "order not found"). */
  NOT_FOUND: 'ORDERS_NOT_FOUND',
  /** 422, `productId` and `available` in the body: stock ran out between cart and checkout. */
  OUT_OF_STOCK: 'ORDERS_OUT_OF_STOCK',
  /** 422: outside the EU the delivery cost is quoted, no online order. */
  /** 409: the order is no longer waiting for payment. */
  NOT_PAYABLE: 'ORDERS_NOT_PAYABLE',
  /** 409, `from`, `to` and `allowed` in the body: order-state.ts does not allow this status change. */
  ILLEGAL_TRANSITION: 'ORDERS_ILLEGAL_TRANSITION',
  /** 409: only a paid, not yet refunded order can be refunded. */
  NOT_REFUNDABLE: 'ORDERS_NOT_REFUNDABLE',
  /** 422, `max` in the body: a refund below 1 cent or above what is still refundable. */
  REFUND_AMOUNT: 'ORDERS_REFUND_AMOUNT',
  /** 422, field errors `lines.N.quantity`/`lines.N.position`: more units than are left to refund, or no such line. */
  REFUND_QUANTITY: 'ORDERS_REFUND_QUANTITY',
  /** 409: someone else changed the order at the same moment. */
  CHANGED_MEANWHILE: 'ORDERS_CHANGED_MEANWHILE',
} as const;
