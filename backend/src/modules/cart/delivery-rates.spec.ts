import { describe, expect, it } from 'vitest';
import {
  computeTotals,
  deliveryQuote,
  DOMESTIC_RATE_CENTS,
  EU_RATE_CENTS,
} from './delivery-rates.js';

describe('delivery rates', () => {
  it.each(['BE', 'NL', 'DE'])('%s: flat rate at 124.99 euro, free from 125.00 euro', (country) => {
    expect(deliveryQuote(country, 12_499)).toMatchObject({
      zone: 'free_zone',
      costCents: DOMESTIC_RATE_CENTS,
      freeFromCents: 12_500,
    });
    expect(deliveryQuote(country, 12_500)).toMatchObject({ zone: 'free_zone', costCents: 0 });
  });

  it('the rest of the EU pays the flat EU rate whatever the amount', () => {
    expect(deliveryQuote('FR', 12_499).costCents).toBe(EU_RATE_CENTS);
    expect(deliveryQuote('FR', 12_500).costCents).toBe(EU_RATE_CENTS);
    expect(deliveryQuote('fr', 50_000)).toMatchObject({
      country: 'FR',
      zone: 'eu',
      freeFromCents: null,
    });
  });

  it('outside the EU the cost is quoted at checkout', () => {
    expect(deliveryQuote('CH', 12_500)).toEqual({
      country: 'CH',
      zone: 'outside_eu',
      costCents: null,
      freeFromCents: null,
      quotedAtCheckout: true,
    });
  });

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
});
