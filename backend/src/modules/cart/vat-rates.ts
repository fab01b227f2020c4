/**
 * VAT by destination, in ONE place: the standard VAT rate of each EU member state (in force in
 * 2026; cosmetics and food supplements are standard-rated for distance sales) and the rule that
 * picks the rate of a B2C sale. Rates are percentages and may carry a decimal (Finland: 25.5).
 *
 * Prices are set including Belgian VAT and stay the same gross amount everywhere: only the split
 * between net and VAT follows the destination.
 */
import { EU_COUNTRIES } from './delivery-rates.js';

/** The seller's member state. */
export const SELLER_COUNTRY = 'BE';

/** Standard VAT rate per member state (ISO 3166 alpha-2; Greece is GR here, EL only in VAT numbers). */
export const EU_STANDARD_VAT_RATES: Readonly<Record<(typeof EU_COUNTRIES)[number], number>> = {
  AT: 20,
  BE: 21,
  BG: 20,
  CY: 19,
  CZ: 21,
  DE: 19,
  DK: 25,
  EE: 24,
  ES: 21,
  FI: 25.5,
  FR: 20,
  GR: 24,
  HR: 25,
  HU: 27,
  IE: 23,
  IT: 22,
  LT: 21,
  LU: 17,
  LV: 21,
  MT: 18,
  NL: 21,
  PL: 23,
  PT: 23,
  RO: 21,
  SE: 25,
  SI: 22,
  SK: 23,
};

export function isEuCountry(country: string): boolean {
  return (EU_COUNTRIES as readonly string[]).includes(country.toUpperCase());
}

/** How a sale is taxed: Belgian VAT, the delivery country's VAT (OSS), or an export outside the EU (0 %). */
export type VatRegime = 'domestic' | 'oss' | 'export';

export interface DestinationVat {
  /** Rate in percent (25.5 for Finland). */
  rate: number;
  /** The member state whose VAT applies (the delivery country for OSS and exports). */
  country: string;
  regime: VatRegime;
}

/**
 * The VAT of a B2C line delivered to `country`. `belgianRate` is the product's own (Belgian) rate,
 * which applies in Belgium and, with OSS off, for every EU delivery. With OSS on, another member
 * state's standard rate applies. Outside the EU the goods are exported: 0 %.
 */
export function destinationVat(country: string, belgianRate: number, oss: boolean): DestinationVat {
  const code = country.toUpperCase();
  if (!isEuCountry(code)) return { rate: 0, country: code, regime: 'export' };
  if (!oss || code === SELLER_COUNTRY)
    return { rate: belgianRate, country: SELLER_COUNTRY, regime: 'domestic' };
  return {
    rate: EU_STANDARD_VAT_RATES[code as keyof typeof EU_STANDARD_VAT_RATES],
    country: code,
    regime: 'oss',
  };
}

/** Net and VAT of an amount that includes VAT at `rate` percent, rounded to the cent (the gross stays exact). */
export function splitGross(
  grossCents: number,
  rate: number,
): { netCents: number; vatCents: number } {
  const netCents = Math.round((grossCents * 100) / (100 + rate));
  return { netCents, vatCents: grossCents - netCents };
}
