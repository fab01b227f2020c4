/**
 * Intrinsic sizes of the API's images, so every `<img>` carries width and height and the
 * page does not shift while they load. Product images are 4:5 portraits; the art images
 * come in the formats their URL asks for (`?format=hero|landscape|square|portrait`).
 */
export interface ImageSize {
  readonly width: number;
  readonly height: number;
}

const artFormats: Readonly<Record<string, ImageSize>> = {
  hero: { width: 1920, height: 800 },
  landscape: { width: 1600, height: 900 },
  square: { width: 1200, height: 1200 },
  portrait: { width: 900, height: 1200 },
};

export const productImageSize: ImageSize = { width: 800, height: 1000 };

/** The widths the media library makes of each image (backend media/image-variants.ts). */
export const MEDIA_WIDTHS = [320, 640, 960, 1280, 1600] as const;
const MEDIA_FILE = /^\/api\/media\/([0-9a-f-]{36})\/(w(\d{3,4})|square|landscape)\.webp$/;

/**
 * The `srcset` of a media-library image given by its widest file (`/api/media/<id>/w1600.webp`):
 * every library width up to that one. Undefined for any other image (generated artwork).
 */
export function mediaSrcSet(url: string): string | undefined {
  const match = MEDIA_FILE.exec(url);
  if (!match?.[3]) return undefined;
  const widest = Number(match[3]);
  return MEDIA_WIDTHS.filter((width) => width <= widest)
    .map((width) => `/api/media/${match[1]}/w${width}.webp ${width}w`)
    .join(', ');
}

/** The intrinsic size of an image URL of the API (landscape when it cannot tell). */
export function imageSize(url: string): ImageSize {
  const [path = '', query = ''] = url.split('?');
  if (path.includes('/images/products/')) return productImageSize;
  const media = MEDIA_FILE.exec(path);
  if (media) {
    if (media[2] === 'square') return { width: 800, height: 800 };
    if (media[2] === 'landscape') return artFormats.landscape!;
    // a product photo's box until it loads (height: auto then follows the photo)
    const width = Number(media[3]);
    return { width, height: Math.round(width * 1.25) };
  }
  const format = new URLSearchParams(query).get('format') ?? 'landscape';
  return artFormats[format] ?? artFormats.landscape!;
}
