/**
 * Countries of the registration and account forms: the EU member states first, then the other
 * countries the shop may deliver to. Address forms offer only the countries a shipping zone
 * serves (`useShippingCountryGroups`, from `GET /api/shipping/countries`).
 * Names are translated in `common` → `countries` (not `Intl.DisplayNames`: its wording differs
 * between the server's and the browser's ICU versions, which would break hydration).
 */
import type { Locale } from './routes.ts';

export const euCountries = [
  'AT',
  'BE',
  'BG',
  'HR',
  'CY',
  'CZ',
  'DK',
  'EE',
  'FI',
  'FR',
  'DE',
  'GR',
  'HU',
  'IE',
  'IT',
  'LV',
  'LT',
  'LU',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SK',
  'SI',
  'ES',
  'SE',
] as const;

export const otherCountries = [
  'GB',
  'CH',
  'NO',
  'IS',
  'LI',
  'MC',
  'AD',
  'SM',
  'US',
  'CA',
  'AU',
  'NZ',
  'JP',
  'SG',
] as const;

export type CountryCode = (typeof euCountries)[number] | (typeof otherCountries)[number];

export const countryCodes: readonly CountryCode[] = [...euCountries, ...otherCountries];

export function isCountryCode(value: unknown): value is CountryCode {
  return typeof value === 'string' && (countryCodes as readonly string[]).includes(value);
}

/** The country preselected for a new account: the brand is Belgian, German pages mostly serve Germany. */
export const defaultCountryByLocale: Readonly<Record<Locale, CountryCode>> = {
  nl: 'BE',
  en: 'BE',
  de: 'DE',
  fr: 'BE',
};
