import { Injectable } from '@nestjs/common';
import { AppError, CommonErrorCode } from '../../common/errors/app-error.js';
import { loadSharp } from '../media/image-variants.js';
import { artSvg, type ArtFormat, type ArtTone } from './artwork.js';

/** Link previews (Open Graph) and search engines take 1200 px wide JPEG, PNG or WebP, not SVG. */
export const ART_RASTER_WIDTH = 1200;
/** Drawn images kept in memory (about 50 KB each), most recently asked first. */
const KEPT = 48;
/** Drawings waiting beyond this are refused with 503: a flood of new keys cannot queue CPU work. */
const WAITING = 6;

export interface ArtRequest {
  key: string;
  format: ArtFormat;
  tone?: ArtTone;
}

/**
 * The JPEG of a generated artwork, for the link previews and structured data of articles,
 * routines and pages whose images are the shop's own SVG art. One drawing at a time (about
 * 150–300 ms of CPU), the same URL drawn once and kept; the answer is cached for a year by URL.
 */
@Injectable()
export class ArtRasterizer {
  private readonly kept = new Map<string, Promise<Buffer>>();
  private queue: Promise<unknown> = Promise.resolve();
  private waiting = 0;

  jpeg(request: ArtRequest): Promise<Buffer> {
    const id = `${request.key}|${request.format}|${request.tone ?? ''}`;
    const hit = this.kept.get(id);
    if (hit) {
      this.kept.delete(id);
      this.kept.set(id, hit);
      return hit;
    }
    if (this.waiting >= WAITING) {
      throw new AppError('unavailable', CommonErrorCode.UNAVAILABLE, 'Busy drawing images.', {
        headers: { 'retry-after': '5' },
      });
    }
    this.waiting++;
    const drawing = this.queue
      .then(() => draw(request))
      .finally(() => {
        this.waiting--;
      });
    this.queue = drawing.catch(() => undefined);
    this.kept.set(id, drawing);
    drawing.catch(() => this.kept.delete(id));
    while (this.kept.size > KEPT) this.kept.delete(this.kept.keys().next().value!);
    return drawing;
  }
}

async function draw(request: ArtRequest): Promise<Buffer> {
  const sharp = await loadSharp();
  return sharp(Buffer.from(artSvg(request)))
    .resize({ width: ART_RASTER_WIDTH })
    .jpeg({ quality: 80, mozjpeg: true })
    .toBuffer();
}
