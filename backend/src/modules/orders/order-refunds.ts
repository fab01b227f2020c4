import type { OrderEntity } from './entities/order.entity.js';
import { linePaidCents, type OrderLineEntity } from './entities/order-line.entity.js';

/**
 * What the customer paid for a whole line, VAT included: the amount a refund of all its units gives
 * back. Customer lines: their total less their share of the discounts (linePaidCents); partner (B2B)
 * lines hold net in lineTotalCents, so net plus VAT. The one place a line's refundable money is computed.
 */
export function lineRefundableTotalCents(
  order: Pick<OrderEntity, 'kind'>,
  line: Pick<OrderLineEntity, 'lineTotalCents' | 'discountCents' | 'netCents' | 'vatCents'>,
): number {
  return order.kind === 'partner'
    ? Number(line.netCents) + Number(line.vatCents)
    : linePaidCents(line);
}

/**
 * The money for `quantity` more units of a line of which `alreadyRefunded` units were refunded: the
 * line's total is spread over its units so that refunding them one by one adds up to the total to
 * the cent.
 */
export function refundableLineCents(
  order: Pick<OrderEntity, 'kind'>,
  line: Pick<
    OrderLineEntity,
    'lineTotalCents' | 'discountCents' | 'netCents' | 'vatCents' | 'quantity' | 'refundedQuantity'
  >,
  quantity: number,
): number {
  const total = lineRefundableTotalCents(order, line);
  const units = Number(line.quantity);
  const done = Number(line.refundedQuantity);
  const upTo = (n: number) => Math.floor((total * n) / units);
  return upTo(done + quantity) - upTo(done);
}
