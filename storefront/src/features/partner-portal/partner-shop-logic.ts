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
