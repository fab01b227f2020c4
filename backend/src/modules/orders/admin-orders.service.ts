import { GUEST_ROLE } from '../../common/auth/roles.js';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { TransactionRunner } from '../../common/database/transaction-runner.js';
import { AppError } from '../../common/errors/app-error.js';
import { AuditService, type AuditActor } from '../audit/audit.service.js';
import { CatalogueService } from '../catalogue/catalogue.service.js';
import { InvoicesService } from '../invoices/invoices.service.js';
import { PaymentsService } from '../payments/payments.service.js';
import { UsersService } from '../users/users.service.js';
import type {
  AdminOrderListResponseDto,
  AdminOrderResponseDto,
  AdminOrderSummaryDto,
  ListAdminOrdersQueryDto,
} from './dto/admin-order.dto.js';
import { toOrderResponse, toOrderSummary } from './dto/order.dto.js';
import { OrderLineEntity } from './entities/order-line.entity.js';
import { OrderEntity } from './entities/order.entity.js';
import { issueOrderInvoice } from './order-invoice.js';
import { canPay, canTransition, ORDER_TRANSITIONS, type OrderStatus } from './order-state.js';
import { OrdersErrorCode } from './orders.errors.js';
import { findByIdOrNumber, isUuid } from '../../common/ids.js';

const DAY_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** What the back-office may give with a change to shipped/delivered. */
export interface ShippingDetails {
  /** When it happened (default: now). */
  at?: string;
  carrier?: string;
  trackingNumber?: string;
}

const customerName = (order: OrderEntity) =>
  `${order.deliveryAddress?.firstName ?? ''} ${order.deliveryAddress?.lastName ?? ''}`.trim();

/** One paid order's figures for the dashboard. */
export interface PaidOrderFigure {
  createdAt: Date;
  totalCents: number;
}

/**
 * The back-office side of orders: every customer's orders with filters, status changes along
 * ORDER_TRANSITIONS (a cancel puts the stock back, once), refunds through the payment port, and
 * an audit entry for each change. Updates are conditional on the status read, so two admins
 * clicking at once change the order once.
 */
@Injectable()
export class AdminOrdersService {
  constructor(
    @InjectRepository(OrderEntity) private readonly orders: Repository<OrderEntity>,
    @InjectRepository(OrderLineEntity) private readonly lines: Repository<OrderLineEntity>,
    private readonly transactions: TransactionRunner,
    private readonly catalogue: CatalogueService,
    private readonly payments: PaymentsService,
    private readonly users: UsersService,
    private readonly audit: AuditService,
    private readonly invoices: InvoicesService,
  ) {}

  async list(query: ListAdminOrdersQueryDto): Promise<AdminOrderListResponseDto> {
    const qb = this.orders.createQueryBuilder('o');
    const ids = query.idList.filter((id) => isUuid(id));
    if (query.idList.length) qb.andWhere(ids.length ? 'o.id IN (:...ids)' : '1 = 0', { ids });
    if (query.status) qb.andWhere('o.status = :status', { status: query.status });
    if (query.paidStatus)
      qb.andWhere('o.paidStatus = :paidStatus', { paidStatus: query.paidStatus });
    if (query.q)
      qb.andWhere('(LOWER(o.number) LIKE :q OR LOWER(o.email) LIKE :q)', {
        q: `%${query.q.trim().toLowerCase()}%`,
      });
    if (query.createdFrom)
      qb.andWhere('o.createdAt >= :from', {
        from: new Date(
          DAY_ONLY.test(query.createdFrom)
            ? `${query.createdFrom}T00:00:00.000Z`
            : query.createdFrom,
        ),
      });
    if (query.createdTo) {
      const to = DAY_ONLY.test(query.createdTo)
        ? new Date(Date.parse(`${query.createdTo}T00:00:00.000Z`) + 86_400_000)
        : new Date(query.createdTo);
      qb.andWhere('o.createdAt < :to', { to });
    }
    qb.orderBy(`o.${query.sort ?? 'createdAt'}`, query.order).addOrderBy('o.number', query.order);
    const [rows, total] = await qb.skip(query.skip).take(query.perPage).getManyAndCount();
    const counts = new Map<string, number>();
    if (rows.length) {
      const raw = await this.lines
        .createQueryBuilder('l')
        .select('l.orderId', 'orderId')
        .addSelect('SUM(l.quantity)', 'count')
        .where('l.orderId IN (:...ids)', { ids: rows.map((r) => r.id) })
        .groupBy('l.orderId')
        .getRawMany<{ orderId: string; count: string | number }>();
      for (const row of raw) counts.set(row.orderId, Number(row.count));
    }
    return { data: rows.map((row) => this.summary(row, counts.get(row.id) ?? 0)), total };
  }

  async get(id: string): Promise<AdminOrderResponseDto> {
    const order = await this.find(id);
    const [lines, user] = await Promise.all([
      this.lines.find({ where: { orderId: order.id }, order: { position: 'ASC' } }),
      this.users.findById(order.userId),
    ]);
    return {
      ...toOrderResponse(order, lines),
      email: order.email,
      customerName: customerName(order),
      specialistStoreName: order.specialistStoreName,
      // A guest checkout has no account to show (its row holds a placeholder e-mail).
      customer:
        user && user.role !== GUEST_ROLE
          ? { id: user.id, email: user.email, firstName: user.firstName, lastName: user.lastName }
          : null,
      payments: order.paymentId
        ? [
            {
              id: order.paymentId,
              provider: order.paymentProvider ?? this.payments.providerName,
              method: order.paymentMethod,
              amountCents: Number(order.totalCents),
              status: order.paidStatus,
              paidAt: order.paidAt,
            },
          ]
        : [],
      allowedTransitions: [...ORDER_TRANSITIONS[order.status]],
      refundable: canPay(order.paidStatus, 'refunded') && order.paymentId !== null,
      updatedAt: new Date(order.updatedAt).toISOString(),
    };
  }

  /**
   * Moves the order to `to` if ORDER_TRANSITIONS allows it (else 409 ORDERS_ILLEGAL_TRANSITION).
   * Cancelling puts every line back into stock in the same transaction; an order still waiting for
   * its payment also gets paid status `cancelled`, so a late webhook changes nothing. Marking a
   * waiting order paid by hand (e.g. a bank transfer) sets its paid status too.
   */
  async changeStatus(
    actor: AuditActor,
    id: string,
    to: OrderStatus,
    shipping: ShippingDetails = {},
  ): Promise<AdminOrderResponseDto> {
    const order = await this.find(id);
    const from = order.status;
    if (!canTransition(from, to)) {
      throw new AppError(
        'conflict',
        OrdersErrorCode.ILLEGAL_TRANSITION,
        `An order cannot go from ${from} to ${to}.`,
        {
          errors: { status: 'validation.illegalTransition' },
          extra: { from, to, allowed: ORDER_TRANSITIONS[from] },
        },
      );
    }
    const set: Partial<OrderEntity> = { status: to };
    if (to === 'paid' && canPay(order.paidStatus, 'paid'))
      Object.assign(set, {
        paidStatus: 'paid',
        paidAt: new Date().toISOString(),
        paymentMethod: order.paymentMethod ?? 'manual',
      });
    if (to === 'cancelled' && canPay(order.paidStatus, 'cancelled')) set.paidStatus = 'cancelled';
    // The withdrawal period runs from delivery: record when the parcel left and arrived.
    if (to === 'shipped' || to === 'delivered') {
      const at = shipping.at ? new Date(shipping.at).toISOString() : new Date().toISOString();
      if (to === 'shipped') set.shippedAt = at;
      if (to === 'delivered') set.deliveredAt = at;
      if (shipping.carrier?.trim()) set.carrier = shipping.carrier.trim();
      if (shipping.trackingNumber?.trim()) set.trackingNumber = shipping.trackingNumber.trim();
    }
    await this.transactions.run(async (manager) => {
      const result = await manager.update(
        OrderEntity,
        { id: order.id, status: from, paidStatus: order.paidStatus },
        set,
      );
      if ((result.affected ?? 0) !== 1)
        throw new AppError(
          'conflict',
          OrdersErrorCode.CHANGED_MEANWHILE,
          'The order changed in the meantime; reload it.',
        );
      const changes: Record<string, unknown> = { status: [from, to] };
      if (set.paidStatus) changes.paidStatus = [order.paidStatus, set.paidStatus];
      for (const key of ['shippedAt', 'deliveredAt', 'carrier', 'trackingNumber'] as const)
        if (set[key] !== undefined) changes[key] = [order[key], set[key]];
      if (set.paidStatus === 'paid') await issueOrderInvoice(manager, this.invoices, order.id);
      if (to === 'cancelled') {
        const lines = await manager.find(OrderLineEntity, {
          where: { orderId: order.id },
          order: { productId: 'ASC' },
        });
        for (const line of lines)
          await this.catalogue.incrementStock(manager, line.productId, line.quantity);
        changes.restocked = lines.map((line) => ({
          productId: line.productId,
          quantity: line.quantity,
        }));
      }
      await this.audit.record(
        actor,
        { action: 'order.status', entityType: 'order', entityId: order.id, changes },
        manager,
      );
    });
    return this.get(order.id);
  }

  /**
   * Refunds the whole paid amount (or `amountCents` of it, e.g. the items of a withdrawal) through
   * the payment port (demo: marked refunded; Mollie: a refund of the payment), then sets paid status
   * `refunded`. The provider's idempotency key is per order, so a repeated click never refunds twice.
   */
  async refund(
    actor: AuditActor,
    id: string,
    reason?: string,
    amountCents?: number,
  ): Promise<AdminOrderResponseDto> {
    const order = await this.find(id);
    const amount = amountCents ?? Number(order.totalCents);
    if (!Number.isInteger(amount) || amount < 1 || amount > Number(order.totalCents))
      throw new AppError(
        'unprocessable',
        OrdersErrorCode.REFUND_AMOUNT,
        'The refund must be between 0.01 and the order total.',
        { errors: { amountCents: 'validation.refundAmount' }, extra: { max: order.totalCents } },
      );
    if (!canPay(order.paidStatus, 'refunded') || !order.paymentId) {
      throw new AppError(
        'conflict',
        OrdersErrorCode.NOT_REFUNDABLE,
        'Only a paid order can be refunded (once).',
        { extra: { paidStatus: order.paidStatus } },
      );
    }
    const refund = await this.payments.refund({
      paymentId: order.paymentId,
      amountCents: amount,
      currency: order.currency,
      description: (reason?.trim() || `Refund ${order.number}`).slice(0, 200),
      idempotencyKey: `refund-${order.id}`,
    });
    await this.orders.update({ id: order.id, paidStatus: 'paid' }, { paidStatus: 'refunded' });
    await this.audit.record(actor, {
      action: 'order.refund',
      entityType: 'order',
      entityId: order.id,
      changes: {
        paidStatus: ['paid', 'refunded'],
        amountCents: amount,
        refundId: refund.id,
        refundStatus: refund.status,
        reason: reason?.trim() || null,
      },
    });
    return this.get(order.id);
  }

  /** Paid orders placed since `since` (dashboard figures). */
  async paidSince(since: Date): Promise<PaidOrderFigure[]> {
    const rows = await this.orders
      .createQueryBuilder('o')
      .select(['o.id', 'o.createdAt', 'o.totalCents'])
      .where('o.paidStatus = :paid AND o.createdAt >= :since', { paid: 'paid', since })
      .getMany();
    return rows.map((row) => ({
      createdAt: new Date(row.createdAt),
      totalCents: Number(row.totalCents),
    }));
  }

  private summary(order: OrderEntity, itemCount: number): AdminOrderSummaryDto {
    return {
      ...toOrderSummary(order, itemCount),
      email: order.email,
      customerName: customerName(order),
      specialistStoreName: order.specialistStoreName,
    };
  }

  private async find(id: string): Promise<OrderEntity> {
    const order = await findByIdOrNumber(this.orders, id);
    if (!order) throw new AppError('not_found', OrdersErrorCode.NOT_FOUND, 'Order not found.');
    return order;
  }
}
