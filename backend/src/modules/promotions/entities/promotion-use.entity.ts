import { Column, CreateDateColumn, Entity, Index, PrimaryColumn } from 'typeorm';

/** One order's use of a promotion (reserved at placement, deleted when the unpaid order is cancelled). */
@Entity('promotion_use')
@Index('idx_promotion_use_order', ['orderId'])
export class PromotionUseEntity {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  promotionId: string;

  @PrimaryColumn({ type: 'varchar', length: 36 })
  orderId: string;

  @Column({ type: 'varchar', length: 36 })
  userId: string;

  @CreateDateColumn()
  createdAt: Date;
}

/** Uses of a promotion per customer: a counter row taken with a conditional UPDATE (race-safe). */
@Entity('promotion_customer_use')
export class PromotionCustomerUseEntity {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  promotionId: string;

  @PrimaryColumn({ type: 'varchar', length: 36 })
  userId: string;

  @Column({ type: 'integer', default: 0 })
  count: number;
}

/** The coupon a customer applied to the cart (one per cart). */
@Entity('cart_coupon')
export class CartCouponEntity {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  userId: string;

  @Column({ type: 'varchar', length: 36 })
  promotionId: string;

  @CreateDateColumn()
  createdAt: Date;
}
