import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import { epochMs } from '../../../database/column-transformers.js';

export type Weekday = 'mon' | 'tue' | 'wed' | 'thu' | 'fri' | 'sat' | 'sun';
/** e.g. `{ mon: [['09:00', '12:30'], ['13:30', '18:00']], sun: [] }`; a missing day is unknown. */
export type StoreOpeningHours = Partial<Record<Weekday, [string, string][]>>;

/** A partner salon or shop that sells the brand (store locator, specialist choice). */
@Entity('store')
@Index('idx_store_location', ['latitude', 'longitude'])
@Index('idx_store_name', ['nameSortKey'])
export class StoreEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'varchar', length: 150 })
  name: string;

  /** Street and number. */
  @Column({ type: 'varchar', length: 200 })
  address: string;

  @Column({ type: 'varchar', length: 20 })
  postalCode: string;

  @Column({ type: 'varchar', length: 100 })
  city: string;

  /** ISO 3166-1 alpha-2. */
  @Column({ type: 'varchar', length: 2 })
  country: string;

  @Column({ type: 'double precision' })
  latitude: number;

  @Column({ type: 'double precision' })
  longitude: number;

  @Column({ type: 'varchar', length: 40, nullable: true })
  phone: string | null;

  @Column({ type: 'varchar', length: 300, nullable: true })
  website: string | null;

  @Column({ type: 'varchar', length: 320, nullable: true })
  email: string | null;

  /** An official partner salon (may be chosen as specialist). */
  @Column({ type: 'boolean', default: false })
  officialPartner: boolean;

  /** Name, address, postal code and city folded (lower case, no accents): what `q` searches. */
  @Column({ type: 'varchar', length: 600 })
  searchText: string;

  @Column({ type: 'varchar', length: 150 })
  nameSortKey: string;

  /** City then street: "sort by address" groups a town's salons together. */
  @Column({ type: 'varchar', length: 300 })
  addressSortKey: string;

  @Column({ type: 'boolean', default: true })
  active: boolean;

  /** Archived (epoch ms): kept for the orders and accounts that name it, hidden from the shop (always inactive); null: not archived. */
  @Column({ type: 'bigint', nullable: true, transformer: epochMs })
  archivedAt: number | null;

  /** The salon's personal customer link code (`/t/<code>`, partner portal); set on first use. */
  @Column({ type: 'varchar', length: 12, nullable: true, unique: true })
  partnerCode: string | null;

  /** Opening hours per weekday (`mon`…`sun`), each a list of `HH:MM`–`HH:MM` ranges; null: not given. */
  @Column({ type: 'simple-json', nullable: true })
  openingHours: StoreOpeningHours | null;

  /** Treatments the salon offers, as the salon words them (its profile, shown in the store locator). */
  @Column({ type: 'simple-json', nullable: true })
  services: string[] | null;

  /** Languages spoken in the salon (nl, en, de, fr), shown in the store locator. */
  @Column({ type: 'simple-json', nullable: true })
  languages: string[] | null;

  /** The salon's legal company name and VAT number (B2B partner orders, reverse charge). */
  @Column({ type: 'varchar', length: 150, nullable: true })
  companyName: string | null;

  @Column({ type: 'varchar', length: 20, nullable: true })
  vatNumber: string | null;

  /**
   * The last VIES answer for the salon's VAT number: `confirmed` (VIES said valid), `pending`
   * (VIES unreachable: the number is checked again later; orders carry VAT meanwhile), `invalid`.
   * Null: never checked. Reverse charge applies only to a number VIES confirmed (vatVerifiedNumber).
   */
  @Column({ type: 'varchar', length: 10, nullable: true })
  vatCheckStatus: 'confirmed' | 'pending' | 'invalid' | null;

  /** When VIES was last asked (ISO 8601), whatever it answered. */
  @Column({ type: 'varchar', length: 30, nullable: true })
  vatCheckedAt: string | null;

  /** The number VIES confirmed (normalised, e.g. NL123456789B01) and when. */
  @Column({ type: 'varchar', length: 20, nullable: true })
  vatVerifiedNumber: string | null;

  @Column({ type: 'varchar', length: 30, nullable: true })
  vatVerifiedAt: string | null;

  /**
   * The salon's Peppol participant id for e-invoices, `scheme:id` (e.g. `0208:0123456749`); null:
   * derived from the VAT number (Belgium: 0208 + the enterprise number).
   */
  @Column({ type: 'varchar', length: 60, nullable: true })
  peppolId: string | null;

  @CreateDateColumn()
  createdAt: Date;

  @UpdateDateColumn()
  updatedAt: Date;
}
