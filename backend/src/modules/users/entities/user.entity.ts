import {
  Column,
  CreateDateColumn,
  Entity,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import type { Role } from '../../../common/auth/roles.js';
import type { Locale } from '../../../common/i18n/locale.js';

export const GENDERS = ['female', 'male'] as const;
export type Gender = (typeof GENDERS)[number];

@Entity('user')
export class UserEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** Stored lower-cased; unique. A guest session holds a placeholder here and its address in guestEmail. */
  @Column({ type: 'varchar', length: 320, unique: true })
  email: string;

  /** scrypt hash in the form `scrypt$N$r$p$salt$hash`; never logged or returned. */
  @Column({ type: 'varchar', length: 255, select: false })
  passwordHash: string;

  @Column({ type: 'varchar', length: 100 })
  firstName: string;

  @Column({ type: 'varchar', length: 100 })
  lastName: string;

  /** ISO date (YYYY-MM-DD). */
  @Column({ type: 'varchar', length: 10, nullable: true })
  birthday: string | null;

  @Column({ type: 'varchar', length: 10, nullable: true })
  gender: Gender | null;

  /** ISO 3166-1 alpha-2. */
  @Column({ type: 'varchar', length: 2 })
  country: string;

  @Column({ type: 'varchar', length: 100, nullable: true })
  region: string | null;

  @Column({ type: 'boolean', default: false })
  newsletterOptIn: boolean;

  @Column({ type: 'boolean', default: false })
  birthdayDealsOptIn: boolean;

  @Column({ type: 'varchar', length: 20, default: 'customer' })
  role: Role;

  @Column({ type: 'varchar', length: 2, default: 'nl' })
  locale: Locale;

  /** Bumped on a password change or reset: access tokens carrying an older version stop working. */
  @Column({ type: 'integer', default: 1 })
  sessionVersion: number;

  /** The partner salon chosen as specialist (shopping issue). */
  @Column({ type: 'varchar', length: 36, nullable: true })
  specialistStoreId: string | null;

  /** For the `partner` role: the approved partner store this account belongs to (partners module). */
  @Column({ type: 'varchar', length: 36, nullable: true })
  partnerStoreId: string | null;

  /**
   * For the `guest` role: the e-mail the guest gave at checkout (lower-cased). It is not unique: a
   * guest may use the address of an existing account, whose owner then claims the order by signing in.
   */
  @Column({ type: 'varchar', length: 320, nullable: true })
  guestEmail: string | null;

  @Column({ type: 'varchar', length: 30, nullable: true })
  privacyAcceptedAt: string | null;

  /** ISO time the account was erased at its owner's request (GDPR art. 17); the row stays, anonymised, for the kept orders. */
  @Column({ type: 'varchar', length: 30, nullable: true })
  erasedAt: string | null;

  @CreateDateColumn()
  createdAt: Date;

  @UpdateDateColumn()
  updatedAt: Date;
}
