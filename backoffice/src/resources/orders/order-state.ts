/** The order and paid statuses of backend/src/modules/orders/order-state.ts (labels: orders.status.*, orders.paidStatus.*). */
export const ORDER_STATUSES = [
  'pending_payment',
  'paid',
  'processing',
  'shipped',
  'delivered',
  'cancelled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const PAID_STATUSES = [
  'open',
  'paid',
  'failed',
  'cancelled',
  'expired',
  'refunded',
] as const;
export type PaidStatus = (typeof PAID_STATUSES)[number];

export const statusChoices = ORDER_STATUSES.map((id) => ({ id, name: `orders.status.${id}` }));
export const paidStatusChoices = PAID_STATUSES.map((id) => ({
  id,
  name: `orders.paidStatus.${id}`,
}));

type ChipColour = 'default' | 'primary' | 'secondary' | 'error' | 'info' | 'success' | 'warning';

export function statusColour(status: string): ChipColour {
  switch (status) {
    case 'pending_payment':
      return 'warning';
    case 'paid':
    case 'processing':
      return 'info';
    case 'shipped':
    case 'delivered':
      return 'success';
    case 'cancelled':
      return 'error';
    default:
      return 'default';
  }
}

export function paidStatusColour(status: string): ChipColour {
  switch (status) {
    case 'paid':
      return 'success';
    case 'refunded':
      return 'secondary';
    case 'open':
      return 'warning';
    default:
      return 'error';
  }
}
