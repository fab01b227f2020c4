import { describe, expect, it } from 'vitest';
import { partnerLineVat, partnerTotals } from '../partner-shop/partner-shop.service.js';
import { SEEDED_SHIPPING_ZONES } from '../shipping/shipping-zones.defaults.js';
import { computeTotals, EU_COUNTRIES } from './delivery-rates.js';
import { destinationVat, EU_STANDARD_VAT_RATES, splitGross } from './vat-rates.js';

describe('EU VAT rates', () => {
  it('has the standard rate of each of the 27 member states', () => {
    expect(Object.keys(EU_STANDARD_VAT_RATES).sort()).toEqual([...EU_COUNTRIES].sort());
    expect(EU_STANDARD_VAT_RATES).toMatchObject({
      BE: 21,
      NL: 21,
      DE: 19,
      FR: 20,
      LU: 17,
      FI: 25.5,
      HU: 27,
      MT: 18,
    });
  });

  it('B2C: Belgian rate at home, the destination rate under OSS, the Belgian rate with OSS off, 0 % outside the EU', () => {
    expect(destinationVat('BE', 21, true)).toEqual({ rate: 21, country: 'BE', regime: 'domestic' });
    expect(destinationVat('BE', 6, true)).toEqual({ rate: 6, country: 'BE', regime: 'domestic' });
    expect(destinationVat('de', 21, true)).toEqual({ rate: 19, country: 'DE', regime: 'oss' });
    expect(destinationVat('FR', 21, true)).toEqual({ rate: 20, country: 'FR', regime: 'oss' });
    expect(destinationVat('FI', 21, true).rate).toBe(25.5);
    expect(destinationVat('DE', 21, false)).toEqual({
      rate: 21,
      country: 'BE',
      regime: 'domestic',
    });
    expect(destinationVat('CH', 21, true)).toEqual({ rate: 0, country: 'CH', regime: 'export' });
    expect(destinationVat('US', 21, false)).toEqual({ rate: 0, country: 'US', regime: 'export' });
  });

  it('splits a gross amount into net and VAT: the gross stays exact', () => {
    expect(splitGross(6_050, 21)).toEqual({ netCents: 5_000, vatCents: 1_050 });
    expect(splitGross(6_050, 19)).toEqual({ netCents: 5_084, vatCents: 966 });
    expect(splitGross(6_050, 25.5)).toEqual({ netCents: 4_821, vatCents: 1_229 });
    expect(splitGross(6_050, 0)).toEqual({ netCents: 6_050, vatCents: 0 });
  });

  it('B2C totals are the sums of the per-line split (delivery at the destination rate)', () => {
    const lines = [
      { grossCents: 3_333, vatRate: 19 },
      { grossCents: 3_333, vatRate: 19 },
      { grossCents: 1_001, vatRate: 19 },
    ];
    const totals = computeTotals(lines, 1_295, 19);
    const split = [...lines.map((l) => splitGross(l.grossCents, 19)), splitGross(1_295, 19)];
    expect(totals.vat).toEqual([
      {
        rate: 19,
        netCents: split.reduce((s, l) => s + l.netCents, 0),
        vatCents: split.reduce((s, l) => s + l.vatCents, 0),
        grossCents: 3_333 * 2 + 1_001 + 1_295,
      },
    ]);
    expect(totals.netCents + totals.vatCents).toBe(totals.totalCents);
  });

  it('B2B line VAT adds up to the order VAT per rate, each line within a cent of its exact share', () => {
    const lines = [
      { lineTotalCents: 1_005, vatRate: 21 },
      { lineTotalCents: 1_005, vatRate: 21 },
      { lineTotalCents: 1_005, vatRate: 21 },
      { lineTotalCents: 777, vatRate: 6 },
    ];
    const totals = partnerTotals(lines, 'BE', false, SEEDED_SHIPPING_ZONES);
    const split = partnerLineVat(lines, 'BE', false, SEEDED_SHIPPING_ZONES);
    const deliveryVat = totals.vatCents - split.reduce((s, l) => s + l.vatCents, 0);
    // The delivery (4.92 ex VAT at 21 %) keeps its own share: about 1.03.
    expect(Math.abs(deliveryVat - (totals.deliveryCents * 21) / 100)).toBeLessThan(1);
    split.forEach((line, i) => {
      expect(line.netCents).toBe(lines[i]!.lineTotalCents);
      expect(
        Math.abs(line.vatCents - (lines[i]!.lineTotalCents * lines[i]!.vatRate) / 100),
      ).toBeLessThan(1);
    });
    expect(
      partnerLineVat(lines, 'NL', true, SEEDED_SHIPPING_ZONES).every((l) => l.vatCents === 0),
    ).toBe(true);
  });
});
