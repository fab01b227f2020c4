import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { OrderLineEntity } from './entities/order-line.entity.js';
import { OrderEntity } from './entities/order.entity.js';

/** What customers bought and paid for: the question the reviews module asks for its "verified purchase" mark. */
@Injectable()
export class PaidPurchasesService {
  constructor(
    @InjectRepository(OrderLineEntity) private readonly lines: Repository<OrderLineEntity>,
  ) {}

  /**
   * Of these customers and products, the (customer, product) pairs bought in a paid order: one
   * query for a whole page (reviews use it for their "verified purchase" mark).
   */
  async paidPurchases(
    userIds: readonly string[],
    productIds: readonly string[],
  ): Promise<{ userId: string; productId: string }[]> {
    if (userIds.length === 0 || productIds.length === 0) return [];
    return this.lines
      .createQueryBuilder('l')
      .select('o.userId', 'userId')
      .addSelect('l.productId', 'productId')
      .distinct(true)
      .innerJoin(OrderEntity, 'o', 'o.id = l.orderId')
      .where('o.userId IN (:...userIds)', { userIds: [...new Set(userIds)] })
      .andWhere('l.productId IN (:...productIds)', { productIds: [...new Set(productIds)] })
      .andWhere('o.paidStatus = :paid', { paid: 'paid' })
      .getRawMany<{ userId: string; productId: string }>();
  }
}
