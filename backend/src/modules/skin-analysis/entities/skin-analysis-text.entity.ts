import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import type { Locale } from '../../../common/i18n/locale.js';

export interface SkinAnalysisTexts {
  title: string;
  explanation: string;
}

/**
 * The back-office's own texts of one recommendation (a reason key of the rules table), per
 * language. A row exists only once an admin edited it; until then the built-in texts apply.
 */
@Entity('skin_analysis_text')
export class SkinAnalysisTextEntity {
  @PrimaryColumn({ type: 'varchar', length: 40 })
  reasonKey: string;

  @Column({ type: 'simple-json' })
  translations: Partial<Record<Locale, SkinAnalysisTexts>>;

  @UpdateDateColumn()
  updatedAt: Date;
}
