import { describe, expect, it } from 'vitest';
import {
  csvFileName,
  currentMonth,
  isMonth,
  monthLabel,
  ratePercent,
  revenuePath,
  shiftMonth,
} from './revenue-month';

describe('partner revenue months', () => {
  it('knows the current month in UTC and moves across year ends', () => {
    expect(currentMonth(new Date('2026-11-30T23:30:00Z'))).toBe('2026-11');
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftMonth('2026-05', -12)).toBe('2025-05');
  });

  it('accepts only YYYY-MM months', () => {
    expect(isMonth('2026-11')).toBe(true);
    for (const bad of ['2026-13', '2026-1', 'nov', '', null]) expect(isMonth(bad)).toBe(false);
  });

  it('builds the API paths, the file name and the labels', () => {
    expect(revenuePath('2026-11', 'json')).toBe('partner-revenue?month=2026-11');
    expect(revenuePath('2026-11', 'csv', 'fr')).toBe(
      'partner-revenue/export?month=2026-11&locale=fr',
    );
    expect(csvFileName('2026-11')).toBe('partner-revenue-2026-11.csv');
    expect(monthLabel('2026-11', 'nl')).toBe('november 2026');
    expect(ratePercent(0.1)).toBe('10');
    expect(ratePercent(0.125)).toBe('12.5');
  });
});
