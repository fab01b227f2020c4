import { GuestAccountsService } from './guest-accounts.service.js';
import { UserPrivacyService } from './user-privacy.service.js';
import { UserDealsService } from './user-deals.service.js';
import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AdminUsersController } from './admin-users.controller.js';
import { UserEntity } from './entities/user.entity.js';
import { UsersController } from './users.controller.js';
import { UsersService } from './users.service.js';
import { UserReferencesListener } from './user-references.listener.js';

@Module({
  imports: [TypeOrmModule.forFeature([UserEntity])],
  controllers: [UsersController, AdminUsersController],
  providers: [
    UserReferencesListener,
    UsersService,
    UserPrivacyService,
    GuestAccountsService,
    UserDealsService,
  ],
  exports: [UsersService, UserPrivacyService, GuestAccountsService, UserDealsService],
})
export class UsersModule {}
