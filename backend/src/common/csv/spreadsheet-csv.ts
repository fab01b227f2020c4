/**
 * CSV for a spreadsheet (partner revenue, invoices, OSS report, product import/export): semicolon-separated (Excel in the shop's
 * nl/de/fr locales reads `;` as the list separator and `,` as the decimal comma), UTF-8 with a byte
 * order mark so accented salon names survive, CRLF line ends (RFC 4180). A text cell that starts with
 * `=`, `+`, `-`, `@`, tab or carriage return gets a leading apostrophe, so a salon name can never be
 * run as a formula (CSV injection); numbers are written by us and never prefixed.
 */
export const CSV_BOM = '\uFEFF';
const SEPARATOR = ';';
const FORMULA_START = /^[=+\-@\t\r]/;

export type CsvCell = string | number;

/** One cell: formula-like text neutralised, quoted when it holds the separator, a quote or a line break. */
export function csvCell(value: CsvCell): string {
  if (typeof value === 'number') return String(value);
  // a plain amount such as -12,34 is data, not a formula
  const safe = FORMULA_START.test(value) && !/^-\d+(,\d+)?$/.test(value) ? `'${value}` : value;
  return /[";\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function toCsv(rows: CsvCell[][]): string {
  return CSV_BOM + rows.map((row) => row.map(csvCell).join(SEPARATOR)).join('\r\n') + '\r\n';
}

/** Cents as a euro amount with a decimal comma (`1234` → `12,34`), as the shop's locales write it. */
export function euros(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)},${String(abs % 100).padStart(2, '0')}`;
}
