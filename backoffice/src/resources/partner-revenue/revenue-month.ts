/** Month handling of the partner revenue screen (calendar months in UTC, like the API). */

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

export function isMonth(value: unknown): value is string {
  return typeof value === 'string' && MONTH.test(value);
}

export function currentMonth(now: Date = new Date()): string {
  return `${now.getUTCFullYear()}-${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
}

/** The month `delta` months after (or before, when negative) the given one. */
export function shiftMonth(month: string, delta: number): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  const date = new Date(Date.UTC(year, number - 1 + delta, 1));
  return currentMonth(date);
}

/** "November 2026" in the UI language. */
export function monthLabel(month: string, locale: string): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return new Intl.DateTimeFormat(locale, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, number - 1, 1)));
}

/** Path of the report or its CSV under /api/admin/ (locale picks the CSV's column headings). */
export function revenuePath(month: string, format: 'json' | 'csv', locale?: string): string {
  const query = new URLSearchParams({ month });
  if (format === 'csv' && locale) query.set('locale', locale);
  return `partner-revenue${format === 'csv' ? '/export' : ''}?${query.toString()}`;
}

export function csvFileName(month: string): string {
  return `partner-revenue-${month}.csv`;
}

/** The commission rate as a percentage, e.g. 0.125 → "12.5". */
export function ratePercent(rate: number): string {
  return String(Math.round(rate * 10_000) / 100);
}
