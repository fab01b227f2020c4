import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';

export const WITHDRAWAL_STATUSES = ['requested', 'received', 'refunded'] as const;
/** `requested`: the customer withdrew; `received`: the parcel came back; `refunded`: the money went back. */
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];

export const ITEM_CONDITIONS = ['unopened', 'opened', 'damaged', 'missing'] as const;
/** How a returned item came back (set when the return is received). */
export type ItemCondition = (typeof ITEM_CONDITIONS)[number];

/** One withdrawn order line, as the customer declared it and as the shop received it. */
export interface WithdrawalLine {
  /** Position of the line in the order (1-based). */
  position: number;
  productId: string;
  name: string;
  quantity: number;
  unitPriceCents: number;
  /** The customer's word: the seal is unbroken (opened cosmetics may be excluded for hygiene reasons). */
  unopened: boolean;
  /** Set on receipt. */
  receivedQuantity: number | null;
  condition: ItemCondition | null;
  /** Units put back into stock (the unopened ones received). */
  restocked: number;
}

/**
 * A consumer's withdrawal from a web-shop order (CRD Art. 9–16, Art. 11a withdrawal function),
 * from the request through the returned parcel to the refund. One per order.
 */
@Entity('withdrawal')
@Index('idx_withdrawal_status', ['status', 'createdAt'])
export class WithdrawalEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Index('uq_withdrawal_order', { unique: true })
  @Column({ type: 'varchar', length: 36 })
  orderId: string;

  @Column({ type: 'varchar', length: 30 })
  orderNumber: string;

  @Column({ type: 'varchar', length: 36 })
  userId: string;

  /** The order's e-mail: the confirmation goes there. */
  @Column({ type: 'varchar', length: 320 })
  email: string;

  /** The language the customer withdrew in (mails about this withdrawal). */
  @Column({ type: 'varchar', length: 2 })
  locale: string;

  /** `account` (signed in) or `public` (order number + e-mail). */
  @Column({ type: 'varchar', length: 10 })
  channel: 'account' | 'public';

  @Column({ type: 'varchar', length: 20 })
  status: WithdrawalStatus;

  @Column({ type: 'simple-json' })
  lines: WithdrawalLine[];

  /** When the withdrawal reached the shop (ISO 8601, to the millisecond): the date in the confirmation. */
  @Column({ type: 'varchar', length: 30 })
  requestedAt: string;

  /** The last day of the period (YYYY-MM-DD) when the order was delivered at request time. */
  @Column({ type: 'varchar', length: 10, nullable: true })
  periodEndsOn: string | null;

  @Column({ type: 'varchar', length: 30, nullable: true })
  receivedAt: string | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  receivedNote: string | null;

  /** Set on receipt: the unopened units received, plus delivery when the whole order came back unopened. */
  @Column({ type: 'integer', nullable: true })
  suggestedRefundCents: number | null;

  @Column({ type: 'integer', nullable: true })
  refundCents: number | null;

  @Column({ type: 'varchar', length: 30, nullable: true })
  refundedAt: string | null;

  @CreateDateColumn()
  createdAt: Date;

  @UpdateDateColumn()
  updatedAt: Date;
}
