import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { epochMs } from '../../../database/column-transformers.js';

/**
 * A personal single-use birthday coupon: one per customer and year (the unique pair makes the
 * daily grant job idempotent, however often it runs). The cart applies it as a percentage off the
 * goods through {@link BirthdayService.lookupBirthdayCoupon} and marks it used with
 * {@link BirthdayService.redeemBirthdayCoupon}.
 */
@Entity('birthday_coupons')
@Index('uq_birthday_coupons_user_year', ['userId', 'year'], { unique: true })
export class BirthdayCouponEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'varchar', length: 36 })
  userId: string;

  /** The year of the birthday this coupon is for. */
  @Column({ type: 'integer' })
  year: number;

  /** What the customer types in the cart, e.g. `BDAY-7KQ4M2XP`; unique. */
  @Column({ type: 'varchar', length: 20, unique: true })
  code: string;

  @Column({ type: 'integer' })
  percentOff: number;

  /** ISO date (YYYY-MM-DD), first day the code works. */
  @Column({ type: 'varchar', length: 10 })
  validFrom: string;

  /** ISO date (YYYY-MM-DD), last day the code works (inclusive). */
  @Column({ type: 'varchar', length: 10 })
  validUntil: string;

  @Column({ type: 'bigint', nullable: true, transformer: epochMs })
  usedAt: number | null;

  @Column({ type: 'varchar', length: 36, nullable: true })
  orderId: string | null;

  @CreateDateColumn()
  createdAt: Date;
}
