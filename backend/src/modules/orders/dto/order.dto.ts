import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsUUID, ValidateIf } from 'class-validator';
import { ListQueryDto } from '../../../common/http/pagination.js';
import { type Locale } from '../../../common/i18n/locale.js';
import { VatLineDto } from '../../cart/dto/cart.dto.js';
import type { OrderEntity } from '../entities/order.entity.js';
import { linePaidCents, type OrderLineEntity } from '../entities/order-line.entity.js';
import { EXPECTED_DELIVERY_WORKING_DAYS } from '../../cart/delivery-rates.js';
import {
  ORDER_STATUSES,
  PAID_STATUSES,
  type OrderStatus,
  type PaidStatus,
} from '../order-state.js';
import { IsLocale } from '../../../common/validation/validators.js';
import { carrierName } from '../carriers.js';
import { refundableLineCents } from '../order-refunds.js';

/** Places the order from the server-side cart. Prices and totals are never sent: the server computes them. */
export class CreateOrderDto {
  /** An address from the customer's address book. */
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: 'validation.uuid' })
  addressId: string;

  /**
   * Specialist for this order: omitted → the one saved with the account (if any); null → order
   * without a salon; an id → that official partner store (SPECIALIST_NOT_OFFICIAL_PARTNER otherwise).
   */
  @ApiPropertyOptional({ type: String, format: 'uuid', nullable: true })
  @IsOptional()
  @ValidateIf((_o, value) => value !== null)
  @IsUUID('all', { message: 'validation.uuid' })
  specialistStoreId?: string | null;

  /** Language of the confirmation mail and the return page; default: the account's language. */
  @IsLocale({ optional: true })
  locale?: Locale;
}

export class ListOrdersQueryDto extends ListQueryDto {}

export class OrderAddressDto {
  @ApiProperty()
  firstName: string;
  @ApiProperty()
  lastName: string;
  @ApiProperty({ type: String, nullable: true })
  company: string | null;
  @ApiProperty()
  street: string;
  @ApiProperty()
  houseNumber: string;
  @ApiProperty({ type: String, nullable: true })
  box: string | null;
  @ApiProperty()
  postalCode: string;
  @ApiProperty()
  city: string;
  @ApiProperty()
  country: string;
  @ApiProperty({ type: String, nullable: true })
  phone: string | null;
}

export class OrderLineDto {
  /** The line's place in the order (0 first); a refund names its lines by it. */
  @ApiProperty()
  position: number;
  @ApiProperty({ format: 'uuid' })
  productId: string;
  @ApiProperty()
  slug: string;
  @ApiProperty()
  name: string;
  @ApiProperty()
  quantity: number;
  /** Price at order time, VAT included. */
  @ApiProperty()
  unitPriceCents: number;
  /** VAT rate in percent of the country whose VAT applies (may carry a decimal: 25.5). */
  @ApiProperty()
  vatRate: number;
  @ApiProperty()
  lineTotalCents: number;
  /** Promotion discount on the line (its share of an order discount included), VAT included. */
  @ApiProperty()
  discountCents: number;
  /** What was paid for the line: lineTotalCents less discountCents. */
  @ApiProperty()
  paidCents: number;
  /** The line without VAT (rounded per line), after its discount. */
  @ApiProperty()
  netCents: number;
  @ApiProperty()
  vatCents: number;
  /** The member state whose VAT applies (BE, or the delivery country under OSS; the export country at 0 %). */
  @ApiProperty({ example: 'BE' })
  vatCountry: string;
  /** Units refunded so far. */
  @ApiProperty()
  refundedQuantity: number;
  /** What the units not yet refunded would give back (cents, VAT included). */
  @ApiProperty()
  refundableCents: number;
}

export class OrderSpecialistDto {
  @ApiProperty({ format: 'uuid' })
  storeId: string;
  @ApiProperty()
  name: string;
}

export class ExpectedDeliveryDto {
  @ApiProperty({ example: 3 })
  minWorkingDays: number;
  @ApiProperty({ example: 4 })
  maxWorkingDays: number;
}

export class OrderSummaryDto {
  @ApiProperty({ format: 'uuid' })
  id: string;
  @ApiProperty({ example: 'VY-2026-000123' })
  number: string;
  /** Order date (ISO 8601). */
  @ApiProperty()
  createdAt: string;
  @ApiProperty({ enum: ORDER_STATUSES, enumName: 'OrderStatus' })
  status: OrderStatus;
  @ApiProperty({ enum: PAID_STATUSES, enumName: 'PaidStatus' })
  paidStatus: PaidStatus;
  @ApiProperty()
  totalCents: number;
  @ApiProperty({ example: 'EUR' })
  currency: string;
  /** Number of units. */
  @ApiProperty()
  itemCount: number;
}

/** A promotion applied to the order. */
export class OrderDiscountDto {
  @ApiProperty()
  name: string;
  @ApiProperty({ type: String, nullable: true })
  code: string | null;
  /** Taken off the items, VAT included (0 for free shipping). */
  @ApiProperty()
  amountCents: number;
  @ApiProperty()
  freeShipping: boolean;
}

export class OrderResponseDto extends OrderSummaryDto {
  @ApiProperty({ type: [OrderLineDto] })
  lines: OrderLineDto[];
  @ApiProperty({ type: OrderAddressDto })
  deliveryAddress: OrderAddressDto;
  /** The lines before discounts, VAT included. */
  @ApiProperty()
  itemsCents: number;
  /** Promotion discounts on the items, VAT included. */
  @ApiProperty()
  discountCents: number;
  @ApiProperty({ type: [OrderDiscountDto] })
  discounts: OrderDiscountDto[];
  @ApiProperty()
  deliveryCents: number;
  @ApiProperty()
  netCents: number;
  @ApiProperty()
  vatCents: number;
  @ApiProperty({ type: [VatLineDto] })
  vat: VatLineDto[];
  /** The member state whose VAT the order carries (BE, or the delivery country under OSS). */
  @ApiProperty({ example: 'BE' })
  vatCountry: string;
  @ApiProperty({ type: OrderSpecialistDto, nullable: true })
  specialist: OrderSpecialistDto | null;
  @ApiProperty({ type: String, nullable: true })
  paidAt: string | null;
  @ApiProperty({ type: String, nullable: true, example: 'bancontact' })
  paymentMethod: string | null;
  /** The provider's hosted payment page while the order waits for payment; null otherwise. */
  @ApiProperty({ type: String, nullable: true })
  checkoutUrl: string | null;
  @ApiProperty({ type: ExpectedDeliveryDto })
  expectedDelivery: ExpectedDeliveryDto;
  /** The shipping zone the order was priced in (null on orders from before the zones). */
  @ApiProperty({ type: String, nullable: true, example: 'europe' })
  shippingZone: string | null;
  /** When the parcel left (ISO 8601). */
  @ApiProperty({ type: String, nullable: true })
  shippedAt: string | null;
  /** When the parcel was delivered (ISO 8601): the 14-day withdrawal period runs from this day. */
  @ApiProperty({ type: String, nullable: true })
  deliveredAt: string | null;
  /** The carrier's code (bpost, postnl, dhl, dpd, gls, ups, other). */
  @ApiProperty({ type: String, nullable: true, example: 'bpost' })
  carrier: string | null;
  /** The carrier's name to show (null for another carrier without one). */
  @ApiProperty({ type: String, nullable: true, example: 'bpost' })
  carrierName: string | null;
  @ApiProperty({ type: String, nullable: true })
  trackingNumber: string | null;
  /** The carrier's page following the parcel. */
  @ApiProperty({ type: String, nullable: true })
  trackingUrl: string | null;
}

export class OrderListResponseDto {
  @ApiProperty({ type: [OrderSummaryDto] })
  data: OrderSummaryDto[];
  @ApiProperty()
  total: number;
  @ApiProperty()
  page: number;
  @ApiProperty()
  perPage: number;
}

export function toOrderSummary(order: OrderEntity, itemCount: number): OrderSummaryDto {
  return {
    id: order.id,
    number: order.number,
    createdAt: new Date(order.createdAt).toISOString(),
    status: order.status,
    paidStatus: order.paidStatus,
    totalCents: Number(order.totalCents),
    currency: order.currency,
    itemCount,
  };
}

export function toOrderResponse(order: OrderEntity, lines: OrderLineEntity[]): OrderResponseDto {
  return {
    ...toOrderSummary(
      order,
      lines.reduce((sum, line) => sum + line.quantity, 0),
    ),
    lines: lines.map((line) => ({
      position: Number(line.position),
      productId: line.productId,
      slug: line.slug,
      name: line.name,
      quantity: Number(line.quantity),
      unitPriceCents: Number(line.unitPriceCents),
      vatRate: Number(line.vatRate),
      lineTotalCents: Number(line.lineTotalCents),
      discountCents: Number(line.discountCents ?? 0),
      paidCents: linePaidCents(line),
      netCents: Number(line.netCents),
      vatCents: Number(line.vatCents),
      vatCountry: line.vatCountry,
      refundedQuantity: Number(line.refundedQuantity ?? 0),
      refundableCents: refundableLineCents(
        order,
        line,
        Number(line.quantity) - Number(line.refundedQuantity ?? 0),
      ),
    })),
    deliveryAddress: order.deliveryAddress,
    itemsCents: Number(order.itemsCents),
    discountCents: Number(order.discountCents ?? 0),
    discounts: order.discounts ?? [],
    deliveryCents: Number(order.deliveryCents),
    netCents: Number(order.netCents),
    vatCents: Number(order.vatCents),
    vat: order.vat,
    vatCountry: order.vatCountry,
    specialist: order.specialistStoreId
      ? { storeId: order.specialistStoreId, name: order.specialistStoreName ?? '' }
      : null,
    paidAt: order.paidAt,
    paymentMethod: order.paymentMethod,
    checkoutUrl: order.status === 'pending_payment' ? order.checkoutUrl : null,
    expectedDelivery: {
      minWorkingDays: order.deliveryMinDays ?? EXPECTED_DELIVERY_WORKING_DAYS.min,
      maxWorkingDays: order.deliveryMaxDays ?? EXPECTED_DELIVERY_WORKING_DAYS.max,
    },
    shippingZone: order.shippingZone ?? null,
    shippedAt: order.shippedAt ?? null,
    deliveredAt: order.deliveredAt ?? null,
    carrier: order.carrier ?? null,
    carrierName: carrierName(order.carrier ?? null),
    trackingNumber: order.trackingNumber ?? null,
    trackingUrl: order.trackingUrl ?? null,
  };
}
