/**
 * Order states and paid states, after Vendure's `order-state.ts`: string unions plus transition maps.
 * Every change of `status` or `paidStatus` goes through {@link canTransition}/{@link canPay}; the
 * database updates are additionally conditional on the current value, so replays change nothing.
 *
 * Order status:
 * - `pending_payment`: placed, stock reserved, waiting for the provider.
 * - `paid`: the payment succeeded; the confirmation mail goes out.
 * - `processing`: being packed (leaves within 2 working days, SPEC §9).
 * - `shipped` → `delivered`.
 * - `cancelled`: payment failed, expired or was cancelled (stock returned), or cancelled by the shop.
 */
export const ORDER_STATUSES = [
  'pending_payment',
  'paid',
  'processing',
  'shipped',
  'delivered',
  'cancelled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const ORDER_TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  pending_payment: ['paid', 'cancelled'],
  paid: ['processing', 'cancelled'],
  processing: ['shipped', 'cancelled'],
  shipped: ['delivered'],
  delivered: [],
  cancelled: [],
};

/**
 * Paid status, as the payment provider reports it:
 * - `open`: no final answer yet (also pending/authorized at Mollie).
 * - `paid`, `failed`, `cancelled`, `expired`: final answers of the provider.
 * - `refunded`: a paid order whose money went back.
 */
export const PAID_STATUSES = [
  'open',
  'paid',
  'failed',
  'cancelled',
  'expired',
  'refunded',
] as const;
export type PaidStatus = (typeof PAID_STATUSES)[number];

export const PAID_TRANSITIONS: Readonly<Record<PaidStatus, readonly PaidStatus[]>> = {
  open: ['paid', 'failed', 'cancelled', 'expired'],
  paid: ['refunded'],
  failed: [],
  cancelled: [],
  expired: [],
  refunded: [],
};

/** Paid statuses that end the order and put its stock back. */
export const RELEASING_PAID_STATUSES: readonly PaidStatus[] = ['failed', 'cancelled', 'expired'];

export function canTransition(from: OrderStatus, to: OrderStatus): boolean {
  return ORDER_TRANSITIONS[from].includes(to);
}

export function canPay(from: PaidStatus, to: PaidStatus): boolean {
  return PAID_TRANSITIONS[from].includes(to);
}
