import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CatalogueModule } from '../catalogue/catalogue.module.js';
import { UsersModule } from '../users/users.module.js';
import { AdminStockAlertsController } from './admin-stock-alerts.controller.js';
import { StockAlertEntity } from './entities/stock-alert.entity.js';
import { StockAlertsController } from './stock-alerts.controller.js';
import { StockAlertsService } from './stock-alerts.service.js';

/** Back in stock: the requests, their double opt-in, the throttled mails and the admin counts. */
@Module({
  imports: [TypeOrmModule.forFeature([StockAlertEntity]), CatalogueModule, UsersModule],
  controllers: [StockAlertsController, AdminStockAlertsController],
  providers: [StockAlertsService],
  exports: [StockAlertsService],
})
export class StockAlertsModule {}
