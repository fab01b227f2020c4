/**
 * VAT identification numbers of the EU-27 and Northern Ireland (XI): normalising and the format
 * check per member state. The format check alone never proves a number exists; the VIES service
 * (behind the VatNumberValidator port) does that when it can be reached.
 */
import { EU_COUNTRIES } from '../../cart/delivery-rates.js';

/** Number part (after the 2-letter prefix) per VAT prefix. Greece uses `EL`, Northern Ireland `XI`. */
export const VAT_NUMBER_FORMATS: Record<string, RegExp> = {
  AT: /^U\d{8}$/,
  BE: /^[01]\d{9}$/,
  BG: /^\d{9,10}$/,
  CY: /^\d{8}[A-Z]$/,
  CZ: /^\d{8,10}$/,
  DE: /^\d{9}$/,
  DK: /^\d{8}$/,
  EE: /^\d{9}$/,
  EL: /^\d{9}$/,
  ES: /^[A-Z0-9]\d{7}[A-Z0-9]$/,
  FI: /^\d{8}$/,
  FR: /^[A-HJ-NP-Z0-9]{2}\d{9}$/,
  HR: /^\d{11}$/,
  HU: /^\d{8}$/,
  IE: /^(\d{7}[A-W][A-IW]?|\d[A-Z+*]\d{5}[A-W])$/,
  IT: /^\d{11}$/,
  LT: /^(\d{9}|\d{12})$/,
  LU: /^\d{8}$/,
  LV: /^\d{11}$/,
  MT: /^\d{8}$/,
  NL: /^\d{9}B\d{2}$/,
  PL: /^\d{10}$/,
  PT: /^\d{9}$/,
  RO: /^\d{2,10}$/,
  SE: /^\d{10}01$/,
  SI: /^\d{8}$/,
  SK: /^\d{10}$/,
  XI: /^(\d{9}|\d{12}|GD\d{3}|HA\d{3})$/,
};

/** The seller's own member state: a Belgian customer always pays Belgian VAT. */
export const SELLER_VAT_PREFIX = 'BE';

export interface ParsedVatNumber {
  /** VIES country code (EL for Greece, XI for Northern Ireland). */
  countryCode: string;
  /** The number without its prefix. */
  number: string;
  /** Prefix and number, as stored on the order (e.g. NL123456789B01). */
  full: string;
}

/** Upper-cases and removes spaces, dots, dashes and slashes; `GR…` is read as `EL…`. */
export function normaliseVatNumber(value: string): string {
  const compact = value.toUpperCase().replace(/[\s.\-/]/g, '');
  return compact.startsWith('GR') ? `EL${compact.slice(2)}` : compact;
}

/** The parsed number when its format is that of an EU member state (or XI); null otherwise. */
export function parseVatNumber(value: string): ParsedVatNumber | null {
  const full = normaliseVatNumber(value);
  const countryCode = full.slice(0, 2);
  const number = full.slice(2);
  const format = VAT_NUMBER_FORMATS[countryCode];
  if (!format || !format.test(number)) return null;
  return { countryCode, number, full };
}

/**
 * Reverse charge (art. 138 and 196 of Directive 2006/112/EC) applies to an intra-Community supply:
 * a (valid) VAT number of another member state than Belgium, and goods that leave Belgium for
 * another member state. A foreign salon that has its order delivered in Belgium pays Belgian VAT.
 */
export function reverseChargeApplies(
  parsed: ParsedVatNumber | null,
  deliveryCountry: string,
): boolean {
  const destination = deliveryCountry.toUpperCase();
  return (
    parsed !== null &&
    parsed.countryCode !== SELLER_VAT_PREFIX &&
    destination !== 'BE' &&
    (EU_COUNTRIES as readonly string[]).includes(destination)
  );
}
