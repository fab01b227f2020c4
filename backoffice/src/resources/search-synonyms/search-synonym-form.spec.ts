import { describe, expect, it } from 'vitest';
import { formatTerms, parseTerms, twoTerms } from './search-synonym-form';

describe('synonym terms', () => {
  it('are edited as one comma-separated text', () => {
    expect(parseTerms(' anti-aging, anti-rimpel ,,Anti-Falten ')).toEqual([
      'anti-aging',
      'anti-rimpel',
      'Anti-Falten',
    ]);
    expect(formatTerms(['anti-aging', 'anti-rimpel'])).toBe('anti-aging, anti-rimpel');
    expect(formatTerms(undefined)).toBe('');
  });

  it('need at least two', () => {
    expect(twoTerms(['a'])).toBe('validation.synonymTerms');
    expect(twoTerms(['a', 'b'])).toBeUndefined();
  });
});
