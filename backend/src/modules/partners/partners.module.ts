import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule } from '../auth/auth.module.js';
import { NewsletterModule } from '../newsletter/newsletter.module.js';
import { StoresModule } from '../stores/stores.module.js';
import { UsersModule } from '../users/users.module.js';
import { AdminPartnerAccountsController } from './admin-partner-accounts.controller.js';
import { AdminPartnerApplicationsController } from './admin-partner-applications.controller.js';
import { PartnerApplicationEntity } from './entities/partner-application.entity.js';
import { PartnersController } from './partners.controller.js';
import { PartnersService } from './partners.service.js';

@Module({
  imports: [
    TypeOrmModule.forFeature([PartnerApplicationEntity]),
    UsersModule,
    StoresModule,
    AuthModule,
    NewsletterModule,
  ],
  controllers: [
    PartnersController,
    AdminPartnerApplicationsController,
    AdminPartnerAccountsController,
  ],
  providers: [PartnersService],
  exports: [PartnersService],
})
export class PartnersModule {}
