import { describe, expect, it } from 'vitest';
import { foldText, resolveLocale, sortKey } from './locale.js';

describe('resolveLocale', () => {
  it.each([
    [undefined, undefined, 'nl'],
    [undefined, 'de-DE,de;q=0.9,en;q=0.8', 'de'],
    [undefined, 'es-ES,es;q=0.9', 'nl'],
    [undefined, 'es, fr;q=0.5, en;q=0.7', 'en'],
    [undefined, 'en;q=0, fr', 'fr'],
    [undefined, '*', 'nl'],
    ['fr', 'de', 'fr'],
    ['xx', 'de', 'de'],
  ])('locale=%s, Accept-Language=%s → %s', (explicit, header, want) => {
    expect(resolveLocale(explicit, header)).toBe(want);
  });
});

describe('foldText and sortKey', () => {
  it('ignore case and accents the same way on every database', () => {
    expect(foldText('  Düsseldorf  Liège ')).toBe('dusseldorf liege');
    expect(foldText('Straße')).toBe('strasse');
    expect(sortKey('Crème de jour – SPF 30')).toBe('creme0de0jour0spf030');
    expect(sortKey('blue serum') < sortKey('blueberry')).toBe(true);
  });
});
