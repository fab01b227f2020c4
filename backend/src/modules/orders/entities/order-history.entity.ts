import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** What happened to an order (the timeline's event names; the back-office translates them). */
export const ORDER_HISTORY_TYPES = [
  'placed',
  'payment_paid',
  'payment_failed',
  'status_changed',
  'shipped',
  'delivered',
  'refunded',
  'note',
  'mail_sent',
  'withdrawal_requested',
  'return_received',
] as const;
export type OrderHistoryType = (typeof ORDER_HISTORY_TYPES)[number];

/**
 * One entry of an order's timeline (after Vendure's history entries), written in the same
 * transaction as the change it describes. The id is ascending, so the entries of one order read in
 * the order they happened. Notes are internal: only the back-office reads this table.
 */
@Entity('order_history')
@Index('idx_order_history_order', ['orderId', 'id'])
export class OrderHistoryEntity {
  @PrimaryGeneratedColumn('increment')
  id: number;

  @Column({ type: 'varchar', length: 36 })
  orderId: string;

  @Column({ type: 'varchar', length: 30 })
  type: OrderHistoryType;

  /** The event's details (status from/to, carrier and tracking, refund amount and lines, note text…). */
  @Column({ type: 'simple-json', nullable: true })
  data: Record<string, unknown> | null;

  /** The back-office user who did it; null for the customer, the provider or the system. */
  @Column({ type: 'varchar', length: 36, nullable: true })
  actorId: string | null;

  @Column({ type: 'varchar', length: 320, nullable: true })
  actorEmail: string | null;

  /** When it happened (ISO 8601). */
  @Column({ type: 'varchar', length: 30 })
  createdAt: string;
}
