import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
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
  ValidateNested,
} from 'class-validator';
import { ListQueryDto, type ListResponse } from '../../../common/http/pagination.js';
import { LOCALES, type Locale } from '../../../common/i18n/locale.js';
import {
  COLLECTIONS,
  PRODUCT_TYPES,
  SET_KINDS,
  SKIN_TYPES,
  SPF_VALUES,
  TIMINGS,
  type CollectionSlug,
  type ProductType,
  type SetKind,
  type SkinType,
  type Timing,
} from '../catalogue.constants.js';
import type { ProductTranslationEntity } from '../entities/product-translation.entity.js';
import type { ProductEntity } from '../entities/product.entity.js';
import { IsBooleanish } from '../../../common/validation/validators.js';

export const ADMIN_PRODUCT_SORTS = [
  'name',
  'slug',
  'priceCents',
  'stock',
  'collection',
  'type',
  'updatedAt',
  'createdAt',
] as const;
export type AdminProductSort = (typeof ADMIN_PRODUCT_SORTS)[number];

/** Products at or below this stock count as low stock (dashboard and the list filter). */
export const LOW_STOCK_THRESHOLD = 5;

export class ListAdminProductsQueryDto extends ListQueryDto {
  @ApiPropertyOptional({ enum: ADMIN_PRODUCT_SORTS, enumName: 'AdminProductSort' })
  @IsOptional()
  @IsIn(ADMIN_PRODUCT_SORTS, { message: 'validation.choice' })
  declare sort?: AdminProductSort;

  /** Searches the Dutch name and the slug. */
  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(100)
  q?: string;

  @ApiPropertyOptional({ enum: COLLECTIONS, enumName: 'Collection' })
  @IsOptional()
  @IsIn(COLLECTIONS, { message: 'validation.choice' })
  collection?: CollectionSlug;

  @ApiPropertyOptional({ enum: PRODUCT_TYPES, enumName: 'ProductType' })
  @IsOptional()
  @IsIn(PRODUCT_TYPES, { message: 'validation.choice' })
  type?: ProductType;

  @IsBooleanish()
  visible?: boolean;

  /** true: only archived products; false: only those not archived. */
  @IsBooleanish()
  archived?: boolean;

  /** Only products with at most LOW_STOCK_THRESHOLD (5) in stock. */
  @IsBooleanish()
  lowStock?: boolean;
}

/** Texts of one language. For nl the name is required; another language left empty is removed (it falls back to nl). */
export class ProductTextsDto {
  @ApiPropertyOptional({ maxLength: 150 })
  @IsOptional()
  @IsString()
  @MaxLength(150, { message: 'validation.tooLong' })
  name?: string | null;

  @ApiPropertyOptional({ maxLength: 200, nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(200, { message: 'validation.tooLong' })
  subtitle?: string | null;

  @ApiPropertyOptional({ nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(20000, { message: 'validation.tooLong' })
  description?: string | null;

  @ApiPropertyOptional({ nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(20000, { message: 'validation.tooLong' })
  usage?: string | null;

  @ApiPropertyOptional({ nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(20000, { message: 'validation.tooLong' })
  ingredients?: string | null;

  @ApiPropertyOptional({ maxLength: 200, nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(200, { message: 'validation.tooLong' })
  consistency?: string | null;
}

export class ProductTranslationsDto {
  @ApiPropertyOptional({ type: ProductTextsDto })
  @IsOptional()
  @ValidateNested()
  @Type(() => ProductTextsDto)
  nl?: ProductTextsDto;

  @ApiPropertyOptional({ type: ProductTextsDto, nullable: true })
  @IsOptional()
  @ValidateNested()
  @Type(() => ProductTextsDto)
  en?: ProductTextsDto | null;

  @ApiPropertyOptional({ type: ProductTextsDto, nullable: true })
  @IsOptional()
  @ValidateNested()
  @Type(() => ProductTextsDto)
  de?: ProductTextsDto | null;

  @ApiPropertyOptional({ type: ProductTextsDto, nullable: true })
  @IsOptional()
  @ValidateNested()
  @Type(() => ProductTextsDto)
  fr?: ProductTextsDto | null;
}

/** A partial update: only the fields sent change. */
export class UpdateAdminProductDto {
  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @Matches(/^[a-z0-9]+(-[a-z0-9]+)*$/, { message: 'validation.slug' })
  @MaxLength(120, { message: 'validation.tooLong' })
  slug?: string;

  @ApiPropertyOptional({ enum: PRODUCT_TYPES, enumName: 'ProductType' })
  @IsOptional()
  @IsIn(PRODUCT_TYPES, { message: 'validation.choice' })
  type?: ProductType;

  @ApiPropertyOptional({ enum: COLLECTIONS, enumName: 'Collection' })
  @IsOptional()
  @IsIn(COLLECTIONS, { message: 'validation.choice' })
  collection?: CollectionSlug;

  @ApiPropertyOptional({ enum: SKIN_TYPES, enumName: 'SkinType', isArray: true })
  @IsOptional()
  @IsArray({ message: 'validation.choice' })
  @ArrayMaxSize(SKIN_TYPES.length, { message: 'validation.choice' })
  @IsIn(SKIN_TYPES, { each: true, message: 'validation.choice' })
  skinTypes?: SkinType[];

  @ApiPropertyOptional({ enum: TIMINGS, enumName: 'Timing', isArray: true })
  @IsOptional()
  @IsArray({ message: 'validation.choice' })
  @ArrayMaxSize(TIMINGS.length, { message: 'validation.choice' })
  @IsIn(TIMINGS, { each: true, message: 'validation.choice' })
  timing?: Timing[];

  @ApiPropertyOptional({ enum: SPF_VALUES, enumName: 'SpfValue', nullable: true })
  @IsOptional()
  @IsIn([...SPF_VALUES, null], { message: 'validation.choice' })
  spf?: number | null;

  /** Euro cents, VAT included. */
  @ApiPropertyOptional({ minimum: 0 })
  @IsOptional()
  @IsInt({ message: 'validation.integer' })
  @Min(0, { message: 'validation.min' })
  @Max(10_000_000, { message: 'validation.max' })
  priceCents?: number;

  @ApiPropertyOptional({ minimum: 0, maximum: 100 })
  @IsOptional()
  @IsInt({ message: 'validation.integer' })
  @Min(0, { message: 'validation.min' })
  @Max(100, { message: 'validation.max' })
  vatRate?: number;

  /** Sets the stock (one conditional update, see PUT …/stock). */
  @ApiPropertyOptional({ minimum: 0 })
  @IsOptional()
  @IsInt({ message: 'validation.integer' })
  @Min(0, { message: 'validation.min' })
  @Max(1_000_000, { message: 'validation.max' })
  stock?: number;

  @ApiPropertyOptional({ nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(40, { message: 'validation.tooLong' })
  size?: string | null;

  @ApiPropertyOptional({ nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(5000, { message: 'validation.tooLong' })
  inci?: string | null;

  @ApiPropertyOptional({ type: [String] })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(12)
  @IsString({ each: true })
  @MaxLength(500, { each: true, message: 'validation.tooLong' })
  images?: string[];

  @ApiPropertyOptional({ nullable: true })
  @IsOptional()
  @IsInt({ message: 'validation.integer' })
  @Min(1, { message: 'validation.min' })
  bestsellerRank?: number | null;

  @ApiPropertyOptional({ enum: SET_KINDS, enumName: 'SetKind', nullable: true })
  @IsOptional()
  @IsIn([...SET_KINDS, null], { message: 'validation.choice' })
  setKind?: SetKind | null;

  /** Hidden products disappear from every public list and product page. */
  @ApiPropertyOptional()
  @IsOptional()
  @IsBoolean({ message: 'validation.boolean' })
  visible?: boolean;

  /** Professional price for partner salons in euro cents, VAT excluded; null: not in the partner shop. */
  @ApiPropertyOptional({ type: Number, nullable: true, minimum: 1, maximum: 10_000_000 })
  @IsOptional()
  @ValidateIf((_object, value) => value !== null)
  @IsInt({ message: 'validation.integer' })
  @Min(1, { message: 'validation.min' })
  @Max(10_000_000, { message: 'validation.max' })
  partnerPriceCents?: number | null;

  /** Smallest quantity a salon may order in the partner shop (1 = no minimum). */
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

  @ApiPropertyOptional({ type: ProductTranslationsDto })
  @IsOptional()
  @ValidateNested()
  @Type(() => ProductTranslationsDto)
  translations?: ProductTranslationsDto;
}

export class CreateAdminProductDto extends UpdateAdminProductDto {}

export class SetStockDto {
  @ApiProperty({ minimum: 0 })
  @IsInt({ message: 'validation.integer' })
  @Min(0, { message: 'validation.min' })
  @Max(1_000_000, { message: 'validation.max' })
  stock: number;

  /** The stock the admin saw; when given and no longer current, the answer is 409 CATALOGUE_STOCK_CHANGED. */
  @ApiPropertyOptional()
  @IsOptional()
  @IsInt({ message: 'validation.integer' })
  expectedStock?: number;
}

export class AdminProductTextsDto {
  @ApiProperty()
  name: string;
  @ApiProperty({ nullable: true, type: String })
  subtitle: string | null;
  @ApiProperty({ nullable: true, type: String })
  description: string | null;
  @ApiProperty({ nullable: true, type: String })
  usage: string | null;
  @ApiProperty({ nullable: true, type: String })
  ingredients: string | null;
  @ApiProperty({ nullable: true, type: String })
  consistency: string | null;
}

export class AdminProductTranslationsDto {
  @ApiProperty({ type: AdminProductTextsDto })
  nl: AdminProductTextsDto;
  @ApiProperty({ type: AdminProductTextsDto, nullable: true })
  en: AdminProductTextsDto | null;
  @ApiProperty({ type: AdminProductTextsDto, nullable: true })
  de: AdminProductTextsDto | null;
  @ApiProperty({ type: AdminProductTextsDto, nullable: true })
  fr: AdminProductTextsDto | null;
}

export class AdminProductResponseDto {
  @ApiProperty()
  id: string;
  @ApiProperty()
  slug: string;
  /** The Dutch name (the list column). */
  @ApiProperty()
  name: string;
  @ApiProperty({ enum: PRODUCT_TYPES, enumName: 'ProductType' })
  type: ProductType;
  @ApiProperty({ enum: COLLECTIONS, enumName: 'Collection' })
  collection: CollectionSlug;
  @ApiProperty({ enum: SKIN_TYPES, enumName: 'SkinType', isArray: true })
  skinTypes: SkinType[];
  @ApiProperty({ enum: TIMINGS, enumName: 'Timing', isArray: true })
  timing: Timing[];
  @ApiProperty({ nullable: true, type: Number })
  spf: number | null;
  @ApiProperty()
  priceCents: number;
  @ApiProperty()
  vatRate: number;
  @ApiProperty()
  stock: number;
  @ApiProperty()
  lowStock: boolean;
  @ApiProperty({ nullable: true, type: String })
  size: string | null;
  @ApiProperty({ nullable: true, type: String })
  inci: string | null;
  @ApiProperty({ type: [String] })
  images: string[];
  @ApiProperty({ nullable: true, type: Number })
  bestsellerRank: number | null;
  @ApiProperty({ enum: SET_KINDS, enumName: 'SetKind', nullable: true })
  setKind: SetKind | null;
  @ApiProperty()
  visible: boolean;
  /** When the product was archived (hidden from the shop, kept for the orders that name it); null: not archived. */
  @ApiProperty({ nullable: true, type: String })
  archivedAt: string | null;
  /** Professional price in euro cents, VAT excluded; null: not in the partner shop. */
  @ApiProperty({ nullable: true, type: Number })
  partnerPriceCents: number | null;
  @ApiProperty()
  partnerMinQuantity: number;
  @ApiProperty()
  partnerOnly: boolean;
  @ApiProperty({ type: AdminProductTranslationsDto })
  translations: AdminProductTranslationsDto;
  @ApiProperty()
  createdAt: string;
  @ApiProperty()
  updatedAt: string;
}

export class AdminProductListResponseDto implements ListResponse<AdminProductResponseDto> {
  @ApiProperty({ type: [AdminProductResponseDto] })
  data: AdminProductResponseDto[];
  @ApiProperty()
  total: number;
}

const iso = (value: Date | string): string =>
  value instanceof Date ? value.toISOString() : new Date(value).toISOString();

function texts(row: ProductTranslationEntity): AdminProductTextsDto {
  return {
    name: row.name,
    subtitle: row.subtitle,
    description: row.description,
    usage: row.usage,
    ingredients: row.ingredients,
    consistency: row.consistency,
  };
}

export function toAdminProductResponse(
  product: ProductEntity,
  translations: ProductTranslationEntity[],
): AdminProductResponseDto {
  const byLocale = new Map<Locale, ProductTranslationEntity>(
    translations.map((row) => [row.locale, row]),
  );
  const nl = byLocale.get('nl');
  const all = Object.fromEntries(
    LOCALES.map((locale) => [locale, byLocale.has(locale) ? texts(byLocale.get(locale)!) : null]),
  ) as unknown as AdminProductTranslationsDto;
  if (!all.nl)
    all.nl = {
      name: product.slug,
      subtitle: null,
      description: null,
      usage: null,
      ingredients: null,
      consistency: null,
    };
  const stock = Number(product.stock);
  return {
    id: product.id,
    slug: product.slug,
    name: nl?.name ?? product.slug,
    type: product.type,
    collection: product.collection,
    skinTypes: product.skinTypes,
    timing: product.timing,
    spf: product.spf === null ? null : Number(product.spf),
    priceCents: Number(product.priceCents),
    vatRate: Number(product.vatRate),
    stock,
    lowStock: stock <= LOW_STOCK_THRESHOLD,
    size: product.size,
    inci: product.inci,
    images: product.images,
    bestsellerRank: product.bestsellerRank === null ? null : Number(product.bestsellerRank),
    setKind: product.setKind,
    visible: product.active,
    archivedAt:
      product.archivedAt === null || product.archivedAt === undefined
        ? null
        : new Date(Number(product.archivedAt)).toISOString(),
    partnerPriceCents:
      product.partnerPriceCents === null || product.partnerPriceCents === undefined
        ? null
        : Number(product.partnerPriceCents),
    partnerMinQuantity: Number(product.partnerMinQuantity ?? 1),
    partnerOnly: Boolean(product.partnerOnly),
    translations: all,
    createdAt: iso(product.createdAt),
    updatedAt: iso(product.updatedAt),
  };
}
