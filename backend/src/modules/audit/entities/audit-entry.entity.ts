import { Column, CreateDateColumn, Entity, Index, PrimaryColumn } from 'typeorm';

/** One change made in the back-office: who did what to which record, and when (issue 7's audit log). */
@Entity('audit_entry')
@Index('idx_audit_entity', ['entityType', 'entityId', 'createdAt'])
@Index('idx_audit_created', ['createdAt'])
export class AuditEntryEntity {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id: string;

  /** Null for changes made by the system (a job, the CLI). */
  @Column({ type: 'varchar', length: 36, nullable: true })
  actorId: string | null;

  /** Kept as written at the time, so the log still reads after the account changes or goes. */
  @Column({ type: 'varchar', length: 254, nullable: true })
  actorEmail: string | null;

  /** Dotted verb, e.g. `review.approve`, `post.update`, `order.status`. */
  @Column({ type: 'varchar', length: 80 })
  action: string;

  /** content, review, partner_application, store, product, order, user, campaign, job … */
  @Column({ type: 'varchar', length: 40 })
  entityType: string;

  @Column({ type: 'varchar', length: 64 })
  entityId: string;

  /** What changed, as `{ field: [before, after] }` or any small JSON detail (no secrets). */
  @Column({ type: 'simple-json', nullable: true })
  changes: Record<string, unknown> | null;

  @CreateDateColumn()
  createdAt: Date;
}
