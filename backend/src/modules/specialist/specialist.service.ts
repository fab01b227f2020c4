import { Injectable } from '@nestjs/common';
import { AppError } from '../../common/errors/app-error.js';
import { toStoreResponse, type StoreResponseDto } from '../stores/dto/store.dto.js';
import type { StoreEntity } from '../stores/entities/store.entity.js';
import { StoresService } from '../stores/stores.service.js';
import { UsersService } from '../users/users.service.js';
import { SpecialistErrorCode } from './specialist.errors.js';

/**
 * The partner salon a customer chooses as specialist (SPEC §4): chosen, changed or removed at any
 * time, saved with the account and copied onto each order. Only official partners qualify.
 */
@Injectable()
export class SpecialistService {
  constructor(
    private readonly users: UsersService,
    private readonly stores: StoresService,
  ) {}

  async get(userId: string): Promise<StoreResponseDto | null> {
    const user = await this.users.getById(userId);
    if (!user.specialistStoreId) return null;
    const store = await this.stores.findActive(user.specialistStoreId);
    return store ? toStoreResponse(store) : null;
  }

  async set(userId: string, storeId: string): Promise<StoreResponseDto> {
    const store = await this.officialPartner(storeId);
    await this.users.setSpecialist(userId, store.id);
    return toStoreResponse(store);
  }

  async remove(userId: string): Promise<void> {
    await this.users.setSpecialist(userId, null);
  }

  /** The store if it is an active official partner; 404 or 422 SPECIALIST_NOT_OFFICIAL_PARTNER otherwise. */
  async officialPartner(storeId: string): Promise<StoreEntity> {
    const store = await this.stores.findActive(storeId);
    if (!store)
      throw new AppError('not_found', SpecialistErrorCode.STORE_NOT_FOUND, 'Store not found.');
    if (!store.officialPartner) {
      throw new AppError(
        'unprocessable',
        SpecialistErrorCode.NOT_OFFICIAL_PARTNER,
        'This beautician is not yet an official partner.',
        { errors: { storeId: 'validation.notOfficialPartner' } },
      );
    }
    return store;
  }

  /** The account's specialist for a new order, or null when none (or it stopped being an official partner). */
  async forOrder(userId: string): Promise<StoreEntity | null> {
    const user = await this.users.getById(userId);
    if (!user.specialistStoreId) return null;
    const store = await this.stores.findActive(user.specialistStoreId);
    return store?.officialPartner ? store : null;
  }
}
