import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** One refunded line of a partial refund: the line's position and the units given back. */
export interface OrderRefundLine {
  position: number;
  productId: string;
  quantity: number;
  amountCents: number;
}

/**
 * One refund of an order (in full or in part). Its amount (and its lines' quantities) are reserved on
 * the order before the provider is asked, so two refunds at once can never give back more than was
 * paid; a refund the provider refused is released again. Its id is the provider's idempotency key.
 */
@Entity('order_refund')
@Index('idx_order_refund_order', ['orderId'])
export class OrderRefundEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'varchar', length: 36 })
  orderId: string;

  @Column({ type: 'integer' })
  amountCents: number;

  @Column({ type: 'simple-json' })
  lines: OrderRefundLine[];

  /** Whether the refunded lines' units went back into stock. */
  @Column({ type: 'boolean', default: false })
  restock: boolean;

  @Column({ type: 'varchar', length: 200, nullable: true })
  reason: string | null;

  /** `pending` while the provider is asked, then `refunded`. */
  @Column({ type: 'varchar', length: 20 })
  status: 'pending' | 'refunded';

  @Column({ type: 'varchar', length: 100, nullable: true })
  providerRefundId: string | null;

  @Column({ type: 'varchar', length: 30 })
  createdAt: string;
}
