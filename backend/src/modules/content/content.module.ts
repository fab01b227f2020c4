import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CatalogueModule } from '../catalogue/catalogue.module.js';
import { UsersModule } from '../users/users.module.js';
import { AdminContentService } from './admin-content.service.js';
import { AdminPostsController, PostPreviewController } from './admin-posts.controller.js';
import { ContentController } from './content.controller.js';
import { HomeController } from './home.controller.js';
import { ContentService } from './content.service.js';
import { FaqItemEntity } from './entities/faq-item.entity.js';
import { PostEntity } from './entities/post.entity.js';

@Module({
  imports: [TypeOrmModule.forFeature([PostEntity, FaqItemEntity]), CatalogueModule, UsersModule],
  controllers: [ContentController, HomeController, AdminPostsController, PostPreviewController],
  providers: [ContentService, AdminContentService],
  exports: [ContentService, AdminContentService],
})
export class ContentModule {}
