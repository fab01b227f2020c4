import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import type { Locale } from '../../../common/i18n/locale.js';
import type { FaqSection } from '../content.constants.js';

export interface FaqTexts {
  question: string;
  /** Sanitised HTML. */
  answer: string;
}

/** One question of the FAQ, in every language (nl required, the others fall back to it). */
@Entity('faq_item')
@Index('idx_faq_item_section', ['section', 'position'])
export class FaqItemEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'varchar', length: 30 })
  section: FaqSection;

  @Column({ type: 'integer', default: 0 })
  position: number;

  @Column({ type: 'simple-json' })
  translations: Partial<Record<Locale, FaqTexts>>;

  @Column({ type: 'boolean', default: true })
  published: boolean;

  @CreateDateColumn()
  createdAt: Date;

  @UpdateDateColumn()
  updatedAt: Date;
}
