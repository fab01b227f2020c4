import type { OrderEntity } from './entities/order.entity.js';

/** The order fields a paid order's listeners may read. */
export type PaidOrder = Readonly<
  Pick<
    OrderEntity,
    | 'id'
    | 'number'
    | 'kind'
    | 'userId'
    | 'email'
    | 'locale'
    | 'itemsCents'
    | 'discounts'
    | 'deliveryCents'
    | 'netCents'
    | 'vatCents'
    | 'totalCents'
    | 'vat'
    | 'deliveryAddress'
    | 'specialistStoreName'
    | 'partnerStoreId'
    | 'companyName'
    | 'vatNumber'
    | 'reverseCharge'
    | 'deliveryMinDays'
    | 'deliveryMaxDays'
  >
>;

/** One line of a paid order, in its position order. */
export interface PaidOrderLine {
  name: string;
  quantity: number;
  lineTotalCents: number;
}

/**
 * An order is paid. Emitted on every paid answer of the provider (so a confirmation whose queueing
 * failed before is queued again): listeners must be idempotent. Emitted with emitAsync and awaited
 * inside the payment update, so a listener's failure fails the webhook and the provider retries.
 * Listeners: the web shop's confirmation (orders), the B2B confirmation (partner shop).
 */
export class OrderPaidEvent {
  static readonly NAME = 'orders.paid';
  constructor(
    readonly order: PaidOrder,
    readonly lines: readonly PaidOrderLine[],
  ) {}
}
