import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditModule } from '../audit/audit.module.js';
import { BirthdayModule } from '../birthday/birthday.module.js';
import { UsersModule } from '../users/users.module.js';
import { AdminPromotionsService } from './admin-promotions.service.js';
import {
  CartCouponEntity,
  PromotionCustomerUseEntity,
  PromotionUseEntity,
} from './entities/promotion-use.entity.js';
import { PromotionEntity } from './entities/promotion.entity.js';
import { AdminPromotionsController } from './promotions.controller.js';
import { PromotionsService } from './promotions.service.js';

@Module({
  imports: [
    TypeOrmModule.forFeature([
      PromotionEntity,
      PromotionUseEntity,
      PromotionCustomerUseEntity,
      CartCouponEntity,
    ]),
    AuditModule,
    BirthdayModule,
    UsersModule,
  ],
  controllers: [AdminPromotionsController],
  providers: [PromotionsService, AdminPromotionsService],
  exports: [PromotionsService],
})
export class PromotionsModule {}
