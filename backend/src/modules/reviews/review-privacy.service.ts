import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { ReviewEntity } from './entities/review.entity.js';

/** Reviews in the GDPR export and erasure. */
@Injectable()
export class ReviewPrivacyService {
  constructor(@InjectRepository(ReviewEntity) private readonly reviews: Repository<ReviewEntity>) {}

  async exportFor(userId: string) {
    const rows = await this.reviews.find({ where: { userId }, order: { submittedAt: 'ASC' } });
    return rows.map((row) => ({
      id: row.id,
      productId: row.productId,
      authorName: row.authorName,
      locale: row.locale,
      score: row.score,
      title: row.title,
      content: row.content,
      status: row.status,
      rejectionReason: row.rejectionReason,
      submittedAt: row.submittedAt,
      moderatedAt: row.moderatedAt,
    }));
  }

  /**
   * Erasure: the reviews stay (their text names no one) but lose their author's name; front-ends
   * show an empty name as "former customer".
   */
  async anonymiseFor(userId: string): Promise<void> {
    await this.reviews.update({ userId }, { authorName: '' });
  }
}
