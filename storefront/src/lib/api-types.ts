/**
 * Readable names for the public catalogue, content and store answers, all generated from
 * backend/openapi.json (`src/api/generated/`). Shared here because cards and blocks in
 * `components/` show them and several features fetch them.
 */
import type {
  BasicSectionDto,
  CollectionRefDto,
  CollectionResponseDto,
  CollectionSummaryDto,
  FacetValueDto,
  FullWidthSectionDto,
  PostAlternateDto,
  PostListResponseDto,
  PostResponseDto,
  PostSummaryDto,
  ProductResponseDto,
  ProductFacetsDto,
  ProductListResponseDto,
  ProductSummaryDto,
  TwoColumnBlockDto,
} from '../api/generated/shop-api.ts';

export {
  PRODUCT_SORTS as productSorts,
  PRODUCT_TYPES as productTypes,
  SKIN_TYPES as skinTypes,
  TIMINGS as timings,
} from '../api/generated/enums.ts';
export type {
  PostType,
  ProductSort,
  ProductType,
  SkinType,
  Timing,
} from '../api/generated/enums.ts';

/** A product in lists, cards and related products. */
export type ProductSummary = ProductSummaryDto;
export type CollectionRef = CollectionRefDto;
/** One product with its texts, images, related products and set contents. */
export type ProductDetail = ProductResponseDto;
export type ProductFacets = ProductFacetsDto;
export type FacetGroup = keyof ProductFacetsDto;
/** One filter value; `count` is the number of matches given the other active filters. */
export type FacetValue = FacetValueDto;
export type ProductList = ProductListResponseDto;
export type CollectionSummary = CollectionSummaryDto;
export type CollectionDetail = CollectionResponseDto;
/** An article, routine or page in lists and cards. */
export type PostSummary = PostSummaryDto;
/** Text (sanitised HTML) beside an image. */
export type TwoColumnBlock = TwoColumnBlockDto;
/** A band with a background image. */
export type FullWidthSection = FullWidthSectionDto;
export type BasicSection = BasicSectionDto;
/** The same post in another language (its slug differs). */
export type PostAlternate = PostAlternateDto;
/** An article, routine or fixed page with all its blocks; texts are sanitised HTML. */
export type PostDetail = PostResponseDto;
export type PostList = PostListResponseDto;
