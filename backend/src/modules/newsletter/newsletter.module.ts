import { join } from 'node:path';
import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { appConfig, type AppConfig } from '../../config/app-config.js';
import { CatalogueModule } from '../catalogue/catalogue.module.js';
import { ContentModule } from '../content/content.module.js';
import { FileMailTransport } from '../mail/mail-transport.js';
import { UsersModule } from '../users/users.module.js';
import { AdminNewsletterController } from './admin-newsletter.controller.js';
import { NewsletterCampaignEntity } from './entities/newsletter-campaign.entity.js';
import { NewsletterDeliveryEntity } from './entities/newsletter-delivery.entity.js';
import { NewsletterSubscriberEntity } from './entities/newsletter-subscriber.entity.js';
import {
  NewsletterCampaignsService,
  NEWSLETTER_TRANSPORT,
} from './newsletter-campaigns.service.js';
import { NewsletterController } from './newsletter.controller.js';
import { PooledSmtpMailTransport } from './newsletter-transport.js';
import { NewsletterService } from './newsletter.service.js';

/**
 * Newsletter: double opt-in subscriptions (footer, registration, contact and partner forms) and
 * campaigns fanned out as one job per subscriber. Other modules call NewsletterService.subscribe().
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([
      NewsletterSubscriberEntity,
      NewsletterCampaignEntity,
      NewsletterDeliveryEntity,
    ]),
    CatalogueModule,
    ContentModule,
    UsersModule,
  ],
  controllers: [NewsletterController, AdminNewsletterController],
  providers: [
    NewsletterService,
    NewsletterCampaignsService,
    {
      // Campaign mails need their own headers (List-Unsubscribe), so they use the mail port directly
      // with the same adapter choice as MailModule (SMTP pooled for bulk); MailService records what went out.
      provide: NEWSLETTER_TRANSPORT,
      inject: [appConfig.KEY],
      useFactory: (config: AppConfig) =>
        config.smtpUrl
          ? new PooledSmtpMailTransport(config.smtpUrl)
          : new FileMailTransport(join(config.dataDir, 'mail')),
    },
  ],
  exports: [NewsletterService],
})
export class NewsletterModule {}
