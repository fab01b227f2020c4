import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import type { OrderStatus, PaidStatus } from '../order-state.js';

export type OrderKind = 'customer' | 'partner';

/** The delivery address as it was when the order was placed (a later edit of the address book does not change it). */
export interface OrderAddress {
  firstName: string;
  lastName: string;
  company: string | null;
  street: string;
  houseNumber: string;
  box: string | null;
  postalCode: string;
  city: string;
  country: string;
  phone: string | null;
}

export interface OrderVatLine {
  rate: number;
  netCents: number;
  vatCents: number;
  grossCents: number;
}

/** A promotion applied to an order, as stored (free shipping has amount 0). */
export interface OrderDiscount {
  name: string;
  code: string | null;
  amountCents: number;
  freeShipping: boolean;
}

/** A placed order (SPEC §3): number, date, status, paid status, delivery address and cost, VAT, totals, lines, specialist. */
@Entity('shop_order')
@Index('idx_order_user', ['userId', 'createdAt'])
@Index('idx_order_specialist', ['specialistStoreId', 'createdAt'])
@Index('idx_order_partner_store', ['partnerStoreId', 'createdAt'])
@Index('uq_order_idempotency', ['userId', 'idempotencyKey'], { unique: true })
export class OrderEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** Human-readable and unique, e.g. VY-2026-000123. */
  @Column({ type: 'varchar', length: 30, unique: true })
  number: string;

  @Column({ type: 'varchar', length: 36 })
  userId: string;

  @Column({ type: 'varchar', length: 320 })
  email: string;

  /** Language of the order (confirmation mail, return page). */
  @Column({ type: 'varchar', length: 2 })
  locale: string;

  @Column({ type: 'varchar', length: 20 })
  status: OrderStatus;

  @Column({ type: 'varchar', length: 20 })
  paidStatus: PaidStatus;

  @Column({ type: 'simple-json' })
  deliveryAddress: OrderAddress;

  /** Delivery cost in cents, VAT included. */
  @Column({ type: 'integer' })
  deliveryCents: number;

  /** The shipping zone the order was priced in (its code); null on orders from before the zones. */
  @Column({ type: 'varchar', length: 30, nullable: true })
  shippingZone: string | null;

  /** Delivery time promised at checkout, in working days (null on orders from before the zones). */
  @Column({ type: 'integer', nullable: true })
  deliveryMinDays: number | null;

  @Column({ type: 'integer', nullable: true })
  deliveryMaxDays: number | null;

  /** Sum of the lines before discounts, VAT included. */
  @Column({ type: 'integer' })
  itemsCents: number;

  /** Promotion discounts in cents, VAT incl. (the sum of the lines' discountCents). */
  @Column({ type: 'integer', default: 0 })
  discountCents: number;

  /** The promotions applied, as named at order time (free shipping has amount 0). */
  @Column({ type: 'simple-json', nullable: true })
  discounts: OrderDiscount[] | null;

  @Column({ type: 'integer' })
  netCents: number;

  @Column({ type: 'integer' })
  vatCents: number;

  /** Items less discounts plus delivery, VAT included: what the customer pays. */
  @Column({ type: 'integer' })
  totalCents: number;

  @Column({ type: 'simple-json' })
  vat: OrderVatLine[];

  /**
   * The member state whose VAT applies: BE (domestic, or every EU delivery with VAT_OSS off), the
   * delivery country for One-Stop-Shop sales and reverse-charged B2B supplies, the export country
   * outside the EU (0 %).
   */
  @Column({ type: 'varchar', length: 2, default: 'BE' })
  vatCountry: string;

  @Column({ type: 'varchar', length: 3, default: 'EUR' })
  currency: string;

  /** The partner salon copied from the account (or chosen for this order); null: ordered without a salon. */
  @Column({ type: 'varchar', length: 36, nullable: true })
  specialistStoreId: string | null;

  @Column({ type: 'varchar', length: 150, nullable: true })
  specialistStoreName: string | null;

  /** `customer`: the web shop; `partner`: a salon's B2B order in the partner shop (professional prices). */
  @Column({ type: 'varchar', length: 10, default: 'customer' })
  kind: OrderKind;

  /** B2B orders: the ordering salon (its partner store), company name and VAT number at the time. */
  @Column({ type: 'varchar', length: 36, nullable: true })
  partnerStoreId: string | null;

  @Column({ type: 'varchar', length: 150, nullable: true })
  companyName: string | null;

  @Column({ type: 'varchar', length: 20, nullable: true })
  vatNumber: string | null;

  /** Intra-EU B2B supply outside Belgium with a valid VAT number: no VAT charged (reverse charge). */
  @Column({ type: 'boolean', default: false })
  reverseCharge: boolean;

  @Column({ type: 'varchar', length: 10, nullable: true })
  paymentProvider: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  @Index('idx_order_payment')
  paymentId: string | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  checkoutUrl: string | null;

  @Column({ type: 'varchar', length: 30, nullable: true })
  paymentMethod: string | null;

  /** The client's Idempotency-Key header: a double-submitted checkout finds this order again. */
  @Column({ type: 'varchar', length: 100, nullable: true })
  idempotencyKey: string | null;

  @Column({ type: 'varchar', length: 30, nullable: true })
  paidAt: string | null;

  /** When the parcel left (ISO 8601), set by the back-office's change to `shipped`. */
  @Column({ type: 'varchar', length: 30, nullable: true })
  shippedAt: string | null;

  /** When the parcel was delivered (ISO 8601): the 14-day withdrawal period runs from this day. */
  @Column({ type: 'varchar', length: 30, nullable: true })
  deliveredAt: string | null;

  @Column({ type: 'varchar', length: 60, nullable: true })
  carrier: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  trackingNumber: string | null;

  /** The carrier's page for this parcel (from the carrier's template, or given for another carrier). */
  @Column({ type: 'varchar', length: 500, nullable: true })
  trackingUrl: string | null;

  /** Money given back so far (and reserved by a refund under way), VAT included; at most totalCents. */
  @Column({ type: 'integer', default: 0 })
  refundedCents: number;

  @CreateDateColumn()
  createdAt: Date;

  @UpdateDateColumn()
  updatedAt: Date;
}
