import { describe, expect, it } from 'vitest';
import { barHeights } from './dashboard/revenue-chart';

describe('the dashboard chart', () => {
  it('scales bars to the best day and keeps an empty month flat', () => {
    const day = (revenueCents: number) => ({
      date: '2026-11-01',
      orders: revenueCents > 0 ? 1 : 0,
      revenueCents,
    });
    expect(barHeights([day(0), day(5000), day(10000), day(2500)])).toEqual([0, 50, 100, 25]);
    expect(barHeights([day(0), day(0)])).toEqual([0, 0]);
    expect(barHeights([])).toEqual([]);
  });
});
