/** Quarter handling of the OSS report screen (calendar quarters in UTC, like the API). */

const QUARTER = /^(\d{4})-Q([1-4])$/;

export function isQuarter(value: unknown): value is string {
  return typeof value === 'string' && QUARTER.test(value);
}

export function currentQuarter(now: Date = new Date()): string {
  return `${now.getUTCFullYear()}-Q${Math.floor(now.getUTCMonth() / 3) + 1}`;
}

/** The quarter `delta` quarters after (or before, when negative) the given one. */
export function shiftQuarter(quarter: string, delta: number): string {
  const [, year, q] = QUARTER.exec(quarter)!;
  const index = Number(year) * 4 + Number(q) - 1 + delta;
  return `${Math.floor(index / 4)}-Q${(index % 4) + 1}`;
}

/** Path of the report or its CSV under /api/admin/ (locale picks the CSV's headings and country names). */
export function ossPath(quarter: string, format: 'json' | 'csv', locale?: string): string {
  const query = new URLSearchParams({ quarter });
  if (format === 'csv' && locale) query.set('locale', locale);
  return `reports/oss${format === 'csv' ? '/export' : ''}?${query.toString()}`;
}

export function ossFileName(quarter: string): string {
  return `oss-${quarter}.csv`;
}

/** A VAT rate in the UI language: 25.5 → "25,5" (nl). */
export function formatRate(rate: number, locale: string): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(rate);
}

/** A member state's name in the UI language (DE → "Duitsland"), the code when unknown. */
export function countryName(code: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}
