import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, type Repository } from 'typeorm';
import { toOrderResponse, toOrderSummary, type OrderResponseDto } from './dto/order.dto.js';
import { OrderLineEntity } from './entities/order-line.entity.js';
import { OrderEntity } from './entities/order.entity.js';
import { attributedOrderCondition, attributedOrderParams } from './order-attribution.js';
import { findByIdOrNumber } from '../../common/ids.js';

/** An order attributed to a partner salon (see order-attribution.ts), with its line names in order. */
export interface AttributedOrder {
  id: string;
  number: string;
  userId: string;
  totalCents: number;
  createdAt: Date;
  productNames: string[];
}

/** A salon's B2B order in a list: the order summary without item count, with the reverse-charge mark. */
export interface PartnerOrderSummary extends Omit<ReturnType<typeof toOrderSummary>, 'itemCount'> {
  reverseCharge: boolean;
}

/** A salon's B2B order in full: ex-VAT lines and totals, company and VAT number. */
export interface PartnerOrderView
  extends
    PartnerOrderSummary,
    Pick<
      OrderResponseDto,
      | 'lines'
      | 'deliveryAddress'
      | 'itemsCents'
      | 'deliveryCents'
      | 'netCents'
      | 'vatCents'
      | 'vat'
      | 'paidAt'
      | 'checkoutUrl'
    > {
  companyName: string;
  vatNumber: string;
}

/** Attributed orders and revenue of one salon in a month. */
export interface AttributedRevenue {
  orderCount: number;
  revenueCents: number;
}

/**
 * Read-only questions other modules ask about orders: a salon's B2B orders (partner shop), a
 * customer's order to withdraw from (withdrawals), the orders and revenue attributed to partner
 * salons (partner portal, partner revenue report).
 */
@Injectable()
export class OrderReadsService {
  constructor(
    @InjectRepository(OrderEntity) private readonly orders: Repository<OrderEntity>,
    @InjectRepository(OrderLineEntity) private readonly lines: Repository<OrderLineEntity>,
  ) {}

  // -------------------------------------------------------------------- partner shop (B2B)

  /** The salon's B2B order placed by this account with this Idempotency-Key, or null. */
  findPartnerOrderByKey(
    partnerStoreId: string,
    userId: string,
    idempotencyKey: string,
  ): Promise<OrderEntity | null> {
    return this.orders.findOneBy({ userId, idempotencyKey, kind: 'partner', partnerStoreId });
  }

  /** One page of the salon's B2B orders, by date and number in the given direction, and their total. */
  listPartnerOrders(
    partnerStoreId: string,
    page: { skip: number; take: number; order: 'ASC' | 'DESC' },
  ): Promise<[OrderEntity[], number]> {
    return this.orders.findAndCount({
      where: { kind: 'partner', partnerStoreId },
      order: { createdAt: page.order, number: page.order },
      skip: page.skip,
      take: page.take,
    });
  }

  /** One of the salon's B2B orders by id or number (VY-…), or null (also for another salon's order). */
  async findPartnerOrder(partnerStoreId: string, idOrNumber: string): Promise<OrderEntity | null> {
    return findByIdOrNumber(this.orders, idOrNumber, { kind: 'partner', partnerStoreId });
  }

  /** Any salon's B2B order by id or number (back-office: e-invoices), or null. */
  findAnyPartnerOrder(idOrNumber: string): Promise<OrderEntity | null> {
    return findByIdOrNumber(this.orders, idOrNumber, { kind: 'partner' });
  }

  /** A B2B order as the partner shop lists it. */
  partnerSummary(order: OrderEntity): PartnerOrderSummary {
    const { itemCount: _itemCount, ...summary } = toOrderSummary(order, 0);
    return { ...summary, reverseCharge: Boolean(order.reverseCharge) };
  }

  /** A B2B order in full (its lines read here); the payment link only while the payment is open. */
  async partnerView(order: OrderEntity): Promise<PartnerOrderView> {
    const lines = await this.lines.find({
      where: { orderId: order.id },
      order: { position: 'ASC' },
    });
    const {
      itemCount: _itemCount,
      specialist: _specialist,
      paymentMethod: _paymentMethod,
      expectedDelivery: _expectedDelivery,
      checkoutUrl,
      ...common
    } = toOrderResponse(order, lines);
    return {
      ...common,
      reverseCharge: Boolean(order.reverseCharge),
      companyName: order.companyName ?? '',
      vatNumber: order.vatNumber ?? '',
      checkoutUrl: order.paidStatus === 'open' ? checkoutUrl : null,
    };
  }

  // ------------------------------------------------------------------ withdrawals (returns)

  /** The customer's own web-shop order by id or number, or null (also for anyone else's). */
  findCustomerOrder(userId: string, idOrNumber: string): Promise<OrderEntity | null> {
    return findByIdOrNumber(this.orders, idOrNumber, { userId, kind: 'customer' });
  }

  /**
   * The web-shop order with this number whose e-mail is this one (case-insensitive), or null; the
   * caller cannot tell an unknown number from a wrong e-mail.
   */
  async findCustomerOrderByNumberAndEmail(
    number: string,
    email: string,
  ): Promise<OrderEntity | null> {
    const order = await this.orders.findOneBy({
      number: number.trim().toUpperCase(),
      kind: 'customer',
    });
    return order && order.email.trim().toLowerCase() === email.trim().toLowerCase() ? order : null;
  }

  /** The order's lines in their position order. */
  linesOf(orderId: string): Promise<OrderLineEntity[]> {
    return this.lines.find({ where: { orderId }, order: { position: 'ASC' } });
  }

  // ------------------------------------------------------------------ partner attribution

  /** The orders attributed to this salon in the month (YYYY-MM), newest first. */
  async attributedTo(storeId: string, month: string): Promise<AttributedOrder[]> {
    const orders = await this.orders
      .createQueryBuilder('o')
      .select(['o.id', 'o.number', 'o.userId', 'o.totalCents', 'o.createdAt'])
      .where('o.specialistStoreId = :store', { store: storeId })
      .andWhere(attributedOrderCondition('o'), attributedOrderParams(month))
      .orderBy('o.createdAt', 'DESC')
      .addOrderBy('o.number', 'DESC')
      .getMany();
    const ids = orders.map((order) => order.id);
    const lines = ids.length
      ? await this.lines.find({
          where: { orderId: In(ids) },
          select: { orderId: true, name: true, position: true },
          order: { position: 'ASC' },
        })
      : [];
    return orders.map((order) => ({
      id: order.id,
      number: order.number,
      userId: order.userId,
      totalCents: Number(order.totalCents),
      createdAt: order.createdAt,
      productNames: lines.filter((line) => line.orderId === order.id).map((line) => line.name),
    }));
  }

  /** Per salon id: the count and revenue of the orders attributed to it in the month (salons with none are absent). */
  async attributedRevenueByStore(month: string): Promise<Map<string, AttributedRevenue>> {
    const rows = await this.orders
      .createQueryBuilder('o')
      .select('o.specialistStoreId', 'storeId')
      .addSelect('COUNT(o.id)', 'orderCount')
      .addSelect('COALESCE(SUM(o.totalCents), 0)', 'revenueCents')
      .where('o.specialistStoreId IS NOT NULL')
      .andWhere(attributedOrderCondition('o'), attributedOrderParams(month))
      .groupBy('o.specialistStoreId')
      .getRawMany<{
        storeId: string;
        orderCount: number | string;
        revenueCents: number | string | null;
      }>();
    return new Map(
      rows.map((row) => [
        row.storeId,
        { orderCount: Number(row.orderCount), revenueCents: Number(row.revenueCents ?? 0) },
      ]),
    );
  }
}
