import { describe, expect, it } from 'vitest';
import {
  codeFormat,
  formatValue,
  parseCode,
  parseLimit,
  parseValue,
  valueText,
} from './promotion-form';

describe('promotion form', () => {
  it('stores codes in capitals and an empty code as an automatic promotion', () => {
    expect(parseCode(' winter10 ')).toBe('WINTER10');
    expect(parseCode('')).toBeNull();
    expect(codeFormat('')).toBeUndefined();
    expect(codeFormat('winter-10')).toBeUndefined();
    expect(codeFormat('a b')).toBe('validation.couponCode');
    expect(codeFormat('AB')).toBe('validation.couponCode');
  });

  it('reads the value as euro for a fixed amount and as a percent otherwise', () => {
    expect(parseValue('fixed', '12,50')).toBe(1250);
    expect(formatValue('fixed', 1250)).toBe(12.5);
    expect(parseValue('percent', '15')).toBe(15);
    expect(formatValue('percent', 15)).toBe(15);
    expect(parseLimit('')).toBeNull();
    expect(parseLimit('3')).toBe(3);
  });

  it('shows the value per kind in the list', () => {
    const money = (cents: number) => `€ ${(cents / 100).toFixed(2).replace('.', ',')}`;
    expect(valueText({ kind: 'percent', value: 10 }, money)).toBe('10 %');
    expect(valueText({ kind: 'fixed', value: 500 }, money)).toBe('€ 5,00');
    expect(valueText({ kind: 'free_shipping', value: 0 }, money)).toBe('');
  });
});
