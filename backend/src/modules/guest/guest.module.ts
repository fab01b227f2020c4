import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { OrdersModule } from '../orders/orders.module.js';
import { PrivacyModule } from '../privacy/privacy.module.js';
import { UsersModule } from '../users/users.module.js';
import { GuestController } from './guest.controller.js';
import { GuestService } from './guest.service.js';

/** Guest checkout: the guest session and the claim of a guest's orders into an account. */
@Module({
  imports: [AuthModule, UsersModule, OrdersModule, PrivacyModule],
  controllers: [GuestController],
  providers: [GuestService],
})
export class GuestModule {}
