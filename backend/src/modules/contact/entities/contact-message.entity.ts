import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

export const CONTACT_SUBJECTS = ['selling', 'usage'] as const;
export type ContactSubject = (typeof CONTACT_SUBJECTS)[number];

/** A message sent through the contact form (SPEC §3). */
@Entity('contact_message')
@Index('idx_contact_message_created', ['createdAt'])
export class ContactMessageEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'varchar', length: 100 })
  firstName: string;

  @Column({ type: 'varchar', length: 100 })
  lastName: string;

  @Column({ type: 'varchar', length: 320 })
  email: string;

  @Column({ type: 'varchar', length: 40, nullable: true })
  phone: string | null;

  /** selling the products | usage of the products */
  @Column({ type: 'varchar', length: 20 })
  subject: ContactSubject;

  @Column({ type: 'text' })
  question: string;

  @Column({ type: 'boolean', default: false })
  newsletterOptIn: boolean;

  @Column({ type: 'varchar', length: 2 })
  locale: string;

  @Column({ type: 'varchar', length: 30 })
  privacyAcceptedAt: string;

  @CreateDateColumn()
  createdAt: Date;
}
