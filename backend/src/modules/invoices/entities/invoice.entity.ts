import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { InvoiceSnapshot } from '../invoice-snapshot.js';

export type InvoiceKind = 'invoice' | 'credit_note';

/**
 * An issued invoice or credit note: written once, never updated or deleted (the database refuses
 * both with a trigger). Everything printed is in `snapshot`, so a later change of the order, the
 * customer or the seller's settings never changes an issued document.
 */
@Entity('invoice')
@Index('idx_invoice_issued', ['issueDate', 'number'])
export class InvoiceEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'varchar', length: 12 })
  kind: InvoiceKind;

  /** 2026-000001 (invoices), CN-2026-000001 (credit notes): one gap-free sequence per kind and year. */
  @Column({ type: 'varchar', length: 20, unique: true })
  number: string;

  /**
   * What the document is for, unique: `invoice:<orderId>` (one invoice per order) or
   * `refund:<idempotency key of the refund>` (one credit note per refund, however often it is announced).
   */
  @Column({ type: 'varchar', length: 150, unique: true })
  sourceKey: string;

  @Column({ type: 'varchar', length: 36 })
  @Index('idx_invoice_order')
  orderId: string;

  @Column({ type: 'varchar', length: 30 })
  orderNumber: string;

  /** The order's owner: the only customer who may download it. */
  @Column({ type: 'varchar', length: 36 })
  @Index('idx_invoice_user')
  userId: string;

  /** Credit notes: the invoice they correct. */
  @Column({ type: 'varchar', length: 36, nullable: true })
  invoiceId: string | null;

  /** The payment the invoice was paid with (a refund of it finds the invoice). */
  @Column({ type: 'varchar', length: 100, nullable: true })
  @Index('idx_invoice_payment')
  paymentId: string | null;

  /** Language of the PDF (the order's). */
  @Column({ type: 'varchar', length: 2 })
  locale: string;

  /** Calendar date in Brussels, YYYY-MM-DD. */
  @Column({ type: 'varchar', length: 10 })
  issueDate: string;

  @Column({ type: 'varchar', length: 3 })
  currency: string;

  @Column({ type: 'integer' })
  netCents: number;

  @Column({ type: 'integer' })
  vatCents: number;

  /** VAT included; a credit note's amount is positive (the document type says it is a credit). */
  @Column({ type: 'integer' })
  totalCents: number;

  @Column({ type: 'simple-json' })
  snapshot: InvoiceSnapshot;

  @CreateDateColumn()
  createdAt: Date;
}
