import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { epochMs } from '../../../database/column-transformers.js';

/**
 * A requested e-mail change: the account keeps its old address until the link mailed to the new
 * one is followed; the old address gets a notice with an undo link. Only token hashes are stored.
 */
@Entity('email_change')
@Index('idx_email_change_user', ['userId'])
export class EmailChangeEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'varchar', length: 36 })
  userId: string;

  @Column({ type: 'varchar', length: 320 })
  oldEmail: string;

  @Column({ type: 'varchar', length: 320 })
  newEmail: string;

  /** SHA-256 of the token mailed to the new address. */
  @Column({ type: 'varchar', length: 64, unique: true })
  confirmTokenHash: string;

  /** SHA-256 of the token mailed to the old address. */
  @Column({ type: 'varchar', length: 64, unique: true })
  undoTokenHash: string;

  /** Until when the confirmation link works. */
  @Column({ type: 'bigint', transformer: epochMs })
  expiresAt: number;

  /** Until when the undo link works. */
  @Column({ type: 'bigint', transformer: epochMs })
  undoExpiresAt: number;

  @Column({ type: 'bigint', nullable: true, transformer: epochMs })
  confirmedAt: number | null;

  /** Replaced by a newer request, or undone: the confirmation link no longer works. */
  @Column({ type: 'bigint', nullable: true, transformer: epochMs })
  cancelledAt: number | null;

  @Column({ type: 'bigint', nullable: true, transformer: epochMs })
  undoneAt: number | null;

  @CreateDateColumn()
  createdAt: Date;
}
