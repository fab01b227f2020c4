/**
 * Numbers, prices and dates in the visitor's language (`Intl`), identical on the server and in
 * the browser so hydration matches. Belgian conventions for nl and fr (the brand is Belgian),
 * German for de, British English for en.
 */
import type { Locale } from './routes.ts';

const intlLocales: Record<Locale, string> = { nl: 'nl-BE', en: 'en-GB', de: 'de-DE', fr: 'fr-BE' };

/** The BCP 47 tag `Intl` formats a locale's numbers and dates with. */
export function intlLocale(locale: Locale): string {
  return intlLocales[locale];
}

/**
 * Free delivery to BE, NL and DE from this amount (SPEC §9), for the texts that name it (header,
 * product page). The cart uses the threshold the API gives for the visitor's zone.
 */
export const freeDeliveryFromCents = 12_500;

const priceFormats = new Map<string, Intl.NumberFormat>();

/** `7900` → `€ 79,00` (nl), `€79.00` (en), `79,00 €` (de, fr). Money is integer cents (ARCHITECTURE.md). */
export function formatPrice(cents: number, locale: Locale, currency = 'EUR'): string {
  const key = `${locale}|${currency}`;
  let format = priceFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(intlLocale(locale), { style: 'currency', currency });
    priceFormats.set(key, format);
  }
  return format.format(cents / 100);
}

const rateFormats = new Map<Locale, Intl.NumberFormat>();

/** A VAT rate in percent without the sign: `21` → `21`, `25.5` → `25,5` (nl). */
export function formatRate(rate: number, locale: Locale): string {
  let format = rateFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(intlLocale(locale), { maximumFractionDigits: 2 });
    rateFormats.set(locale, format);
  }
  return format.format(rate);
}

const dateFormats = new Map<Locale, Intl.DateTimeFormat>();

/** `2025-02-18T07:00:00Z` → `18 februari 2025`. Fixed to UTC so server and browser agree. */
export function formatDate(iso: string, locale: Locale): string {
  let format = dateFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'long', timeZone: 'UTC' });
    dateFormats.set(locale, format);
  }
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : format.format(date);
}

/** Distances in km with one decimal below 10 km: `2,4 km`, `38 km`. */
export function formatDistance(km: number, locale: Locale): string {
  const digits = km < 10 ? 1 : 0;
  return new Intl.NumberFormat(intlLocale(locale), {
    style: 'unit',
    unit: 'kilometer',
    maximumFractionDigits: digits,
    minimumFractionDigits: digits,
  }).format(km);
}

const scoreFormats = new Map<Locale, Intl.NumberFormat>();

/** A review average with one decimal: `4.5` → `4,5` (nl, de, fr), `4.0` → `4,0`. */
export function formatScore(score: number, locale: Locale): string {
  let format = scoreFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(intlLocale(locale), {
      minimumFractionDigits: 1,
      maximumFractionDigits: 1,
    });
    scoreFormats.set(locale, format);
  }
  return format.format(score);
}
