import { Module, type DynamicModule, type Type } from '@nestjs/common';
import { ConfigModule, registerAs } from '@nestjs/config';
import { EventEmitterModule } from '@nestjs/event-emitter';
import { TypeOrmModule } from '@nestjs/typeorm';
import type { AppConfig } from './config/app-config.js';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from './database/data-source-options.js';
import { runMigrationsLocked } from './database/migrate.js';
import { HttpCacheModule } from './common/http/http-cache.js';
import { PublicAnswerCacheModule } from './common/http/public-answer-cache.js';
import { TransactionModule } from './common/database/transaction.module.js';
import { RateLimitModule } from './common/rate-limit/rate-limit.module.js';
import { AuthModule } from './modules/auth/auth.module.js';
import { CatalogueModule } from './modules/catalogue/catalogue.module.js';
import { ContentModule } from './modules/content/content.module.js';
import { MetricsModule } from './modules/metrics/metrics.module.js';
import { HealthModule } from './modules/health/health.module.js';
import { JobsModule } from './modules/jobs/jobs.module.js';
import { MailModule } from './modules/mail/mail.module.js';
import { SiteModule } from './modules/site/site.module.js';
import { StoresModule } from './modules/stores/stores.module.js';
import { SystemModule } from './modules/system/system.module.js';
import { UsersModule } from './modules/users/users.module.js';
import { SeedModule } from './database/seed/seed.module.js';
import { AddressesModule } from './modules/addresses/addresses.module.js';
import { CartModule } from './modules/cart/cart.module.js';
import { SearchModule } from './modules/search/search.module.js';
import { ShippingModule } from './modules/shipping/shipping.module.js';
import { PromotionsModule } from './modules/promotions/promotions.module.js';
import { FavouritesModule } from './modules/favourites/favourites.module.js';
import { OrdersModule } from './modules/orders/orders.module.js';
import { GuestModule } from './modules/guest/guest.module.js';
import { DashboardModule } from './modules/dashboard/dashboard.module.js';
import { PaymentsModule } from './modules/payments/payments.module.js';
import { SpecialistModule } from './modules/specialist/specialist.module.js';
import { AuditModule } from './modules/audit/audit.module.js';
import { ContactModule } from './modules/contact/contact.module.js';
import { PartnersModule } from './modules/partners/partners.module.js';
import { PartnerAdminModule } from './modules/partner-admin/partner-admin.module.js';
import { PartnerPortalModule } from './modules/partner-portal/partner-portal.module.js';
import { PartnerShopModule } from './modules/partner-shop/partner-shop.module.js';
import { EInvoiceModule } from './modules/einvoice/einvoice.module.js';
import { UploadsModule } from './modules/uploads/uploads.module.js';
import { MediaModule } from './modules/media/media.module.js';
import { ReviewsModule } from './modules/reviews/reviews.module.js';
import { NewsletterModule } from './modules/newsletter/newsletter.module.js';
import { RoutinesModule } from './modules/routines/routines.module.js';
import { PrivacyModule } from './modules/privacy/privacy.module.js';
import { WithdrawalsModule } from './modules/withdrawals/withdrawals.module.js';
import { BirthdayModule } from './modules/birthday/birthday.module.js';
import { StockAlertsModule } from './modules/stock-alerts/stock-alerts.module.js';
import { SkinAnalysisModule } from './modules/skin-analysis/skin-analysis.module.js';

/** The root module. `config` is validated before Nest starts, so a bad variable never gets this far. */
@Module({})
export class AppModule {
  /** role: the API migrates and seeds; a CLI command migrates; the worker does neither (the API owns the schema). */
  static forRoot(
    config: AppConfig,
    options: { role?: 'api' | 'worker' | 'cli'; imports?: Type[] } = {},
  ): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot({
          isGlobal: true,
          ignoreEnvFile: true,
          load: [registerAs('app', () => config)],
        }),
        TypeOrmModule.forRootAsync({
          useFactory: () => ({ ...dataSourceOptions(config), migrationsRun: false }),
          // The API migrates on start (one replica at a time, see migrate.ts); the worker never does.
          dataSourceFactory: async (dataSourceOptions) => {
            const dataSource = await new DataSource(dataSourceOptions!).initialize();
            if ((options.role ?? 'api') !== 'worker') await runMigrationsLocked(dataSource);
            return dataSource;
          },
        }),
        EventEmitterModule.forRoot(),
        TransactionModule,
        RateLimitModule,
        JobsModule,
        MailModule,
        UsersModule,
        AuthModule,
        HealthModule,
        MetricsModule,
        SiteModule,
        SystemModule,
        HttpCacheModule,
        PublicAnswerCacheModule,
        CatalogueModule,
        ContentModule,
        StoresModule,
        FavouritesModule,
        AddressesModule,
        CartModule,
        ShippingModule,
        SearchModule,
        PromotionsModule,
        SpecialistModule,
        AuditModule,
        UploadsModule,
        MediaModule,
        PaymentsModule,
        OrdersModule,
        GuestModule,
        DashboardModule,
        ReviewsModule,
        NewsletterModule,
        ContactModule,
        PartnersModule,
        PartnerPortalModule,
        PartnerShopModule,
        EInvoiceModule,
        PartnerAdminModule,
        RoutinesModule,
        PrivacyModule,
        WithdrawalsModule,
        BirthdayModule,
        StockAlertsModule,
        SkinAnalysisModule,
        ...((options.role ?? 'api') === 'api' ? [SeedModule] : []),
        ...(options.imports ?? []),
      ],
    };
  }
}
