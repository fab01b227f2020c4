import { ApiProperty } from '@nestjs/swagger';
import { LOCALES, type Locale } from '../../../common/i18n/locale.js';
import { COLLECTIONS, type CollectionSlug } from '../catalogue.constants.js';
import { ProductSummaryDto } from './product.dto.js';

export class CollectionSummaryDto {
  @ApiProperty({ enum: COLLECTIONS, enumName: 'Collection' })
  slug: CollectionSlug;
  @ApiProperty({ example: 'Blue' })
  name: string;
  @ApiProperty()
  tagline: string;
  /** Who the line is for: age and skin (SPEC §1). */
  @ApiProperty()
  audience: string;
  @ApiProperty({ example: '#2f5d8a' })
  colour: string;
  @ApiProperty({ type: String, nullable: true, example: '15-30' })
  ageRange: string | null;
  @ApiProperty({ type: String, nullable: true })
  image: string | null;
  /** Active products in the line. */
  @ApiProperty()
  productCount: number;
  @ApiProperty({ enum: LOCALES, enumName: 'Locale' })
  locale: Locale;
}

export class CollectionResponseDto extends CollectionSummaryDto {
  @ApiProperty()
  description: string;
  /** Every active product of the line, best sellers first. */
  @ApiProperty({ type: [ProductSummaryDto] })
  products: ProductSummaryDto[];
}

export class CollectionListResponseDto {
  @ApiProperty({ type: [CollectionSummaryDto] })
  data: CollectionSummaryDto[];
}
