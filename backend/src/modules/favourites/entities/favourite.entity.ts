import { CreateDateColumn, Entity, Index, PrimaryColumn } from 'typeorm';

/** A product a customer keeps as favourite (SPEC §2 favourites). One row per customer and product. */
@Entity('favourite')
@Index('idx_favourite_user', ['userId', 'createdAt'])
export class FavouriteEntity {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  userId: string;

  @PrimaryColumn({ type: 'varchar', length: 36 })
  productId: string;

  @CreateDateColumn()
  createdAt: Date;
}
