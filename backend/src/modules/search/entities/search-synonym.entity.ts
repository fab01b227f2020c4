import {
  Column,
  CreateDateColumn,
  Entity,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import type { Locale } from '../../../common/i18n/locale.js';

/**
 * A group of search terms that mean the same ("anti-aging", "anti-rimpel", "Anti-Falten"): a query
 * containing one of them also searches the others. Kept in the back-office by admins.
 */
@Entity('search_synonym')
export class SearchSynonymEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** The language whose searches use the group; null: every language. */
  @Column({ type: 'varchar', length: 2, nullable: true })
  locale: Locale | null;

  /** The terms as the admin typed them (at least two). */
  @Column({ type: 'simple-json' })
  terms: string[];

  @CreateDateColumn()
  createdAt: Date;

  @UpdateDateColumn()
  updatedAt: Date;
}
