import { PageParam, PerPageParam } from '../../../common/http/pagination.js';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsISO8601,
  IsNotEmpty,
  IsOptional,
  IsString,
  IsUUID,
  Matches,
  MaxLength,
  ValidateNested,
} from 'class-validator';
import { LOCALES, type Locale } from '../../../common/i18n/locale.js';
import { ProductSummaryDto } from '../../catalogue/dto/product.dto.js';
import { LocaleQueryDto } from '../../../common/i18n/locale-query.dto.js';
import {
  FEATURED_PRODUCTS_MAX,
  LISTED_POST_TYPES,
  POST_SORTS,
  POST_TYPES,
  POSTS_MAX_PER_PAGE,
  POSTS_PER_PAGE,
  SECTION_TEXT_MAX,
  type ListedPostType,
  type PostSort,
  type PostType,
} from '../content.constants.js';
import type {
  BasicSection,
  FullWidthSection,
  PostAttachment,
  PostEntity,
  TwoColumnBlock,
} from '../entities/post.entity.js';
import { IsLocale } from '../../../common/validation/validators.js';

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

// ---------------------------------------------------------------------------------------------
// Input: what savePost takes (the seeds now, the back-office editor later). Link, image and
// featured-product rules and the sanitising of rich text are applied by ContentService.
// ---------------------------------------------------------------------------------------------

export class TwoColumnBlockDto implements TwoColumnBlock {
  @ApiProperty()
  @IsString({ message: 'validation.required' })
  @IsNotEmpty({ message: 'validation.required' })
  @MaxLength(200, { message: 'validation.tooLong' })
  title: string;

  /** Rich text (sanitised on save). */
  @ApiProperty()
  @IsString({ message: 'validation.required' })
  @IsNotEmpty({ message: 'validation.required' })
  @MaxLength(5000, { message: 'validation.tooLong' })
  text: string;

  @ApiProperty({ description: 'Image URL (jpeg, jpg, png, gif or svg)' })
  @IsString({ message: 'validation.required' })
  @IsNotEmpty({ message: 'validation.required' })
  @MaxLength(500, { message: 'validation.tooLong' })
  image: string;

  @ApiPropertyOptional({ type: String, nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(80, { message: 'validation.tooLong' })
  linkLabel?: string | null;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    description: 'https://…, our own host or a /path',
  })
  @IsOptional()
  @IsString()
  @MaxLength(500, { message: 'validation.tooLong' })
  linkUrl?: string | null;

  @ApiProperty({ enum: ['left', 'right'] })
  @IsIn(['left', 'right'], { message: 'validation.choice' })
  imagePosition: 'left' | 'right';
}

export class FullWidthSectionDto implements FullWidthSection {
  @ApiProperty({ description: 'Background image URL' })
  @IsString({ message: 'validation.required' })
  @IsNotEmpty({ message: 'validation.required' })
  @MaxLength(500, { message: 'validation.tooLong' })
  image: string;

  @ApiPropertyOptional({ type: String, nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(120, { message: 'validation.tooLong' })
  title?: string | null;

  /** Plain text, at most 250 characters. */
  @ApiProperty({ maxLength: SECTION_TEXT_MAX })
  @IsString({ message: 'validation.required' })
  @IsNotEmpty({ message: 'validation.required' })
  @MaxLength(SECTION_TEXT_MAX, { message: 'validation.maxSectionLength' })
  text: string;

  @ApiPropertyOptional({ type: String, nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(80, { message: 'validation.tooLong' })
  linkLabel?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(500, { message: 'validation.tooLong' })
  linkUrl?: string | null;
}

export class BasicSectionDto implements BasicSection {
  @ApiPropertyOptional({ type: String, nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(120, { message: 'validation.tooLong' })
  title?: string | null;

  /** Plain text, at most 250 characters. */
  @ApiProperty({ maxLength: SECTION_TEXT_MAX })
  @IsString({ message: 'validation.required' })
  @IsNotEmpty({ message: 'validation.required' })
  @MaxLength(SECTION_TEXT_MAX, { message: 'validation.maxSectionLength' })
  text: string;
}

/** A training attachment: a label and an https link (or our own host / a /path). */
export class PostAttachmentDto implements PostAttachment {
  @ApiProperty()
  @IsString({ message: 'validation.required' })
  @IsNotEmpty({ message: 'validation.required' })
  @MaxLength(120, { message: 'validation.tooLong' })
  label: string;

  @ApiProperty()
  @IsString({ message: 'validation.required' })
  @IsNotEmpty({ message: 'validation.required' })
  @MaxLength(500, { message: 'validation.tooLong' })
  url: string;
}

export class SavePostDto {
  /** Given: updates that post; absent: creates one. */
  @ApiPropertyOptional({ format: 'uuid' })
  @IsOptional()
  @IsUUID('all', { message: 'validation.id' })
  id?: string;

  /** Shared by the language versions of one piece; defaults to the slug. */
  @ApiPropertyOptional({ example: 'skin-clock' })
  @IsOptional()
  @IsString()
  @Matches(SLUG, { message: 'validation.slug' })
  @MaxLength(120, { message: 'validation.tooLong' })
  translationKey?: string;

  @IsLocale({ message: 'validation.required' })
  language: Locale;

  @ApiProperty({ enum: POST_TYPES, enumName: 'PostType' })
  @IsIn(POST_TYPES, { message: 'validation.required' })
  type: PostType;

  @ApiProperty()
  @IsString({ message: 'validation.required' })
  @IsNotEmpty({ message: 'validation.required' })
  @MaxLength(200, { message: 'validation.tooLong' })
  name: string;

  @ApiProperty({ example: 'de-klok-van-je-huid' })
  @IsString({ message: 'validation.required' })
  @IsNotEmpty({ message: 'validation.required' })
  @Matches(SLUG, { message: 'validation.slug' })
  @MaxLength(200, { message: 'validation.tooLong' })
  slug: string;

  @ApiProperty()
  @IsString({ message: 'validation.required' })
  @IsNotEmpty({ message: 'validation.required' })
  @MaxLength(200, { message: 'validation.tooLong' })
  title: string;

  @ApiPropertyOptional({ type: String, nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(300, { message: 'validation.tooLong' })
  subtitle?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(1000, { message: 'validation.tooLong' })
  description?: string | null;

  /** ISO 8601 date-time from which the post is visible. */
  @ApiProperty({ example: '2025-03-01T08:00:00.000Z' })
  @IsISO8601({ strict: true }, { message: 'validation.date' })
  publishAt: string;

  /** ISO 8601 date-time from which the post is hidden; null = never. */
  @ApiPropertyOptional({ type: String, nullable: true })
  @IsOptional()
  @IsISO8601({ strict: true }, { message: 'validation.date' })
  removeAt?: string | null;

  @ApiProperty()
  @IsBoolean({ message: 'validation.choice' })
  published: boolean;

  @ApiPropertyOptional({ type: [String] })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(20, { message: 'validation.tooMany' })
  @IsString({ each: true })
  @MaxLength(40, { each: true, message: 'validation.tooLong' })
  tags?: string[];

  @ApiPropertyOptional({ type: String, nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(500, { message: 'validation.tooLong' })
  thumbnailLandscape?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(500, { message: 'validation.tooLong' })
  thumbnailSquare?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(500, { message: 'validation.tooLong' })
  heroImage?: string | null;

  /** Image URLs in display order. */
  @ApiPropertyOptional({ type: [String] })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(30, { message: 'validation.tooMany' })
  @IsString({ each: true })
  @MaxLength(500, { each: true, message: 'validation.tooLong' })
  images?: string[];

  /** Rich text (sanitised on save). */
  @ApiProperty()
  @IsString({ message: 'validation.required' })
  @IsNotEmpty({ message: 'validation.required' })
  @MaxLength(100_000, { message: 'validation.tooLong' })
  content: string;

  @ApiPropertyOptional({ type: String, nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(100_000, { message: 'validation.tooLong' })
  content2?: string | null;

  @ApiPropertyOptional({ type: [TwoColumnBlockDto] })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(10, { message: 'validation.tooMany' })
  @ValidateNested({ each: true })
  @Type(() => TwoColumnBlockDto)
  twoColumnBlocks?: TwoColumnBlockDto[];

  /** 2 to 6 product slugs, or none. */
  @ApiPropertyOptional({ type: [String], maxItems: FEATURED_PRODUCTS_MAX })
  @IsOptional()
  @IsArray()
  @IsString({ each: true })
  featuredProducts?: string[];

  @ApiPropertyOptional({ type: FullWidthSectionDto, nullable: true })
  @IsOptional()
  @ValidateNested()
  @Type(() => FullWidthSectionDto)
  fullWidthSection?: FullWidthSectionDto | null;

  /** Up to three basic sections. */
  @ApiPropertyOptional({ type: [BasicSectionDto], maxItems: 3 })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(3, { message: 'validation.tooMany' })
  @ValidateNested({ each: true })
  @Type(() => BasicSectionDto)
  basicSections?: BasicSectionDto[];

  /** Trainings: documents or videos by URL. */
  @ApiPropertyOptional({ type: [PostAttachmentDto] })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(20, { message: 'validation.tooMany' })
  @ValidateNested({ each: true })
  @Type(() => PostAttachmentDto)
  attachments?: PostAttachmentDto[] | null;

  /** Trainings: ISO 8601 date-time of a live session; null = none. */
  @ApiPropertyOptional({ type: String, nullable: true })
  @IsOptional()
  @IsISO8601({ strict: true }, { message: 'validation.date' })
  sessionAt?: string | null;

  /** Trainings: where the live session takes place. */
  @ApiPropertyOptional({ type: String, nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(200, { message: 'validation.tooLong' })
  sessionLocation?: string | null;
}

// ---------------------------------------------------------------------------------------------
// Queries
// ---------------------------------------------------------------------------------------------

export class ListPostsQueryDto extends LocaleQueryDto {
  @ApiPropertyOptional({ enum: LISTED_POST_TYPES, enumName: 'ListedPostType', default: 'blog' })
  @IsOptional()
  @IsIn(LISTED_POST_TYPES, { message: 'validation.choice' })
  type: ListedPostType = 'blog';

  @ApiPropertyOptional({ enum: POST_SORTS, enumName: 'PostSort', default: 'latest' })
  @IsOptional()
  @IsIn(POST_SORTS, { message: 'validation.choice' })
  sort: PostSort = 'latest';

  @PageParam()
  page: number = 1;

  @PerPageParam(POSTS_PER_PAGE, POSTS_MAX_PER_PAGE)
  perPage: number = POSTS_PER_PAGE;
}

export class GetPostQueryDto extends LocaleQueryDto {
  /** Restricts the lookup to articles or routines (the magazine and routine pages). */
  @ApiPropertyOptional({ enum: LISTED_POST_TYPES, enumName: 'ListedPostType' })
  @IsOptional()
  @IsIn(LISTED_POST_TYPES, { message: 'validation.choice' })
  type?: ListedPostType;
}

// ---------------------------------------------------------------------------------------------
// Output
// ---------------------------------------------------------------------------------------------

/** The product lines a routine can belong to (the catalogue's line collections). */
export const ROUTINE_LINES = ['blue', 'black', 'gold', 'grey'] as const;
export type RoutineLine = (typeof ROUTINE_LINES)[number];
/** When a routine is done. */
export const ROUTINE_TIMES = ['morning', 'evening', 'weekly'] as const;
export type RoutineTime = (typeof ROUTINE_TIMES)[number];

/** Tags that say when a routine is done (editors set them in the back-office). */
const TIME_TAGS: Readonly<Record<string, RoutineTime>> = {
  morning: 'morning',
  evening: 'evening',
  night: 'evening',
  weekly: 'weekly',
};

/** What a routine card shows: the line, the number of steps (its products) and when it is done. */
export class RoutineFactsDto {
  /** The product line, from the routine's tags; null for a routine across lines. */
  @ApiProperty({ enum: ROUTINE_LINES, enumName: 'RoutineLine', nullable: true })
  line: RoutineLine | null;
  /** The number of steps: the products the routine uses. */
  @ApiProperty()
  steps: number;
  /** Morning, evening and/or weekly, from the routine's tags, in that order. */
  @ApiProperty({ enum: ROUTINE_TIMES, enumName: 'RoutineTime', isArray: true })
  times: RoutineTime[];
}

/** The routine facts derived from a routine's tags and products. */
export function routineFacts(
  tags: readonly string[],
  featuredProducts: readonly string[] | undefined,
): RoutineFactsDto {
  const line = ROUTINE_LINES.find((candidate) => tags.includes(candidate)) ?? null;
  const found = new Set(tags.flatMap((tag) => (TIME_TAGS[tag] ? [TIME_TAGS[tag]] : [])));
  return {
    line,
    steps: featuredProducts?.length ?? 0,
    times: ROUTINE_TIMES.filter((time) => found.has(time)),
  };
}

export class PostSummaryDto {
  @ApiProperty({ format: 'uuid' })
  id: string;
  @ApiProperty()
  translationKey: string;
  @ApiProperty()
  slug: string;
  @ApiProperty({ enum: POST_TYPES, enumName: 'PostType' })
  type: PostType;
  /** The language of this post: the requested one, or nl when the piece has no version in it. */
  @ApiProperty({ enum: LOCALES, enumName: 'Locale' })
  language: Locale;
  @ApiProperty()
  title: string;
  @ApiProperty({ type: String, nullable: true })
  subtitle: string | null;
  @ApiProperty({ type: String, nullable: true })
  description: string | null;
  /** ISO 8601. */
  @ApiProperty()
  publishedAt: string;
  @ApiProperty({ type: [String] })
  tags: string[];
  @ApiProperty({ type: String, nullable: true })
  thumbnailLandscape: string | null;
  @ApiProperty({ type: String, nullable: true })
  thumbnailSquare: string | null;
  @ApiProperty({ type: String, nullable: true })
  heroImage: string | null;
  @ApiProperty()
  readingMinutes: number;
  /** Routines only (null otherwise): line, number of steps and time of day for the card. */
  @ApiProperty({ type: RoutineFactsDto, nullable: true })
  routine: RoutineFactsDto | null;
}

export class PostAlternateDto {
  @ApiProperty({ enum: LOCALES, enumName: 'Locale' })
  language: Locale;
  @ApiProperty()
  slug: string;
}

export class PostResponseDto extends PostSummaryDto {
  /** Sanitised HTML. */
  @ApiProperty()
  content: string;
  /** Sanitised HTML. */
  @ApiProperty({ type: String, nullable: true })
  content2: string | null;
  @ApiProperty({ type: [String] })
  images: string[];
  @ApiProperty({ type: [TwoColumnBlockDto] })
  twoColumnBlocks: TwoColumnBlockDto[];
  /** The featured products that are still on sale, in the order chosen, in the answer's language. */
  @ApiProperty({ type: [ProductSummaryDto] })
  featuredProducts: ProductSummaryDto[];
  @ApiProperty({ type: FullWidthSectionDto, nullable: true })
  fullWidthSection: FullWidthSectionDto | null;
  @ApiProperty({ type: [BasicSectionDto] })
  basicSections: BasicSectionDto[];
  /** Visible versions of this piece in every language (language switch, hreflang). */
  @ApiProperty({ type: [PostAlternateDto] })
  alternates: PostAlternateDto[];
  /**
   * true: the requested language has no published version, so this is the nl text (`language`
   * says nl); the storefront shows a notice above it.
   */
  @ApiProperty()
  languageFallback: boolean;
  /** ISO 8601. */
  @ApiProperty()
  updatedAt: string;
}

export class PostListResponseDto {
  @ApiProperty({ type: [PostSummaryDto] })
  data: PostSummaryDto[];
  @ApiProperty()
  total: number;
  @ApiProperty()
  page: number;
  @ApiProperty()
  perPage: number;
  @ApiProperty()
  pageCount: number;
  @ApiProperty({ enum: LISTED_POST_TYPES, enumName: 'ListedPostType' })
  type: ListedPostType;
  @ApiProperty({ enum: POST_SORTS, enumName: 'PostSort' })
  sort: PostSort;
  @ApiProperty({ enum: LOCALES, enumName: 'Locale' })
  locale: Locale;
}

export function toPostSummary(
  post: Pick<
    PostEntity,
    | 'id'
    | 'translationKey'
    | 'slug'
    | 'type'
    | 'language'
    | 'title'
    | 'subtitle'
    | 'description'
    | 'publishAt'
    | 'tags'
    | 'thumbnailLandscape'
    | 'thumbnailSquare'
    | 'heroImage'
    | 'readingMinutes'
    | 'featuredProducts'
  >,
): PostSummaryDto {
  return {
    id: post.id,
    translationKey: post.translationKey,
    slug: post.slug,
    type: post.type,
    language: post.language,
    title: post.title,
    subtitle: post.subtitle,
    description: post.description,
    publishedAt: new Date(post.publishAt).toISOString(),
    tags: post.tags,
    thumbnailLandscape: post.thumbnailLandscape,
    thumbnailSquare: post.thumbnailSquare,
    heroImage: post.heroImage,
    readingMinutes: post.readingMinutes,
    routine: post.type === 'routine' ? routineFacts(post.tags, post.featuredProducts) : null,
  };
}

export function toPostResponse(
  post: PostEntity,
  featuredProducts: ProductSummaryDto[],
  alternates: PostAlternateDto[],
  languageFallback = false,
): PostResponseDto {
  return {
    ...toPostSummary(post),
    content: post.content,
    content2: post.content2,
    images: post.images,
    twoColumnBlocks: post.twoColumnBlocks.map((block) => ({
      ...block,
      linkLabel: block.linkLabel ?? null,
      linkUrl: block.linkUrl ?? null,
    })),
    featuredProducts,
    fullWidthSection: post.fullWidthSection
      ? {
          ...post.fullWidthSection,
          title: post.fullWidthSection.title ?? null,
          linkLabel: post.fullWidthSection.linkLabel ?? null,
          linkUrl: post.fullWidthSection.linkUrl ?? null,
        }
      : null,
    basicSections: post.basicSections.map((section) => ({
      title: section.title ?? null,
      text: section.text,
    })),
    alternates,
    languageFallback,
    updatedAt: post.updatedAt.toISOString(),
  };
}
