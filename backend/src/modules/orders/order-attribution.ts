/**
 * Which orders count for a partner salon (issue 9): paid web-shop orders (kind `customer`) whose
 * copied specialist is the salon, placed in the given calendar month (UTC). A salon's own B2B
 * orders in the partner shop (kind `partner`) never count. The partner portal's dashboard and the
 * back-office's revenue report both use this one condition, so their figures always agree.
 */

/** `YYYY-MM` with a real month. */
export const MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;

/** The current calendar month (UTC) as `YYYY-MM`. */
export function currentMonth(now: Date = new Date()): string {
  return `${now.getUTCFullYear()}-${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
}

/** The month's first instant and the next month's first instant (UTC). */
export function monthRange(month: string): { from: Date; to: Date } {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  return {
    from: new Date(Date.UTC(year, monthNumber - 1, 1)),
    to: new Date(Date.UTC(year, monthNumber, 1)),
  };
}

/**
 * The SQL condition (query-builder property paths of `alias`, an OrderEntity) for "counts for a
 * salon in that month"; the salon itself is matched by the caller on `alias.specialistStoreId`.
 * Use it with {@link attributedOrderParams}.
 */
export function attributedOrderCondition(alias: string): string {
  return `${alias}.paidStatus = :attributionPaid AND ${alias}.kind = :attributionKind AND ${alias}.createdAt >= :attributionFrom AND ${alias}.createdAt < :attributionTo`;
}

export function attributedOrderParams(month: string): Record<string, unknown> {
  const { from, to } = monthRange(month);
  return {
    attributionPaid: 'paid',
    attributionKind: 'customer',
    attributionFrom: from,
    attributionTo: to,
  };
}

/** Commission in cents for a revenue at a rate (0…1), rounded to the cent. */
export function commissionCents(revenueCents: number, rate: number): number {
  return Math.round(revenueCents * rate);
}
