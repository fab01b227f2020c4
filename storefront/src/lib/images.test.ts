import { describe, expect, it } from 'vitest';
import { imageSize, mediaSrcSet } from './images.ts';

const id = '0b5c7a2e-1f2d-4e5f-8a9b-0c1d2e3f4a5b';

describe('media library images', () => {
  it('offers every library width up to the widest file as srcset', () => {
    expect(mediaSrcSet(`/api/media/${id}/w960.webp`)).toBe(
      `/api/media/${id}/w320.webp 320w, /api/media/${id}/w640.webp 640w, /api/media/${id}/w960.webp 960w`,
    );
    expect(mediaSrcSet(`/api/media/${id}/w1600.webp`)?.split(', ')).toHaveLength(5);
  });

  it('leaves generated artwork and crops without srcset', () => {
    expect(mediaSrcSet('/api/images/products/blue/serum/hydra.svg')).toBeUndefined();
    expect(mediaSrcSet(`/api/media/${id}/square.webp`)).toBeUndefined();
  });

  it('gives library files an intrinsic size', () => {
    expect(imageSize(`/api/media/${id}/square.webp`)).toEqual({ width: 800, height: 800 });
    expect(imageSize(`/api/media/${id}/w640.webp`)).toEqual({ width: 640, height: 800 });
    expect(imageSize('/api/images/products/blue/serum/x.svg')).toEqual({
      width: 800,
      height: 1000,
    });
  });
});
