import { Column, CreateDateColumn, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/**
 * What the payment provider keeps for one shop user, owned by the payments module so the users
 * module stays provider-agnostic: the Mollie customer (its mandates are the saved methods), or the
 * method remembered from the user's paid demo payments.
 */
@Entity('payment_customer')
export class PaymentCustomerEntity {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  userId: string;

  /** `cst_…`, created once at the user's first Mollie payment. */
  @Column({ type: 'varchar', length: 40, nullable: true, unique: true })
  mollieCustomerId: string | null;

  /** The demo provider's saved method (`pm_demo_…`), set when a demo payment is paid. */
  @Column({ type: 'varchar', length: 40, nullable: true })
  demoMethodId: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  demoMethodLabel: string | null;

  @CreateDateColumn()
  createdAt: Date;

  @UpdateDateColumn()
  updatedAt: Date;
}
