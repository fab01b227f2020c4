import { getExampleNumber, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';
import examples from 'libphonenumber-js/mobile/examples';
import { PHONE_EXAMPLES } from './address-formats.js';

/**
 * Phone numbers, checked with libphonenumber-js (its default metadata: prefix and length per country, the same check the storefront makes; the full metadata would refuse real landline numbers it lacks). A number without a country prefix
 * is read as a number of `country` (the address's); one with a prefix may be of any country.
 * Answers the number in international format ("+32 470 12 34 56"), or null when it is not a valid
 * number.
 */
export function normalizePhone(value: string, country: string): string | null {
  const parsed = parsePhoneNumberFromString(value.trim(), {
    defaultCountry: isCountryCode(country) ? country : undefined,
    extract: false,
  });
  return parsed?.isValid() ? parsed.formatInternational() : null;
}

/** The example shown in a phone field's error ("e.g. +32 470 12 34 56"); empty when none is known. */
export function phoneExample(country: string): string {
  const code = country.toUpperCase();
  if (PHONE_EXAMPLES[code]) return PHONE_EXAMPLES[code];
  return isCountryCode(code) ? (getExampleNumber(code, examples)?.formatInternational() ?? '') : '';
}

function isCountryCode(country: string): country is CountryCode {
  return /^[A-Z]{2}$/.test(country) && examples[country as CountryCode] !== undefined;
}
