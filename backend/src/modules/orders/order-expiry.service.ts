import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { JobRegistry } from '../jobs/job-registry.js';
import { PaymentsService } from '../payments/payments.service.js';
import { OrderEntity } from './entities/order.entity.js';
import { OrderPaymentsService } from './order-payments.service.js';

/** The `orders.expire-payment` job: an order left unpaid expires and returns its stock. */
@Injectable()
export class OrderExpiryService implements OnModuleInit {
  private readonly logger = new Logger('Orders');

  constructor(
    @InjectRepository(OrderEntity) private readonly orders: Repository<OrderEntity>,
    private readonly payments: PaymentsService,
    private readonly orderPayments: OrderPaymentsService,
    private readonly registry: JobRegistry,
  ) {}

  onModuleInit(): void {
    this.registry.register('orders.expire-payment', ({ orderId }) => this.expireUnpaid(orderId));
  }

  /**
   * The `orders.expire-payment` job, PAYMENT_EXPIRY_MINUTES after checkout. It re-reads the order and
   * does nothing once the order no longer waits for its payment. Otherwise the provider is asked
   * first (a final answer it has, e.g. paid just now, wins); an order still open then expires through
   * the same transition as a provider's `expired`, returning its stock once.
   */
  async expireUnpaid(orderId: string): Promise<void> {
    const order = await this.orders.findOneBy({ id: orderId });
    if (!order || order.status !== 'pending_payment' || order.paidStatus !== 'open') return;
    if (order.paymentId) {
      await this.payments.processWebhook(order.paymentId);
      const current = await this.orders.findOneByOrFail({ id: orderId });
      if (current.status !== 'pending_payment' || current.paidStatus !== 'open') return;
    }
    this.logger.log({ orderId }, 'Unpaid order expired');
    await this.orderPayments.release(order, 'expired');
  }
}
