import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { UsersModule } from '../users/users.module.js';
import { AdminCatalogueController } from './admin-catalogue.controller.js';
import { AdminCatalogueService } from './admin-catalogue.service.js';
import { AdminCollectionsController } from './admin-collections.controller.js';
import { AdminCollectionsService } from './admin-collections.service.js';
import { AdminProductCsvController } from './admin-product-csv.controller.js';
import { ProductCsvService } from './product-csv.service.js';
import { CatalogueController } from './catalogue.controller.js';
import { CatalogueService } from './catalogue.service.js';
import { CollectionEntity } from './entities/collection.entity.js';
import { ProductRelationEntity } from './entities/product-relation.entity.js';
import { ProductTranslationEntity } from './entities/product-translation.entity.js';
import { ProductEntity } from './entities/product.entity.js';
import { ProductPriceEntity } from './entities/product-price.entity.js';
import { PromotionsModule } from '../promotions/promotions.module.js';
import { ArtRasterizer } from './art-raster.js';
import { ImagesController } from './images.controller.js';
import { PartnerOffersService } from './partner-offers.service.js';

@Module({
  imports: [
    TypeOrmModule.forFeature([
      CollectionEntity,
      ProductEntity,
      ProductTranslationEntity,
      ProductRelationEntity,
      ProductPriceEntity,
    ]),
    UsersModule,
    PromotionsModule,
  ],
  controllers: [
    CatalogueController,
    ImagesController,
    AdminCatalogueController,
    AdminCollectionsController,
    AdminProductCsvController,
  ],
  providers: [
    ArtRasterizer,
    CatalogueService,
    AdminCatalogueService,
    AdminCollectionsService,
    ProductCsvService,
    PartnerOffersService,
  ],
  exports: [CatalogueService, AdminCatalogueService, PartnerOffersService],
})
export class CatalogueModule {}
