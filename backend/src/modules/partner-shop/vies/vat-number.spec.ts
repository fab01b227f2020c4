import { describe, expect, it } from 'vitest';
import { partnerTotals } from '../partner-shop.service.js';
import { SEEDED_SHIPPING_ZONES } from '../../shipping/shipping-zones.defaults.js';
import {
  normaliseVatNumber,
  parseVatNumber,
  reverseChargeApplies,
  VAT_NUMBER_FORMATS,
} from './vat-number.js';

describe('VAT numbers', () => {
  it('covers the EU-27 (EL for Greece) and Northern Ireland', () => {
    expect(Object.keys(VAT_NUMBER_FORMATS)).toHaveLength(28);
    expect(Object.keys(VAT_NUMBER_FORMATS)).toContain('EL');
    expect(Object.keys(VAT_NUMBER_FORMATS)).toContain('XI');
    expect(Object.keys(VAT_NUMBER_FORMATS)).not.toContain('GR');
  });

  it('normalises spaces, dots and dashes, and reads GR as EL', () => {
    expect(normaliseVatNumber(' be 0123.456.789 ')).toBe('BE0123456789');
    expect(normaliseVatNumber('GR-123456789')).toBe('EL123456789');
  });

  it.each([
    ['BE0123456789', 'BE'],
    ['NL123456789B01', 'NL'],
    ['DE123456789', 'DE'],
    ['FRXX123456789', 'FR'],
    ['ATU12345678', 'AT'],
    ['ESX1234567X', 'ES'],
    ['IE1234567WA', 'IE'],
    ['EL123456789', 'EL'],
    ['XI123456789', 'XI'],
    ['SE123456789001', 'SE'],
  ])('accepts %s', (value, country) => {
    expect(parseVatNumber(value)?.countryCode).toBe(country);
  });

  it.each([
    'BE2123456789',
    'BE012345678',
    'NL123456789',
    'DE12345678',
    'US123456789',
    'ATU1234567',
    '',
    'SE123456789012',
  ])('refuses %s', (value) => {
    expect(parseVatNumber(value)).toBeNull();
  });

  it('applies reverse charge to valid numbers outside Belgium only', () => {
    expect(reverseChargeApplies(parseVatNumber('BE0123456789'), 'BE')).toBe(false);
    expect(reverseChargeApplies(parseVatNumber('BE0123456789'), 'NL')).toBe(false);
    expect(reverseChargeApplies(parseVatNumber('NL123456789B01'), 'NL')).toBe(true);
    expect(reverseChargeApplies(parseVatNumber('NL123456789B01'), 'DE')).toBe(true);
    // The goods must leave Belgium for another member state.
    expect(reverseChargeApplies(parseVatNumber('NL123456789B01'), 'BE')).toBe(false);
    expect(reverseChargeApplies(parseVatNumber('NL123456789B01'), 'CH')).toBe(false);
    expect(reverseChargeApplies(parseVatNumber('NL12'), 'NL')).toBe(false);
  });
});

describe('B2B totals', () => {
  it('adds VAT per rate to ex-VAT lines, delivery ex VAT below the threshold', () => {
    const totals = partnerTotals(
      [
        { lineTotalCents: 5_000, vatRate: 21 },
        { lineTotalCents: 1_000, vatRate: 6 },
      ],
      'BE',
      false,
      SEEDED_SHIPPING_ZONES,
    );
    expect(totals).toMatchObject({
      itemsCents: 6_000,
      deliveryCents: 492,
      netCents: 6_492,
      vatCents: 60 + 1_153,
      totalCents: 6_492 + 60 + 1_153,
      vat: [
        { rate: 6, netCents: 1_000, vatCents: 60, grossCents: 1_060 },
        { rate: 21, netCents: 5_492, vatCents: 1_153, grossCents: 6_645 },
      ],
      reverseCharge: false,
      export: false,
    });
    expect(totals.delivery).toMatchObject({ zone: 'be_nl_de', costCents: 595 });
  });

  it('charges no VAT at all when reverse charged; free delivery from 125.00 ex VAT', () => {
    const totals = partnerTotals(
      [{ lineTotalCents: 12_500, vatRate: 21 }],
      'NL',
      true,
      SEEDED_SHIPPING_ZONES,
    );
    expect(totals).toMatchObject({
      deliveryCents: 0,
      vatCents: 0,
      totalCents: 12_500,
      reverseCharge: true,
    });
    expect(totals.vat).toEqual([{ rate: 0, netCents: 12_500, vatCents: 0, grossCents: 12_500 }]);
  });
});
