import { LOCALES } from '../../../common/i18n/locale.js';
import { productSvg } from '../../../modules/catalogue/artwork.js';
import type {
  CollectionSlug,
  ProductType,
} from '../../../modules/catalogue/catalogue.constants.js';
import type { ProductInput } from '../../../modules/catalogue/catalogue.service.js';
import type { MediaService } from '../../../modules/media/media.service.js';

/** Width of the seeded product images: the widest srcset file (4:5, so 1280 × 1600). */
export const SEED_IMAGE_WIDTH = 1280;
const GENERATED =
  /^\/api\/images\/products\/([a-z]+)\/([a-z-]+)\/([a-z0-9-]+)\.svg(?:\?view=(texture))?$/;

/** The SVG of a generated product artwork URL, or null for any other URL. */
export function productArtworkSvg(url: string): string | null {
  const match = GENERATED.exec(url);
  if (!match) return null;
  return productSvg({
    collection: match[1] as CollectionSlug,
    type: match[2] as ProductType,
    slug: match[3]!,
    view: match[4] === 'texture' ? 'texture' : 'front',
  });
}

/**
 * The demo products with their generated SVG artwork turned into media-library images (WebP at the
 * srcset widths, through the library's own pipeline), so product cards, the gallery, Open Graph
 * and structured data get raster files. Artwork already cached on disk is only copied.
 */
export async function withRasterImages(
  products: ProductInput[],
  media: MediaService,
  cacheDir: string,
): Promise<ProductInput[]> {
  const jobs = products.flatMap((product) =>
    (product.images ?? []).map((url, index) => ({ product, url, index })),
  );
  const results = new Map<string, string>();
  // two at a time: a cold cache runs sharp, which has the machine's cores to itself otherwise
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const job = jobs[next++]!;
      const svg = productArtworkSvg(job.url);
      if (!svg) continue;
      const alt = Object.fromEntries(
        LOCALES.map((locale) => [
          locale,
          job.product.translations[locale]?.name ?? job.product.slug,
        ]),
      );
      const created = await media.createGenerated(svg, {
        width: SEED_IMAGE_WIDTH,
        alt,
        cacheDir,
      });
      results.set(`${job.product.slug}/${job.index}`, created.url);
    }
  };
  await Promise.all([worker(), worker()]);
  return products.map((product) => ({
    ...product,
    images: (product.images ?? []).map(
      (url, index) => results.get(`${product.slug}/${index}`) ?? url,
    ),
  }));
}
