import { Module } from '@nestjs/common';
import { CatalogueModule } from '../catalogue/catalogue.module.js';
import { OrdersModule } from '../orders/orders.module.js';
import { PartnersModule } from '../partners/partners.module.js';
import { ReviewsModule } from '../reviews/reviews.module.js';
import { DashboardController } from './dashboard.controller.js';
import { DashboardService } from './dashboard.service.js';

/** The back-office dashboard (GET /api/admin/dashboard). */
@Module({
  imports: [CatalogueModule, OrdersModule, ReviewsModule, PartnersModule],
  controllers: [DashboardController],
  providers: [DashboardService],
})
export class DashboardModule {}
