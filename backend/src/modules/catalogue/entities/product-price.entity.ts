import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * The price history of a product (Omnibus directive): one row per price change, written by the
 * catalogue when a product's price is set; the lowest price of the 30 days before a reduction is
 * computed from it.
 */
@Entity('product_price')
@Index('idx_product_price_product', ['productId', 'changedAt'])
export class ProductPriceEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'varchar', length: 36 })
  productId: string;

  /** VAT included. */
  @Column({ type: 'integer' })
  priceCents: number;

  /** ISO-8601 instant from which this price applied. */
  @Column({ type: 'varchar', length: 30 })
  changedAt: string;
}
