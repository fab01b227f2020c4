import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  IsDateString,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  MaxLength,
  Min,
  ValidateBy,
} from 'class-validator';
import { ListQueryDto, type ListResponse } from '../../../common/http/pagination.js';
import {
  ORDER_STATUSES,
  PAID_STATUSES,
  type OrderStatus,
  type PaidStatus,
} from '../order-state.js';
import { OrderResponseDto, OrderSummaryDto } from './order.dto.js';

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
  /** Paid and not refunded yet. */
  @ApiProperty()
  refundable: boolean;
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

export class RefundOrderDto {
  /** Why (kept in the audit log and sent to the provider as the refund description). */
  @ApiPropertyOptional({ maxLength: 200 })
  @IsOptional()
  @IsString()
  @MaxLength(200, { message: 'validation.tooLong' })
  reason?: string;

  /** Part of the paid amount (cents), e.g. the returned items; the whole total when absent. */
  @ApiPropertyOptional({ minimum: 1 })
  @IsOptional()
  @IsInt({ message: 'validation.integer' })
  @Min(1, { message: 'validation.min' })
  amountCents?: number;
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
