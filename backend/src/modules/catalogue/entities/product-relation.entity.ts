import { Column, Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { ProductEntity } from './product.entity.js';

export const RELATION_KINDS = ['related', 'set-item'] as const;
export type RelationKind = (typeof RELATION_KINDS)[number];

/** Related products ("goes well with") and the contents of a set, in display order. */
@Entity('product_relation')
export class ProductRelationEntity {
  @PrimaryColumn({ type: 'uuid' })
  productId: string;

  @PrimaryColumn({ type: 'uuid' })
  relatedProductId: string;

  @PrimaryColumn({ type: 'varchar', length: 10 })
  kind: RelationKind;

  @Column({ type: 'integer', default: 0 })
  position: number;

  @ManyToOne(() => ProductEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'productId', foreignKeyConstraintName: 'fk_product_relation_product' })
  product?: ProductEntity;

  @ManyToOne(() => ProductEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'relatedProductId', foreignKeyConstraintName: 'fk_product_relation_related' })
  relatedProduct?: ProductEntity;
}
