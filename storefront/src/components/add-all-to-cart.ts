/**
 * "Add all to cart" of a routine: adds each product with the cart's own endpoint, one after the
 * other, and sorts the outcome for the message (SPEC §4: a product already in the cart answers 409
 * and stays as it is; one out of stock answers 422). Products known to be out of stock are not sent.
 */

export interface AddAllProduct {
  readonly id: string;
  readonly name: string;
  readonly inStock: boolean;
}

/** What one add answered: success, or the error's HTTP status and problem code. */
export type AddResult =
  | { readonly ok: true }
  | { readonly ok: false; readonly status: number | string; readonly code?: string };

export interface AddAllOutcome {
  readonly added: readonly string[];
  readonly alreadyInCart: readonly string[];
  readonly outOfStock: readonly string[];
  /** Not sold any more (found out while adding). */
  readonly unavailable: readonly string[];
  /** Could not be added for another reason (offline, server error). */
  readonly failed: readonly string[];
}

export async function addAllToCart(
  products: readonly AddAllProduct[],
  add: (productId: string) => Promise<AddResult>,
): Promise<AddAllOutcome> {
  const added: string[] = [];
  const alreadyInCart: string[] = [];
  const outOfStock: string[] = [];
  const unavailable: string[] = [];
  const failed: string[] = [];
  const seen = new Set<string>();
  for (const product of products) {
    if (seen.has(product.id)) continue;
    seen.add(product.id);
    if (!product.inStock) {
      outOfStock.push(product.name);
      continue;
    }
    const result = await add(product.id);
    if (result.ok) added.push(product.name);
    else if (result.status === 409) alreadyInCart.push(product.name);
    else if (result.status === 422) outOfStock.push(product.name);
    else if (result.status === 404) unavailable.push(product.name);
    else failed.push(product.name);
  }
  return { added, alreadyInCart, outOfStock, unavailable, failed };
}

/** The answer of an RTK Query mutation as an AddResult. */
export function addResultOf(response: { data?: unknown; error?: unknown }): AddResult {
  if (!response.error) return { ok: true };
  const error = response.error as { status?: number | string; data?: { code?: unknown } };
  return {
    ok: false,
    status: error.status ?? 'FETCH_ERROR',
    ...(typeof error.data?.code === 'string' ? { code: error.data.code } : {}),
  };
}
