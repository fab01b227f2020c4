import type { EntityManager } from 'typeorm';
import type { InvoicesService } from '../invoices/invoices.service.js';
import { OrderLineEntity } from './entities/order-line.entity.js';
import { OrderEntity } from './entities/order.entity.js';

/**
 * Issues the invoice of an order just marked paid, inside the same transaction (the webhook's and
 * the back-office's "paid by hand"): the invoice number is drawn and the order paid together, or
 * neither.
 */
export async function issueOrderInvoice(
  manager: EntityManager,
  invoices: InvoicesService,
  orderId: string,
): Promise<void> {
  const order = await manager.findOneByOrFail(OrderEntity, { id: orderId });
  const lines = await manager.find(OrderLineEntity, {
    where: { orderId },
    order: { position: 'ASC' },
  });
  await invoices.issueInvoice(manager, order, lines);
}
