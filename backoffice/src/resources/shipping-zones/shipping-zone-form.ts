/** Pure helpers of the shipping-zone form: the country list typed as "CH, GB, NO". */

/** "ch, gb;NO" → ['CH', 'GB', 'NO'] (upper case, one each, in the order typed). */
export function parseCountries(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String);
  if (typeof value !== 'string') return [];
  const codes = value
    .split(/[\s,;]+/)
    .map((code) => code.trim().toUpperCase())
    .filter(Boolean);
  return [...new Set(codes)];
}

export function formatCountries(value: unknown): string {
  return Array.isArray(value) ? value.join(', ') : typeof value === 'string' ? value : '';
}

/** undefined when every code is two letters, else the translation key of the message. */
export function countriesFormat(value: unknown): string | undefined {
  const codes = parseCountries(value);
  if (codes.length === 0) return 'validation.countries';
  return codes.every((code) => /^[A-Z]{2}$/.test(code)) ? undefined : 'validation.countries';
}
