import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type {
  ReasonKey,
  RecommendedLine,
  SkinAnswers,
} from '../../skin-analysis/skin-analysis.rules.js';

/**
 * A skin analysis result a signed-in customer keeps under "my routines": the answers, the line
 * and the products recommended at the time (the products are shown as they are today).
 */
@Entity('saved_skin_analysis')
@Index('idx_saved_skin_analysis_user', ['userId', 'createdAt'])
export class SavedSkinAnalysisEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'varchar', length: 36 })
  userId: string;

  @Column({ type: 'simple-json' })
  answers: SkinAnswers;

  @Column({ type: 'varchar', length: 10 })
  line: RecommendedLine;

  @Column({ type: 'varchar', length: 40 })
  reasonKey: ReasonKey;

  /** Product ids in order of use. */
  @Column({ type: 'simple-json' })
  morning: string[];

  @Column({ type: 'simple-json' })
  evening: string[];

  @CreateDateColumn()
  createdAt: Date;
}
