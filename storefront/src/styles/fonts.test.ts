import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import arial from '@capsizecss/metrics/arial';
import fraunces from '@capsizecss/metrics/fraunces';
import sourceSans3 from '@capsizecss/metrics/sourceSans3';
import timesNewRoman from '@capsizecss/metrics/timesNewRoman';
import { describe, expect, it } from 'vitest';
import { fontPreloadUrls } from '../app/font-preloads.ts';

const css = readFileSync(fileURLToPath(new URL('./fonts.css', import.meta.url)), 'utf8');
const tokens = readFileSync(fileURLToPath(new URL('./tokens.css', import.meta.url)), 'utf8');
const faces = [...css.matchAll(/@font-face\s*{([^}]*)}/g)].map((m) => m[1] ?? '');

function face(family: string): string {
  const found = faces.find((body) => body.includes(`font-family: '${family}';`));
  if (!found) throw new Error(`no @font-face for ${family}`);
  return found;
}

function percent(body: string, property: string): number {
  const match = new RegExp(`${property}:\\s*([\\d.]+)%`).exec(body);
  if (!match) throw new Error(`${property} missing`);
  return Number(match[1]);
}

type Metrics = typeof arial;

/** The overrides that make `fallback` take the room `font` takes (the capsize / next/font method). */
function expected(font: Metrics, fallback: Metrics) {
  const sizeAdjust = font.xWidthAvg / font.unitsPerEm / (fallback.xWidthAvg / fallback.unitsPerEm);
  return {
    size: sizeAdjust * 100,
    ascent: (font.ascent / font.unitsPerEm / sizeAdjust) * 100,
    descent: (Math.abs(font.descent) / font.unitsPerEm / sizeAdjust) * 100,
  };
}

describe('brand fonts', () => {
  it('self-hosts only the latin and latin-ext woff2 files', () => {
    const urls = [...css.matchAll(/url\('([^']+)'\)/g)].map((m) => m[1] ?? '');
    expect(urls).toHaveLength(4);
    for (const url of urls)
      expect(url).toMatch(/^@fontsource-variable\/.+-latin(-ext)?-wght-normal\.woff2$/);
    expect(css).not.toMatch(/https?:\/\//);
  });

  it.each([
    ['Fraunces Fallback', fraunces, timesNewRoman],
    ['Source Sans 3 Fallback', sourceSans3, arial],
  ])('%s matches the brand font metrics so the swap moves nothing', (family, font, fallback) => {
    const body = face(family);
    const want = expected(font, fallback);
    expect(percent(body, 'size-adjust')).toBeCloseTo(want.size, 1);
    expect(percent(body, 'ascent-override')).toBeCloseTo(want.ascent, 1);
    expect(percent(body, 'descent-override')).toBeCloseTo(want.descent, 1);
    expect(percent(body, 'line-gap-override')).toBe(0);
  });

  it('puts each brand font before its fallback in the stacks', () => {
    expect(tokens).toMatch(/--serif: 'Fraunces', 'Fraunces Fallback'/);
    expect(tokens).toMatch(/--sans: 'Source Sans 3', 'Source Sans 3 Fallback'/);
  });

  it('preloads the heading and the body font', () => {
    expect(fontPreloadUrls).toHaveLength(2);
    expect(fontPreloadUrls[0]).toMatch(/fraunces-latin-wght-normal.*\.woff2/);
    expect(fontPreloadUrls[1]).toMatch(/source-sans-3-latin-wght-normal.*\.woff2/);
  });
});
