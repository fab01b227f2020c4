import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
  type ValueTransformer,
} from 'typeorm';
import { epochMs } from '../../../database/column-transformers.js';
import type {
  CollectionSlug,
  ProductType,
  SetKind,
  SkinType,
  Timing,
} from '../catalogue.constants.js';
import { CollectionEntity } from './collection.entity.js';

/**
 * A list of whitelisted words stored as `,a,b,`: filtering "has value x" is `LIKE '%,x,%'`, which
 * both SQLite and PostgreSQL run the same way, and facet counts stay one aggregate query.
 */
export const delimitedList: ValueTransformer = {
  to: (value: string[] | null | undefined) => (value ? `,${value.join(',')},` : value),
  from: (value: string | null) => (value ? value.split(',').filter(Boolean) : []),
};

/** A product of the catalogue (SPEC §3). Language-neutral data; texts live in product_translation. */
@Entity('product')
@Index('idx_product_listing', ['active', 'collection', 'type'])
export class ProductEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** One slug per product for every language (URL /{locale}/product/{slug}). */
  @Column({ type: 'varchar', length: 120, unique: true })
  slug: string;

  @Column({ type: 'varchar', length: 30 })
  type: ProductType;

  @Column({ type: 'varchar', length: 10 })
  collection: CollectionSlug;

  @ManyToOne(() => CollectionEntity, { onDelete: 'RESTRICT' })
  @JoinColumn({
    name: 'collection',
    referencedColumnName: 'slug',
    foreignKeyConstraintName: 'fk_product_collection',
  })
  collectionRef?: CollectionEntity;

  @Column({ type: 'varchar', length: 200, transformer: delimitedList })
  skinTypes: SkinType[];

  /** Day, night or both. */
  @Column({ type: 'varchar', length: 20, transformer: delimitedList })
  timing: Timing[];

  /** Sun protection factor (30 or 50) where it applies. */
  @Column({ type: 'integer', nullable: true })
  spf: number | null;

  /** Price in euro cents, VAT included. */
  @Column({ type: 'integer' })
  priceCents: number;

  /** VAT rate in percent included in the price (21 for cosmetics, 6 for food supplements in Belgium). */
  @Column({ type: 'integer' })
  vatRate: number;

  @Column({ type: 'integer', default: 0 })
  stock: number;

  /** Content of the pack, e.g. "50 ml", "60 capsules" (language-neutral). */
  @Column({ type: 'varchar', length: 40, nullable: true })
  size: string | null;

  /** Full INCI list (language-neutral by regulation). */
  @Column({ type: 'text', nullable: true })
  inci: string | null;

  /** Image URLs, first one is the main image. */
  @Column({ type: 'simple-json' })
  images: string[];

  /** 1 = best seller; null = not ranked (listed after the ranked products). */
  @Column({ type: 'integer', nullable: true })
  bestsellerRank: number | null;

  /** For type `sets`: a gift set or a complete routine. */
  @Column({ type: 'varchar', length: 10, nullable: true })
  setKind: SetKind | null;

  /**
   * Professional price for partner salons in euro cents, VAT excluded (partner shop, issue 9);
   * null: not sold in the partner shop. Never part of a public or customer answer.
   */
  @Column({ type: 'integer', nullable: true })
  partnerPriceCents: number | null;

  /** Smallest quantity a salon may order of this product in the partner shop (1 = no minimum). */
  @Column({ type: 'integer', default: 1 })
  partnerMinQuantity: number;

  /** Only partner salons may see and buy it (salon sizes): hidden from every public answer. */
  @Column({ type: 'boolean', default: false })
  partnerOnly: boolean;

  /** Number of approved reviews (kept by the reviews module on every moderation). */
  @Column({ type: 'integer', default: 0 })
  ratingCount: number;

  /** Sum of the approved reviews' scores: the average is ratingSum / ratingCount. */
  @Column({ type: 'integer', default: 0 })
  ratingSum: number;

  /** Inactive products are hidden from every public answer. */
  @Column({ type: 'boolean', default: true })
  active: boolean;

  /** Archived (epoch ms): kept for the orders that name it, hidden from the shop (always inactive); null: not archived. */
  @Column({ type: 'bigint', nullable: true, transformer: epochMs })
  archivedAt: number | null;

  @CreateDateColumn()
  createdAt: Date;

  @UpdateDateColumn()
  updatedAt: Date;
}
