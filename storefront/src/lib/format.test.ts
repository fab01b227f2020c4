import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { formatDate, formatDistance, formatPrice } from './format.ts';

// Intl separates some parts with (narrow) no-break spaces; compare with plain ones.
const plain = (value: string) => value.replace(/[\u00a0\u202f]/g, ' ');

describe('formatPrice', () => {
  it('formats euro cents per locale', () => {
    expect(plain(formatPrice(7900, 'nl'))).toBe('€ 79,00');
    expect(plain(formatPrice(7900, 'en'))).toBe('€79.00');
    expect(plain(formatPrice(7900, 'de'))).toBe('79,00 €');
    expect(plain(formatPrice(7900, 'fr'))).toBe('79,00 €');
  });

  it('keeps the cents and groups thousands', () => {
    expect(plain(formatPrice(123450, 'nl'))).toBe('€ 1.234,50');
    expect(plain(formatPrice(123450, 'en'))).toBe('€1,234.50');
    expect(plain(formatPrice(123450, 'de'))).toBe('1.234,50 €');
    expect(plain(formatPrice(123450, 'fr'))).toBe('1 234,50 €');
    expect(plain(formatPrice(5, 'en'))).toBe('€0.05');
  });
});

describe('money in texts', () => {
  it('no translation writes a euro amount by hand: amounts come from formatPrice', () => {
    const dir = fileURLToPath(new URL('../locales', import.meta.url));
    const handMade: string[] = [];
    for (const locale of ['nl', 'en', 'de', 'fr'])
      for (const file of readdirSync(join(dir, locale))) {
        const text = readFileSync(join(dir, locale, file), 'utf8');
        for (const match of text.matchAll(/€\s?\d[\d.,]*|\d[\d.,]*\s?€/g))
          handMade.push(`${locale}/${file}: ${match[0]}`);
      }
    expect(handMade).toEqual([]);
  });
});

describe('formatDate', () => {
  it('writes the date in words, in UTC', () => {
    expect(formatDate('2025-02-18T07:00:00.000Z', 'nl')).toBe('18 februari 2025');
    expect(formatDate('2025-02-18T07:00:00.000Z', 'en')).toBe('18 February 2025');
    expect(formatDate('2025-02-18T07:00:00.000Z', 'de')).toBe('18. Februar 2025');
    expect(formatDate('2025-02-18T23:30:00.000Z', 'fr')).toBe('18 février 2025');
    expect(formatDate('not a date', 'fr')).toBe('');
  });
});

describe('formatDistance', () => {
  it('uses one decimal for short distances', () => {
    expect(plain(formatDistance(2.44, 'nl'))).toBe('2,4 km');
    expect(plain(formatDistance(38.2, 'en'))).toBe('38 km');
  });
});
