import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { epochMs } from '../../../database/column-transformers.js';
import type { Locale } from '../../../common/i18n/locale.js';

/**
 * "Mail me when it is back": one row per product and person, a signed-in customer (userId, confirmed
 * at once) or a guest's address (double opt-in through `token`). `notifiedAt` is set when the
 * back-in-stock mail is queued, so a person is mailed once; asking again starts a new round.
 */
@Entity('stock_alerts')
@Index('uq_stock_alerts_product_user', ['productId', 'userId'], { unique: true })
@Index('uq_stock_alerts_product_email', ['productId', 'email'], { unique: true })
export class StockAlertEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'varchar', length: 36 })
  productId: string;

  /** The signed-in customer who asked (mailed at the account's current address); null for a guest. */
  @Column({ type: 'varchar', length: 36, nullable: true })
  userId: string | null;

  /** A guest's address, lower-cased; null for a customer. */
  @Column({ type: 'varchar', length: 320, nullable: true })
  email: string | null;

  @Column({ type: 'varchar', length: 2 })
  locale: Locale;

  /** Confirms (guests) and withdraws (everyone) the alert from its mails; unique. */
  @Column({ type: 'varchar', length: 64, unique: true })
  token: string;

  @Column({ type: 'bigint', nullable: true, transformer: epochMs })
  confirmedAt: number | null;

  /** When the last confirmation mail was queued (a guest asking again gets at most one per throttle window). */
  @Column({ type: 'bigint', nullable: true, transformer: epochMs })
  confirmationSentAt: number | null;

  @Column({ type: 'bigint', nullable: true, transformer: epochMs })
  notifiedAt: number | null;

  /** Start of the current round (asking again after a mail starts a new one); part of the mail's key. */
  @Column({ type: 'bigint', transformer: epochMs })
  requestedAt: number;

  @CreateDateColumn()
  createdAt: Date;
}
