import { Injectable } from '@nestjs/common';
import { OnEvent } from '@nestjs/event-emitter';
import { JobQueue } from '../jobs/job-types.js';
import { OrderPaidEvent } from '../orders/orders.events.js';

/**
 * A paid partner order is invoiced, and a Belgian B2B invoice must travel over Peppol: the
 * e-invoice is sent by a job (retried with backoff when the access point is down; a document that
 * breaks the rules stays a failed job for the back-office to retry once the salon's data is fixed).
 */
@Injectable()
export class EInvoicePaidListener {
  constructor(private readonly queue: JobQueue) {}

  @OnEvent(OrderPaidEvent.NAME, { suppressErrors: false })
  async onOrderPaid(event: OrderPaidEvent): Promise<void> {
    if (event.order.kind !== 'partner') return;
    await this.queue.enqueue(
      'einvoice.send',
      { orderId: event.order.id },
      { uniqueKey: `einvoice.send:${event.order.id}` },
    );
  }
}
