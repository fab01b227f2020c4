import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsDateString,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  IsUrl,
  MaxLength,
  Min,
  ValidateBy,
  ValidateNested,
} from 'class-validator';
import { CARRIERS, type Carrier } from '../carriers.js';
import { ListQueryDto, type ListResponse } from '../../../common/http/pagination.js';
import {
  ORDER_STATUSES,
  PAID_STATUSES,
  type OrderStatus,
  type PaidStatus,
} from '../order-state.js';
import { OrderResponseDto, OrderSummaryDto } from './order.dto.js';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

export const ADMIN_ORDER_SORTS = [
  'createdAt',
  'number',
  'totalCents',
  'status',
  'paidStatus',
  'email',
] as const;

export class ListAdminOrdersQueryDto extends ListQueryDto {
  @ApiPropertyOptional({ enum: ADMIN_ORDER_SORTS, enumName: 'AdminOrderSort' })
  @IsOptional()
  @IsIn(ADMIN_ORDER_SORTS, { message: 'validation.choice' })
  declare sort?: (typeof ADMIN_ORDER_SORTS)[number];

  @ApiPropertyOptional({ enum: ORDER_STATUSES, enumName: 'OrderStatus' })
  @IsOptional()
  @IsIn(ORDER_STATUSES, { message: 'validation.choice' })
  status?: OrderStatus;

  /** With `shipped`/`delivered`: when it happened (ISO 8601, not in the future; default now). */
  @ApiPropertyOptional({ example: '2026-11-20T10:00:00.000Z' })
  @IsOptional()
  @IsDateString({}, { message: 'validation.date' })
  @NotInFuture()
  at?: string;

  /** With `shipped`: the carrier (e.g. bpost). */
  @ApiPropertyOptional({ maxLength: 60 })
  @IsOptional()
  @IsString()
  @MaxLength(60, { message: 'validation.tooLong' })
  carrier?: string;

  /** With `shipped`: the parcel's tracking number. */
  @ApiPropertyOptional({ maxLength: 100 })
  @IsOptional()
  @IsString()
  @MaxLength(100, { message: 'validation.tooLong' })
  trackingNumber?: string;

  @ApiPropertyOptional({ enum: PAID_STATUSES, enumName: 'PaidStatus' })
  @IsOptional()
  @IsIn(PAID_STATUSES, { message: 'validation.choice' })
  paidStatus?: PaidStatus;

  /** Order number or (part of) the customer's e-mail. */
  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(100)
  q?: string;

  /** Placed on or after this date (YYYY-MM-DD, UTC) or moment (ISO-8601). */
  @ApiPropertyOptional({ example: '2026-01-01' })
  @IsOptional()
  @IsDateString({}, { message: 'validation.date' })
  createdFrom?: string;

  /** Placed on or before this date (the whole day, UTC) or before this moment. */
  @ApiPropertyOptional({ example: '2026-01-31' })
  @IsOptional()
  @IsDateString({}, { message: 'validation.date' })
  createdTo?: string;
}

export class AdminOrderSummaryDto extends OrderSummaryDto {
  @ApiProperty()
  email: string;
  /** Name on the delivery address. */
  @ApiProperty()
  customerName: string;
  @ApiProperty({ nullable: true, type: String })
  specialistStoreName: string | null;
}

export class AdminOrderListResponseDto implements ListResponse<AdminOrderSummaryDto> {
  @ApiProperty({ type: [AdminOrderSummaryDto] })
  data: AdminOrderSummaryDto[];
  @ApiProperty()
  total: number;
}

export class AdminOrderPaymentDto {
  @ApiProperty()
  id: string;
  /** demo or mollie */
  @ApiProperty()
  provider: string;
  @ApiProperty({ nullable: true, type: String })
  method: string | null;
  @ApiProperty()
  amountCents: number;
  @ApiProperty({ enum: PAID_STATUSES, enumName: 'PaidStatus' })
  status: PaidStatus;
  @ApiProperty({ nullable: true, type: String })
  paidAt: string | null;
}

export class AdminOrderCustomerDto {
  @ApiProperty()
  id: string;
  @ApiProperty()
  email: string;
  @ApiProperty()
  firstName: string;
  @ApiProperty()
  lastName: string;
}

export class AdminOrderResponseDto extends OrderResponseDto {
  @ApiProperty()
  email: string;
  @ApiProperty()
  customerName: string;
  @ApiProperty({ nullable: true, type: String })
  specialistStoreName: string | null;
  @ApiProperty({ type: AdminOrderCustomerDto, nullable: true })
  customer: AdminOrderCustomerDto | null;
  @ApiProperty({ type: [AdminOrderPaymentDto] })
  payments: AdminOrderPaymentDto[];
  /** The statuses this order may move to now (order-state.ts). */
  @ApiProperty({ enum: ORDER_STATUSES, enumName: 'OrderStatus', isArray: true })
  allowedTransitions: OrderStatus[];
  /** Paid and not wholly refunded yet. */
  @ApiProperty()
  refundable: boolean;
  /** Given back so far (cents, VAT included). */
  @ApiProperty()
  refundedCents: number;
  /** What may still be refunded (cents): the total less what was given back. */
  @ApiProperty()
  refundableCents: number;
  @ApiProperty()
  updatedAt: string;
}

export class ChangeOrderStatusDto {
  @ApiProperty({ enum: ORDER_STATUSES, enumName: 'OrderStatus' })
  @IsIn(ORDER_STATUSES, { message: 'validation.choice' })
  status: OrderStatus;

  /** With `shipped`/`delivered`: when it happened (ISO 8601, not in the future; default now). */
  @ApiPropertyOptional({ example: '2026-11-20T10:00:00.000Z' })
  @IsOptional()
  @IsDateString({}, { message: 'validation.date' })
  @NotInFuture()
  at?: string;

  /** With `shipped` (required): the carrier, one of the known ones or `other` with `trackingUrl`. */
  @ApiPropertyOptional({ enum: CARRIERS, enumName: 'Carrier' })
  @IsOptional()
  @IsIn(CARRIERS, { message: 'validation.choice' })
  carrier?: Carrier;

  /** With `shipped` (required): the parcel's tracking number. */
  @ApiPropertyOptional({ maxLength: 100 })
  @IsOptional()
  @Transform(trim)
  @IsString({ message: 'validation.required' })
  @MaxLength(100, { message: 'validation.tooLong' })
  trackingNumber?: string;

  /** With carrier `other` (required): the parcel's tracking page (https). */
  @ApiPropertyOptional({ maxLength: 500, example: 'https://track.example/123' })
  @IsOptional()
  @Transform(trim)
  @IsUrl({ protocols: ['https'], require_protocol: true }, { message: 'validation.isUrl' })
  @MaxLength(500, { message: 'validation.tooLong' })
  trackingUrl?: string;
}

/**
 * The back-office's edit (react-admin `update` → PATCH): `status` moves the order along its
 * transitions; `paidStatus: 'refunded'` refunds it through the payment provider.
 */
export class UpdateAdminOrderDto {
  @ApiPropertyOptional({ enum: ORDER_STATUSES, enumName: 'OrderStatus' })
  @IsOptional()
  @IsIn(ORDER_STATUSES, { message: 'validation.choice' })
  status?: OrderStatus;

  /** With `shipped`/`delivered`: when it happened (ISO 8601, not in the future; default now). */
  @ApiPropertyOptional({ example: '2026-11-20T10:00:00.000Z' })
  @IsOptional()
  @IsDateString({}, { message: 'validation.date' })
  @NotInFuture()
  at?: string;

  /** With `shipped` (required): the carrier, one of the known ones or `other` with `trackingUrl`. */
  @ApiPropertyOptional({ enum: CARRIERS, enumName: 'Carrier' })
  @IsOptional()
  @IsIn(CARRIERS, { message: 'validation.choice' })
  carrier?: Carrier;

  /** With `shipped` (required): the parcel's tracking number. */
  @ApiPropertyOptional({ maxLength: 100 })
  @IsOptional()
  @Transform(trim)
  @IsString({ message: 'validation.required' })
  @MaxLength(100, { message: 'validation.tooLong' })
  trackingNumber?: string;

  /** With carrier `other` (required): the parcel's tracking page (https). */
  @ApiPropertyOptional({ maxLength: 500, example: 'https://track.example/123' })
  @IsOptional()
  @Transform(trim)
  @IsUrl({ protocols: ['https'], require_protocol: true }, { message: 'validation.isUrl' })
  @MaxLength(500, { message: 'validation.tooLong' })
  trackingUrl?: string;

  @ApiPropertyOptional({ enum: ['refunded'] })
  @IsOptional()
  @IsIn(['refunded'], { message: 'validation.choice' })
  paidStatus?: 'refunded';

  @ApiPropertyOptional({ maxLength: 200 })
  @IsOptional()
  @IsString()
  @MaxLength(200, { message: 'validation.tooLong' })
  refundReason?: string;
}

/** Units of one order line to refund. */
export class RefundLineDto {
  /** The line's `position` in the order. */
  @ApiProperty({ minimum: 0 })
  @IsInt({ message: 'validation.integer' })
  @Min(0, { message: 'validation.min' })
  position: number;

  @ApiProperty({ minimum: 1 })
  @IsInt({ message: 'validation.integer' })
  @Min(1, { message: 'validation.min' })
  quantity: number;
}

/**
 * A refund: units of lines (their part of what was paid), a free amount, or both added up; the whole
 * refundable rest when neither is given. Never more than what is still refundable (422).
 */
export class RefundOrderDto {
  /** Why (kept in the audit log and sent to the provider as the refund description). */
  @ApiPropertyOptional({ maxLength: 200 })
  @IsOptional()
  @IsString()
  @MaxLength(200, { message: 'validation.tooLong' })
  reason?: string;

  /** A free amount (cents, VAT included), e.g. the delivery cost or a goodwill gesture. */
  @ApiPropertyOptional({ minimum: 1 })
  @IsOptional()
  @IsInt({ message: 'validation.integer' })
  @Min(1, { message: 'validation.min' })
  amountCents?: number;

  /** Units of lines to refund. */
  @ApiPropertyOptional({ type: [RefundLineDto] })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(100)
  @ValidateNested({ each: true })
  @Type(() => RefundLineDto)
  lines?: RefundLineDto[];

  /** Put the refunded lines' units back into stock. */
  @ApiPropertyOptional({ default: false })
  @IsOptional()
  @IsBoolean({ message: 'validation.boolean' })
  restock?: boolean;
}

/** A date that is not later than now (a few minutes of clock difference allowed). */
function NotInFuture(): PropertyDecorator {
  return ValidateBy({
    name: 'notInFuture',
    validator: {
      validate: (value: unknown) =>
        typeof value !== 'string' || !(Date.parse(value) > Date.now() + 5 * 60_000),
      defaultMessage: () => 'validation.notInFuture',
    },
  });
}
