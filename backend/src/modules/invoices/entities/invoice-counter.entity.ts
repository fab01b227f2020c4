import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * The last number used per series and year (`invoice`, `credit_note`). Incremented inside the
 * transaction that issues the document, so the row lock orders concurrent issues and a rollback
 * gives the number back: the sequence has no gaps and no duplicates.
 */
@Entity('invoice_counter')
export class InvoiceCounterEntity {
  @PrimaryColumn({ type: 'varchar', length: 12 })
  series: string;

  @PrimaryColumn({ type: 'integer' })
  year: number;

  @Column({ type: 'integer' })
  value: number;
}
