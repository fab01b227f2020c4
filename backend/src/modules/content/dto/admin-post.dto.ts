import { ApiProperty, ApiPropertyOptional, OmitType, PartialType } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsOptional,
  IsString,
  IsUUID,
  MaxLength,
} from 'class-validator';
import { ListQueryDto } from '../../../common/http/pagination.js';
import { LOCALES, type Locale } from '../../../common/i18n/locale.js';
import { POST_TYPES, type PostType } from '../content.constants.js';
import {
  BasicSectionDto,
  FullWidthSectionDto,
  PostAttachmentDto,
  SavePostDto,
  TwoColumnBlockDto,
} from './post.dto.js';
import { IsBooleanish, IsLocale } from '../../../common/validation/validators.js';

const toArray = ({ value }: { value: unknown }) =>
  value === undefined ? undefined : Array.isArray(value) ? value : [value];

export const ADMIN_POST_SORTS = [
  'publishAt',
  'updatedAt',
  'createdAt',
  'title',
  'name',
  'slug',
  'language',
  'type',
  'published',
] as const;

export class ListAdminPostsQueryDto extends ListQueryDto {
  @ApiPropertyOptional({ enum: POST_TYPES, enumName: 'PostType' })
  @IsOptional()
  @IsIn(POST_TYPES, { message: 'validation.choice' })
  type?: PostType;

  @IsLocale({ optional: true })
  language?: Locale;

  @IsBooleanish()
  published?: boolean;

  /** true: only what the storefront shows now (published and inside the publish/removal window). */
  @IsBooleanish()
  live?: boolean;

  /** The language versions of one piece. */
  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(120)
  translationKey?: string;

  /** Posts with any of these tags (repeat the parameter for more). */
  @ApiPropertyOptional({ type: [String] })
  @IsOptional()
  @Transform(toArray)
  @IsArray()
  @ArrayMaxSize(20)
  @IsString({ each: true })
  @MaxLength(40, { each: true })
  tags?: string[];

  /** Searches name, title and slug. */
  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(100)
  q?: string;

  @ApiPropertyOptional({ enum: ADMIN_POST_SORTS, enumName: 'AdminPostSort', default: 'publishAt' })
  @IsOptional()
  @IsIn(ADMIN_POST_SORTS, { message: 'validation.choice' })
  declare sort?: (typeof ADMIN_POST_SORTS)[number];
}

/**
 * A post as the back-office edits it: every field of SPEC §3. Featured products are product ids
 * (the catalogue's), in display order; they are stored by slug.
 */
export class CreateAdminPostDto extends OmitType(SavePostDto, [
  'id',
  'featuredProducts',
  'published',
] as const) {
  @ApiPropertyOptional({
    default: false,
    description: 'Use publish / unpublish to change it later',
  })
  @IsOptional()
  @IsBoolean({ message: 'validation.choice' })
  published?: boolean;

  /** 2 to 6 product ids, or none. */
  @ApiPropertyOptional({ type: [String], format: 'uuid' })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(20, { message: 'validation.featuredProductsCount' })
  @IsUUID('all', { each: true, message: 'validation.unknownProduct' })
  featuredProducts?: string[];
}

/** PATCH: only the fields that changed (react-admin sends those). */
export class UpdateAdminPostDto extends PartialType(CreateAdminPostDto) {}

/** One language version of a piece (the translation group a post belongs to). */
export class PostTranslationDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ enum: LOCALES, enumName: 'Locale' }) language: Locale;
  @ApiProperty() slug: string;
  @ApiProperty() title: string;
  @ApiProperty() published: boolean;
  @ApiProperty() live: boolean;
}

export class AdminPostResponseDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() translationKey: string;
  @ApiProperty({ enum: LOCALES, enumName: 'Locale' }) language: Locale;
  @ApiProperty({ enum: POST_TYPES, enumName: 'PostType' }) type: PostType;
  @ApiProperty() name: string;
  @ApiProperty() slug: string;
  @ApiProperty() title: string;
  @ApiProperty({ type: String, nullable: true }) subtitle: string | null;
  @ApiProperty({ type: String, nullable: true }) description: string | null;
  /** ISO 8601. */
  @ApiProperty() publishAt: string;
  @ApiProperty({ type: String, nullable: true }) removeAt: string | null;
  @ApiProperty() published: boolean;
  /** Published and now inside the publish/removal window: what the storefront shows. */
  @ApiProperty() live: boolean;
  @ApiProperty({ type: [String] }) tags: string[];
  @ApiProperty({ type: String, nullable: true }) thumbnailLandscape: string | null;
  @ApiProperty({ type: String, nullable: true }) thumbnailSquare: string | null;
  @ApiProperty({ type: String, nullable: true }) heroImage: string | null;
  @ApiProperty({ type: [String] }) images: string[];
  @ApiProperty() content: string;
  @ApiProperty({ type: String, nullable: true }) content2: string | null;
  @ApiProperty({ type: [TwoColumnBlockDto] }) twoColumnBlocks: TwoColumnBlockDto[];
  /** Product ids in display order (a product removed from the catalogue drops out). */
  @ApiProperty({ type: [String] }) featuredProducts: string[];
  @ApiProperty({ type: FullWidthSectionDto, nullable: true })
  fullWidthSection: FullWidthSectionDto | null;
  @ApiProperty({ type: [BasicSectionDto] }) basicSections: BasicSectionDto[];
  /** Trainings: attachments by URL, live session date (ISO 8601) and place. */
  @ApiProperty({ type: [PostAttachmentDto] }) attachments: PostAttachmentDto[];
  @ApiProperty({ type: String, nullable: true }) sessionAt: string | null;
  @ApiProperty({ type: String, nullable: true }) sessionLocation: string | null;
  @ApiProperty() readingMinutes: number;
  /** Every language version of this piece (same translation key and type), this one included, in nl, en, de, fr order. */
  @ApiProperty({ type: [PostTranslationDto] }) translations: PostTranslationDto[];
  @ApiProperty() createdAt: string;
  @ApiProperty() updatedAt: string;
}

export class AdminPostListResponseDto {
  @ApiProperty({ type: [AdminPostResponseDto] }) data: AdminPostResponseDto[];
  @ApiProperty() total: number;
}

export class PostPreviewLinkResponseDto {
  /** Signed, short-lived token: GET /api/post-previews/{token} answers the post, unpublished included. */
  @ApiProperty() token: string;
  /** ISO 8601. */
  @ApiProperty() expiresAt: string;
  /** Storefront page that renders the post with the token (root-relative). */
  @ApiProperty({ example: '/nl/magazine/de-klok-van-je-huid?preview=…' }) url: string;
}
