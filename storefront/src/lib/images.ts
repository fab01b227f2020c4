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

/** The intrinsic size of an image URL of the API (landscape when it cannot tell). */
export function imageSize(url: string): ImageSize {
  const [path = '', query = ''] = url.split('?');
  if (path.includes('/images/products/')) return productImageSize;
  const format = new URLSearchParams(query).get('format') ?? 'landscape';
  return artFormats[format] ?? artFormats.landscape!;
}
