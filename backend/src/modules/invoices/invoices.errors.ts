export const InvoicesErrorCode = {
  NOT_FOUND: 'INVOICES_NOT_FOUND',
} as const;
