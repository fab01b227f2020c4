import { Injectable } from '@nestjs/common';
import { OnEvent } from '@nestjs/event-emitter';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { ProductReferencesQuery } from '../catalogue/catalogue.events.js';
import { ReviewEntity } from './entities/review.entity.js';

/** Reviews keep the product they are about. */
@Injectable()
export class ReviewReferencesListener {
  constructor(@InjectRepository(ReviewEntity) private readonly reviews: Repository<ReviewEntity>) {}

  @OnEvent(ProductReferencesQuery.NAME, { suppressErrors: false })
  async onProduct(query: ProductReferencesQuery): Promise<void> {
    query.add('reviews', await this.reviews.countBy({ productId: query.productId }));
  }
}
