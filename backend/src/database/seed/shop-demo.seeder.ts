import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { appConfig, type AppConfig } from '../../config/app-config.js';
import { AddressesService } from '../../modules/addresses/addresses.service.js';
import { CatalogueService } from '../../modules/catalogue/catalogue.service.js';
import { ContentService } from '../../modules/content/content.service.js';
import { MediaService } from '../../modules/media/media.service.js';
import { StoreEntity } from '../../modules/stores/entities/store.entity.js';
import { StoresService } from '../../modules/stores/stores.service.js';
import { UserEntity } from '../../modules/users/entities/user.entity.js';
import { UsersService } from '../../modules/users/users.service.js';
import { DEMO_COLLECTIONS } from './catalogue/collections.js';
import { withRasterImages } from './catalogue/product-images.js';
import { DEMO_PRODUCTS } from './catalogue/products.js';
import { DEMO_ARTICLES } from './content/articles.js';
import { DEMO_FAQ } from './content/faq.js';
import { DEMO_PAGES } from './content/pages.js';
import { LANDING_PAGE } from './content/landing-pages.js';
import { ACCESSIBILITY_PAGE } from './content/legal-pages.js';
import { toPostInputs } from './content/posts.js';
import { DEMO_ROUTINES } from './content/routines.js';
import { DEMO_TRAININGS } from './content/trainings.js';
import { DEMO_STORES } from './stores.js';

/** The official partner salon the demo partner account belongs to. */
export const DEMO_PARTNER_STORE = 'Huidinstituut Lumen';
/** The demo salon's (invented, well-formed) Belgian VAT number. */
export const DEMO_PARTNER_VAT = 'BE0456781215';

/** Every demo post (articles, routines, fixed pages) as savePost inputs, one per language. */
export const DEMO_POSTS = toPostInputs([
  ...DEMO_ARTICLES,
  ...DEMO_ROUTINES,
  ...DEMO_PAGES,
  ACCESSIBILITY_PAGE,
  LANDING_PAGE,
]);

/**
 * Seeds the shop's demo data: the lines and products, the magazine, routines, fixed pages and FAQ,
 * and the partner stores. Each part is seeded only when its tables are empty, through the same
 * services (and so the same validation and HTML sanitising) as every other write.
 */
@Injectable()
export class ShopDemoSeeder {
  private readonly logger = new Logger('Seed');

  constructor(
    private readonly catalogue: CatalogueService,
    private readonly content: ContentService,
    private readonly stores: StoresService,
    private readonly addresses: AddressesService,
    private readonly users: UsersService,
    private readonly media: MediaService,
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(appConfig.KEY) private readonly config: AppConfig,
  ) {}

  async seed(): Promise<void> {
    if ((await this.catalogue.countProducts()) === 0) {
      await this.catalogue.saveCollections(DEMO_COLLECTIONS);
      const started = performance.now();
      const products = this.config.seedRasterImages
        ? await withRasterImages(DEMO_PRODUCTS, this.media, this.config.seedImageCacheDir)
        : DEMO_PRODUCTS;
      const imagesMs = Math.round(performance.now() - started);
      await this.catalogue.createProducts(products);
      this.logger.log(
        `Seeded ${DEMO_COLLECTIONS.length} collections and ${products.length} products (images in ${imagesMs} ms)`,
      );
    }
    if ((await this.content.countPosts()) === 0) {
      await this.content.savePosts(DEMO_POSTS);
      this.logger.log(
        `Seeded ${DEMO_POSTS.length} posts (articles, routines and pages in 4 languages)`,
      );
    }
    // A page added after a database was seeded (the accessibility statement) is seeded on its own.
    const hasAccessibility = await this.content.getPage(ACCESSIBILITY_PAGE.key, 'nl').then(
      () => true,
      () => false,
    );
    if (!hasAccessibility) await this.content.savePosts(toPostInputs([ACCESSIBILITY_PAGE]));
    const hasLanding = await this.content.getPage(LANDING_PAGE.texts.nl.slug, 'nl').then(
      () => true,
      () => false,
    );
    if (!hasLanding) await this.content.savePosts(toPostInputs([LANDING_PAGE]));
    if ((await this.content.countPosts('training')) === 0) {
      await this.content.savePosts(DEMO_TRAININGS);
      this.logger.log(`Seeded ${DEMO_TRAININGS.length} partner trainings (3 in 4 languages)`);
    }
    if ((await this.content.countFaqItems()) === 0) {
      await this.content.saveFaqItems(DEMO_FAQ);
      this.logger.log(`Seeded ${DEMO_FAQ.length} FAQ questions`);
    }
    if ((await this.stores.count()) === 0) {
      await this.stores.createStores(DEMO_STORES);
      this.logger.log(`Seeded ${DEMO_STORES.length} stores`);
    }
    // The demo partner account belongs to one official partner salon (partner portal).
    const partner = await this.users.findByEmail('partner@demo.test');
    if (partner && partner.role === 'partner' && !partner.partnerStoreId) {
      const salon = await this.dataSource
        .getRepository(StoreEntity)
        .findOneBy({ name: DEMO_PARTNER_STORE, officialPartner: true });
      if (salon) {
        await this.dataSource
          .getRepository(UserEntity)
          .update({ id: partner.id }, { partnerStoreId: salon.id });
        this.logger.log(`Linked partner@demo.test to ${salon.name}`);
      }
    }
    // The demo salon's company details, so the partner checkout is prefilled like a real salon's.
    const stores = this.dataSource.getRepository(StoreEntity);
    const demoSalon = await stores.findOneBy({ name: DEMO_PARTNER_STORE, officialPartner: true });
    if (demoSalon && !demoSalon.vatNumber)
      await stores.update(
        { id: demoSalon.id },
        {
          companyName: demoSalon.companyName ?? 'Huidinstituut Lumen BV',
          vatNumber: DEMO_PARTNER_VAT,
        },
      );
    // A delivery address for the demo customer, so the checkout can be tried at once.
    const customer = await this.users.findByEmail('customer@demo.test');
    if (customer && (await this.addresses.list(customer.id)).length === 0) {
      await this.addresses.create(customer.id, {
        firstName: customer.firstName,
        lastName: customer.lastName,
        street: 'Meir',
        houseNumber: '42',
        postalCode: '2000',
        city: 'Antwerpen',
        country: 'BE',
        phone: '+32 3 123 45 67',
        isDefault: true,
      });
      this.logger.log('Seeded a delivery address for customer@demo.test');
    }
  }
}
