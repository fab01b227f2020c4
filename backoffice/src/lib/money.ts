/** BCP 47 tag per back-office language: Belgian formats for nl and fr (a Belgian brand). */
const NUMBER_LOCALES: Record<string, string> = {
  nl: 'nl-BE',
  en: 'en-IE',
  de: 'de-DE',
  fr: 'fr-BE',
};

/** Euro cents as money in the UI language, e.g. 4840 → "€ 48,40" (nl), "€48.40" (en). */
export function formatCents(cents: number, locale: string, currency = 'EUR'): string {
  return new Intl.NumberFormat(NUMBER_LOCALES[locale] ?? locale, {
    style: 'currency',
    currency,
  }).format(cents / 100);
}

/** Cents for a euro amount typed in a form (48.4 → 4840), without floating-point drift. */
export function eurosToCents(value: unknown): number | null {
  if (value === null || value === undefined || value === '') return null;
  const number = typeof value === 'number' ? value : Number(String(value).replace(',', '.'));
  return Number.isFinite(number) ? Math.round(number * 100) : null;
}

export function centsToEuros(value: unknown): number | '' {
  return typeof value === 'number' ? value / 100 : '';
}
