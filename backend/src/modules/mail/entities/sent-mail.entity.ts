import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/**
 * One row per delivered message key. A job that is retried after its mail already went out
 * finds the row and skips, so retries never send the same mail twice.
 */
@Entity('sent_mail')
export class SentMailEntity {
  @PrimaryColumn({ type: 'varchar', length: 200 })
  messageKey: string;

  @Column({ type: 'varchar', length: 320 })
  recipient: string;

  @Column({ type: 'varchar', length: 100 })
  template: string;

  @CreateDateColumn()
  sentAt: Date;
}
