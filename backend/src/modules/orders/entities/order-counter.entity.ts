import { Column, Entity, PrimaryColumn } from 'typeorm';

/** Last order number used per year; incremented inside the checkout transaction (VY-2026-000123). */
@Entity('order_counter')
export class OrderCounterEntity {
  @PrimaryColumn({ type: 'integer' })
  year: number;

  @Column({ type: 'integer' })
  value: number;
}
