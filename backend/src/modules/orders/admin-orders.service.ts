import { GUEST_ROLE } from '../../common/auth/roles.js';
import { Injectable, type OnModuleInit } from '@nestjs/common';
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
import { CommonErrorCode } from '../../common/errors/app-error.js';
import { MailService } from '../mail/mail.service.js';
import { CARRIER_NAMES, isCarrier, trackingUrl, type Carrier } from './carriers.js';
import type { OrderHistoryEntryDto } from './dto/order-history.dto.js';
import { OrderRefundEntity, type OrderRefundLine } from './entities/order-refund.entity.js';
import { OrderHistoryService } from './order-history.service.js';
import { refundableLineCents } from './order-refunds.js';
import { ORDER_SHIPPED_MAIL } from './order-shipped.mail.js';

const DAY_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** What the back-office may give with a change to shipped/delivered. */
export interface ShippingDetails {
  /** When it happened (default: now). */
  at?: string;
  carrier?: Carrier;
  trackingNumber?: string;
  /** The tracking page, for carrier `other`. */
  trackingUrl?: string;
}

/** What a refund gives back: units of lines, a free amount, or both. */
export interface RefundRequest {
  reason?: string;
  amountCents?: number;
  lines?: { position: number; quantity: number }[];
  /** Put the refunded lines' units back into stock. */
  restock?: boolean;
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
export class AdminOrdersService implements OnModuleInit {
  constructor(
    @InjectRepository(OrderEntity) private readonly orders: Repository<OrderEntity>,
    @InjectRepository(OrderLineEntity) private readonly lines: Repository<OrderLineEntity>,
    private readonly transactions: TransactionRunner,
    private readonly catalogue: CatalogueService,
    private readonly payments: PaymentsService,
    private readonly users: UsersService,
    private readonly audit: AuditService,
    private readonly invoices: InvoicesService,
    private readonly history: OrderHistoryService,
    private readonly mail: MailService,
  ) {}

  onModuleInit(): void {
    this.mail.registerTemplates(ORDER_SHIPPED_MAIL);
  }

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
      refundable:
        canPay(order.paidStatus, 'refunded') &&
        order.paymentId !== null &&
        Number(order.refundedCents) < Number(order.totalCents),
      refundedCents: Number(order.refundedCents),
      refundableCents: canPay(order.paidStatus, 'refunded')
        ? Number(order.totalCents) - Number(order.refundedCents)
        : 0,
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
    if (to === 'shipped') this.assertShipping(shipping);
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
      if (to === 'delivered') set.deliveredAt = at;
      if (to === 'shipped' && shipping.carrier && shipping.trackingNumber) {
        set.shippedAt = at;
        set.carrier = shipping.carrier;
        set.trackingNumber = shipping.trackingNumber.trim();
        set.trackingUrl =
          shipping.carrier === 'other'
            ? shipping.trackingUrl!.trim()
            : trackingUrl(shipping.carrier, set.trackingNumber, order.deliveryAddress);
      }
    }
    const firstName =
      to === 'shipped'
        ? (await this.users.findById(order.userId))?.firstName || order.deliveryAddress.firstName
        : '';
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
      for (const key of [
        'shippedAt',
        'deliveredAt',
        'carrier',
        'trackingNumber',
        'trackingUrl',
      ] as const)
        if (set[key] !== undefined) changes[key] = [order[key], set[key]];
      await this.history.record(
        manager,
        order.id,
        'status_changed',
        { from, to, ...(set.paidStatus ? { paidStatus: set.paidStatus } : {}) },
        actor,
      );
      if (to === 'shipped') {
        const data = {
          shippedAt: set.shippedAt!,
          carrier: set.carrier!,
          carrierName: CARRIER_NAMES[set.carrier as Carrier] || null,
          trackingNumber: set.trackingNumber!,
          trackingUrl: set.trackingUrl!,
        };
        await this.history.record(manager, order.id, 'shipped', data, actor);
        // Queued in this transaction (outbox): the mail exists exactly when the order is shipped.
        if (order.kind === 'customer')
          await this.mail.queueMail({
            template: ORDER_SHIPPED_MAIL,
            to: order.email,
            locale: order.locale,
            messageKey: `order-shipped:${order.id}`,
            manager,
            data: {
              firstName,
              number: order.number,
              orderId: order.id,
              shippedAt: data.shippedAt,
              carrierName: data.carrierName ?? '',
              trackingNumber: data.trackingNumber,
              trackingUrl: data.trackingUrl,
            },
          });
      }
      if (to === 'delivered')
        await this.history.record(
          manager,
          order.id,
          'delivered',
          { deliveredAt: set.deliveredAt },
          actor,
        );
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
   * Refunds units of lines and/or a free amount (the whole rest when neither is given) through the
   * payment port, never more than is still refundable:
   * 1. one transaction reserves the amount on the order and the units on its lines, with updates
   *    conditional on what is left (two refunds at once cannot exceed what was paid), and keeps the
   *    refund as `pending`;
   * 2. the provider is asked with the refund's id as idempotency key (its acceptance issues one
   *    credit note, PaymentRefundedEvent); a refusal releases the reservation (503);
   * 3. one transaction marks it refunded, puts the units back into stock when asked, writes the
   *    timeline and the audit entry, and sets paid status `refunded` once nothing is left.
   */
  async refund(
    actor: AuditActor,
    id: string,
    request: RefundRequest = {},
  ): Promise<AdminOrderResponseDto> {
    const order = await this.find(id);
    if (
      !canPay(order.paidStatus, 'refunded') ||
      !order.paymentId ||
      Number(order.refundedCents) >= Number(order.totalCents)
    ) {
      throw new AppError(
        'conflict',
        OrdersErrorCode.NOT_REFUNDABLE,
        'Only a paid order can be refunded, up to what was paid.',
        { extra: { paidStatus: order.paidStatus } },
      );
    }
    const orderLines = await this.lines.find({
      where: { orderId: order.id },
      order: { position: 'ASC' },
    });
    const remaining = Number(order.totalCents) - Number(order.refundedCents);
    const refundLines = this.refundLines(order, orderLines, request.lines ?? []);
    const fromLines = refundLines.reduce((sum, line) => sum + line.amountCents, 0);
    const amount =
      request.amountCents === undefined && refundLines.length === 0
        ? remaining
        : fromLines + (request.amountCents ?? 0);
    if (amount < 1 || amount > remaining) throw this.refundAmountError(remaining);
    const reason = request.reason?.trim() || null;
    const restock = request.restock === true && refundLines.length > 0;
    const refund = await this.transactions.run(async (manager) => {
      const reserved = await manager
        .createQueryBuilder()
        .update(OrderEntity)
        .set({ refundedCents: () => '"refundedCents" + :amount' })
        .where('id = :id AND "paidStatus" = :paid AND "refundedCents" + :amount <= "totalCents"', {
          id: order.id,
          paid: 'paid',
          amount,
        })
        .execute();
      if ((reserved.affected ?? 0) !== 1) throw this.refundAmountError(remaining);
      for (const line of refundLines) {
        const taken = await manager
          .createQueryBuilder()
          .update(OrderLineEntity)
          .set({ refundedQuantity: () => '"refundedQuantity" + :quantity' })
          .where(
            '"orderId" = :orderId AND position = :position AND "refundedQuantity" + :quantity <= quantity',
            { orderId: order.id, position: line.position, quantity: line.quantity },
          )
          .execute();
        if ((taken.affected ?? 0) !== 1)
          throw new AppError(
            'conflict',
            OrdersErrorCode.CHANGED_MEANWHILE,
            'The order changed in the meantime; reload it.',
          );
      }
      const row = manager.create(OrderRefundEntity, {
        orderId: order.id,
        amountCents: amount,
        lines: refundLines,
        restock,
        reason,
        status: 'pending',
        providerRefundId: null,
        createdAt: new Date().toISOString(),
      });
      await manager.insert(OrderRefundEntity, row);
      return row;
    });
    let created: { id: string; status: string };
    try {
      created = await this.payments.refund({
        paymentId: order.paymentId,
        amountCents: amount,
        currency: order.currency,
        description: (reason ?? `Refund ${order.number}`).slice(0, 200),
        idempotencyKey: `refund-${refund.id}`,
      });
    } catch (error) {
      await this.releaseRefund(refund);
      throw error;
    }
    await this.transactions.run(async (manager) => {
      await manager.update(
        OrderRefundEntity,
        { id: refund.id, status: 'pending' },
        { status: 'refunded', providerRefundId: created.id },
      );
      if (restock)
        for (const line of [...refundLines].sort((a, b) => a.productId.localeCompare(b.productId)))
          await this.catalogue.incrementStock(manager, line.productId, line.quantity);
      const full = await manager
        .createQueryBuilder()
        .update(OrderEntity)
        .set({ paidStatus: 'refunded' })
        .where('id = :id AND "paidStatus" = :paid AND "refundedCents" = "totalCents"', {
          id: order.id,
          paid: 'paid',
        })
        .execute();
      const fully = (full.affected ?? 0) === 1;
      const details = {
        amountCents: amount,
        lines: refundLines.map(({ position, quantity, amountCents }) => ({
          position,
          name: orderLines.find((l) => Number(l.position) === position)?.name ?? '',
          quantity,
          amountCents,
        })),
        restock,
        reason,
        refundId: created.id,
        fully,
      };
      await this.history.record(manager, order.id, 'refunded', details, actor);
      await this.audit.record(
        actor,
        {
          action: 'order.refund',
          entityType: 'order',
          entityId: order.id,
          changes: {
            ...(fully ? { paidStatus: ['paid', 'refunded'] } : {}),
            refundedCents: [Number(order.refundedCents), Number(order.refundedCents) + amount],
            ...details,
            refundStatus: created.status,
          },
        },
        manager,
      );
    });
    return this.get(order.id);
  }

  /** Adds an internal note to the order's timeline (never shown to the customer). */
  async addNote(actor: AuditActor, id: string, text: string): Promise<OrderHistoryEntryDto[]> {
    const order = await this.find(id);
    await this.transactions.run(async (manager) => {
      await this.history.record(manager, order.id, 'note', { text: text.trim() }, actor);
      await this.audit.record(
        actor,
        { action: 'order.note', entityType: 'order', entityId: order.id, changes: null },
        manager,
      );
    });
    return this.history.list(order.id);
  }

  /** The order's timeline, oldest first. */
  async historyOf(id: string): Promise<OrderHistoryEntryDto[]> {
    return this.history.list((await this.find(id)).id);
  }

  /** The refunded lines with their money, or 400 naming the line that cannot be refunded. */
  private refundLines(
    order: OrderEntity,
    lines: OrderLineEntity[],
    wanted: { position: number; quantity: number }[],
  ): OrderRefundLine[] {
    const errors: Record<string, string> = {};
    const result: OrderRefundLine[] = [];
    const seen = new Set<number>();
    wanted.forEach((item, index) => {
      const line = lines.find((l) => Number(l.position) === item.position);
      if (!line || seen.has(item.position)) {
        errors[`lines.${index}.position`] = 'validation.choice';
        return;
      }
      seen.add(item.position);
      const left = Number(line.quantity) - Number(line.refundedQuantity);
      if (item.quantity > left) {
        errors[`lines.${index}.quantity`] = 'validation.refundQuantity';
        return;
      }
      result.push({
        position: item.position,
        productId: line.productId,
        quantity: item.quantity,
        amountCents: refundableLineCents(order, line, item.quantity),
      });
    });
    if (Object.keys(errors).length)
      throw new AppError(
        'unprocessable',
        OrdersErrorCode.REFUND_QUANTITY,
        'A line cannot be refunded for more units than were bought and not yet refunded.',
        { errors },
      );
    return result;
  }

  private refundAmountError(remaining: number): AppError {
    return new AppError(
      'unprocessable',
      OrdersErrorCode.REFUND_AMOUNT,
      'The refund must be between 0.01 and what is still refundable.',
      { errors: { amountCents: 'validation.refundAmount' }, extra: { max: remaining } },
    );
  }

  /** The provider refused: the reserved amount and units are free again, the refund is gone. */
  private async releaseRefund(refund: OrderRefundEntity): Promise<void> {
    await this.transactions.run(async (manager) => {
      const deleted = await manager.delete(OrderRefundEntity, {
        id: refund.id,
        status: 'pending',
      });
      if ((deleted.affected ?? 0) !== 1) return;
      await manager
        .createQueryBuilder()
        .update(OrderEntity)
        .set({ refundedCents: () => '"refundedCents" - :amount' })
        .where('id = :id', { id: refund.orderId, amount: refund.amountCents })
        .execute();
      for (const line of refund.lines)
        await manager
          .createQueryBuilder()
          .update(OrderLineEntity)
          .set({ refundedQuantity: () => '"refundedQuantity" - :quantity' })
          .where('"orderId" = :orderId AND position = :position', {
            orderId: refund.orderId,
            position: line.position,
            quantity: line.quantity,
          })
          .execute();
    });
  }

  /** Shipped needs a known carrier (or `other` with its https tracking page) and a tracking number. */
  private assertShipping(shipping: ShippingDetails): void {
    const errors: Record<string, string> = {};
    if (!isCarrier(shipping.carrier)) errors.carrier = 'validation.required';
    if (!shipping.trackingNumber?.trim()) errors.trackingNumber = 'validation.required';
    if (shipping.carrier === 'other' && !shipping.trackingUrl?.trim())
      errors.trackingUrl = 'validation.required';
    if (Object.keys(errors).length)
      throw new AppError(
        'validation',
        CommonErrorCode.VALIDATION_FAILED,
        'A shipped order needs its carrier and tracking number.',
        { errors },
      );
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
