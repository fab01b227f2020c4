/** Paths and file names of the invoice downloads (below /api/admin). */

export function invoicePdfPath(id: string): string {
  return `invoices/${encodeURIComponent(id)}/pdf`;
}

/** YYYY-MM-DD, or null for anything else (a half-typed date). */
export function dayOrNull(value: unknown): string | null {
  return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : null;
}

/** The CSV export of a period, optionally one type; null while the period is incomplete. */
export function invoiceExportPath(filter: Record<string, unknown>): string | null {
  const from = dayOrNull(filter.issuedFrom);
  const to = dayOrNull(filter.issuedTo);
  if (!from || !to) return null;
  const query = new URLSearchParams({ issuedFrom: from, issuedTo: to });
  if (filter.kind === 'invoice' || filter.kind === 'credit_note') query.set('kind', filter.kind);
  return `invoices/export?${query.toString()}`;
}

export function invoiceExportFileName(filter: Record<string, unknown>): string {
  return `invoices-${dayOrNull(filter.issuedFrom) ?? ''}-${dayOrNull(filter.issuedTo) ?? ''}.csv`;
}

/** The first and last day of the current month (UTC): the list's default period. */
export function currentMonthPeriod(now = new Date()): { issuedFrom: string; issuedTo: string } {
  const y = now.getUTCFullYear();
  const m = now.getUTCMonth();
  const day = (d: Date) => d.toISOString().slice(0, 10);
  return {
    issuedFrom: day(new Date(Date.UTC(y, m, 1))),
    issuedTo: day(new Date(Date.UTC(y, m + 1, 0))),
  };
}
