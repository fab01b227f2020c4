import { describe, expect, it } from 'vitest';
import { checkAddress } from './address-check.js';
import {
  isValidPostcode,
  normalizePostcode,
  POSTCODE_FORMATS,
  postcodeFormat,
} from './address-formats.js';
import { normalizePhone, phoneExample } from './phone.js';

// prettier-ignore
const EU_COUNTRIES = ['AT', 'BE', 'BG', 'CY', 'CZ', 'DE', 'DK', 'EE', 'ES', 'FI', 'FR', 'GR', 'HR', 'HU', 'IE', 'IT', 'LT', 'LU', 'LV', 'MT', 'NL', 'PL', 'PT', 'RO', 'SE', 'SI', 'SK'];

describe('postcode table', () => {
  it('covers every EU member state and the countries served outside the EU', () => {
    for (const country of [...EU_COUNTRIES, 'CH', 'GB', 'NO', 'US', 'CA', 'AU'])
      expect(POSTCODE_FORMATS[country], country).toBeDefined();
  });

  it('accepts each country’s own example and refuses letters where only digits belong', () => {
    for (const [country, format] of Object.entries(POSTCODE_FORMATS)) {
      expect(isValidPostcode(country, format.example), `${country} ${format.example}`).toBe(true);
      expect(isValidPostcode(country, 'ABCDEFG'), country).toBe(false);
      expect(isValidPostcode(country, ''), country).toBe(false);
    }
  });

  it.each([
    ['BE', '1000', true],
    ['BE', '9000', true],
    ['BE', 'ABCDEFG', false],
    ['BE', '0999', false],
    ['BE', '10000', false],
    ['NL', '1011 AB', true],
    ['NL', '1011ab', true],
    ['NL', '1011', false],
    ['NL', '1011 SA', false],
    ['DE', '10115', true],
    ['DE', '1011', false],
    ['FR', '75001', true],
    ['LU', 'L-1009', true],
    ['PL', '00-950', true],
    ['PL', '00950', false],
    ['PT', '1000-001', true],
    ['IE', 'D02 X285', true],
    ['IE', 'D02X285', true],
    ['GB', 'SW1A 1AA', true],
    ['GB', 'ec1a1bb', true],
    ['GB', '12345', false],
    ['CH', '8001', true],
    ['CH', '80011', false],
    ['NO', '0150', true],
    ['US', '10001', true],
    ['US', '10001-1234', true],
    ['US', '1000', false],
    ['CA', 'K1A 0B1', true],
    ['CA', 'K1A0B1', true],
    ['CA', 'D1A 0B1', false],
    ['AU', '2000', true],
    ['AU', '200', false],
    ['ZZ', 'AB-12', true],
    ['ZZ', '!', false],
  ])('%s %s → %s', (country, postcode, valid) => {
    expect(isValidPostcode(country, postcode)).toBe(valid);
  });

  it('normalizes what is stored: trimmed, upper case, one space', () => {
    expect(normalizePostcode('  1011   ab ')).toBe('1011 AB');
    expect(postcodeFormat('be').example).toBe('1000');
  });
});

describe('phone numbers (libphonenumber-js)', () => {
  it.each([
    ['0470 12 34 56', 'BE', '+32 470 12 34 56'],
    ['+32470123456', 'BE', '+32 470 12 34 56'],
    ['03 214 55 10', 'BE', '+32 3 214 55 10'],
    ['+31 6 12345678', 'BE', '+31 6 12345678'],
    ['06 12345678', 'NL', '+31 6 12345678'],
    ['(201) 555-0123', 'US', '+1 201 555 0123'],
    ['07400 123456', 'GB', '+44 7400 123456'],
  ])('%s in %s is %s', (typed, country, international) => {
    expect(normalizePhone(typed, country)).toBe(international);
  });

  it.each([
    ['12345', 'BE'],
    ['call me', 'BE'],
    ['0470 12 34', 'BE'],
    ['+32 470 12 34 56 78 90', 'BE'],
    ['555-0123', 'US'],
  ])('refuses %s in %s', (typed, country) => {
    expect(normalizePhone(typed, country)).toBeNull();
  });

  it('gives a mobile example per country', () => {
    expect(phoneExample('BE')).toBe('+32 470 12 34 56');
    expect(phoneExample('NL')).toMatch(/^\+31 6 /);
    expect(phoneExample('US')).toMatch(/^\+1 /);
  });
});

describe('checkAddress', () => {
  it('answers the normalized postcode and phone', () => {
    expect(checkAddress({ country: 'NL', postalCode: '1011ab', phone: '06 12345678' })).toEqual({
      postalCode: '1011AB',
      phone: '+31 6 12345678',
    });
    expect(checkAddress({ country: 'BE', postalCode: '1000', phone: ' ' })).toEqual({
      postalCode: '1000',
      phone: null,
    });
  });

  it('throws a 422 naming the fields, with the country’s examples', () => {
    let thrown: unknown;
    try {
      checkAddress({ country: 'BE', postalCode: 'ABCDEFG', phone: '12345' }, 'deliveryAddress.');
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toMatchObject({
      status: 422,
      code: 'COMMON_ADDRESS_INVALID',
      errors: {
        'deliveryAddress.postalCode': 'validation.postalCode',
        'deliveryAddress.phone': 'validation.phoneNumber',
      },
      extra: { examples: { postalCode: '1000', phone: '+32 470 12 34 56' } },
    });
  });
});
