import { describe, expect, it } from 'vitest';
import {
  partnerDiscountPercent,
  partnerPriceToCents,
  partnerPriceToEuros,
  retailExVatCents,
  validateMinQuantity,
  validatePartnerPrice,
} from './partner-price';

describe('professional price list logic', () => {
  it('compares the professional price with the retail price without VAT', () => {
    expect(retailExVatCents(12_100, 21)).toBe(10_000);
    expect(
      partnerDiscountPercent({ priceCents: 12_100, vatRate: 21, partnerPriceCents: 6_000 }),
    ).toBe(40);
    expect(
      partnerDiscountPercent({ priceCents: 12_100, vatRate: 21, partnerPriceCents: null }),
    ).toBeNull();
    expect(
      partnerDiscountPercent({ priceCents: 0, vatRate: 21, partnerPriceCents: 100 }),
    ).toBeNull();
  });

  it('turns typed euros into cents and an empty field into null (not in the partner shop)', () => {
    expect(partnerPriceToCents('24,95')).toBe(2_495);
    expect(partnerPriceToCents(19.99)).toBe(1_999);
    expect(partnerPriceToCents('')).toBeNull();
    expect(partnerPriceToCents(null)).toBeNull();
    expect(partnerPriceToEuros(2_495)).toBe(24.95);
    expect(partnerPriceToEuros(null)).toBe('');
  });

  it('validates like the API', () => {
    expect(validatePartnerPrice(null)).toBeUndefined();
    expect(validatePartnerPrice(1)).toBeUndefined();
    expect(validatePartnerPrice(0)).toBe('validation.min');
    expect(validateMinQuantity(1)).toBeUndefined();
    expect(validateMinQuantity(999)).toBeUndefined();
    expect(validateMinQuantity(0)).toBe('validation.min');
    expect(validateMinQuantity(1000)).toBe('validation.max');
    expect(validateMinQuantity(2.5)).toBe('validation.integer');
  });
});
