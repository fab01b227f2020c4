import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { decimalNumber } from '../../../database/column-transformers.js';
import { OrderEntity } from './order.entity.js';

/**
 * One product of an order, with its price and VAT at order time: the rate, the country whose VAT
 * applies, and the line's net and VAT amounts (the order's VAT breakdown is their sum per rate, plus
 * delivery).
 */
@Entity('shop_order_line')
@Index('idx_order_line_order', ['orderId', 'position'])
export class OrderLineEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  orderId: string;

  @ManyToOne(() => OrderEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'orderId', foreignKeyConstraintName: 'fk_order_line_order' })
  order?: OrderEntity;

  @Column({ type: 'integer' })
  position: number;

  @Column({ type: 'varchar', length: 36 })
  productId: string;

  @Column({ type: 'varchar', length: 120 })
  slug: string;

  /** Product name in the order's language at order time. */
  @Column({ type: 'varchar', length: 150 })
  name: string;

  @Column({ type: 'integer' })
  quantity: number;

  /** VAT included. */
  @Column({ type: 'integer' })
  unitPriceCents: number;

  /** VAT rate in percent (may carry a decimal: Finland 25.5); 0 for reverse charge and exports. */
  @Column({ type: 'decimal', precision: 5, scale: 2, transformer: decimalNumber })
  vatRate: number;

  /** Customer orders: VAT included; partner (B2B) orders: VAT excluded (= netCents). */
  @Column({ type: 'integer' })
  lineTotalCents: number;

  /**
   * Promotion discount on this line in cents (VAT incl. like lineTotalCents; 0 without one). An
   * order-level discount is spread over the lines pro rata. What the customer paid for the line:
   * linePaidCents().
   */
  @Column({ type: 'integer', default: 0 })
  discountCents: number;

  /** The line without VAT, in cents (rounded per line), after its discount. */
  @Column({ type: 'integer' })
  netCents: number;

  /** The line's VAT in cents, after its discount. */
  @Column({ type: 'integer' })
  vatCents: number;

  /** The member state whose VAT applies (BE, the delivery country under OSS or reverse charge, the export country). */
  @Column({ type: 'varchar', length: 2 })
  vatCountry: string;

  /** Units refunded so far (by a partial refund per line); at most quantity. */
  @Column({ type: 'integer', default: 0 })
  refundedQuantity: number;
}

/**
 * What the customer paid for a line: its total less its promotion discount (VAT incl. for web-shop
 * lines). Refunds and credit notes of a line start from this.
 */
export function linePaidCents(
  line: Pick<OrderLineEntity, 'lineTotalCents' | 'discountCents'>,
): number {
  return Number(line.lineTotalCents) - Number(line.discountCents ?? 0);
}
