import { Module } from '@nestjs/common';
import { ContentModule } from '../content/content.module.js';
import { OrdersModule } from '../orders/orders.module.js';
import { StoresModule } from '../stores/stores.module.js';
import { UsersModule } from '../users/users.module.js';
import { PartnerLinkController, PartnerPortalController } from './partner-portal.controller.js';
import { PartnerPortalService } from './partner-portal.service.js';
import { PartnerStoreGuard } from './partner-store.guard.js';
import { SalonProfileController } from './salon-profile.controller.js';
import { SalonProfileService } from './salon-profile.service.js';

@Module({
  imports: [ContentModule, OrdersModule, UsersModule, StoresModule],
  controllers: [PartnerPortalController, PartnerLinkController, SalonProfileController],
  providers: [PartnerPortalService, PartnerStoreGuard, SalonProfileService],
  exports: [PartnerPortalService],
})
export class PartnerPortalModule {}
