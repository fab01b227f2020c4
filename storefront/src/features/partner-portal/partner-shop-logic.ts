/** Pure rules of the partner shop screens: quantities, the VAT lines shown, problems, the checkout attempt's key. */
import type { PartnerTotals } from './api/partner-shop-api.ts';

/** Totals as a cart (with the delivery quote) or a placed order (without) carries them. */
export type TotalsInput = Omit<PartnerTotals, 'export' | 'delivery'> &
  Partial<Pick<PartnerTotals, 'export' | 'delivery'>>;

/** The quantity to put in the partner cart, or why not (below the product's minimum, not a whole number). */
export function quantityProblem(
  raw: string,
  minQuantity: number,
  max = 999,
): 'whole' | 'min' | 'max' | null {
  if (!/^\d+$/.test(raw.trim())) return 'whole';
  const quantity = Number(raw.trim());
  if (quantity < Math.max(1, minQuantity)) return 'min';
  if (quantity > max) return 'max';
  return null;
}

/** The first quantity offered for a product: its minimum (at least 1). */
export function initialQuantity(minQuantity: number): string {
  return String(Math.max(1, minQuantity));
}

export type TotalsRow =
  | { readonly kind: 'items'; readonly cents: number }
  | { readonly kind: 'delivery'; readonly cents: number }
  | { readonly kind: 'net'; readonly cents: number }
  | { readonly kind: 'vat'; readonly rate: number; readonly cents: number }
  | { readonly kind: 'reverseCharge' }
  | { readonly kind: 'export' }
  | { readonly kind: 'total'; readonly cents: number };

/** The rows of the B2B totals: ex-VAT amounts, then VAT per rate or the reverse-charge mention, then what is paid. */
export function totalsRows(totals: TotalsInput): TotalsRow[] {
  return [
    { kind: 'items', cents: totals.itemsCents },
    { kind: 'delivery', cents: totals.deliveryCents },
    { kind: 'net', cents: totals.netCents },
    ...(totals.reverseCharge
      ? [{ kind: 'reverseCharge' } as const]
      : totals.export
        ? [{ kind: 'export' } as const]
        : totals.vat
            .filter((line) => line.vatCents > 0)
            .map((line) => ({ kind: 'vat', rate: line.rate, cents: line.vatCents }) as const)),
    { kind: 'total', cents: totals.totalCents },
  ];
}

/** The message key (partnerShop namespace) for a failed API call of the partner shop, by its problem code. */
export type ProblemKey =
  | 'errors.belowMinQuantity'
  | 'errors.outOfStock'
  | 'errors.productGone'
  | 'errors.cartEmpty'
  | 'errors.vatNumberFormat'
  | 'errors.vatNumberInvalid'
  | 'errors.countryNotServed'
  | 'errors.failed';

export function problemKey(code: string | null): ProblemKey {
  switch (code) {
    case 'PARTNER_SHOP_BELOW_MIN_QUANTITY':
      return 'errors.belowMinQuantity';
    case 'PARTNER_SHOP_OUT_OF_STOCK':
    case 'ORDERS_OUT_OF_STOCK':
      return 'errors.outOfStock';
    case 'PARTNER_SHOP_PRODUCT_NOT_FOUND':
      return 'errors.productGone';
    case 'PARTNER_SHOP_CART_EMPTY':
      return 'errors.cartEmpty';
    case 'PARTNER_SHOP_VAT_NUMBER_FORMAT':
      return 'errors.vatNumberFormat';
    case 'PARTNER_SHOP_VAT_NUMBER_INVALID':
      return 'errors.vatNumberInvalid';
    case 'SHIPPING_COUNTRY_NOT_SERVED':
      return 'errors.countryNotServed';
    default:
      return 'errors.failed';
  }
}

/**
 * One Idempotency-Key per partner checkout attempt: the same order (address, company, VAT number,
 * cart) sent again carries the same key; anything that changes it starts a new attempt.
 */
export class PartnerCheckoutAttempt {
  private fingerprint: string | null = null;
  private key: string | null = null;

  constructor(private readonly newKey: () => string = () => crypto.randomUUID()) {}

  keyFor(order: unknown): string {
    const fingerprint = JSON.stringify(order);
    if (this.key === null || fingerprint !== this.fingerprint) {
      this.fingerprint = fingerprint;
      this.key = this.newKey();
    }
    return this.key;
  }
}

/** What the partner shop list is narrowed to: words to find, a line, a product type ('' = all). */
export interface PartnerShopFilter {
  readonly q: string;
  readonly collection: string;
  readonly type: string;
}

export const noPartnerShopFilter: PartnerShopFilter = { q: '', collection: '', type: '' };

/** Lower case without accents, so "creme" finds "Crème" and "serum" finds "Sérum". */
function folded(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

interface FilterableProduct {
  readonly name: string;
  readonly subtitle: string | null;
  readonly size: string | null;
  readonly slug: string;
  readonly collection: string;
  readonly type: string;
  readonly typeLabel: string;
}

/** The products matching every word of the search (name, subtitle, type, size) and the chosen line and type. */
export function filterPartnerProducts<P extends FilterableProduct>(
  products: readonly P[],
  filter: PartnerShopFilter,
): P[] {
  const words = folded(filter.q).split(/\s+/).filter(Boolean);
  return products.filter((product) => {
    if (filter.collection && product.collection !== filter.collection) return false;
    if (filter.type && product.type !== filter.type) return false;
    if (words.length === 0) return true;
    const haystack = folded(
      [product.name, product.subtitle, product.typeLabel, product.size, product.slug]
        .filter(Boolean)
        .join(' '),
    );
    return words.every((word) => haystack.includes(word));
  });
}

/** The product types present in the shop, once each, by their label in the locale. */
export function partnerTypeOptions(
  products: readonly Pick<FilterableProduct, 'type' | 'typeLabel'>[],
  locale: string,
): { value: string; label: string }[] {
  const byType = new Map<string, string>();
  for (const product of products) byType.set(product.type, product.typeLabel);
  return [...byType]
    .map(([value, label]) => ({ value, label }))
    .sort((a, b) => a.label.localeCompare(b.label, locale));
}

/**
 * The salon's own address as delivery address of the partner checkout: "Meir 42" (or
 * "Rue Neuve 12 bte 3") split into street, number and box; anything else goes in the street.
 */
export function salonAddressParts(address: string): {
  street: string;
  houseNumber: string;
  box: string;
} {
  const match =
    /^(.*?\S)\s+(\d+[a-zA-Z]?(?:-\d+[a-zA-Z]?)?)(?:\s*(?:,|\/)?\s*(?:bus|bte|box|boîte|b)\.?\s*(\S+))?$/iu.exec(
      address.trim(),
    );
  return match
    ? { street: match[1]!, houseNumber: match[2]!, box: match[3] ?? '' }
    : { street: address.trim(), houseNumber: '', box: '' };
}
