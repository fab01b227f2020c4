import { Column, Entity, Index, PrimaryColumn, UpdateDateColumn } from 'typeorm';

export const DELIVERY_STATES = ['queued', 'sending', 'sent', 'failed', 'skipped'] as const;
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

  @Column({ type: 'varchar', length: 2000, nullable: true })
  lastError: string | null;

  @UpdateDateColumn()
  updatedAt: Date;
}
