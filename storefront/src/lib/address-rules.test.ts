import { describe, expect, it } from 'vitest';
import { validateAddress, emptyAddress } from '../components/address-form.tsx';
import { isValidPhone, isValidPostcode, phoneExample, postcodeExample } from './address-rules.ts';

describe('address rules (the backend’s table, generated)', () => {
  it('checks postcodes per country, with the country’s example', () => {
    expect(isValidPostcode('BE', 'ABCDEFG')).toBe(false);
    expect(isValidPostcode('BE', '1000')).toBe(true);
    expect(isValidPostcode('NL', '1011 ab')).toBe(true);
    expect(isValidPostcode('NL', '1000')).toBe(false);
    expect(isValidPostcode('US', '10001-1234')).toBe(true);
    expect(postcodeExample('BE')).toBe('1000');
    expect(postcodeExample('GB')).toBe('SW1A 1AA');
  });

  it('checks phone numbers like the server does', () => {
    expect(isValidPhone('0470 12 34 56', 'BE')).toBe(true);
    expect(isValidPhone('+31 6 12345678', 'BE')).toBe(true);
    expect(isValidPhone('12345', 'BE')).toBe(false);
    expect(phoneExample('BE')).toBe('+32 470 12 34 56');
  });

  it('the address form names both fields and keeps what was typed', () => {
    const values = {
      ...emptyAddress('BE', { firstName: 'Lotte', lastName: 'Janssens' }),
      street: 'Meir',
      houseNumber: '42',
      city: 'Antwerpen',
      postalCode: 'ABCDEFG',
      phone: '12345',
    };
    expect(validateAddress(values)).toEqual({
      postalCode: 'validation.postalCode',
      phone: 'validation.phoneNumber',
    });
    expect(values.postalCode).toBe('ABCDEFG');
    expect(validateAddress({ ...values, postalCode: '2000', phone: '' })).toEqual({});
  });
});
