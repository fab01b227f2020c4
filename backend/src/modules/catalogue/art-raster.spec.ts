import { describe, expect, it } from 'vitest';
import { AppError } from '../../common/errors/app-error.js';
import { ArtRasterizer } from './art-raster.js';

describe('ArtRasterizer', () => {
  it('draws one URL once and keeps it', async () => {
    const raster = new ArtRasterizer();
    const first = raster.jpeg({ key: 'kept', format: 'square', tone: 'gold' });
    expect(raster.jpeg({ key: 'kept', format: 'square', tone: 'gold' })).toBe(first);
    const bytes = await first;
    expect(bytes.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    expect(await raster.jpeg({ key: 'kept', format: 'square', tone: 'gold' })).toBe(bytes);
  });

  it('refuses new drawings with 503 and Retry-After while six are waiting, and draws again after', async () => {
    const raster = new ArtRasterizer();
    const waiting = Array.from({ length: 6 }, (_, i) =>
      raster.jpeg({ key: `flood-${i}`, format: 'landscape' }),
    );
    let refused: unknown;
    try {
      void raster.jpeg({ key: 'flood-6', format: 'landscape' });
    } catch (error) {
      refused = error;
    }
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ status: 503, headers: { 'retry-after': '5' } });
    await Promise.all(waiting);
    await expect(raster.jpeg({ key: 'flood-6', format: 'landscape' })).resolves.toBeInstanceOf(
      Buffer,
    );
  }, 30_000);
});
