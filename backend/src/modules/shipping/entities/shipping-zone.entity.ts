import {
  Column,
  CreateDateColumn,
  Entity,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';

/**
 * A shipping zone (SPEC §9): the countries it serves, its delivery cost (VAT included, euro cents),
 * the item total from which delivery is free (null: never free) and the delivery time in working
 * days. A country belongs to at most one zone; a country no zone lists is not served.
 */
@Entity('shipping_zone')
export class ShippingZoneEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** Stable code, stored on orders (`be_nl_de`, `eu`, `europe`, `world` for the seeded zones). */
  @Column({ type: 'varchar', length: 30, unique: true })
  code: string;

  /** Back-office name. */
  @Column({ type: 'varchar', length: 100 })
  name: string;

  /** ISO 3166-1 alpha-2 codes, upper case. */
  @Column({ type: 'simple-json' })
  countries: string[];

  @Column({ type: 'integer' })
  costCents: number;

  @Column({ type: 'integer', nullable: true })
  freeFromCents: number | null;

  @Column({ type: 'integer' })
  minWorkingDays: number;

  @Column({ type: 'integer' })
  maxWorkingDays: number;

  @CreateDateColumn()
  createdAt: Date;

  @UpdateDateColumn()
  updatedAt: Date;
}
