import { describe, expect, it } from 'vitest';
import { fts5Expression, tsqueryText } from './index/fts-query.js';
import { alternativesFor, editDistance, queryVariants, searchWords, stem } from './search-text.js';

describe('search words', () => {
  it('folds case and accents and keeps only letters and digits', () => {
    expect(searchWords('Zonnecrème SPF-50 "*():-^ ß')).toEqual(['zonnecreme', 'spf', '50', 'ss']);
    expect(searchWords(`' OR 1=1 --`)).toEqual(['or', '1', '1']);
    expect(searchWords('"*():-^')).toEqual([]);
  });

  it('stems plurals of the four languages while four letters stay', () => {
    expect(stem('cremes')).toBe('crem');
    expect(stem('creams')).toBe('cream');
    expect(stem('sonnencremes')).toBe('sonnencrem');
    expect(stem('spf')).toBe('spf');
    expect(stem('spf50')).toBe('spf50');
  });

  it('measures typos with a cut-off', () => {
    expect(editDistance('retinl', 'retinol', 2)).toBe(1);
    expect(editDistance('niacinamdie', 'niacinamide', 2)).toBe(2);
    expect(editDistance('serum', 'retinol', 2)).toBe(3);
    // against a prefix of the second word, without copying it
    expect(editDistance('zonnecrem', 'zonnecremes', 2, 9)).toBe(0);
    expect(editDistance('retinl', 'retinolcreme', 2, 6)).toBe(1);
  });

  it('computes the banded distance exactly as the full table does (random words)', () => {
    const full = (a: string, b: string) => {
      const d = Array.from({ length: a.length + 1 }, (_, i) =>
        Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
      );
      for (let i = 1; i <= a.length; i++)
        for (let j = 1; j <= b.length; j++)
          d[i]![j] = Math.min(
            d[i - 1]![j]! + 1,
            d[i]![j - 1]! + 1,
            d[i - 1]![j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1),
          );
      return d[a.length]![b.length]!;
    };
    let seed = 7;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    const word = () =>
      Array.from(
        { length: 1 + Math.floor(random() * 9) },
        () => 'abcde'[Math.floor(random() * 5)],
      ).join('');
    for (let n = 0; n < 3000; n++) {
      const a = word();
      const b = word();
      for (const max of [0, 1, 2, 3]) {
        const exact = full(a, b);
        expect(editDistance(a, b, max), `${a} ${b} ${max}`).toBe(exact <= max ? exact : max + 1);
      }
    }
  });

  it('finds compounds containing a word, and close words only when nothing starts with it', () => {
    const vocabulary = ['zonnecreme', 'dagcreme', 'creme', 'retinol', 'serum'];
    expect(alternativesFor('creme', vocabulary)).toEqual(['dagcreme', 'zonnecreme']);
    expect(alternativesFor('retinl', vocabulary)).toEqual(['retinol']);
    expect(alternativesFor('serum', vocabulary)).toEqual([]);
    expect(alternativesFor('xqzvbnw', vocabulary)).toEqual([]);
  });

  it('adds a variant per synonym the query contains', () => {
    const groups = [
      [
        ['anti', 'aging'],
        ['anti', 'rimpel'],
        ['anti', 'falten'],
      ],
    ];
    expect(queryVariants(['anti', 'aging', 'serum'], groups)).toEqual([
      ['anti', 'aging', 'serum'],
      ['anti', 'rimpel', 'serum'],
      ['anti', 'falten', 'serum'],
    ]);
    expect(queryVariants(['serum'], groups)).toEqual([['serum']]);
  });

  it('writes the plan in each engine’s syntax, words quoted or bare [a-z0-9]', () => {
    const plan = [[['zonnecrem', 'zonnecreme'], ['spf']], [['sunscreen']]];
    expect(fts5Expression(plan)).toBe(
      '(("zonnecrem"* OR "zonnecreme"*) AND ("spf"*)) OR (("sunscreen"*))',
    );
    expect(tsqueryText(plan)).toBe('((zonnecrem:* | zonnecreme:*) & (spf:*)) | ((sunscreen:*))');
  });
});
