import { Column, CreateDateColumn, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/** The columns of a cart line, in the customer cart and the partner cart alike. Prices are never stored. */
export abstract class CartLineColumns {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  userId: string;

  @PrimaryColumn({ type: 'varchar', length: 36 })
  productId: string;

  @Column({ type: 'integer' })
  quantity: number;

  @CreateDateColumn()
  createdAt: Date;

  @UpdateDateColumn()
  updatedAt: Date;
}

/** One product in a customer's cart, kept on the server. Prices are never stored here: totals come from the catalogue. */
@Entity('cart_item')
export class CartItemEntity extends CartLineColumns {}
