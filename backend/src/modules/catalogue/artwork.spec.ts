import { describe, expect, it } from 'vitest';
import { ART_MOTIFS, artSvg, motifFor } from './artwork.js';

describe('editorial art', () => {
  it('is the same for the same key and differs between pieces', () => {
    const a = artSvg({ key: 'article-skin-cycle', format: 'landscape', tone: 'blue' });
    expect(artSvg({ key: 'article-skin-cycle', format: 'landscape', tone: 'blue' })).toBe(a);
    expect(artSvg({ key: 'article-barrier', format: 'landscape', tone: 'blue' })).not.toBe(a);
  });

  it('chooses the motif family from the key: routines by time of day, articles by topic or hash', () => {
    expect(motifFor('routine-black-morning-shield')).toBe('sun');
    expect(motifFor('routine-black-evening-repair')).toBe('moon');
    expect(motifFor('routine-weekly-boost')).toBe('cycle');
    expect(motifFor('article-what-is-epigenetics')).toBe('helix');
    expect(motifFor('article-probiotic-skin-care')).toBe('cells');
    // Without a fitting word the hash spreads pieces over several families.
    const families = new Set(
      Array.from({ length: 20 }, (_, i) => motifFor(`article-untitled-${i}`)),
    );
    expect(families.size).toBeGreaterThanOrEqual(4);
  });

  it('draws every family as well-formed SVG', () => {
    for (const motif of ART_MOTIFS) {
      const svg = artSvg({ key: `k-${motif}`, format: 'square', tone: 'gold', motif });
      expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 1200 1200"/);
      expect(svg).not.toMatch(/NaN|undefined/);
      expect(svg.trim().endsWith('</svg>')).toBe(true);
    }
  });
});
