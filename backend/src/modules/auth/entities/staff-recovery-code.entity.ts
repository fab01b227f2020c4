import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { epochMs } from '../../../database/column-transformers.js';

/** One of the ten one-time recovery codes of a staff account; only its SHA-256 is stored. */
@Entity('staff_recovery_code')
@Index('idx_staff_recovery_code_user', ['userId'])
export class StaffRecoveryCodeEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'varchar', length: 36 })
  userId: string;

  @Column({ type: 'varchar', length: 64, unique: true })
  codeHash: string;

  @Column({ type: 'bigint', nullable: true, transformer: epochMs })
  usedAt: number | null;

  @CreateDateColumn()
  createdAt: Date;
}
