import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
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
import { COLLECTIONS, type CollectionSlug } from '../catalogue.constants.js';

export const ADMIN_COLLECTION_SORTS = ['position', 'slug', 'updatedAt'] as const;
export type AdminCollectionSort = (typeof ADMIN_COLLECTION_SORTS)[number];

/** An image: an https URL or one of the shop's own paths (`/api/uploads/…`). */
export const IMAGE_URL = /^(https:\/\/[^\s]+|\/api\/[^\s]+)$/;

export class ListAdminCollectionsQueryDto extends ListQueryDto {
  @ApiPropertyOptional({ enum: ADMIN_COLLECTION_SORTS, enumName: 'AdminCollectionSort' })
  @IsOptional()
  @IsIn(ADMIN_COLLECTION_SORTS, { message: 'validation.choice' })
  declare sort?: AdminCollectionSort;
}

/** Texts of a collection in one language. For nl the name is required; another language left empty is removed. */
export class CollectionTextsInputDto {
  @ApiPropertyOptional({ maxLength: 60 })
  @IsOptional()
  @IsString()
  @MaxLength(60, { message: 'validation.tooLong' })
  name?: string | null;

  /** One line under the name, e.g. "Probiotic balance". */
  @ApiPropertyOptional({ maxLength: 200 })
  @IsOptional()
  @IsString()
  @MaxLength(200, { message: 'validation.tooLong' })
  tagline?: string | null;

  /** Who the line is for (age, skin). */
  @ApiPropertyOptional({ maxLength: 300 })
  @IsOptional()
  @IsString()
  @MaxLength(300, { message: 'validation.tooLong' })
  audience?: string | null;

  @ApiPropertyOptional({ maxLength: 5000 })
  @IsOptional()
  @IsString()
  @MaxLength(5000, { message: 'validation.tooLong' })
  description?: string | null;
}

export class CollectionTranslationsInputDto {
  @ApiPropertyOptional({ type: CollectionTextsInputDto })
  @IsOptional()
  @ValidateNested()
  @Type(() => CollectionTextsInputDto)
  nl?: CollectionTextsInputDto;

  @ApiPropertyOptional({ type: CollectionTextsInputDto, nullable: true })
  @IsOptional()
  @ValidateNested()
  @Type(() => CollectionTextsInputDto)
  en?: CollectionTextsInputDto | null;

  @ApiPropertyOptional({ type: CollectionTextsInputDto, nullable: true })
  @IsOptional()
  @ValidateNested()
  @Type(() => CollectionTextsInputDto)
  de?: CollectionTextsInputDto | null;

  @ApiPropertyOptional({ type: CollectionTextsInputDto, nullable: true })
  @IsOptional()
  @ValidateNested()
  @Type(() => CollectionTextsInputDto)
  fr?: CollectionTextsInputDto | null;
}

/** A partial update: only the fields sent change (the id never does). */
export class UpdateAdminCollectionDto {
  /** Line colour, #rrggbb. */
  @ApiPropertyOptional({ example: '#2f5d8a' })
  @IsOptional()
  @IsString()
  @Matches(/^#[0-9a-fA-F]{6}$/, { message: 'validation.colour' })
  colour?: string;

  /** Order on the site (lowest first). */
  @ApiPropertyOptional({ minimum: 0, maximum: 999 })
  @IsOptional()
  @IsInt({ message: 'validation.integer' })
  @Min(0, { message: 'validation.min' })
  @Max(999, { message: 'validation.max' })
  position?: number;

  /** Typical age range, e.g. "15-30", "45+". */
  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 20 })
  @IsOptional()
  @ValidateIf((_object, value) => value !== null)
  @IsString()
  @MaxLength(20, { message: 'validation.tooLong' })
  ageRange?: string | null;

  /** Image URL: https, or a path of the shop's own uploads. */
  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 500 })
  @IsOptional()
  @ValidateIf((_object, value) => value !== null && value !== '')
  @IsString()
  @MaxLength(500, { message: 'validation.tooLong' })
  @Matches(IMAGE_URL, { message: 'validation.url' })
  image?: string | null;

  @ApiPropertyOptional({ type: CollectionTranslationsInputDto })
  @IsOptional()
  @ValidateNested()
  @Type(() => CollectionTranslationsInputDto)
  translations?: CollectionTranslationsInputDto;
}

export class CreateAdminCollectionDto extends UpdateAdminCollectionDto {
  /** The line's id, also its URL word (one of the shop's lines). */
  @ApiProperty({ enum: COLLECTIONS, enumName: 'Collection' })
  @IsIn(COLLECTIONS, { message: 'validation.choice' })
  slug: CollectionSlug;
}

export class AdminCollectionTextsDto {
  @ApiProperty()
  name: string;
  @ApiProperty()
  tagline: string;
  @ApiProperty()
  audience: string;
  @ApiProperty()
  description: string;
}

export class AdminCollectionTranslationsDto {
  @ApiProperty({ type: AdminCollectionTextsDto })
  nl: AdminCollectionTextsDto;
  @ApiProperty({ type: AdminCollectionTextsDto, nullable: true })
  en: AdminCollectionTextsDto | null;
  @ApiProperty({ type: AdminCollectionTextsDto, nullable: true })
  de: AdminCollectionTextsDto | null;
  @ApiProperty({ type: AdminCollectionTextsDto, nullable: true })
  fr: AdminCollectionTextsDto | null;
}

export class AdminCollectionResponseDto {
  /** The slug (react-admin's record id). */
  @ApiProperty({ enum: COLLECTIONS, enumName: 'Collection' })
  id: CollectionSlug;
  @ApiProperty({ enum: COLLECTIONS, enumName: 'Collection' })
  slug: CollectionSlug;
  /** The Dutch name (the list column). */
  @ApiProperty()
  name: string;
  @ApiProperty({ example: '#2f5d8a' })
  colour: string;
  @ApiProperty()
  position: number;
  @ApiProperty({ type: String, nullable: true })
  ageRange: string | null;
  @ApiProperty({ type: String, nullable: true })
  image: string | null;
  /** Products of the line, hidden ones too (a line with products cannot be deleted). */
  @ApiProperty()
  productCount: number;
  @ApiProperty({ type: AdminCollectionTranslationsDto })
  translations: AdminCollectionTranslationsDto;
  @ApiProperty()
  createdAt: string;
  @ApiProperty()
  updatedAt: string;
}

export class AdminCollectionListResponseDto implements ListResponse<AdminCollectionResponseDto> {
  @ApiProperty({ type: [AdminCollectionResponseDto] })
  data: AdminCollectionResponseDto[];
  @ApiProperty()
  total: number;
}
