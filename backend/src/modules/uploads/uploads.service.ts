import { createHash } from 'node:crypto';
import {
  Inject,
  Injectable,
  Logger,
  type OnModuleDestroy,
  type OnModuleInit,
} from '@nestjs/common';
import type sharpModule from 'sharp';
import { AppError } from '../../common/errors/app-error.js';
import type { UploadResponseDto } from './dto/upload.dto.js';
import { sniffImage, svgIsSafe } from './image-sniffer.js';
import { UPLOADS_STORAGE, type StoredUpload, type UploadsStorage } from './storage/index.js';
import {
  UPLOAD_REFUSED_MESSAGE,
  UPLOAD_TOO_LARGE_MESSAGE,
  UploadsErrorCode,
} from './uploads.errors.js';

/**
 * sharp (libvips, its thread pool and caches) is loaded on the first upload, not at boot: it adds
 * to every cold start and to the memory of an API process that never receives an upload.
 */
let sharpLoading: Promise<typeof sharpModule> | null = null;
function loadSharp(): Promise<typeof sharpModule> {
  sharpLoading ??= import('sharp').then((module) => module.default);
  return sharpLoading;
}

/** The most an upload may weigh (the multipart limit in app.factory.ts uses it too). */
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
/** Decompression bombs: more pixels than this are refused before decoding. */
const MAX_INPUT_PIXELS = 40_000_000;
export const UPLOAD_SIZES = {
  landscape: { width: 1600, height: 900 },
  square: { width: 1200, height: 1200 },
} as const;

/**
 * Thumbnail and content image uploads: the type comes from the bytes (JPEG, PNG, GIF, or SVG
 * without script), the image is decoded and re-encoded by sharp into a landscape and a square
 * JPEG (metadata stripped, SVG rasterised), stored by content hash in the configured storage
 * (DATA_DIR/uploads, or an S3-compatible bucket) and served at /api/uploads/… with a one-year cache.
 */
@Injectable()
export class UploadsService implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger(UploadsService.name);

  constructor(@Inject(UPLOADS_STORAGE) private readonly storage: UploadsStorage) {}

  onModuleInit(): void {
    this.logger.log(`Uploads are kept in ${this.storage.description}`);
  }

  onModuleDestroy(): void {
    (this.storage as { close?: () => void }).close?.();
  }

  async store(bytes: Buffer): Promise<UploadResponseDto> {
    if (bytes.length > UPLOAD_MAX_BYTES) throw tooLarge();
    const type = sniffImage(bytes);
    if (!type || (type === 'svg' && !svgIsSafe(bytes))) throw unusable();
    const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 32);
    const names = { landscape: `${hash}-landscape.jpg`, square: `${hash}-square.jpg` };
    const answer: UploadResponseDto = {
      landscape: `/api/uploads/${names.landscape}`,
      square: `/api/uploads/${names.square}?format=square`,
      sourceType: type,
    };
    const stored = await Promise.all([
      this.storage.has(names.landscape),
      this.storage.has(names.square),
    ]);
    if (stored.every(Boolean)) return answer;

    const sharp = await loadSharp();
    let outputs: [Buffer, Buffer];
    try {
      const source = () =>
        sharp(bytes, {
          limitInputPixels: MAX_INPUT_PIXELS,
          failOn: 'error',
          animated: false,
          ...(type === 'svg' ? { density: 150 } : {}),
        });
      const meta = await source().metadata();
      if (!meta.width || !meta.height) throw new Error('no dimensions');
      const encode = (size: { width: number; height: number }) =>
        source()
          .rotate()
          .flatten({ background: '#ffffff' })
          .resize({ ...size, fit: 'cover', position: 'attention' })
          .jpeg({ quality: 82, mozjpeg: true })
          .toBuffer();
      outputs = await Promise.all([encode(UPLOAD_SIZES.landscape), encode(UPLOAD_SIZES.square)]);
    } catch (error) {
      throw unusable(error);
    }
    await Promise.all([
      this.storage.put(names.landscape, outputs[0], 'image/jpeg'),
      this.storage.put(names.square, outputs[1], 'image/jpeg'),
    ]);
    return answer;
  }

  /** The stored file, or null. The name is checked by the route's DTO. */
  open(name: string): Promise<StoredUpload | null> {
    return this.storage.get(name);
  }
}

export function unusable(cause?: unknown): AppError {
  return new AppError(
    'unprocessable',
    UploadsErrorCode.FILE_UNUSABLE,
    'This image cannot be uploaded; please choose another.',
    { errors: { file: UPLOAD_REFUSED_MESSAGE }, cause },
  );
}

export function tooLarge(): AppError {
  return new AppError(
    'payload_too_large',
    UploadsErrorCode.FILE_TOO_LARGE,
    'This image is too large (at most 5 MB); please choose another.',
    {
      errors: { file: UPLOAD_TOO_LARGE_MESSAGE },
      extra: { maxBytes: UPLOAD_MAX_BYTES },
    },
  );
}
