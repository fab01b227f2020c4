export const StockAlertsErrorCode = {
  /** 404: no active product with this id. */
  PRODUCT_NOT_FOUND: 'STOCK_ALERTS_PRODUCT_NOT_FOUND',
  /** 400: a guest must give an e-mail address. */
  EMAIL_REQUIRED: 'STOCK_ALERTS_EMAIL_REQUIRED',
  /** 400: unknown or withdrawn confirmation/withdraw token. */
  TOKEN_INVALID: 'STOCK_ALERTS_TOKEN_INVALID',
  /** 429: too many requests from this IP (Retry-After). */
  TOO_MANY_REQUESTS: 'STOCK_ALERTS_TOO_MANY_REQUESTS',
} as const;
