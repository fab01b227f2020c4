/**
 * Postcode and phone checks of the address forms: the backend's postcode table (generated, see
 * scripts/generate-api.mjs) and libphonenumber-js with the same metadata as the server, so the form
 * refuses what the server would refuse, and says the country's example ("e.g. 1000").
 */
import { getExampleNumber, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';
import examples from 'libphonenumber-js/mobile/examples';
import {
  FALLBACK_POSTCODE,
  PHONE_EXAMPLES,
  POSTCODE_FORMATS,
} from '../api/generated/address-formats.ts';

function format(country: string) {
  return POSTCODE_FORMATS[country.toUpperCase()] ?? FALLBACK_POSTCODE;
}

export function postcodeExample(country: string): string {
  return format(country).example;
}

export function isValidPostcode(country: string, value: string): boolean {
  const normalized = value.trim().replace(/\s+/g, ' ').toUpperCase();
  return new RegExp(`^(?:${format(country).pattern})$`, 'i').test(normalized);
}

function isCountryCode(country: string): country is CountryCode {
  return /^[A-Z]{2}$/.test(country) && examples[country as CountryCode] !== undefined;
}

/** A phone number of `country` (or any country with its prefix). */
export function isValidPhone(value: string, country: string): boolean {
  const parsed = parsePhoneNumberFromString(value.trim(), {
    defaultCountry: isCountryCode(country) ? country : undefined,
    extract: false,
  });
  return parsed?.isValid() ?? false;
}

export function phoneExample(country: string): string {
  const code = country.toUpperCase();
  if (PHONE_EXAMPLES[code]) return PHONE_EXAMPLES[code];
  return isCountryCode(code) ? (getExampleNumber(code, examples)?.formatInternational() ?? '') : '';
}
