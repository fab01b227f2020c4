import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import { epochMs } from '../../../database/column-transformers.js';
import type { Locale } from '../../../common/i18n/locale.js';

export const SUBSCRIBER_STATUSES = ['pending', 'confirmed', 'unsubscribed'] as const;
export type SubscriberStatus = (typeof SUBSCRIBER_STATUSES)[number];
export const SUBSCRIPTION_SOURCES = ['footer', 'registration', 'contact', 'partner'] as const;
export type SubscriptionSource = (typeof SUBSCRIPTION_SOURCES)[number];

/**
 * One row per e-mail address (double opt-in): `pending` until the confirmation link is used, then
 * `confirmed` (only those are subscribers), `unsubscribed` after the unsubscribe link.
 */
@Entity('newsletter_subscriber')
@Index('idx_newsletter_subscriber_status_locale', ['status', 'locale'])
export class NewsletterSubscriberEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** Stored lower-cased; unique. */
  @Column({ type: 'varchar', length: 320, unique: true })
  email: string;

  @Column({ type: 'varchar', length: 2 })
  locale: Locale;

  @Column({ type: 'varchar', length: 20 })
  status: SubscriberStatus;

  /** Where the (latest) subscription came from. */
  @Column({ type: 'varchar', length: 20 })
  source: SubscriptionSource;

  /** SHA-256 of the single-use confirmation token; null once used. */
  @Column({ type: 'varchar', length: 64, nullable: true, unique: true })
  confirmTokenHash: string | null;

  @Column({ type: 'bigint', nullable: true, transformer: epochMs })
  confirmTokenExpiresAt: number | null;

  /** When the last confirmation mail was queued (at most one per address per throttle window). */
  @Column({ type: 'bigint', nullable: true, transformer: epochMs })
  confirmationSentAt: number | null;

  /**
   * The per-subscriber unsubscribe token carried by every mail (works without signing in). Kept in
   * clear because every newsletter mail must carry it; it can only end this subscription.
   */
  @Column({ type: 'varchar', length: 64, unique: true })
  unsubscribeToken: string;

  @Column({ type: 'bigint', nullable: true, transformer: epochMs })
  confirmedAt: number | null;

  @Column({ type: 'bigint', nullable: true, transformer: epochMs })
  unsubscribedAt: number | null;

  /** Consent proof: when the subscription was asked for (epoch ms); `source` says through which form. */
  @Column({ type: 'bigint', nullable: true, transformer: epochMs })
  consentAt: number | null;

  /** Consent proof: the version of the consent wording shown next to the form. */
  @Column({ type: 'varchar', length: 20, nullable: true })
  consentWordingVersion: string | null;

  /** Consent proof: keyed hash (HMAC-SHA256 with a server secret) of the IP that asked; never the IP itself. */
  @Column({ type: 'varchar', length: 64, nullable: true })
  consentIpHash: string | null;

  /** Consent proof: keyed hash of the IP that used the confirmation link (the double opt-in). */
  @Column({ type: 'varchar', length: 64, nullable: true })
  confirmIpHash: string | null;

  @CreateDateColumn()
  createdAt: Date;

  @UpdateDateColumn()
  updatedAt: Date;
}
