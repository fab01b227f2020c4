import { ApiProperty, ApiPropertyOptional, OmitType, PartialType } from '@nestjs/swagger';
import {
  IsBoolean,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateIf,
} from 'class-validator';
import { ListQueryDto, type ListResponse } from '../../../common/http/pagination.js';
import { CreateAdminPostDto, ListAdminPostsQueryDto } from '../../content/dto/admin-post.dto.js';
import { MONTH_PATTERN } from '../../orders/order-attribution.js';
import { IsBooleanish } from '../../../common/validation/validators.js';

// ------------------------------------------------------------------------------ price list

export const PARTNER_PRICE_SORTS = [
  'name',
  'size',
  'priceCents',
  'partnerPriceCents',
  'partnerMinQuantity',
  'partnerOnly',
  'updatedAt',
] as const;
export type PartnerPriceSort = (typeof PARTNER_PRICE_SORTS)[number];

export class ListPartnerPricesQueryDto extends ListQueryDto {
  @ApiPropertyOptional({ enum: PARTNER_PRICE_SORTS, enumName: 'PartnerPriceSort' })
  @IsOptional()
  @IsIn(PARTNER_PRICE_SORTS, { message: 'validation.choice' })
  declare sort?: PartnerPriceSort;

  /** Searches the Dutch name and the slug. */
  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(100)
  q?: string;

  /** true: only products with a professional price (sold in the partner shop); false: only those without. */
  @IsBooleanish()
  inPartnerShop?: boolean;

  @IsBooleanish()
  partnerOnly?: boolean;

  @IsBooleanish()
  active?: boolean;
}

/** The professional price fields of one product; only the fields sent change. */
export class UpdatePartnerPriceDto {
  /** Euro cents, VAT excluded; null takes the product out of the partner shop. */
  @ApiPropertyOptional({ type: Number, nullable: true, minimum: 1, maximum: 10_000_000 })
  @IsOptional()
  @ValidateIf((_object, value) => value !== null)
  @IsInt({ message: 'validation.integer' })
  @Min(1, { message: 'validation.min' })
  @Max(10_000_000, { message: 'validation.max' })
  partnerPriceCents?: number | null;

  /** Smallest quantity a salon may order (1 = no minimum). */
  @ApiPropertyOptional({ minimum: 1, maximum: 999 })
  @IsOptional()
  @IsInt({ message: 'validation.integer' })
  @Min(1, { message: 'validation.min' })
  @Max(999, { message: 'validation.max' })
  partnerMinQuantity?: number;

  /** Only partner salons may see and buy it (salon sizes). */
  @ApiPropertyOptional()
  @IsOptional()
  @IsBoolean({ message: 'validation.boolean' })
  partnerOnly?: boolean;
}

export class PartnerPriceResponseDto {
  /** The product id. */
  @ApiProperty()
  id: string;
  @ApiProperty()
  slug: string;
  /** The Dutch name. */
  @ApiProperty()
  name: string;
  @ApiProperty({ type: String, nullable: true })
  size: string | null;
  /** Retail price in euro cents, VAT included. */
  @ApiProperty()
  priceCents: number;
  @ApiProperty()
  vatRate: number;
  /** Professional price in euro cents, VAT excluded; null: not in the partner shop. */
  @ApiProperty({ type: Number, nullable: true })
  partnerPriceCents: number | null;
  @ApiProperty()
  partnerMinQuantity: number;
  @ApiProperty()
  partnerOnly: boolean;
  /** Visible in the shop (inactive products are hidden everywhere). */
  @ApiProperty()
  active: boolean;
  @ApiProperty()
  updatedAt: string;
}

export class PartnerPriceListResponseDto implements ListResponse<PartnerPriceResponseDto> {
  @ApiProperty({ type: [PartnerPriceResponseDto] })
  data: PartnerPriceResponseDto[];
  @ApiProperty()
  total: number;
}

// ------------------------------------------------------------------------------ revenue

export class PartnerRevenueQueryDto {
  /** Calendar month (UTC) as YYYY-MM; the current month when absent. */
  @ApiPropertyOptional({ example: '2026-11', pattern: MONTH_PATTERN.source })
  @IsOptional()
  @IsString()
  @Matches(MONTH_PATTERN, { message: 'validation.date' })
  month?: string;
}

export class PartnerRevenueRowDto {
  /** The store id (one row per store). */
  @ApiProperty()
  id: string;
  @ApiProperty()
  storeName: string;
  @ApiProperty()
  city: string;
  /** Still an official partner (a former partner with attributed orders in the month is listed too). */
  @ApiProperty()
  officialPartner: boolean;
  @ApiProperty()
  active: boolean;
  @ApiProperty()
  orderCount: number;
  /** Paid customer orders attributed to the salon, VAT and delivery included, in euro cents. */
  @ApiProperty()
  revenueCents: number;
  @ApiProperty()
  commissionCents: number;
}

export class PartnerRevenueTotalsDto {
  @ApiProperty()
  orderCount: number;
  @ApiProperty()
  revenueCents: number;
  @ApiProperty()
  commissionCents: number;
}

export class PartnerRevenueResponseDto {
  @ApiProperty({ example: '2026-11' })
  month: string;
  /** Commission rate (0…1) applied to the revenue. */
  @ApiProperty()
  commissionRate: number;
  @ApiProperty({ type: [PartnerRevenueRowDto] })
  data: PartnerRevenueRowDto[];
  /** Number of rows. */
  @ApiProperty()
  total: number;
  @ApiProperty({ type: PartnerRevenueTotalsDto })
  totals: PartnerRevenueTotalsDto;
}

// ------------------------------------------------------------------------------ trainings

/** A training as the back-office edits it: the post fields; the type is always `training`. */
export class CreateAdminTrainingDto extends OmitType(CreateAdminPostDto, ['type'] as const) {
  @ApiPropertyOptional({ enum: ['training'], default: 'training' })
  @IsOptional()
  @IsIn(['training'], { message: 'validation.choice' })
  type?: 'training';
}

export class UpdateAdminTrainingDto extends PartialType(CreateAdminTrainingDto) {}

/** Trainings list: the post list's filters without `type`. */
export class ListAdminTrainingsQueryDto extends OmitType(ListAdminPostsQueryDto, [
  'type',
] as const) {}
