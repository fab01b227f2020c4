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
