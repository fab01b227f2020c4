import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsBoolean,
  IsEmail,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import { ListQueryDto, type ListResponse } from '../../../common/http/pagination.js';
import type { Locale } from '../../../common/i18n/locale.js';
import { IsLocale } from '../../../common/validation/validators.js';
import {
  ITEM_CONDITIONS,
  WITHDRAWAL_STATUSES,
  type ItemCondition,
  type WithdrawalStatus,
} from '../entities/withdrawal.entity.js';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const lower = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.trim().toLowerCase() : value;
const upper = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.trim().toUpperCase() : value;

/** What identifies the contract on the public page: the order number and the order's e-mail. */
export class WithdrawalLookupDto {
  @ApiProperty({ example: 'VY-2026-000123' })
  @Transform(upper)
  @IsString({ message: 'validation.required' })
  @IsNotEmpty({ message: 'validation.required' })
  @Matches(/^VY-\d{4}-\d{6}$/, { message: 'validation.orderNumber' })
  orderNumber: string;

  @ApiProperty({ example: 'anna@example.be' })
  @Transform(lower)
  @IsNotEmpty({ message: 'validation.required' })
  @IsEmail({}, { message: 'validation.email' })
  @MaxLength(320, { message: 'validation.tooLong' })
  email: string;
}

/** One order line the customer sends back. */
export class WithdrawalItemDto {
  /** The line's position in the order (1-based, as the look-up lists them). */
  @ApiProperty({ minimum: 1 })
  @IsInt({ message: 'validation.integer' })
  @Min(1, { message: 'validation.min' })
  position: number;

  @ApiProperty({ minimum: 1 })
  @IsInt({ message: 'validation.integer' })
  @Min(1, { message: 'validation.min' })
  quantity: number;

  /** The seal is unbroken (opened cosmetics may be excluded from the refund for hygiene reasons). */
  @ApiProperty()
  @IsBoolean({ message: 'validation.choice' })
  unopened: boolean;
}

/** The signed-in customer's withdrawal from one of their orders: which items, whether unopened. */
export class CreateAccountWithdrawalDto {
  @IsLocale({
    optional: true,
    description: 'Language of the confirmation mail (default: the order’s)',
  })
  locale?: Locale;

  @ApiProperty({ type: [WithdrawalItemDto] })
  @IsArray({ message: 'validation.withdrawalItems' })
  @ArrayMinSize(1, { message: 'validation.withdrawalItems' })
  @ArrayMaxSize(100)
  @ValidateNested({ each: true })
  @Type(() => WithdrawalItemDto)
  items: WithdrawalItemDto[];
}

/** The public withdrawal: what identifies the contract, which items, whether unopened. */
export class CreateWithdrawalDto extends WithdrawalLookupDto {
  @IsLocale({
    optional: true,
    description: 'Language of the confirmation mail (default: the order’s)',
  })
  locale?: Locale;

  @ApiProperty({ type: [WithdrawalItemDto] })
  @IsArray({ message: 'validation.withdrawalItems' })
  @ArrayMinSize(1, { message: 'validation.withdrawalItems' })
  @ArrayMaxSize(100)
  @ValidateNested({ each: true })
  @Type(() => WithdrawalItemDto)
  items: WithdrawalItemDto[];
}

export class WithdrawalLineDto {
  @ApiProperty()
  position: number;
  @ApiProperty()
  name: string;
  @ApiProperty()
  quantity: number;
  @ApiProperty()
  unopened: boolean;
}

/** A withdrawal as its customer sees it. */
export class WithdrawalResponseDto {
  @ApiProperty({ format: 'uuid' })
  id: string;
  @ApiProperty({ example: 'VY-2026-000123' })
  orderNumber: string;
  @ApiProperty({ enum: WITHDRAWAL_STATUSES, enumName: 'WithdrawalStatus' })
  status: WithdrawalStatus;
  /** When the withdrawal reached the shop (ISO 8601). */
  @ApiProperty()
  requestedAt: string;
  /** The last day of the withdrawal period (YYYY-MM-DD); null when the order was not delivered yet. */
  @ApiProperty({ type: String, nullable: true })
  periodEndsOn: string | null;
  @ApiProperty({ type: [WithdrawalLineDto] })
  lines: WithdrawalLineDto[];
}

export class WithdrawableLineDto {
  @ApiProperty()
  position: number;
  @ApiProperty()
  name: string;
  @ApiProperty()
  quantity: number;
  @ApiProperty()
  unitPriceCents: number;
}

/** An order the customer may withdraw from (or has withdrawn from: `withdrawal`). */
export class WithdrawableOrderResponseDto {
  @ApiProperty({ example: 'VY-2026-000123' })
  orderNumber: string;
  @ApiProperty()
  orderedAt: string;
  @ApiProperty({ type: String, nullable: true })
  deliveredAt: string | null;
  /** The last day to withdraw (YYYY-MM-DD); null while not delivered (open until 14 days after delivery). */
  @ApiProperty({ type: String, nullable: true })
  periodEndsOn: string | null;
  @ApiProperty({ type: [WithdrawableLineDto] })
  lines: WithdrawableLineDto[];
  /** The withdrawal already made for this order, if any. */
  @ApiProperty({ type: WithdrawalResponseDto, nullable: true })
  withdrawal: WithdrawalResponseDto | null;
}

// ------------------------------------------------------------------------------- back-office

export class ListAdminWithdrawalsQueryDto extends ListQueryDto {
  @ApiPropertyOptional({ enum: WITHDRAWAL_STATUSES, enumName: 'WithdrawalStatus' })
  @IsOptional()
  @IsIn(WITHDRAWAL_STATUSES, { message: 'validation.choice' })
  status?: WithdrawalStatus;

  /** Order number or (part of) the e-mail. */
  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(100)
  q?: string;
}

export class AdminWithdrawalLineDto extends WithdrawalLineDto {
  @ApiProperty()
  productId: string;
  @ApiProperty()
  unitPriceCents: number;
  @ApiProperty({ type: Number, nullable: true })
  receivedQuantity: number | null;
  @ApiProperty({ enum: ITEM_CONDITIONS, enumName: 'ReturnItemCondition', nullable: true })
  condition: ItemCondition | null;
  /** Units put back into stock. */
  @ApiProperty()
  restocked: number;
}

export class AdminWithdrawalResponseDto {
  @ApiProperty({ format: 'uuid' })
  id: string;
  @ApiProperty({ format: 'uuid' })
  orderId: string;
  @ApiProperty()
  orderNumber: string;
  @ApiProperty()
  email: string;
  @ApiProperty()
  locale: string;
  @ApiProperty({ enum: ['account', 'public'] })
  channel: 'account' | 'public';
  @ApiProperty({ enum: WITHDRAWAL_STATUSES, enumName: 'WithdrawalStatus' })
  status: WithdrawalStatus;
  @ApiProperty()
  requestedAt: string;
  @ApiProperty({ type: String, nullable: true })
  periodEndsOn: string | null;
  @ApiProperty({ type: [AdminWithdrawalLineDto] })
  lines: AdminWithdrawalLineDto[];
  @ApiProperty({ type: String, nullable: true })
  receivedAt: string | null;
  @ApiProperty({ type: String, nullable: true })
  receivedNote: string | null;
  /** What the shop proposes to refund: the unopened items received, plus delivery when all came back unopened. */
  @ApiProperty()
  suggestedRefundCents: number;
  @ApiProperty({ type: Number, nullable: true })
  refundCents: number | null;
  @ApiProperty({ type: String, nullable: true })
  refundedAt: string | null;
  /** The shop's promise: refunded within 7 working days of receiving the return (YYYY-MM-DD). */
  @ApiProperty({ type: String, nullable: true })
  refundDueOn: string | null;
  /** The legal latest: 14 days after the withdrawal reached the shop (YYYY-MM-DD). */
  @ApiProperty()
  legalRefundDueOn: string;
  @ApiProperty()
  createdAt: string;
}

export class AdminWithdrawalListResponseDto implements ListResponse<AdminWithdrawalResponseDto> {
  @ApiProperty({ type: [AdminWithdrawalResponseDto] })
  data: AdminWithdrawalResponseDto[];
  @ApiProperty()
  total: number;
}

export class ReceivedItemDto {
  @ApiProperty({ minimum: 1 })
  @IsInt({ message: 'validation.integer' })
  @Min(1, { message: 'validation.min' })
  position: number;

  @ApiProperty({ minimum: 0 })
  @IsInt({ message: 'validation.integer' })
  @Min(0, { message: 'validation.min' })
  receivedQuantity: number;

  @ApiProperty({ enum: ITEM_CONDITIONS, enumName: 'ReturnItemCondition' })
  @IsIn(ITEM_CONDITIONS, { message: 'validation.choice' })
  condition: ItemCondition;
}

/** The returned parcel as the shop found it. */
export class ReceiveWithdrawalDto {
  @ApiProperty({ type: [ReceivedItemDto] })
  @IsArray()
  @ArrayMinSize(1, { message: 'validation.withdrawalItems' })
  @ArrayMaxSize(100)
  @ValidateNested({ each: true })
  @Type(() => ReceivedItemDto)
  items: ReceivedItemDto[];

  @ApiPropertyOptional({ maxLength: 500 })
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(500, { message: 'validation.tooLong' })
  note?: string;
}

export class RefundWithdrawalDto {
  /** Cents to refund; the suggested amount when absent. */
  @ApiPropertyOptional({ minimum: 1 })
  @IsOptional()
  @IsInt({ message: 'validation.integer' })
  @Min(1, { message: 'validation.min' })
  amountCents?: number;
}
