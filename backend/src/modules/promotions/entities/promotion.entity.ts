import {
  Column,
  CreateDateColumn,
  Entity,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';

export const PROMOTION_KINDS = ['percent', 'fixed', 'free_shipping'] as const;
/** `percent` off, a `fixed` amount off (per unit on chosen products, once on the order), or `free_shipping`. */
export type PromotionKind = (typeof PROMOTION_KINDS)[number];
export const PROMOTION_TARGETS = ['order', 'products', 'collections'] as const;
/** What the reduction applies to: the whole order, chosen products, or every product of chosen lines. */
export type PromotionTarget = (typeof PROMOTION_TARGETS)[number];

/**
 * A promotion: automatic (no code) or a coupon (a code the customer types). Applied in the
 * customer's cart and checkout only, never in the partner shop (its prices are the discount).
 */
@Entity('promotion')
export class PromotionEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'varchar', length: 150 })
  name: string;

  /** Coupon code in capitals; null for an automatic promotion. */
  @Column({ type: 'varchar', length: 40, nullable: true, unique: true })
  code: string | null;

  @Column({ type: 'varchar', length: 20 })
  kind: PromotionKind;

  /** Percent (1–100) for `percent`, cents for `fixed`, 0 for `free_shipping`. */
  @Column({ type: 'integer', default: 0 })
  value: number;

  @Column({ type: 'varchar', length: 20, default: 'order' })
  target: PromotionTarget;

  /** Product ids (`products`) or line slugs (`collections`); empty for `order`. */
  @Column({ type: 'simple-json' })
  targetIds: string[];

  /** ISO-8601 instant from which it applies; null: from its creation. */
  @Column({ type: 'varchar', length: 30, nullable: true })
  startsAt: string | null;

  /** ISO-8601 instant until which (exclusive) it applies; null: no end. */
  @Column({ type: 'varchar', length: 30, nullable: true })
  endsAt: string | null;

  /** Items total (VAT incl., before discounts) from which it applies; 0: none. */
  @Column({ type: 'integer', default: 0 })
  minOrderCents: number;

  /** Orders that may use it in total; null: unlimited. */
  @Column({ type: 'integer', nullable: true })
  usageLimit: number | null;

  /** Orders one customer may use it for; null: unlimited. */
  @Column({ type: 'integer', nullable: true })
  perCustomerLimit: number | null;

  /** Orders holding it (reserved at order placement, released when an unpaid order is cancelled). */
  @Column({ type: 'integer', default: 0 })
  usedCount: number;

  /** Whether it may apply together with other promotions. */
  @Column({ type: 'boolean', default: true })
  combinable: boolean;

  @Column({ type: 'boolean', default: true })
  active: boolean;

  @CreateDateColumn()
  createdAt: Date;

  @UpdateDateColumn()
  updatedAt: Date;
}
