import {
  applyDecorators,
  createParamDecorator,
  Injectable,
  UseGuards,
  type CanActivate,
  type ExecutionContext,
} from '@nestjs/common';
import { Roles } from '../../common/auth/access.decorators.js';
import { AppError } from '../../common/errors/app-error.js';
import type { AuthUser } from '../../common/auth/request-user.js';
import type { StoreEntity } from '../stores/entities/store.entity.js';
import { StoresService } from '../stores/stores.service.js';
import { UsersService } from '../users/users.service.js';
import { PartnerPortalErrorCode } from './partner-portal.errors.js';

interface PartnerRequest {
  user?: AuthUser;
  partnerStore?: StoreEntity;
}

/**
 * Runs after the global AccessGuard (which already demands the `partner` role): the account must
 * belong to a store that is active and an official partner. The store is put on the request, so
 * every partner endpoint works on the caller's own salon and never takes a store id from outside.
 */
@Injectable()
export class PartnerStoreGuard implements CanActivate {
  constructor(
    private readonly users: UsersService,
    private readonly stores: StoresService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<PartnerRequest>();
    const refused = () =>
      new AppError(
        'forbidden',
        PartnerPortalErrorCode.NOT_PARTNER,
        'This area is for partner salons only.',
      );
    if (!request.user || request.user.role !== 'partner') throw refused();
    const user = await this.users.findById(request.user.id);
    if (!user || user.role !== 'partner' || !user.partnerStoreId) throw refused();
    const store = await this.stores.findActivePartner(user.partnerStoreId);
    if (!store) throw refused();
    request.partnerStore = store;
    return true;
  }
}

/** A partner-portal route: role `partner` and an active official partner store (403 otherwise). */
export const PartnerOnly = () => applyDecorators(Roles('partner'), UseGuards(PartnerStoreGuard));

/** The caller's own partner store (set by PartnerStoreGuard). */
export const PartnerStore = createParamDecorator(
  (_data: unknown, context: ExecutionContext): StoreEntity => {
    const store = context.switchToHttp().getRequest<PartnerRequest>().partnerStore;
    if (!store) throw new Error('PartnerStore used on a route without PartnerOnly()');
    return store;
  },
);
