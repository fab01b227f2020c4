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
