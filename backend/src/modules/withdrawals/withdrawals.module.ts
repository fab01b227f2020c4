import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CatalogueModule } from '../catalogue/catalogue.module.js';
import { OrdersModule } from '../orders/orders.module.js';
import { UsersModule } from '../users/users.module.js';
import { AdminWithdrawalsController } from './admin-withdrawals.controller.js';
import { AdminWithdrawalsService } from './admin-withdrawals.service.js';
import { WithdrawalEntity } from './entities/withdrawal.entity.js';
import { WithdrawalsController } from './withdrawals.controller.js';
import { WithdrawalsService } from './withdrawals.service.js';

/** The consumer's right of withdrawal and the returns it brings (issue 16 part 4). */
@Module({
  imports: [
    TypeOrmModule.forFeature([WithdrawalEntity]),
    OrdersModule,
    CatalogueModule,
    UsersModule,
  ],
  controllers: [WithdrawalsController, AdminWithdrawalsController],
  providers: [WithdrawalsService, AdminWithdrawalsService],
  exports: [WithdrawalsService],
})
export class WithdrawalsModule {}
