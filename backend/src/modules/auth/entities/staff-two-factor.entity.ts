import { Column, CreateDateColumn, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import { epochMs } from '../../../database/column-transformers.js';

/**
 * The TOTP second factor of a staff account (admin, partner manager). The secrets are stored
 * encrypted with MFA_ENCRYPTION_KEY (`secret-box.ts`); a row without `enabledAt` is an enrolment
 * that was started and not yet confirmed with a first code.
 */
@Entity('staff_two_factor')
export class StaffTwoFactorEntity {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  userId: string;

  /** The confirmed secret (encrypted); null until the first code confirmed the enrolment. */
  @Column({ type: 'varchar', length: 255, nullable: true })
  secret: string | null;

  /** The secret of an enrolment in progress (encrypted), replaced by each new start. */
  @Column({ type: 'varchar', length: 255, nullable: true })
  pendingSecret: string | null;

  @Column({ type: 'bigint', nullable: true, transformer: epochMs })
  enabledAt: number | null;

  /** The 30-second time step of the last accepted code: a code is accepted once. */
  @Column({ type: 'bigint', default: 0, transformer: epochMs })
  lastStep: number;

  @CreateDateColumn()
  createdAt: Date;

  @UpdateDateColumn()
  updatedAt: Date;
}
