import { describe, expect, it } from 'vitest';
import { countriesFormat, formatCountries, parseCountries } from './shipping-zone-form';

describe('shipping-zone form', () => {
  it('reads the countries typed as a list: upper case, each once', () => {
    expect(parseCountries('ch, gb;NO  no')).toEqual(['CH', 'GB', 'NO']);
    expect(parseCountries(['US'])).toEqual(['US']);
    expect(parseCountries(undefined)).toEqual([]);
    expect(formatCountries(['CH', 'GB'])).toBe('CH, GB');
  });

  it('refuses anything but two-letter codes, and an empty list', () => {
    expect(countriesFormat('CH, GB')).toBeUndefined();
    expect(countriesFormat('Switzerland')).toBe('validation.countries');
    expect(countriesFormat('')).toBe('validation.countries');
  });
});
