import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import type { PartnerApplicationStatus } from '../partner-application-state.js';

/** An application to become a partner salon (SPEC §3 partner form), reviewed in the back-office. */
@Entity('partner_application')
@Index('idx_partner_application_status', ['status', 'createdAt'])
export class PartnerApplicationEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'varchar', length: 150 })
  company: string;

  @Column({ type: 'varchar', length: 100 })
  firstName: string;

  @Column({ type: 'varchar', length: 100 })
  lastName: string;

  @Column({ type: 'varchar', length: 320 })
  email: string;

  @Column({ type: 'varchar', length: 40 })
  phone: string;

  /** Street. */
  @Column({ type: 'varchar', length: 200 })
  street: string;

  /** House number (and box). */
  @Column({ type: 'varchar', length: 20 })
  houseNumber: string;

  @Column({ type: 'varchar', length: 20 })
  postalCode: string;

  @Column({ type: 'varchar', length: 100 })
  city: string;

  /** ISO 3166-1 alpha-2, BE by default. */
  @Column({ type: 'varchar', length: 2, default: 'BE' })
  country: string;

  @Column({ type: 'varchar', length: 300, nullable: true })
  website: string | null;

  @Column({ type: 'varchar', length: 20, nullable: true })
  vatNumber: string | null;

  /** How they got to know the product. */
  @Column({ type: 'varchar', length: 500 })
  howFound: string;

  @Column({ type: 'boolean', default: false })
  newsletterOptIn: boolean;

  @Column({ type: 'varchar', length: 2 })
  locale: string;

  @Column({ type: 'varchar', length: 30 })
  privacyAcceptedAt: string;

  @Column({ type: 'varchar', length: 20, default: 'new' })
  status: PartnerApplicationStatus;

  /** Set when approved: the partner store created for the salon. */
  @Column({ type: 'varchar', length: 36, nullable: true })
  storeId: string | null;

  /** Set when approved: the salon's partner account. */
  @Column({ type: 'varchar', length: 36, nullable: true })
  partnerUserId: string | null;

  @CreateDateColumn()
  createdAt: Date;

  @UpdateDateColumn()
  updatedAt: Date;
}
