import { describe, expect, it } from 'vitest';
import {
  applyPromotions,
  chooseAutomatic,
  distribute,
  lowestPriceBefore,
  type PricedPromotion,
} from './promotion-pricing.js';

const promo = (over: Partial<PricedPromotion>): PricedPromotion => ({
  id: over.id ?? 'p',
  name: 'Promo',
  code: null,
  kind: 'percent',
  value: 10,
  target: 'order',
  targetIds: [],
  minOrderCents: 0,
  combinable: true,
  ...over,
});

describe('promotion pricing', () => {
  it('distributes an amount pro rata with the largest remainders, adding up exactly', () => {
    expect(distribute(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(distribute(1_180, [9_680, 2_120])).toEqual([968, 212]);
    expect(distribute(7, [0, 0])).toEqual([0, 0]);
    const parts = distribute(999, [333, 1_001, 17, 4_200]);
    expect(parts.reduce((a, b) => a + b, 0)).toBe(999);
  });

  it('applies product reductions per unit first, then the order discount on what is left', () => {
    const lines = [
      { productId: 'a', collection: 'blue', unitPriceCents: 1_000, quantity: 2 },
      { productId: 'b', collection: 'gold', unitPriceCents: 3_000, quantity: 1 },
    ];
    const result = applyPromotions(lines, [
      promo({ id: 'o', kind: 'fixed', value: 500 }),
      promo({ id: 'g', target: 'collections', targetIds: ['gold'], value: 20 }),
    ]);
    // gold: 600 off; then 500 over 2 000 and 2 400 → 227 and 273.
    expect(result.lineDiscounts).toEqual([227, 873]);
    expect(result.discountCents).toBe(1_100);
    expect(result.applied.map((a) => [a.promotionId, a.amountCents])).toEqual([
      ['g', 600],
      ['o', 500],
    ]);
  });

  it('never takes more than the price and keeps to the minimum order', () => {
    const lines = [{ productId: 'a', collection: 'blue', unitPriceCents: 400, quantity: 1 }];
    expect(applyPromotions(lines, [promo({ kind: 'fixed', value: 900 })]).lineDiscounts).toEqual([
      400,
    ]);
    expect(applyPromotions(lines, [promo({ minOrderCents: 401 })]).applied).toEqual([]);
  });

  it('picks a non-combinable automatic promotion only when it alone gives more', () => {
    const lines = [{ productId: 'a', collection: 'blue', unitPriceCents: 10_000, quantity: 1 }];
    const small = promo({ id: 'small', value: 5 });
    const other = promo({ id: 'other', value: 5 });
    const big = promo({ id: 'big', value: 15, combinable: false });
    expect(chooseAutomatic(lines, [small, other, big]).map((p) => p.id)).toEqual(['big']);
    const lone = promo({ id: 'lone', value: 8, combinable: false });
    expect(chooseAutomatic(lines, [small, other, lone]).map((p) => p.id)).toEqual([
      'small',
      'other',
    ]);
  });

  it('gives the lowest price of the 30 days before a reduction over simulated days', () => {
    const day = (n: number) => new Date(Date.UTC(2026, 0, 1) + n * 86_400_000).toISOString();
    const history = [
      { priceCents: 6_000, changedAt: day(0) },
      { priceCents: 4_500, changedAt: day(10) },
      { priceCents: 5_500, changedAt: day(25) },
    ];
    // Reduction on day 35: window days 5–35: 6 000 in force at its start, 4 500, 5 500.
    expect(lowestPriceBefore(history, new Date(day(35)), 5_500)).toBe(4_500);
    // Reduction on day 45: window days 15–45: 4 500 in force at its start, then 5 500.
    expect(lowestPriceBefore(history, new Date(day(45)), 5_500)).toBe(4_500);
    // Reduction on day 56: window days 26–56: only 5 500 was in force.
    expect(lowestPriceBefore(history, new Date(day(56)), 5_500)).toBe(5_500);
    // A price set after the reduction began does not count.
    expect(
      lowestPriceBefore(
        [...history, { priceCents: 100, changedAt: day(57) }],
        new Date(day(56)),
        5_500,
      ),
    ).toBe(5_500);
    expect(lowestPriceBefore([], new Date(day(1)), 2_000)).toBe(2_000);
  });
});
