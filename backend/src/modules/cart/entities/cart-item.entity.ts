import { CreateDateColumn, Entity, PrimaryColumn, Column, UpdateDateColumn } from 'typeorm';

/** One product in a customer's cart, kept on the server. Prices are never stored here: totals come from the catalogue. */
@Entity('cart_item')
export class CartItemEntity {
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
