import { Module } from '@nestjs/common';
import { CatalogueModule } from '../catalogue/catalogue.module.js';
import { ContentModule } from '../content/content.module.js';
import { OrdersModule } from '../orders/orders.module.js';
import { StoresModule } from '../stores/stores.module.js';
import { UsersModule } from '../users/users.module.js';
import { AdminPartnerPricesController } from './admin-partner-prices.controller.js';
import { AdminPartnerRevenueController } from './admin-partner-revenue.controller.js';
import { AdminTrainingsController } from './admin-trainings.controller.js';
import { PartnerRevenueService } from './partner-revenue.service.js';

/** The back-office for partner managers (issue 9): professional price list, revenue per salon, trainings. */
@Module({
  imports: [CatalogueModule, ContentModule, UsersModule, OrdersModule, StoresModule],
  controllers: [
    AdminPartnerPricesController,
    AdminPartnerRevenueController,
    AdminTrainingsController,
  ],
  providers: [PartnerRevenueService],
})
export class PartnerAdminModule {}
