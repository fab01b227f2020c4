import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { UsersModule } from '../users/users.module.js';
import { BirthdayController } from './birthday.controller.js';
import { BirthdayService } from './birthday.service.js';
import { BirthdayCouponEntity } from './entities/birthday-coupon.entity.js';

/** Birthday deals: the daily grant job, the account's coupon, and the lookup/redeem the cart uses. */
@Module({
  imports: [TypeOrmModule.forFeature([BirthdayCouponEntity]), UsersModule],
  controllers: [BirthdayController],
  providers: [BirthdayService],
  exports: [BirthdayService],
})
export class BirthdayModule {}
