import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { epochMs } from '../../../database/column-transformers.js';

/**
 * One refresh token of a rotation family. Only the SHA-256 of the token is stored. A token is used
 * once: using it marks it `usedAt` and issues its successor in the same family; presenting a used
 * token again is reuse and revokes the whole family (RFC 9700 §4.14).
 */
@Entity('refresh_token')
@Index('idx_refresh_token_family', ['familyId'])
@Index('idx_refresh_token_user', ['userId'])
export class RefreshTokenEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'varchar', length: 64, unique: true })
  tokenHash: string;

  @Column({ type: 'varchar', length: 36 })
  familyId: string;

  @Column({ type: 'varchar', length: 36 })
  userId: string;

  @Column({ type: 'varchar', length: 50 })
  clientId: string;

  /** Absolute end of the family (rotation never extends it), epoch ms. */
  @Column({ type: 'bigint', transformer: epochMs })
  familyExpiresAt: number;

  @Column({ type: 'bigint', nullable: true, transformer: epochMs })
  usedAt: number | null;

  @Column({ type: 'bigint', nullable: true, transformer: epochMs })
  revokedAt: number | null;

  @CreateDateColumn()
  createdAt: Date;
}
