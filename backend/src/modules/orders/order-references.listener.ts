import { Injectable } from '@nestjs/common';
import { OnEvent } from '@nestjs/event-emitter';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { ProductReferencesQuery } from '../catalogue/catalogue.events.js';
import { StoreReferencesQuery } from '../stores/stores.events.js';
import { OrderLineEntity } from './entities/order-line.entity.js';
import { OrderEntity } from './entities/order.entity.js';

/** Orders keep the products and stores they name: a product or store on an order is archived, never deleted. */
@Injectable()
export class OrderReferencesListener {
  constructor(
    @InjectRepository(OrderEntity) private readonly orders: Repository<OrderEntity>,
    @InjectRepository(OrderLineEntity) private readonly lines: Repository<OrderLineEntity>,
  ) {}

  @OnEvent(ProductReferencesQuery.NAME, { suppressErrors: false })
  async onProduct(query: ProductReferencesQuery): Promise<void> {
    query.add('orders', await this.lines.countBy({ productId: query.productId }));
  }

  @OnEvent(StoreReferencesQuery.NAME, { suppressErrors: false })
  async onStore(query: StoreReferencesQuery): Promise<void> {
    query.add(
      'orders',
      await this.orders.count({
        where: [{ partnerStoreId: query.storeId }, { specialistStoreId: query.storeId }],
      }),
    );
  }
}
