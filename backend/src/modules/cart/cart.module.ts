import { CartPrivacyService } from './cart-privacy.service.js';
import { ShippingModule } from '../shipping/shipping.module.js';
import { PromotionsModule } from '../promotions/promotions.module.js';
import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AddressesModule } from '../addresses/addresses.module.js';
import { CatalogueModule } from '../catalogue/catalogue.module.js';
import { UsersModule } from '../users/users.module.js';
import { CartController } from './cart.controller.js';
import { CartService } from './cart.service.js';
import { CartItemEntity } from './entities/cart-item.entity.js';
import { PartnerCartItemEntity } from './entities/partner-cart-item.entity.js';
import { PartnerCartService } from './partner-cart.service.js';

@Module({
  imports: [
    TypeOrmModule.forFeature([CartItemEntity, PartnerCartItemEntity]),
    CatalogueModule,
    AddressesModule,
    UsersModule,
    ShippingModule,
    PromotionsModule,
  ],
  controllers: [CartController],
  providers: [CartService, PartnerCartService, CartPrivacyService],
  exports: [CartService, PartnerCartService, CartPrivacyService],
})
export class CartModule {}
