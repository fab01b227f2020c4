import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsISO8601,
  IsNotEmpty,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
} from 'class-validator';
import {
  PROMOTION_KINDS,
  PROMOTION_TARGETS,
  type PromotionEntity,
  type PromotionKind,
  type PromotionTarget,
} from '../entities/promotion.entity.js';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const upper = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.trim().toUpperCase() || null : value;

export class CreatePromotionDto {
  @ApiProperty({ maxLength: 150, example: 'Winter sale' })
  @Transform(trim)
  @IsString()
  @IsNotEmpty({ message: 'validation.required' })
  @MaxLength(150, { message: 'validation.tooLong' })
  name: string;

  /** Coupon code (letters, digits, dashes; stored in capitals); null or absent: automatic promotion. */
  @ApiPropertyOptional({ type: String, nullable: true, example: 'WINTER10' })
  @IsOptional()
  @Transform(upper)
  @Matches(/^[A-Z0-9][A-Z0-9_-]{2,39}$/, { message: 'validation.couponCode' })
  code?: string | null;

  @ApiProperty({ enum: PROMOTION_KINDS, enumName: 'PromotionKind' })
  @IsIn(PROMOTION_KINDS, { message: 'validation.choice' })
  kind: PromotionKind;

  /** Percent (1–100) for `percent`, cents for `fixed`; ignored for `free_shipping`. */
  @ApiPropertyOptional({ minimum: 0, default: 0 })
  @IsOptional()
  @IsInt({ message: 'validation.amount' })
  @Min(0, { message: 'validation.amount' })
  @Max(10_000_000, { message: 'validation.amount' })
  value?: number;

  @ApiPropertyOptional({ enum: PROMOTION_TARGETS, enumName: 'PromotionTarget', default: 'order' })
  @IsOptional()
  @IsIn(PROMOTION_TARGETS, { message: 'validation.choice' })
  target?: PromotionTarget;

  /** Product ids (`products`) or line slugs (`collections`). */
  @ApiPropertyOptional({ type: [String] })
  @IsOptional()
  @IsArray({ message: 'validation.list' })
  @ArrayMaxSize(500, { message: 'validation.tooMany' })
  @IsString({ each: true, message: 'validation.list' })
  targetIds?: string[];

  @ApiPropertyOptional({ type: String, nullable: true, example: '2026-12-01T00:00:00.000Z' })
  @IsOptional()
  @IsISO8601({ strict: true }, { message: 'validation.date' })
  startsAt?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, example: '2027-01-01T00:00:00.000Z' })
  @IsOptional()
  @IsISO8601({ strict: true }, { message: 'validation.date' })
  endsAt?: string | null;

  @ApiPropertyOptional({ minimum: 0, default: 0 })
  @IsOptional()
  @IsInt({ message: 'validation.amount' })
  @Min(0, { message: 'validation.amount' })
  @Max(10_000_000, { message: 'validation.amount' })
  minOrderCents?: number;

  @ApiPropertyOptional({ type: Number, nullable: true, minimum: 1 })
  @IsOptional()
  @IsInt({ message: 'validation.integer' })
  @Min(1, { message: 'validation.min' })
  usageLimit?: number | null;

  @ApiPropertyOptional({ type: Number, nullable: true, minimum: 1 })
  @IsOptional()
  @IsInt({ message: 'validation.integer' })
  @Min(1, { message: 'validation.min' })
  perCustomerLimit?: number | null;

  @ApiPropertyOptional({ default: true })
  @IsOptional()
  @IsBoolean({ message: 'validation.boolean' })
  combinable?: boolean;

  @ApiPropertyOptional({ default: true })
  @IsOptional()
  @IsBoolean({ message: 'validation.boolean' })
  active?: boolean;
}

export class UpdatePromotionDto extends PartialType(CreatePromotionDto) {}

export class PromotionResponseDto {
  @ApiProperty({ format: 'uuid' })
  id: string;
  @ApiProperty()
  name: string;
  @ApiProperty({ type: String, nullable: true })
  code: string | null;
  @ApiProperty({ enum: PROMOTION_KINDS, enumName: 'PromotionKind' })
  kind: PromotionKind;
  @ApiProperty()
  value: number;
  @ApiProperty({ enum: PROMOTION_TARGETS, enumName: 'PromotionTarget' })
  target: PromotionTarget;
  @ApiProperty({ type: [String] })
  targetIds: string[];
  @ApiProperty({ type: String, nullable: true })
  startsAt: string | null;
  @ApiProperty({ type: String, nullable: true })
  endsAt: string | null;
  @ApiProperty()
  minOrderCents: number;
  @ApiProperty({ type: Number, nullable: true })
  usageLimit: number | null;
  @ApiProperty({ type: Number, nullable: true })
  perCustomerLimit: number | null;
  /** Orders holding it now (unpaid orders that were cancelled gave theirs back). */
  @ApiProperty()
  usedCount: number;
  @ApiProperty()
  combinable: boolean;
  @ApiProperty()
  active: boolean;
}

export class PromotionListResponseDto {
  @ApiProperty({ type: [PromotionResponseDto] })
  data: PromotionResponseDto[];
  @ApiProperty()
  total: number;
}

export class ApplyCouponDto {
  @ApiProperty({ maxLength: 40, example: 'WINTER10' })
  @Transform(trim)
  @IsString()
  @IsNotEmpty({ message: 'validation.required' })
  @MaxLength(40, { message: 'validation.tooLong' })
  code: string;
}

export function toPromotionResponse(row: PromotionEntity): PromotionResponseDto {
  return {
    id: row.id,
    name: row.name,
    code: row.code,
    kind: row.kind,
    value: Number(row.value),
    target: row.target,
    targetIds: row.targetIds,
    startsAt: row.startsAt,
    endsAt: row.endsAt,
    minOrderCents: Number(row.minOrderCents),
    usageLimit: row.usageLimit === null ? null : Number(row.usageLimit),
    perCustomerLimit: row.perCustomerLimit === null ? null : Number(row.perCustomerLimit),
    usedCount: Number(row.usedCount),
    combinable: row.combinable,
    active: row.active,
  };
}
