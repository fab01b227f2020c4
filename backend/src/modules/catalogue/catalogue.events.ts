/**
 * Asked before a product is deleted: every module that keeps rows naming the product (orders,
 * reviews…) adds how many it has. Emitted with emitAsync and awaited; listeners only read.
 */
export class ProductReferencesQuery {
  static readonly NAME = 'catalogue.product.references';
  /** What refers to the product (e.g. `orders`, `reviews`) and how many rows. */
  readonly counts: Record<string, number> = {};
  constructor(readonly productId: string) {}

  add(kind: string, count: number): void {
    if (count > 0) this.counts[kind] = (this.counts[kind] ?? 0) + count;
  }
}

/**
 * Asked for each external `https://` image a product is given (admin API, CSV import): the media
 * library answers with its own URL of that image, fetched once into the library (or found there
 * from an earlier import of the same address), so the storefront serves every image from its own
 * origin. With `fetch` false the library only looks (a dry run writes nothing). Emitted with
 * emitAsync and awaited; a refused address or file lands in `error`.
 */
export class ImageImportQuery {
  static readonly NAME = 'catalogue.image.import';
  /** The library's URL of the image (`/api/media/{id}/w….webp`), or null when not (yet) there. */
  url: string | null = null;
  /** Why the import was refused (address not public, not an image, too large, unreachable). */
  error: unknown = null;
  /** Whether a media library answered at all (none: the URL is kept as given). */
  answered = false;
  constructor(
    readonly sourceUrl: string,
    readonly userId: string | null,
    readonly fetch: boolean,
  ) {}
}

/** An image reference that is not the shop's own: an absolute https address. */
export function isExternalImage(value: string): boolean {
  return /^https:\/\//i.test(value);
}
