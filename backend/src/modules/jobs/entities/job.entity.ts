import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import { epochMs } from '../../../database/column-transformers.js';

/**
 * `queued` → `running` → `done`/`failed`: the database queue (embedded default).
 * `outbox` → `relayed`: the transactional outbox of the BullMQ adapter, whose state then lives in Redis.
 */
export type JobStatus = 'queued' | 'running' | 'done' | 'failed' | 'outbox' | 'relayed';

/** A job of the database-backed queue, or a job waiting in the outbox to be relayed to BullMQ. */
@Entity('job')
@Index('idx_job_pick', ['status', 'runAt'])
export class JobEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 100 })
  name: string;

  /** JSON-encoded payload. */
  @Column({ type: 'text' })
  payload: string;

  /** Optional de-duplication key: a second enqueue with the same key is ignored. */
  @Column({ type: 'varchar', length: 200, nullable: true, unique: true })
  uniqueKey: string | null;

  @Column({ type: 'varchar', length: 20, default: 'queued' })
  status: JobStatus;

  @Column({ type: 'integer', default: 0 })
  attempts: number;

  @Column({ type: 'integer' })
  maxAttempts: number;

  @Column({ type: 'bigint', transformer: epochMs })
  runAt: number;

  @Column({ type: 'bigint', nullable: true, transformer: epochMs })
  lockedAt: number | null;

  @Column({ type: 'text', nullable: true })
  lastError: string | null;

  @CreateDateColumn()
  createdAt: Date;

  @UpdateDateColumn()
  updatedAt: Date;
}
