import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ContentModule } from '../content/content.module.js';
import { OrderLineEntity } from '../orders/entities/order-line.entity.js';
import { OrderEntity } from '../orders/entities/order.entity.js';
import { StoreEntity } from '../stores/entities/store.entity.js';
import { UserEntity } from '../users/entities/user.entity.js';
import { PartnerLinkController, PartnerPortalController } from './partner-portal.controller.js';
import { PartnerPortalService } from './partner-portal.service.js';
import { PartnerStoreGuard } from './partner-store.guard.js';

@Module({
  imports: [TypeOrmModule.forFeature([StoreEntity, OrderEntity, OrderLineEntity, UserEntity]), ContentModule],
  controllers: [PartnerPortalController, PartnerLinkController],
  providers: [PartnerPortalService, PartnerStoreGuard],
  exports: [PartnerPortalService],
})
export class PartnerPortalModule {}
