import { OrderPrivacyService } from './order-privacy.service.js';
import { ShippingModule } from '../shipping/shipping.module.js';
import { PromotionsModule } from '../promotions/promotions.module.js';
import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AddressesModule } from '../addresses/addresses.module.js';
import { CartModule } from '../cart/cart.module.js';
import { CatalogueModule } from '../catalogue/catalogue.module.js';
import { OrderInvoicesController } from './order-invoices.controller.js';
import { InvoicesModule } from '../invoices/invoices.module.js';
import { PaymentsModule } from '../payments/payments.module.js';
import { SpecialistModule } from '../specialist/specialist.module.js';
import { UsersModule } from '../users/users.module.js';
import { OrderCounterEntity } from './entities/order-counter.entity.js';
import { OrderLineEntity } from './entities/order-line.entity.js';
import { OrderEntity } from './entities/order.entity.js';
import { AdminOrdersController } from './admin-orders.controller.js';
import { AdminOssReportController } from './admin-oss-report.controller.js';
import { OssReportService } from './oss-report.service.js';
import { AdminOrdersService } from './admin-orders.service.js';
import { CheckoutService } from './checkout.service.js';
import { OrderConfirmationService } from './order-confirmation.service.js';
import { OrderExpiryService } from './order-expiry.service.js';
import { OrderPaymentsService } from './order-payments.service.js';
import { OrderReadsService } from './order-reads.service.js';
import { OrdersController } from './orders.controller.js';
import { OrdersService } from './orders.service.js';
import { PaidPurchasesService } from './paid-purchases.service.js';
import { OrderHistoryEntity } from './entities/order-history.entity.js';
import { OrderRefundEntity } from './entities/order-refund.entity.js';
import { OrderHistoryService } from './order-history.service.js';
import { OrderReferencesListener } from './order-references.listener.js';

@Module({
  imports: [
    TypeOrmModule.forFeature([
      OrderEntity,
      OrderLineEntity,
      OrderCounterEntity,
      OrderHistoryEntity,
      OrderRefundEntity,
    ]),
    CartModule,
    CatalogueModule,
    AddressesModule,
    UsersModule,
    SpecialistModule,
    PaymentsModule,
    InvoicesModule,
    ShippingModule,
    PromotionsModule,
  ],
  controllers: [
    OrdersController,
    OrderInvoicesController,
    AdminOrdersController,
    AdminOssReportController,
  ],
  providers: [
    OrderReferencesListener,
    CheckoutService,
    OrdersService,
    OrderPaymentsService,
    OrderExpiryService,
    OrderConfirmationService,
    PaidPurchasesService,
    AdminOrdersService,
    OrderReadsService,
    OrderPrivacyService,
    OssReportService,
    OrderHistoryService,
  ],
  exports: [
    OrderHistoryService,
    OrdersService,
    CheckoutService,
    PaidPurchasesService,
    AdminOrdersService,
    OrderReadsService,
    OrderPrivacyService,
  ],
})
export class OrdersModule {}
