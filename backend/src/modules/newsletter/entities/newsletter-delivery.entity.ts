import { Column, Entity, Index, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/**
 * `queued` → `claimed` (a job owns the row; nothing has gone out yet) → `sending` (handed to SMTP)
 * → `sent`. A job cut off by a crash leaves `claimed` (safe to send again: nothing went out) or
 * `sending` (the mail may or may not have arrived): the next run makes the latter `interrupted`,
 * never mailed again unless an admin resends to the interrupted (once: `resends`).
 */
export const DELIVERY_STATES = [
  'queued',
  'claimed',
  'sending',
  'sent',
  'failed',
  'skipped',
  'interrupted',
] as const;
export type DeliveryState = (typeof DELIVERY_STATES)[number];

/**
 * One row per campaign and subscriber (the primary key makes it unique): the job claims it
 * (`queued` → `sending`) before mailing, so a campaign never reaches a subscriber twice.
 */
@Entity('newsletter_delivery')
@Index('idx_newsletter_delivery_campaign_state', ['campaignId', 'state'])
export class NewsletterDeliveryEntity {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  campaignId: string;

  @PrimaryColumn({ type: 'varchar', length: 36 })
  subscriberId: string;

  @Column({ type: 'varchar', length: 20, default: 'queued' })
  state: DeliveryState;

  @Column({ type: 'integer', default: 0 })
  attempts: number;

  /** How many times an admin resent to this subscriber after an interruption (at most once). */
  @Column({ type: 'integer', default: 0 })
  resends: number;

  @Column({ type: 'varchar', length: 2000, nullable: true })
  lastError: string | null;

  @UpdateDateColumn()
  updatedAt: Date;
}
