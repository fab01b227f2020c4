import type sharpModule from 'sharp';

let sharpLoading: Promise<typeof sharpModule> | null = null;
/** sharp is loaded on the first image, not at boot (see uploads.service.ts). */
export function loadSharp(): Promise<typeof sharpModule> {
  sharpLoading ??= import('sharp').then((module) => module.default);
  return sharpLoading;
}

/** The widths the storefront's srcset offers (a source narrower than one gets no wider file). */
export const MEDIA_WIDTHS = [320, 640, 960, 1280, 1600] as const;
export const CROPS = {
  square: { width: 800, height: 800 },
  landscape: { width: 1600, height: 900 },
} as const;
export type CropName = keyof typeof CROPS;
const MAX_INPUT_PIXELS = 40_000_000;
const WEBP = { quality: 80, effort: 4 } as const;

export interface SourceImage {
  bytes: Buffer;
  svg: boolean;
  /** Dots per inch an SVG is rasterised at (150 unless given; 72 keeps its own pixel size). */
  density?: number;
}

function open(sharp: typeof sharpModule, source: SourceImage) {
  return sharp(source.bytes, {
    limitInputPixels: MAX_INPUT_PIXELS,
    failOn: 'error',
    animated: false,
    ...(source.svg ? { density: source.density ?? 150 } : {}),
  });
}

/**
 * Decodes the source once (metadata stripped, EXIF rotation applied, SVG rasterised) into a PNG
 * master, from which every variant is made. Throws when the bytes do not decode.
 */
export async function decode(
  source: SourceImage,
): Promise<{ master: Buffer; width: number; height: number }> {
  const sharp = await loadSharp();
  const { data, info } = await open(sharp, source)
    .rotate()
    .png({ compressionLevel: 1 })
    .toBuffer({ resolveWithObject: true });
  if (!info.width || !info.height) throw new Error('no dimensions');
  return { master: data, width: info.width, height: info.height };
}

/** The width variants: WebP at each srcset width not wider than the source (at least one). */
export async function widthVariants(
  master: Buffer,
  sourceWidth: number,
): Promise<{ name: string; data: Buffer }[]> {
  const sharp = await loadSharp();
  const widths = MEDIA_WIDTHS.filter((width) => width <= sourceWidth);
  if (!widths.length) widths.push(MEDIA_WIDTHS[0]);
  return Promise.all(
    widths.map(async (width) => ({
      name: `w${width}`,
      data: await sharp(master)
        .resize({ width: Math.min(width, sourceWidth), withoutEnlargement: true })
        .webp(WEBP)
        .toBuffer(),
    })),
  );
}

/**
 * The largest rectangle of the crop's aspect ratio inside the image, centred on the focal point
 * as far as the edges allow.
 */
export function cropRectangle(
  width: number,
  height: number,
  aspect: number,
  focalX: number,
  focalY: number,
): { left: number; top: number; width: number; height: number } {
  let cropWidth = width;
  let cropHeight = Math.round(width / aspect);
  if (cropHeight > height) {
    cropHeight = height;
    cropWidth = Math.min(width, Math.round(height * aspect));
  }
  const clamp = (value: number, max: number) => Math.max(0, Math.min(max, Math.round(value)));
  return {
    left: clamp(focalX * width - cropWidth / 2, width - cropWidth),
    top: clamp(focalY * height - cropHeight / 2, height - cropHeight),
    width: cropWidth,
    height: cropHeight,
  };
}

/** The square and landscape crops around the focal point. */
export async function cropVariants(
  master: Buffer,
  size: { width: number; height: number },
  focal: { x: number; y: number },
): Promise<{ name: CropName; data: Buffer }[]> {
  const sharp = await loadSharp();
  return Promise.all(
    (Object.keys(CROPS) as CropName[]).map(async (name) => {
      const target = CROPS[name];
      const area = cropRectangle(
        size.width,
        size.height,
        target.width / target.height,
        focal.x,
        focal.y,
      );
      return {
        name,
        data: await sharp(master)
          .extract(area)
          .resize({ ...target, fit: 'cover' })
          .webp(WEBP)
          .toBuffer(),
      };
    }),
  );
}
