import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { generatedImage } from './generated-images.js';

const svg = (fill: string) =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 80 100" width="80" height="100"><rect width="80" height="100" fill="${fill}"/></svg>`,
  );

describe('generated images', () => {
  const cacheDir = mkdtempSync(join(tmpdir(), 'seed-images-'));
  afterAll(() => rmSync(cacheDir, { recursive: true, force: true }));

  it('rasterises an SVG at the asked width into the library widths and crops, once', async () => {
    const made = await generatedImage(svg('#336699'), 640, cacheDir);
    expect({ width: made.width, height: made.height }).toEqual({ width: 640, height: 800 });
    expect(made.variants.map(({ name }) => name).sort()).toEqual([
      'landscape',
      'square',
      'w320',
      'w640',
    ]);
    const w320 = made.variants.find(({ name }) => name === 'w320')!.data;
    expect(await sharp(w320).metadata()).toMatchObject({ format: 'webp', width: 320, height: 400 });

    // cached under the content hash: the next call reads the files instead of running sharp
    const [folder, ...others] = readdirSync(cacheDir);
    expect(others).toEqual([]);
    writeFileSync(join(cacheDir, folder!, 'w320.webp'), 'from the cache');
    const again = await generatedImage(svg('#336699'), 640, cacheDir);
    expect(again.variants.find(({ name }) => name === 'w320')!.data.toString()).toBe(
      'from the cache',
    );

    // other artwork, or another width, is another entry
    await generatedImage(svg('#996633'), 640, cacheDir);
    await generatedImage(svg('#336699'), 320, cacheDir);
    expect(readdirSync(cacheDir)).toHaveLength(3);
  });
});
