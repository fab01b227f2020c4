import { Injectable } from '@nestjs/common';
import { OnEvent } from '@nestjs/event-emitter';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { StoreReferencesQuery } from '../stores/stores.events.js';
import { UserEntity } from './entities/user.entity.js';

/** Accounts linked to a store (the salon's own account, customers who chose it as specialist) keep it. */
@Injectable()
export class UserReferencesListener {
  constructor(@InjectRepository(UserEntity) private readonly users: Repository<UserEntity>) {}

  @OnEvent(StoreReferencesQuery.NAME, { suppressErrors: false })
  async onStore(query: StoreReferencesQuery): Promise<void> {
    query.add(
      'users',
      await this.users.count({
        where: [{ partnerStoreId: query.storeId }, { specialistStoreId: query.storeId }],
      }),
    );
  }
}
