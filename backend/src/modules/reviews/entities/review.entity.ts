import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import type { ReviewStatus } from '../review-state.js';

/**
 * A customer's review of a product (SPEC §3: score, title, content; §4: held for moderation).
 * One per customer and product: posting again edits it and puts it back to pending.
 * Title and content are plain text as typed (trimmed); front-ends escape on output.
 */
@Entity('review')
@Index('uq_review_product_user', ['productId', 'userId'], { unique: true })
@Index('idx_review_product_status', ['productId', 'status', 'submittedAt'])
@Index('idx_review_status', ['status', 'submittedAt'])
export class ReviewEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'varchar', length: 36 })
  productId: string;

  @Column({ type: 'varchar', length: 36 })
  userId: string;

  /** Public name at posting time: first name and the initial of the last name ("Anna P."). */
  @Column({ type: 'varchar', length: 120 })
  authorName: string;

  /** The language the review was written in. */
  @Column({ type: 'varchar', length: 2 })
  locale: string;

  /** 1 to 5 stars. */
  @Column({ type: 'integer' })
  score: number;

  @Column({ type: 'varchar', length: 120 })
  title: string;

  @Column({ type: 'text' })
  content: string;

  @Column({ type: 'varchar', length: 20, default: 'pending' })
  status: ReviewStatus;

  /** Why an admin rejected it (shown to the author); null otherwise. */
  @Column({ type: 'varchar', length: 500, nullable: true })
  rejectionReason: string | null;

  /** Bumped on every edit by the author: one approval mail per revision. */
  @Column({ type: 'integer', default: 1 })
  revision: number;

  /** ISO time of the last posting or edit by the author (public lists sort on it). */
  @Column({ type: 'varchar', length: 30 })
  submittedAt: string;

  /** ISO time and actor of the last moderation decision. */
  @Column({ type: 'varchar', length: 30, nullable: true })
  moderatedAt: string | null;

  @Column({ type: 'varchar', length: 36, nullable: true })
  moderatedById: string | null;

  @CreateDateColumn()
  createdAt: Date;

  @UpdateDateColumn()
  updatedAt: Date;
}
