import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ProductEntity } from '../catalogue/entities/product.entity.js';
import { OrderLineEntity } from '../orders/entities/order-line.entity.js';
import { OrderEntity } from '../orders/entities/order.entity.js';
import { OrdersModule } from '../orders/orders.module.js';
import { PartnerStoreGuard } from '../partner-portal/partner-store.guard.js';
import { StoreEntity } from '../stores/entities/store.entity.js';
import { UserEntity } from '../users/entities/user.entity.js';
import { UsersModule } from '../users/users.module.js';
import { PartnerCartItemEntity } from './entities/partner-cart-item.entity.js';
import { PartnerOrderConfirmationListener } from './partner-order-confirmation.listener.js';
import { PartnerShopController } from './partner-shop.controller.js';
import { PartnerShopService } from './partner-shop.service.js';
import { VAT_NUMBER_VALIDATOR } from './vies/vat-number-validator.js';
import { ViesRestValidator } from './vies/vies-rest.validator.js';

@Module({
  imports: [
    TypeOrmModule.forFeature([
      ProductEntity,
      PartnerCartItemEntity,
      OrderEntity,
      OrderLineEntity,
      StoreEntity,
      UserEntity,
    ]),
    OrdersModule,
    UsersModule,
  ],
  controllers: [PartnerShopController],
  providers: [
    PartnerShopService,
    PartnerOrderConfirmationListener,
    PartnerStoreGuard,
    { provide: VAT_NUMBER_VALIDATOR, useClass: ViesRestValidator },
  ],
})
export class PartnerShopModule {}
