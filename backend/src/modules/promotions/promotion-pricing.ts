import type { PromotionKind, PromotionTarget } from './entities/promotion.entity.js';

/** What the pricing needs of a promotion (PromotionEntity). */
export interface PricedPromotion {
  id: string;
  name: string;
  code: string | null;
  kind: PromotionKind;
  value: number;
  target: PromotionTarget;
  targetIds: readonly string[];
  minOrderCents: number;
  combinable: boolean;
}

/** A cart or order line as the pricing sees it (VAT-inclusive unit price). */
export interface PricingLine {
  productId: string;
  collection: string;
  unitPriceCents: number;
  quantity: number;
}

export interface AppliedPromotion {
  promotionId: string;
  name: string;
  code: string | null;
  kind: PromotionKind;
  /** Taken off the items, VAT incl. (0 for free shipping). */
  amountCents: number;
  freeShipping: boolean;
}

export interface PricingResult {
  /** Discount per line (same order as the input), VAT incl. */
  lineDiscounts: number[];
  discountCents: number;
  freeShipping: boolean;
  applied: AppliedPromotion[];
}

/** Whether the promotion is one of a product (reduces its price everywhere it is shown). */
export function targetsProduct(promotion: PricedPromotion, line: PricingLine): boolean {
  if (promotion.target === 'products') return promotion.targetIds.includes(line.productId);
  if (promotion.target === 'collections') return promotion.targetIds.includes(line.collection);
  return false;
}

/** The reduction of ONE unit of a product by a product promotion (never more than its price). */
export function unitReduction(promotion: PricedPromotion, unitPriceCents: number): number {
  if (promotion.kind === 'percent')
    return Math.min(unitPriceCents, Math.round((unitPriceCents * promotion.value) / 100));
  if (promotion.kind === 'fixed') return Math.min(unitPriceCents, promotion.value);
  return 0;
}

/**
 * Splits `amount` cents over `weights` pro rata, rounding down and handing the cents left over to
 * the largest remainders (ties: the earlier line), so the parts add up to `amount` exactly.
 */
export function distribute(amount: number, weights: readonly number[]): number[] {
  const total = weights.reduce((sum, w) => sum + w, 0);
  if (total <= 0 || amount <= 0) return weights.map(() => 0);
  const exact = weights.map((w) => (amount * w) / total);
  const parts = exact.map((value) => Math.floor(value));
  let left = amount - parts.reduce((sum, p) => sum + p, 0);
  const order = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of order) {
    if (left <= 0) break;
    parts[index]! += 1;
    left -= 1;
  }
  return parts;
}

/** Whether the promotion applies at all to these lines (minimum order, a target in the cart). */
export function qualifies(promotion: PricedPromotion, lines: readonly PricingLine[]): boolean {
  const items = lines.reduce((sum, line) => sum + line.unitPriceCents * line.quantity, 0);
  if (items === 0 || items < promotion.minOrderCents) return false;
  if (promotion.target === 'order') return true;
  return lines.some((line) => targetsProduct(promotion, line));
}

/**
 * Applies promotions to the lines: product promotions per unit on their lines, then order
 * promotions on what is left, spread over the lines pro rata (largest remainder) so each line
 * carries its own discount and the VAT per rate stays right; free shipping sets the flag.
 * The caller picks the set (see chooseAutomatic); no line goes below zero.
 */
export function applyPromotions(
  lines: readonly PricingLine[],
  promotions: readonly PricedPromotion[],
): PricingResult {
  const discounts = lines.map(() => 0);
  const remaining = () =>
    lines.map((line, i) => line.unitPriceCents * line.quantity - discounts[i]!);
  const applied: AppliedPromotion[] = [];
  let freeShipping = false;
  const ordered = [...promotions].sort(
    (a, b) => Number(a.target === 'order') - Number(b.target === 'order'),
  );
  for (const promotion of ordered) {
    if (!qualifies(promotion, lines)) continue;
    let amount = 0;
    if (promotion.kind === 'free_shipping') {
      freeShipping = true;
    } else if (promotion.target === 'order') {
      const left = remaining();
      const base = left.reduce((sum, v) => sum + v, 0);
      amount =
        promotion.kind === 'percent'
          ? Math.round((base * promotion.value) / 100)
          : Math.min(base, promotion.value);
      distribute(amount, left).forEach((part, i) => (discounts[i]! += part));
    } else {
      lines.forEach((line, i) => {
        if (!targetsProduct(promotion, line)) return;
        const perUnit = unitReduction(promotion, line.unitPriceCents);
        const part = Math.min(perUnit * line.quantity, remaining()[i]!);
        discounts[i]! += part;
        amount += part;
      });
    }
    applied.push({
      promotionId: promotion.id,
      name: promotion.name,
      code: promotion.code,
      kind: promotion.kind,
      amountCents: amount,
      freeShipping: promotion.kind === 'free_shipping',
    });
  }
  return {
    lineDiscounts: discounts,
    discountCents: discounts.reduce((sum, d) => sum + d, 0),
    freeShipping,
    applied,
  };
}

/**
 * The automatic promotions that apply together: every combinable one that qualifies, or a single
 * non-combinable one when it alone gives more (ties: the combinable set).
 */
export function chooseAutomatic(
  lines: readonly PricingLine[],
  promotions: readonly PricedPromotion[],
): PricedPromotion[] {
  const eligible = promotions.filter((p) => qualifies(p, lines));
  const combinable = eligible.filter((p) => p.combinable);
  let best = combinable;
  let bestAmount = applyPromotions(lines, combinable).discountCents;
  for (const single of eligible.filter((p) => !p.combinable)) {
    const amount = applyPromotions(lines, [single]).discountCents;
    if (amount > bestAmount) {
      best = [single];
      bestAmount = amount;
    }
  }
  return best;
}

/**
 * The lowest price in force during the `days` days before `reductionStart` (Omnibus, Price
 * Indication Directive art. 6a): the price in force when the window opened and every price set
 * within it. `history` is the product's price changes (any order); with none, `currentCents`.
 */
export function lowestPriceBefore(
  history: readonly { priceCents: number; changedAt: string }[],
  reductionStart: Date,
  currentCents: number,
  days = 30,
): number {
  const end = reductionStart.getTime();
  const start = end - days * 86_400_000;
  const sorted = [...history].sort((a, b) => a.changedAt.localeCompare(b.changedAt));
  let inForce: number | null = null;
  const seen: number[] = [];
  for (const row of sorted) {
    const at = Date.parse(row.changedAt);
    if (at <= start) inForce = row.priceCents;
    else if (at < end) seen.push(row.priceCents);
  }
  if (inForce !== null) seen.push(inForce);
  return seen.length ? Math.min(...seen) : currentCents;
}
