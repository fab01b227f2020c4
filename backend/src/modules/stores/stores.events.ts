/**
 * Asked before a store is deleted: every module that keeps rows naming the store (orders, accounts,
 * partner applications…) adds how many it has. Emitted with emitAsync and awaited; listeners only read.
 */
export class StoreReferencesQuery {
  static readonly NAME = 'stores.store.references';
  /** What refers to the store (e.g. `orders`, `users`) and how many rows. */
  readonly counts: Record<string, number> = {};
  constructor(readonly storeId: string) {}

  add(kind: string, count: number): void {
    if (count > 0) this.counts[kind] = (this.counts[kind] ?? 0) + count;
  }
}
