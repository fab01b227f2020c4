import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ContentModule } from '../content/content.module.js';
import { OrderLineEntity } from '../orders/entities/order-line.entity.js';
import { OrderEntity } from '../orders/entities/order.entity.js';
import { StoreEntity } from '../stores/entities/store.entity.js';
import { StoresModule } from '../stores/stores.module.js';
import { UserEntity } from '../users/entities/user.entity.js';
import { UsersModule } from '../users/users.module.js';
import { PartnerLinkController, PartnerPortalController } from './partner-portal.controller.js';
import { PartnerPortalService } from './partner-portal.service.js';
import { PartnerStoreGuard } from './partner-store.guard.js';
import { SalonProfileController } from './salon-profile.controller.js';
import { SalonProfileService } from './salon-profile.service.js';

@Module({
  imports: [
    TypeOrmModule.forFeature([StoreEntity, OrderEntity, OrderLineEntity, UserEntity]),
    ContentModule,
    UsersModule,
    StoresModule,
  ],
  controllers: [PartnerPortalController, PartnerLinkController, SalonProfileController],
  providers: [PartnerPortalService, PartnerStoreGuard, SalonProfileService],
  exports: [PartnerPortalService],
})
export class PartnerPortalModule {}
