import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { OrderEntity } from './order.entity.js';

/** One product of an order, with its price and VAT rate at order time. */
@Entity('shop_order_line')
@Index('idx_order_line_order', ['orderId', 'position'])
export class OrderLineEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  orderId: string;

  @ManyToOne(() => OrderEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'orderId', foreignKeyConstraintName: 'fk_order_line_order' })
  order?: OrderEntity;

  @Column({ type: 'integer' })
  position: number;

  @Column({ type: 'varchar', length: 36 })
  productId: string;

  @Column({ type: 'varchar', length: 120 })
  slug: string;

  /** Product name in the order's language at order time. */
  @Column({ type: 'varchar', length: 150 })
  name: string;

  @Column({ type: 'integer' })
  quantity: number;

  /** VAT included. */
  @Column({ type: 'integer' })
  unitPriceCents: number;

  @Column({ type: 'integer' })
  vatRate: number;

  @Column({ type: 'integer' })
  lineTotalCents: number;
}
