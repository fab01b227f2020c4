import { Column, CreateDateColumn, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import type { ProviderPaymentStatus } from '../payment-provider.js';

/** A payment of the built-in demo provider (embedded default): what a real provider would keep on its side. */
@Entity('demo_payment')
export class DemoPaymentEntity {
  @PrimaryColumn({ type: 'varchar', length: 40 })
  id: string;

  @Column({ type: 'varchar', length: 36 })
  orderId: string;

  @Column({ type: 'varchar', length: 30 })
  orderNumber: string;

  @Column({ type: 'integer' })
  amountCents: number;

  @Column({ type: 'varchar', length: 3 })
  currency: string;

  @Column({ type: 'varchar', length: 200 })
  description: string;

  @Column({ type: 'varchar', length: 500 })
  redirectUrl: string;

  @Column({ type: 'varchar', length: 2 })
  locale: string;

  /** The shop user paying (what Mollie would know as the customer), for the saved demo method. */
  @Column({ type: 'varchar', length: 36, nullable: true })
  userId: string | null;

  /** The provider's answer, or `refunded` once the back-office refunded it. */
  @Column({ type: 'varchar', length: 20, default: 'open' })
  status: ProviderPaymentStatus | 'refunded';

  @Column({ type: 'varchar', length: 100, unique: true })
  idempotencyKey: string;

  /** Given back so far by (partial) refunds; the payment is `refunded` once it reaches the amount. */
  @Column({ type: 'integer', default: 0 })
  refundedCents: number;

  @CreateDateColumn()
  createdAt: Date;

  @UpdateDateColumn()
  updatedAt: Date;
}
