import { PageParam, PerPageParam } from '../../../common/http/pagination.js';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsIn, IsOptional } from 'class-validator';
import { LOCALES, type Locale } from '../../../common/i18n/locale.js';
import { LocaleQueryDto } from '../../../common/i18n/locale-query.dto.js';
import {
  COLLECTIONS,
  PRODUCT_SORTS,
  PRODUCT_TYPES,
  PRODUCTS_MAX_PER_PAGE,
  PRODUCTS_PER_PAGE,
  SET_KINDS,
  SKIN_TYPES,
  TIMINGS,
  type CollectionSlug,
  type ProductSort,
  type ProductType,
  type SetKind,
  type SkinType,
  type Timing,
} from '../catalogue.constants.js';

/**
 * A multi-value query parameter: `type=serum,cream` and `type=serum&type=cream` mean the same.
 * Values are trimmed and de-duplicated; each is then checked against its whitelist.
 */
export const toList = ({ value }: { value: unknown }): unknown => {
  if (value === undefined || value === null) return undefined;
  const parts = (Array.isArray(value) ? value : [value]).flatMap((item) =>
    typeof item === 'string' ? item.split(',') : [item],
  );
  return [
    ...new Set(
      parts
        .map((item) => (typeof item === 'string' ? item.trim() : item))
        .filter((item) => item !== ''),
    ),
  ];
};

export class ListProductsQueryDto extends LocaleQueryDto {
  /** One or more lines, comma-separated or repeated. */
  @ApiPropertyOptional({
    enum: COLLECTIONS,
    enumName: 'Collection',
    isArray: true,
    description: 'Comma-separated (a,b) or repeated (?x=a&x=b); any of the values matches.',
  })
  @IsOptional()
  @Transform(toList)
  @IsArray({ message: 'validation.choice' })
  @ArrayMaxSize(COLLECTIONS.length, { message: 'validation.choice' })
  @IsIn(COLLECTIONS, { each: true, message: 'validation.choice' })
  collection?: CollectionSlug[];

  @ApiPropertyOptional({
    enum: SKIN_TYPES,
    enumName: 'SkinType',
    isArray: true,
    description: 'Comma-separated (a,b) or repeated (?x=a&x=b); any of the values matches.',
  })
  @IsOptional()
  @Transform(toList)
  @IsArray({ message: 'validation.choice' })
  @ArrayMaxSize(SKIN_TYPES.length, { message: 'validation.choice' })
  @IsIn(SKIN_TYPES, { each: true, message: 'validation.choice' })
  skinType?: SkinType[];

  @ApiPropertyOptional({
    enum: TIMINGS,
    enumName: 'Timing',
    isArray: true,
    description: 'Comma-separated (a,b) or repeated (?x=a&x=b); any of the values matches.',
  })
  @IsOptional()
  @Transform(toList)
  @IsArray({ message: 'validation.choice' })
  @ArrayMaxSize(TIMINGS.length, { message: 'validation.choice' })
  @IsIn(TIMINGS, { each: true, message: 'validation.choice' })
  timing?: Timing[];

  @ApiPropertyOptional({
    enum: PRODUCT_TYPES,
    enumName: 'ProductType',
    isArray: true,
    description: 'Comma-separated (a,b) or repeated (?x=a&x=b); any of the values matches.',
  })
  @IsOptional()
  @Transform(toList)
  @IsArray({ message: 'validation.choice' })
  @ArrayMaxSize(PRODUCT_TYPES.length, { message: 'validation.choice' })
  @IsIn(PRODUCT_TYPES, { each: true, message: 'validation.choice' })
  type?: ProductType[];

  /** Default: bestseller rank (ranked products first), then name. */
  @ApiPropertyOptional({ enum: PRODUCT_SORTS, enumName: 'ProductSort', default: 'bestseller' })
  @IsOptional()
  @IsIn(PRODUCT_SORTS, { message: 'validation.choice' })
  sort: ProductSort = 'bestseller';

  @PageParam()
  page: number = 1;

  /** "Show more" asks for the next page (or a bigger perPage); "show less" goes back to the first. */
  @PerPageParam(PRODUCTS_PER_PAGE, PRODUCTS_MAX_PER_PAGE)
  perPage: number = PRODUCTS_PER_PAGE;
}

/** The average score and count of a product's approved reviews. */
export class ProductRatingDto {
  /** 1 to 5, one decimal. */
  @ApiProperty({ example: 4.5, minimum: 1, maximum: 5 })
  average: number;

  @ApiProperty({ example: 3, minimum: 1 })
  count: number;
}

export class ProductSummaryDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ example: 'blue-probiotic-serum' })
  slug: string;

  @ApiProperty({ example: 'Probiotisch Serum' })
  name: string;

  @ApiProperty({ type: String, nullable: true })
  subtitle: string | null;

  @ApiProperty({ enum: PRODUCT_TYPES, enumName: 'ProductType' })
  type: ProductType;

  /** The type in the answer's language. */
  @ApiProperty({ example: 'Serum' })
  typeLabel: string;

  @ApiProperty({ enum: COLLECTIONS, enumName: 'Collection' })
  collection: CollectionSlug;

  @ApiProperty({ enum: SKIN_TYPES, enumName: 'SkinType', isArray: true })
  skinTypes: SkinType[];

  @ApiProperty({ enum: TIMINGS, enumName: 'Timing', isArray: true })
  timing: Timing[];

  @ApiProperty({ type: Number, nullable: true, enum: [30, 50] })
  spf: number | null;

  /** Euro cents, VAT included. */
  @ApiProperty({ example: 5900 })
  priceCents: number;

  /** VAT in percent, included in the price. */
  @ApiProperty({ example: 21 })
  vatRate: number;

  /** The price reduced by an automatic promotion now (VAT incl.); null without a reduction. */
  @ApiProperty({ type: Number, nullable: true, example: 4720 })
  promotionPriceCents: number | null;

  /**
   * With a reduction: the lowest price of the 30 days before the reduction began (EU Omnibus
   * directive, Price Indication Directive art. 6a), shown next to the struck-through price.
   */
  @ApiProperty({ type: Number, nullable: true, example: 5900 })
  lowestPrice30Days: number | null;

  @ApiProperty({ enum: ['EUR'] })
  currency: 'EUR';

  @ApiProperty()
  inStock: boolean;

  @ApiProperty({ type: String, nullable: true, example: '30 ml' })
  size: string | null;

  /** Main image URL. */
  @ApiProperty({ type: String, nullable: true })
  image: string | null;

  @ApiProperty({ type: Number, nullable: true })
  bestsellerRank: number | null;

  @ApiProperty({ enum: SET_KINDS, enumName: 'SetKind', nullable: true })
  setKind: SetKind | null;

  /** Approved reviews' average and count; null while the product has none. */
  @ApiProperty({ type: ProductRatingDto, nullable: true })
  rating: ProductRatingDto | null;

  /** Language the texts are in: the requested one, or nl when the product has no translation for it. */
  @ApiProperty({ enum: LOCALES, enumName: 'Locale' })
  locale: Locale;
}

export class CollectionRefDto {
  @ApiProperty({ enum: COLLECTIONS, enumName: 'Collection' })
  slug: CollectionSlug;
  @ApiProperty()
  name: string;
  @ApiProperty({ example: '#2f5d8a' })
  colour: string;
}

export class ProductResponseDto extends ProductSummaryDto {
  @ApiProperty({ type: String, nullable: true })
  description: string | null;

  @ApiProperty({ type: String, nullable: true })
  usage: string | null;

  /** Key ingredients in words. */
  @ApiProperty({ type: String, nullable: true })
  ingredients: string | null;

  /** Full INCI list. */
  @ApiProperty({ type: String, nullable: true })
  inci: string | null;

  @ApiProperty({ type: String, nullable: true })
  consistency: string | null;

  @ApiProperty({ type: [String] })
  images: string[];

  @ApiProperty()
  stock: number;

  @ApiProperty({ type: CollectionRefDto })
  collectionInfo: CollectionRefDto;

  /** "Goes well with", in display order. */
  @ApiProperty({ type: [ProductSummaryDto] })
  related: ProductSummaryDto[];

  /** What a set contains (type `sets`), in display order. */
  @ApiProperty({ type: [ProductSummaryDto] })
  setItems: ProductSummaryDto[];
}

export class FacetValueDto {
  @ApiProperty()
  value: string;
  @ApiProperty()
  label: string;
  /** Products that would match with this value, given the other active filters. */
  @ApiProperty()
  count: number;
  @ApiProperty()
  selected: boolean;
}

export class ProductFacetsDto {
  @ApiProperty({ type: [FacetValueDto] })
  collection: FacetValueDto[];
  @ApiProperty({ type: [FacetValueDto] })
  skinType: FacetValueDto[];
  @ApiProperty({ type: [FacetValueDto] })
  timing: FacetValueDto[];
  @ApiProperty({ type: [FacetValueDto] })
  type: FacetValueDto[];
}

export class ProductListResponseDto {
  @ApiProperty({ type: [ProductSummaryDto] })
  data: ProductSummaryDto[];
  /** Products matching all filters. */
  @ApiProperty()
  total: number;
  @ApiProperty()
  page: number;
  @ApiProperty()
  perPage: number;
  @ApiProperty()
  pageCount: number;
  @ApiProperty({ enum: PRODUCT_SORTS, enumName: 'ProductSort' })
  sort: ProductSort;
  @ApiProperty({ enum: LOCALES, enumName: 'Locale' })
  locale: Locale;
  @ApiProperty({ type: ProductFacetsDto })
  facets: ProductFacetsDto;
}
