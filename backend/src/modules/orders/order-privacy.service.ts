import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, type Repository } from 'typeorm';
import { OrderEntity } from './entities/order.entity.js';
import { OrderLineEntity } from './entities/order-line.entity.js';

/** An order as the GDPR export shows it: every stored field but the technical ones, with its lines. */
export type OrderExport = Omit<OrderEntity, 'checkoutUrl' | 'idempotencyKey'> & {
  lines: Omit<OrderLineEntity, 'order' | 'orderId'>[];
};

/**
 * Orders in the GDPR export, and what erasure keeps. Orders are not erased: Belgian accounting law
 * keeps them (and the invoices built from them) for the retention period, also after the account
 * itself is gone.
 */
@Injectable()
export class OrderPrivacyService {
  constructor(
    @InjectRepository(OrderEntity) private readonly orders: Repository<OrderEntity>,
    @InjectRepository(OrderLineEntity) private readonly lines: Repository<OrderLineEntity>,
  ) {}

  /** Every order of this account (web shop and salon orders it placed), oldest first, with lines. */
  async exportFor(userId: string): Promise<OrderExport[]> {
    const orders = await this.orders.find({
      where: { userId },
      order: { createdAt: 'ASC', number: 'ASC' },
    });
    if (orders.length === 0) return [];
    const lines = await this.lines.find({
      where: { orderId: In(orders.map((order) => order.id)) },
      order: { position: 'ASC' },
    });
    return orders.map(({ checkoutUrl: _url, idempotencyKey: _key, ...order }) => ({
      ...order,
      lines: lines
        .filter((line) => line.orderId === order.id)
        .map(({ order: _order, orderId: _orderId, ...line }) => line),
    }));
  }

  /**
   * What erasure keeps: how many orders, and until when (the newest order's date plus the retention
   * period; null without orders).
   */
  async retainedFor(
    userId: string,
    retentionYears: number,
  ): Promise<{ orders: number; keptUntil: string | null }> {
    const count = await this.orders.countBy({ userId });
    if (count === 0) return { orders: 0, keptUntil: null };
    const newest = await this.orders.findOne({
      where: { userId },
      order: { createdAt: 'DESC' },
      select: { id: true, createdAt: true },
    });
    const until = new Date(newest!.createdAt);
    until.setUTCFullYear(until.getUTCFullYear() + retentionYears);
    return { orders: count, keptUntil: until.toISOString().slice(0, 10) };
  }
}
