import type { PartnerPrice } from '../../api/types';
import { centsToEuros, eurosToCents } from '../../lib/money';

/** The retail price without VAT, in cents (what the professional price compares with). */
export function retailExVatCents(priceCents: number, vatRate: number): number {
  return Math.round(priceCents / (1 + vatRate / 100));
}

/**
 * The salon's discount on the retail price, both without VAT, in whole percent; null when the
 * product has no professional price or no retail price.
 */
export function partnerDiscountPercent(
  row: Pick<PartnerPrice, 'priceCents' | 'vatRate' | 'partnerPriceCents'>,
): number | null {
  if (row.partnerPriceCents === null || row.priceCents <= 0) return null;
  const retail = retailExVatCents(row.priceCents, row.vatRate);
  return Math.round(((retail - row.partnerPriceCents) / retail) * 100);
}

/** Euros typed in the form → cents; empty means "not in the partner shop" (null). */
export const partnerPriceToCents = eurosToCents;

/** Cents → euros for the form; null stays empty. */
export const partnerPriceToEuros = centsToEuros;

/** Client-side checks matching the API: at least 1 cent when set, minimum quantity 1 to 999. */
export function validatePartnerPrice(value: unknown): string | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 10_000_000
    ? undefined
    : 'validation.min';
}

export function validateMinQuantity(value: unknown): string | undefined {
  if (typeof value !== 'number' || !Number.isInteger(value)) return 'validation.integer';
  if (value < 1) return 'validation.min';
  if (value > 999) return 'validation.max';
  return undefined;
}
