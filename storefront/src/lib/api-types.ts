/**
 * Shapes of the public catalogue, content and store answers (backend/openapi.json; checked by
 * `api-types.test.ts`). Shared here because cards and blocks in `components/` show them and
 * several features fetch them.
 */
import type { Collection, Locale } from './routes.ts';

export const productTypes = [
  'cleanser',
  'toner',
  'serum',
  'cream',
  'eye-care',
  'lip-care',
  'mask',
  'peel',
  'exfoliant',
  'dermasoft',
  'gel',
  'foam',
  'lotion',
  'spray',
  'capsules',
  'supplements',
  'day-and-night-care',
  'sets',
] as const;
export type ProductType = (typeof productTypes)[number];

export const skinTypes = [
  'normal',
  'dry',
  'oily',
  'combination',
  'sensitive',
  'problem',
  'mature',
] as const;
export type SkinType = (typeof skinTypes)[number];

export const timings = ['day', 'night'] as const;
export type Timing = (typeof timings)[number];

/** `ProductSummaryDto`: a product in lists, cards and related products. */
export interface ProductSummary {
  readonly id: string;
  readonly slug: string;
  readonly name: string;
  readonly subtitle: string | null;
  readonly type: ProductType;
  /** The type in the answer's language, e.g. "Oogverzorging". */
  readonly typeLabel: string;
  readonly collection: Collection;
  readonly skinTypes: readonly string[];
  readonly timing: readonly string[];
  readonly spf: 30 | 50 | null;
  /** Price including VAT, in cents. */
  readonly priceCents: number;
  readonly vatRate: number;
  readonly currency: 'EUR';
  readonly inStock: boolean;
  readonly size: string | null;
  readonly image: string | null;
  readonly bestsellerRank: number | null;
  readonly setKind: 'gift' | 'routine' | null;
  readonly locale: Locale;
}

/** `CollectionRefDto` */
export interface CollectionRef {
  readonly slug: Collection;
  readonly name: string;
  readonly colour: string;
}

/** `ProductResponseDto`: one product with its texts, images, related products and set contents. */
export interface ProductDetail extends ProductSummary {
  readonly description: string | null;
  readonly usage: string | null;
  /** One ingredient per line, "Name – what it does". */
  readonly ingredients: string | null;
  readonly inci: string | null;
  readonly consistency: string | null;
  readonly images: readonly string[];
  readonly stock: number;
  readonly collectionInfo: CollectionRef;
  readonly related: readonly ProductSummary[];
  readonly setItems: readonly ProductSummary[];
}

export type FacetGroup = 'collection' | 'skinType' | 'timing' | 'type';

/** `FacetValueDto`: one filter value; `count` is the number of matches given the other active filters. */
export interface FacetValue {
  readonly value: string;
  readonly label: string;
  readonly count: number;
  readonly selected: boolean;
}

export type ProductFacets = Readonly<Record<FacetGroup, readonly FacetValue[]>>;

export const productSorts = [
  'bestseller',
  'name-asc',
  'name-desc',
  'price-asc',
  'price-desc',
] as const;
export type ProductSort = (typeof productSorts)[number];

/** `ProductListResponseDto` */
export interface ProductList {
  readonly data: readonly ProductSummary[];
  readonly total: number;
  readonly page: number;
  readonly perPage: number;
  readonly pageCount: number;
  readonly sort: ProductSort;
  readonly locale: Locale;
  readonly facets: ProductFacets;
}

/** `CollectionSummaryDto` */
export interface CollectionSummary {
  readonly slug: Collection;
  readonly name: string;
  readonly tagline: string;
  readonly audience: string;
  readonly colour: string;
  /** e.g. "15-30" or "45+". */
  readonly ageRange: string | null;
  readonly image: string | null;
  readonly productCount: number;
  readonly locale: Locale;
}

/** `CollectionResponseDto` */
export interface CollectionDetail extends CollectionSummary {
  readonly description: string;
  readonly products: readonly ProductSummary[];
}

export type PostType = 'blog' | 'routine' | 'page';

/** `PostSummaryDto`: an article, routine or page in lists and cards. */
export interface PostSummary {
  readonly id: string;
  readonly translationKey: string;
  readonly slug: string;
  readonly type: PostType;
  readonly language: Locale;
  readonly title: string;
  readonly subtitle: string | null;
  readonly description: string | null;
  /** ISO-8601. */
  readonly publishedAt: string;
  readonly tags: readonly string[];
  readonly thumbnailLandscape: string | null;
  readonly thumbnailSquare: string | null;
  readonly heroImage: string | null;
  readonly readingMinutes: number;
}

/** `TwoColumnBlockDto`: text (sanitised HTML) beside an image. */
export interface TwoColumnBlock {
  readonly title: string;
  readonly text: string;
  readonly image: string;
  readonly linkLabel?: string | null;
  readonly linkUrl?: string | null;
  readonly imagePosition: 'left' | 'right';
}

/** `FullWidthSectionDto`: a band with a background image. */
export interface FullWidthSection {
  readonly image: string;
  readonly title?: string | null;
  readonly text: string;
  readonly linkLabel?: string | null;
  readonly linkUrl?: string | null;
}

/** `BasicSectionDto` */
export interface BasicSection {
  readonly title?: string | null;
  readonly text: string;
}

/** `PostAlternateDto`: the same post in another language (its slug differs). */
export interface PostAlternate {
  readonly language: Locale;
  readonly slug: string;
}

/** `PostResponseDto`: an article, routine or fixed page with all its blocks. `content`, `content2` and block texts are sanitised HTML. */
export interface PostDetail extends PostSummary {
  readonly content: string;
  readonly content2: string | null;
  readonly images: readonly string[];
  readonly twoColumnBlocks: readonly TwoColumnBlock[];
  readonly featuredProducts: readonly ProductSummary[];
  readonly fullWidthSection: FullWidthSection | null;
  readonly basicSections: readonly BasicSection[];
  readonly alternates: readonly PostAlternate[];
  readonly updatedAt: string;
}

/** `PostListResponseDto` */
export interface PostList {
  readonly data: readonly PostSummary[];
  readonly total: number;
  readonly page: number;
  readonly perPage: number;
  readonly pageCount: number;
  readonly type: 'blog' | 'routine';
  readonly sort: 'latest' | 'oldest';
  readonly locale: Locale;
}
