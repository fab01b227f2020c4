/** Labels (orders.status.*, orders.paidStatus.*) and colours of the API's order and paid statuses. */
import { ORDER_STATUSES, PAID_STATUSES } from '../../api/generated/enums';
import { choicesOf } from '../../lib/choices';

export const statusChoices = choicesOf(ORDER_STATUSES, 'orders.status');
export const paidStatusChoices = choicesOf(PAID_STATUSES, 'orders.paidStatus');

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
