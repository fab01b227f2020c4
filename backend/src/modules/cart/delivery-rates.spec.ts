import { describe, expect, it } from 'vitest';
import { SEEDED_SHIPPING_ZONES } from '../shipping/shipping-zones.defaults.js';
import { checkZone } from '../shipping/shipping-zones.service.js';
import { addWorkingDays, computeTotals, quoteDelivery, zoneFor } from './delivery-rates.js';

const zones = SEEDED_SHIPPING_ZONES;
// A Thursday: working days skip the weekend.
const thursday = new Date('2026-11-26T10:00:00Z');

describe('shipping zones', () => {
  it.each(['BE', 'NL', 'DE'])('%s: 5.95 at 124.99 euro, free from 125.00 euro', (country) => {
    expect(quoteDelivery(zones, country, 12_499)).toMatchObject({
      zone: 'be_nl_de',
      served: true,
      costCents: 595,
      freeFromCents: 12_500,
    });
    expect(quoteDelivery(zones, country, 12_500)).toMatchObject({ costCents: 0 });
  });

  it('the rest of the EU pays its flat rate whatever the amount', () => {
    expect(quoteDelivery(zones, 'FR', 12_499).costCents).toBe(1_295);
    expect(quoteDelivery(zones, 'fr', 50_000)).toMatchObject({
      country: 'FR',
      zone: 'eu',
      costCents: 1_295,
      freeFromCents: null,
    });
  });

  it('Europe outside the EU (CH, GB, NO) has its own cost, threshold and delivery time', () => {
    for (const country of ['CH', 'GB', 'NO']) {
      expect(quoteDelivery(zones, country, 10_000, thursday)).toEqual({
        country,
        zone: 'europe',
        served: true,
        costCents: 1_995,
        freeFromCents: 25_000,
        minWorkingDays: 5,
        maxWorkingDays: 8,
        estimatedFrom: '2026-12-03',
        estimatedTo: '2026-12-08',
      });
    }
    expect(quoteDelivery(zones, 'CH', 25_000).costCents).toBe(0);
    expect(quoteDelivery(zones, 'CH', 24_999).costCents).toBe(1_995);
  });

  it('the world zone serves the US, never free', () => {
    expect(quoteDelivery(zones, 'US', 1_000_000)).toMatchObject({
      zone: 'world',
      costCents: 3_495,
      minWorkingDays: 7,
      maxWorkingDays: 12,
    });
  });

  it('a country no zone lists is not served: no cost, no date', () => {
    expect(quoteDelivery(zones, 'BR', 5_000)).toEqual({
      country: 'BR',
      zone: null,
      served: false,
      costCents: null,
      freeFromCents: null,
      minWorkingDays: null,
      maxWorkingDays: null,
      estimatedFrom: null,
      estimatedTo: null,
    });
    expect(zoneFor(zones, 'RU')).toBeUndefined();
  });

  it('the seeded zones list each country once', () => {
    const all = zones.flatMap((zone) => zone.countries);
    expect(new Set(all).size).toBe(all.length);
  });

  it('counts working days from the order day, skipping weekends', () => {
    expect(addWorkingDays(thursday, 1)).toBe('2026-11-27'); // Friday
    expect(addWorkingDays(thursday, 2)).toBe('2026-11-30'); // Monday
    expect(addWorkingDays(new Date('2026-11-28T12:00:00Z'), 1)).toBe('2026-11-30'); // Sat → Mon
  });

  it('refuses a zone taking a country of another zone, a taken code, or min above max', () => {
    const zone = { code: 'x', countries: ['CH'], minWorkingDays: 2, maxWorkingDays: 3 };
    expect(() => checkZone(zone, zones)).toThrow(/Already in another zone: CH/);
    expect(() => checkZone({ ...zone, countries: ['BR'] }, zones)).not.toThrow();
    expect(() => checkZone({ ...zone, code: 'eu', countries: ['BR'] }, zones)).toThrow(/taken/);
    expect(() => checkZone({ ...zone, countries: ['BR'], minWorkingDays: 4 }, zones)).toThrow(
      /shortest/,
    );
  });
});

describe('totals', () => {
  it('splits VAT per rate from prices that include it, delivery at 21 %', () => {
    const totals = computeTotals(
      [
        { grossCents: 12_100, vatRate: 21 },
        { grossCents: 1_060, vatRate: 6 },
      ],
      605,
    );
    expect(totals.vat).toEqual([
      { rate: 6, netCents: 1_000, vatCents: 60, grossCents: 1_060 },
      { rate: 21, netCents: 10_500, vatCents: 2_205, grossCents: 12_705 },
    ]);
    expect(totals).toMatchObject({
      itemsCents: 13_160,
      deliveryCents: 605,
      netCents: 11_500,
      vatCents: 2_265,
      totalCents: 13_765,
    });
  });

  it('an export carries no VAT on the goods nor on delivery', () => {
    const totals = computeTotals([{ grossCents: 10_000, vatRate: 0 }], 1_995, 0);
    expect(totals).toMatchObject({ vatCents: 0, netCents: 11_995, totalCents: 11_995 });
  });
});
