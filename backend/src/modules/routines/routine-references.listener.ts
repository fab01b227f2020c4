import { Injectable } from '@nestjs/common';
import { OnEvent } from '@nestjs/event-emitter';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { ProductReferencesQuery } from '../catalogue/catalogue.events.js';
import { StoreReferencesQuery } from '../stores/stores.events.js';
import { PersonalRoutineEntity } from './entities/personal-routine.entity.js';

/** A salon's personal routines name its store and their products. */
@Injectable()
export class RoutineReferencesListener {
  constructor(
    @InjectRepository(PersonalRoutineEntity)
    private readonly routines: Repository<PersonalRoutineEntity>,
  ) {}

  @OnEvent(ProductReferencesQuery.NAME, { suppressErrors: false })
  async onProduct(query: ProductReferencesQuery): Promise<void> {
    // the steps are JSON text: match the product id as a quoted value
    const count = await this.routines
      .createQueryBuilder('r')
      .where('r.steps LIKE :id', { id: `%${JSON.stringify(query.productId)}%` })
      .getCount();
    query.add('routines', count);
  }

  @OnEvent(StoreReferencesQuery.NAME, { suppressErrors: false })
  async onStore(query: StoreReferencesQuery): Promise<void> {
    query.add('routines', await this.routines.countBy({ storeId: query.storeId }));
  }
}
