import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { epochMs } from '../../../database/column-transformers.js';

/** A single-use password-reset token; only its SHA-256 is stored. */
@Entity('password_reset_token')
@Index('idx_password_reset_user', ['userId'])
export class PasswordResetTokenEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'varchar', length: 64, unique: true })
  tokenHash: string;

  @Column({ type: 'varchar', length: 36 })
  userId: string;

  @Column({ type: 'bigint', transformer: epochMs })
  expiresAt: number;

  @Column({ type: 'bigint', nullable: true, transformer: epochMs })
  usedAt: number | null;

  @CreateDateColumn()
  createdAt: Date;
}
