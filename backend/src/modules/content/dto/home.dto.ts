import { ApiProperty } from '@nestjs/swagger';
import { LOCALES, type Locale } from '../../../common/i18n/locale.js';
import { CollectionSummaryDto } from '../../catalogue/dto/collection.dto.js';
import { ProductSummaryDto } from '../../catalogue/dto/product.dto.js';
import { BasicSectionDto, FullWidthSectionDto, PostSummaryDto } from './post.dto.js';

export class HomeHeroDto {
  @ApiProperty()
  title: string;
  @ApiProperty({ type: String, nullable: true })
  subtitle: string | null;
  @ApiProperty({ type: String, nullable: true })
  description: string | null;
  @ApiProperty({ type: String, nullable: true })
  image: string | null;
}

/** The blocks of the home page (SPEC §2: hero, bestsellers, member call, gift sets). */
export class HomeResponseDto {
  @ApiProperty({ enum: LOCALES, enumName: 'Locale' })
  locale: Locale;
  /** From the fixed page "home" (title, subtitle, description, hero image); null when there is none. */
  @ApiProperty({ type: HomeHeroDto, nullable: true })
  hero: HomeHeroDto | null;
  /** The home page's three basic sections (brand promises). */
  @ApiProperty({ type: [BasicSectionDto] })
  highlights: BasicSectionDto[];
  @ApiProperty({ type: [ProductSummaryDto] })
  bestsellers: ProductSummaryDto[];
  /** The call to become a member: the home page's full-width section. */
  @ApiProperty({ type: FullWidthSectionDto, nullable: true })
  memberCall: FullWidthSectionDto | null;
  @ApiProperty({ type: [ProductSummaryDto] })
  giftSets: ProductSummaryDto[];
  @ApiProperty({ type: [CollectionSummaryDto] })
  collections: CollectionSummaryDto[];
  /** The newest magazine article with a hero image, for the home page hero teaser. */
  @ApiProperty({ type: PostSummaryDto, nullable: true })
  featuredArticle: PostSummaryDto | null;
  /** The three newest magazine articles. */
  @ApiProperty({ type: [PostSummaryDto] })
  latestArticles: PostSummaryDto[];
}
