export const EInvoiceErrorCode = {
  /** 404: no such partner order, or another salon's. */
  ORDER_NOT_FOUND: 'EINVOICE_ORDER_NOT_FOUND',
  /** 404: the order is not paid, so it has no invoice (yet). */
  NOT_INVOICED: 'EINVOICE_NOT_INVOICED',
  /** 422: the document breaks EN 16931 / Peppol rules (`errors`: rule id → rule text), e.g. a wrong enterprise number. */
  INVALID: 'EINVOICE_INVALID',
  /** 503: the Peppol access point refused the document or could not be reached. */
  ACCESS_POINT_FAILED: 'EINVOICE_ACCESS_POINT_FAILED',
} as const;
