import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CatalogueController } from './catalogue.controller.js';
import { CatalogueService } from './catalogue.service.js';
import { CollectionEntity } from './entities/collection.entity.js';
import { ProductRelationEntity } from './entities/product-relation.entity.js';
import { ProductTranslationEntity } from './entities/product-translation.entity.js';
import { ProductEntity } from './entities/product.entity.js';
import { ImagesController } from './images.controller.js';

@Module({
  imports: [TypeOrmModule.forFeature([CollectionEntity, ProductEntity, ProductTranslationEntity, ProductRelationEntity])],
  controllers: [CatalogueController, ImagesController],
  providers: [CatalogueService],
  exports: [CatalogueService],
})
export class CatalogueModule {}
