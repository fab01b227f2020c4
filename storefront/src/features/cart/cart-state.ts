/** Pure rules of the checkout screens: free-delivery progress, the stepper, the checkout attempt's key. */
import type { CartResponse } from '../../lib/shop-api.ts';

export type FreeDelivery =
  /** The zone has no free delivery (outside the EU: quoted at checkout) or the cart is empty. */
  | { readonly kind: 'none' }
  | {
      readonly kind: 'missing';
      readonly missingCents: number;
      readonly thresholdCents: number;
      /** 0–100 */ readonly percent: number;
    }
  | { readonly kind: 'reached'; readonly thresholdCents: number };

/** "€x more for free delivery" (SPEC §9: free from €125 in BE, NL and DE). */
export function freeDeliveryProgress(
  cart: Pick<CartResponse, 'delivery' | 'totals' | 'count'>,
): FreeDelivery {
  const threshold = cart.delivery.freeFromCents;
  if (threshold === null || cart.count === 0) return { kind: 'none' };
  const items = cart.totals.itemsCents;
  if (items >= threshold) return { kind: 'reached', thresholdCents: threshold };
  return {
    kind: 'missing',
    missingCents: threshold - items,
    thresholdCents: threshold,
    percent: Math.floor((items / threshold) * 100),
  };
}

export const checkoutSteps = ['summary', 'delivery', 'payment', 'done'] as const;
export type CheckoutStep = (typeof checkoutSteps)[number];
export type StepState = 'done' | 'current' | 'upcoming';

/** Where the customer is: the steps before the current one are done, the ones after it upcoming. */
export function stepStates(
  current: CheckoutStep,
): { readonly step: CheckoutStep; readonly state: StepState }[] {
  const at = checkoutSteps.indexOf(current);
  return checkoutSteps.map((step, index) => ({
    step,
    state: index < at ? 'done' : index === at ? 'current' : 'upcoming',
  }));
}

/** Whether the cart can go on to delivery: something in it, and every line in stock. */
export function canCheckout(cart: Pick<CartResponse, 'items'>): boolean {
  return cart.items.length > 0 && cart.items.every((item) => item.inStock);
}

/**
 * One Idempotency-Key per checkout attempt: the same order (address, salon, cart) sent again —
 * a double click, a retry after a lost answer — carries the same key, so the server makes one
 * order. Anything that changes the order starts a new attempt with a new key.
 */
export class CheckoutAttempt {
  private fingerprint: string | null = null;
  private key: string | null = null;

  constructor(private readonly newKey: () => string = () => crypto.randomUUID()) {}

  keyFor(order: {
    addressId: string;
    specialistStoreId: string | null;
    cart: readonly { productId: string; quantity: number }[];
  }): string {
    const fingerprint = JSON.stringify([
      order.addressId,
      order.specialistStoreId,
      order.cart.map((line) => [line.productId, line.quantity]),
    ]);
    if (this.key === null || fingerprint !== this.fingerprint) {
      this.fingerprint = fingerprint;
      this.key = this.newKey();
    }
    return this.key;
  }
}

export type SuccessState =
  'paid' | 'waiting' | 'stillOpen' | 'failed' | 'cancelled' | 'expired' | 'refunded';

/** The states of an order that was not paid: its products are back in the cart (put there by the server). */
export const UNPAID_STATES: readonly SuccessState[] = ['failed', 'cancelled', 'expired'];

/**
 * What the success page says about an order: paid, still waiting (ask again), or not paid, saying
 * which happened (the payment failed, was cancelled, or expired), so the customer can try again.
 */
export function successState(
  order: { paidStatus: string; status: string },
  gaveUp: boolean,
): SuccessState {
  switch (order.paidStatus) {
    case 'paid':
      return 'paid';
    case 'refunded':
      return 'refunded';
    case 'open':
      return order.status === 'cancelled' ? 'failed' : gaveUp ? 'stillOpen' : 'waiting';
    case 'cancelled':
      return 'cancelled';
    case 'expired':
      return 'expired';
    default:
      return 'failed';
  }
}
