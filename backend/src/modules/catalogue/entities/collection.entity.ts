import { Column, CreateDateColumn, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import type { Locale } from '../../../common/i18n/locale.js';
import type { CollectionSlug } from '../catalogue.constants.js';

/** Texts of a collection in one language. */
export interface CollectionTexts {
  name: string;
  /** One line under the name, e.g. "Probiotic balance". */
  tagline: string;
  /** Who the line is for (age, skin), shown on the collection page. */
  audience: string;
  description: string;
}

/**
 * A product line (SPEC §1). Four rows, never filtered or sorted by their texts in SQL, so the
 * translations sit in one JSON column (nl required, other languages fall back to it field by field).
 */
@Entity('collection')
export class CollectionEntity {
  @PrimaryColumn({ type: 'varchar', length: 10 })
  slug: CollectionSlug;

  /** Line colour, #rrggbb. */
  @Column({ type: 'varchar', length: 7 })
  colour: string;

  /** Order on the site: blue, black, gold, grey. */
  @Column({ type: 'integer', default: 0 })
  position: number;

  /** Typical age range, e.g. "15-30", "45+"; null for the add-ons. */
  @Column({ type: 'varchar', length: 20, nullable: true })
  ageRange: string | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  image: string | null;

  @Column({ type: 'simple-json' })
  translations: Partial<Record<Locale, CollectionTexts>>;

  @CreateDateColumn()
  createdAt: Date;

  @UpdateDateColumn()
  updatedAt: Date;
}
