import { Column, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Unique } from 'typeorm';
import type { Locale } from '../../../common/i18n/locale.js';
import { ProductEntity } from './product.entity.js';

/**
 * The texts of a product in one language. nl is always present; a missing language or field
 * falls back to nl (COALESCE in the queries), so lists sort and filter in SQL.
 */
@Entity('product_translation')
@Unique('uq_product_translation_locale', ['productId', 'locale'])
export class ProductTranslationEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  productId: string;

  @ManyToOne(() => ProductEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'productId', foreignKeyConstraintName: 'fk_product_translation_product' })
  product?: ProductEntity;

  @Column({ type: 'varchar', length: 2 })
  locale: Locale;

  @Column({ type: 'varchar', length: 150 })
  name: string;

  /** The name folded (lower case, no accents): the sort key, identical on SQLite and PostgreSQL. */
  @Column({ type: 'varchar', length: 150 })
  nameSortKey: string;

  @Column({ type: 'varchar', length: 200, nullable: true })
  subtitle: string | null;

  @Column({ type: 'text', nullable: true })
  description: string | null;

  @Column({ type: 'text', nullable: true })
  usage: string | null;

  /** Key ingredients explained in words (the INCI list is on the product). */
  @Column({ type: 'text', nullable: true })
  ingredients: string | null;

  /** Texture, e.g. "Light, fast-absorbing gel". */
  @Column({ type: 'varchar', length: 200, nullable: true })
  consistency: string | null;
}
