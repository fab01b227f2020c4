import { Injectable, Logger } from '@nestjs/common';
import { EventEmitter2, OnEvent } from '@nestjs/event-emitter';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { TransactionRunner } from '../../common/database/transaction-runner.js';
import { CatalogueService } from '../catalogue/catalogue.service.js';
import { InvoicesService } from '../invoices/invoices.service.js';
import type { ProviderPayment } from '../payments/payment-provider.js';
import { PaymentUpdatedEvent } from '../payments/payments.events.js';
import { OrderLineEntity } from './entities/order-line.entity.js';
import { OrderEntity } from './entities/order.entity.js';
import { issueOrderInvoice } from './order-invoice.js';
import { CartService } from '../cart/cart.service.js';
import { PartnerCartService } from '../cart/partner-cart.service.js';
import { canPay, RELEASING_PAID_STATUSES, type PaidStatus } from './order-state.js';
import { OrderPaidEvent } from './orders.events.js';
import { OrderHistoryService } from './order-history.service.js';
import { isUuid } from '../../common/ids.js';
import { PromotionsService } from '../promotions/promotions.service.js';

/**
 * Applies the payment provider's answers to orders: paid moves the order on, issues its invoice in
 * the same transaction (and announces it as an OrderPaidEvent), failed, expired and cancelled cancel it, put its stock back and its lines back in the cart, once.
 */
@Injectable()
export class OrderPaymentsService {
  private readonly logger = new Logger('Orders');

  constructor(
    @InjectRepository(OrderEntity) private readonly orders: Repository<OrderEntity>,
    private readonly transactions: TransactionRunner,
    private readonly catalogue: CatalogueService,
    @InjectRepository(OrderLineEntity) private readonly lines: Repository<OrderLineEntity>,
    private readonly events: EventEmitter2,
    private readonly invoices: InvoicesService,
    private readonly cart: CartService,
    private readonly partnerCart: PartnerCartService,
    private readonly history: OrderHistoryService,
    private readonly promotions: PromotionsService,
  ) {}

  /** The payments module's announcement of a payment's state (awaited there: errors fail the webhook). */
  @OnEvent(PaymentUpdatedEvent.NAME, { suppressErrors: false })
  onPaymentUpdated(event: PaymentUpdatedEvent): Promise<void> {
    return this.applyPayment(event.payment);
  }

  /**
   * A payment's state, fetched back from the provider. Checked against the order (payment id,
   * amount, currency, order number) and applied with updates conditional on the current paid status,
   * so a replayed or late webhook changes nothing. Failed, expired and cancelled payments cancel the
   * order and put its stock back.
   */
  async applyPayment(payment: ProviderPayment): Promise<void> {
    const order =
      payment.orderId && isUuid(payment.orderId)
        ? await this.orders.findOneBy({ id: payment.orderId })
        : null;
    if (!order || order.paymentId !== payment.id) {
      this.logger.warn({ paymentId: payment.id }, 'Payment update for an unknown order ignored');
      return;
    }
    if (
      payment.amountCents !== Number(order.totalCents) ||
      payment.currency !== order.currency ||
      (payment.orderNumber !== null && payment.orderNumber !== order.number)
    ) {
      this.logger.error(
        { paymentId: payment.id, orderId: order.id },
        'Payment does not match its order (amount, currency or reference); ignored',
      );
      return;
    }
    if (payment.status === 'open') return;
    if (payment.status === 'paid') {
      if (canPay(order.paidStatus, 'paid')) {
        // Paid and invoiced in one transaction: the invoice number is never drawn without the payment.
        await this.transactions.run(async (manager) => {
          const result = await manager.update(
            OrderEntity,
            { id: order.id, paidStatus: 'open', status: 'pending_payment' },
            {
              status: 'paid',
              paidStatus: 'paid',
              paidAt: new Date().toISOString(),
              paymentMethod: payment.method,
            },
          );
          if ((result.affected ?? 0) === 1) {
            await issueOrderInvoice(manager, this.invoices, order.id);
            await this.history.record(manager, order.id, 'payment_paid', {
              paymentId: payment.id,
              method: payment.method,
              amountCents: payment.amountCents,
            });
          }
        });
      }
      const current = await this.orders.findOneByOrFail({ id: order.id });
      // Announced on every paid answer: the confirmation's message key delivers it once, even if an earlier queueing failed.
      if (current.paidStatus === 'paid') {
        const lines = await this.lines.find({
          where: { orderId: current.id },
          order: { position: 'ASC' },
        });
        await this.events.emitAsync(
          OrderPaidEvent.NAME,
          new OrderPaidEvent(
            current,
            lines.map((line) => ({
              name: line.name,
              quantity: line.quantity,
              lineTotalCents: line.lineTotalCents,
            })),
          ),
        );
      }
      return;
    }
    await this.release(order, payment.status);
  }

  /**
   * Cancels an order still waiting for payment with a releasing paid status, returns its stock and
   * puts its lines back into the cart they came from (the customer's, or the salon's B2B cart), in
   * one transaction, once: the update is conditional on the order still waiting, so a repeated
   * webhook or expiry job restores nothing a second time.
   */
  async release(order: OrderEntity, target: PaidStatus): Promise<void> {
    if (!RELEASING_PAID_STATUSES.includes(target) || !canPay(order.paidStatus, target)) return;
    await this.transactions.run(async (manager) => {
      const result = await manager.update(
        OrderEntity,
        { id: order.id, paidStatus: 'open', status: 'pending_payment' },
        { status: 'cancelled', paidStatus: target },
      );
      if ((result.affected ?? 0) !== 1) return;
      await this.history.record(manager, order.id, 'payment_failed', { paidStatus: target });
      const lines = await manager.find(OrderLineEntity, {
        where: { orderId: order.id },
        order: { productId: 'ASC' },
      });
      for (const line of lines)
        await this.catalogue.incrementStock(manager, line.productId, line.quantity);
      await (order.kind === 'partner' ? this.partnerCart : this.cart).restore(
        manager,
        order.userId,
        lines,
      );
      // The promotions it held are free again, its coupon back on the cart.
      await this.promotions.release(manager, order.id);
    });
  }
}
