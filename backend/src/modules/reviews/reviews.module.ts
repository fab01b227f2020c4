import { ReviewPrivacyService } from './review-privacy.service.js';
import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { OrdersModule } from '../orders/orders.module.js';
import { CatalogueModule } from '../catalogue/catalogue.module.js';
import { UsersModule } from '../users/users.module.js';
import { AdminReviewsController } from './admin-reviews.controller.js';
import { ReviewEntity } from './entities/review.entity.js';
import { ReviewsController } from './reviews.controller.js';
import { ReviewsService } from './reviews.service.js';
import { ReviewReferencesListener } from './review-references.listener.js';

@Module({
  imports: [TypeOrmModule.forFeature([ReviewEntity]), CatalogueModule, UsersModule, OrdersModule],
  controllers: [ReviewsController, AdminReviewsController],
  providers: [ReviewReferencesListener, ReviewsService, ReviewPrivacyService],
  exports: [ReviewsService, ReviewPrivacyService],
})
export class ReviewsModule {}
