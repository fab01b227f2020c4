import { Inject, Injectable, Logger, Module, type OnApplicationBootstrap } from '@nestjs/common';
import { appConfig, type AppConfig } from '../../config/app-config.js';
import { AddressesModule } from '../../modules/addresses/addresses.module.js';
import { CatalogueModule } from '../../modules/catalogue/catalogue.module.js';
import { ContentModule } from '../../modules/content/content.module.js';
import { MediaModule } from '../../modules/media/media.module.js';
import { StoresModule } from '../../modules/stores/stores.module.js';
import { UsersModule } from '../../modules/users/users.module.js';
import { UsersService } from '../../modules/users/users.service.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts.js';
import { ShopDemoSeeder } from './shop-demo.seeder.js';
import { ReviewsModule } from '../../modules/reviews/reviews.module.js';
import { ReviewsDemoSeeder } from './reviews-demo.seeder.js';
import { RoutinesModule } from '../../modules/routines/routines.module.js';
import { RoutinesDemoSeeder } from './routines-demo.seeder.js';
import { PartnerShopDemoSeeder } from './partner-shop-demo.seeder.js';

/**
 * Seeds the demo data into an empty database when SEED_DEMO_DATA is on (the default outside
 * production). Feature modules add their demo data here as they arrive.
 */
@Injectable()
export class DemoSeeder implements OnApplicationBootstrap {
  private readonly logger = new Logger('Seed');

  constructor(
    private readonly users: UsersService,
    private readonly shop: ShopDemoSeeder,
    private readonly reviews: ReviewsDemoSeeder,
    private readonly routines: RoutinesDemoSeeder,
    private readonly partnerShop: PartnerShopDemoSeeder,
    @Inject(appConfig.KEY) private readonly config: AppConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.seedDemoData || this.config.nodeEnv === 'production') return;
    if ((await this.users.count()) === 0) {
      for (const account of DEMO_ACCOUNTS) {
        await this.users.create({
          ...account,
          password: DEMO_PASSWORD,
          privacyAcceptedAt: new Date().toISOString(),
        });
      }
      this.logger.log(`Seeded ${DEMO_ACCOUNTS.length} demo accounts (password ${DEMO_PASSWORD})`);
    }
    await this.shop.seed();
    await this.partnerShop.seed();
    await this.reviews.seed();
    await this.routines.seed();
  }
}

@Module({
  imports: [
    UsersModule,
    CatalogueModule,
    ContentModule,
    MediaModule,
    StoresModule,
    AddressesModule,
    ReviewsModule,
    RoutinesModule,
  ],
  providers: [
    DemoSeeder,
    ShopDemoSeeder,
    ReviewsDemoSeeder,
    RoutinesDemoSeeder,
    PartnerShopDemoSeeder,
  ],
})
export class SeedModule {}
