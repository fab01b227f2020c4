import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, Max, Min } from 'class-validator';
import { LOCALES, type Locale } from '../../../common/i18n/locale.js';
import { IsLocale } from '../../../common/validation/validators.js';
import { ProductSummaryDto } from '../../catalogue/dto/product.dto.js';

export class SearchQueryDto {
  /** What the shopper typed (at most 200 characters; any character is safe). */
  @ApiPropertyOptional({ example: 'zonnecrème' })
  @IsOptional()
  @IsString({ message: 'validation.text' })
  q?: string;

  @IsLocale({ optional: true, description: 'Overrides Accept-Language.' })
  locale?: Locale;

  /** At most this many products, articles and routines each (default 12). */
  @ApiPropertyOptional({ minimum: 1, maximum: 48, default: 12 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'validation.number' })
  @Min(1, { message: 'validation.number' })
  @Max(48, { message: 'validation.number' })
  limit?: number;
}

/** An article or routine found by the search. */
export class SearchPostDto {
  @ApiProperty({ format: 'uuid' })
  id: string;
  @ApiProperty({ enum: ['blog', 'routine'] })
  type: 'blog' | 'routine';
  @ApiProperty()
  slug: string;
  @ApiProperty()
  title: string;
  @ApiProperty({ type: String, nullable: true })
  summary: string | null;
  @ApiProperty({ type: String, nullable: true })
  image: string | null;
  /** The asked language, or nl where the piece has no version in it. */
  @ApiProperty({ enum: LOCALES, enumName: 'Locale' })
  language: Locale;
}

export class SearchResponseDto {
  @ApiProperty()
  query: string;
  @ApiProperty({ enum: LOCALES, enumName: 'Locale' })
  locale: Locale;
  /** Products, articles and routines found. */
  @ApiProperty()
  total: number;
  @ApiProperty({ type: [ProductSummaryDto] })
  products: ProductSummaryDto[];
  @ApiProperty({ type: [SearchPostDto] })
  articles: SearchPostDto[];
  @ApiProperty({ type: [SearchPostDto] })
  routines: SearchPostDto[];
  /** The best sellers, offered when nothing was found (empty otherwise). */
  @ApiProperty({ type: [ProductSummaryDto] })
  bestsellers: ProductSummaryDto[];
}
