import {
  Column,
  CreateDateColumn,
  Entity,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import { epochMs } from '../../../database/column-transformers.js';
import type { Locale } from '../../../common/i18n/locale.js';

export const CAMPAIGN_STATUSES = ['draft', 'scheduled', 'sending', 'sent'] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];

/** A newsletter in one language, sent (now or at `sendAt`) to the confirmed subscribers of that language. */
@Entity('newsletter_campaign')
export class NewsletterCampaignEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'varchar', length: 2 })
  locale: Locale;

  @Column({ type: 'varchar', length: 200 })
  subject: string;

  /** Rich text, sanitised on save. */
  @Column({ type: 'text' })
  bodyHtml: string;

  /** Featured product ids (JSON array). */
  @Column({ type: 'simple-json' })
  productIds: string[];

  /** Optional featured magazine article. */
  @Column({ type: 'varchar', length: 36, nullable: true })
  articleId: string | null;

  @Column({ type: 'varchar', length: 20, default: 'draft' })
  status: CampaignStatus;

  @Column({ type: 'bigint', nullable: true, transformer: epochMs })
  sendAt: number | null;

  @Column({ type: 'bigint', nullable: true, transformer: epochMs })
  startedAt: number | null;

  @Column({ type: 'bigint', nullable: true, transformer: epochMs })
  finishedAt: number | null;

  @Column({ type: 'varchar', length: 36, nullable: true })
  createdById: string | null;

  @CreateDateColumn()
  createdAt: Date;

  @UpdateDateColumn()
  updatedAt: Date;
}
