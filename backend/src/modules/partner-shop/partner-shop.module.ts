import { ShippingModule } from '../shipping/shipping.module.js';
import { Module } from '@nestjs/common';
import { CartModule } from '../cart/cart.module.js';
import { CatalogueModule } from '../catalogue/catalogue.module.js';
import { OrdersModule } from '../orders/orders.module.js';
import { PartnerStoreGuard } from '../partner-portal/partner-store.guard.js';
import { StoresModule } from '../stores/stores.module.js';
import { UsersModule } from '../users/users.module.js';
import { PartnerOrderConfirmationListener } from './partner-order-confirmation.listener.js';
import { PartnerShopController } from './partner-shop.controller.js';
import { PartnerShopService } from './partner-shop.service.js';
import { VAT_NUMBER_VALIDATOR } from './vies/vat-number-validator.js';
import { ViesRestValidator } from './vies/vies-rest.validator.js';

/**
 * The partner shop asks, it does not reach: offers come from the catalogue (PartnerOffersService),
 * the B2B cart is kept by the cart module (PartnerCartService), orders are placed and read through
 * the orders module (CheckoutService, OrderReadsService); the order confirmation mail listens for OrderPaidEvent.
 */
@Module({
  imports: [CatalogueModule, CartModule, OrdersModule, UsersModule, StoresModule, ShippingModule],
  controllers: [PartnerShopController],
  providers: [
    PartnerShopService,
    PartnerOrderConfirmationListener,
    PartnerStoreGuard,
    { provide: VAT_NUMBER_VALIDATOR, useClass: ViesRestValidator },
  ],
})
export class PartnerShopModule {}
