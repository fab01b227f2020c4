import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  ValidateIf,
} from 'class-validator';
import { ListQueryDto, PageParam, PerPageParam } from '../../../common/http/pagination.js';
import type { ReviewEntity } from '../entities/review.entity.js';
import {
  MODERATION_STATUSES,
  REVIEW_CONTENT_MAX,
  REVIEW_REASON_MAX,
  REVIEW_STATUSES,
  REVIEW_TITLE_MAX,
  type ModerationStatus,
  type ReviewStatus,
} from '../review-state.js';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
/** Plain text: control characters other than line breaks and tabs are dropped, line ends normalised. */
const plain = ({ value }: { value: unknown }) =>
  typeof value === 'string'
    ? value
        .replace(/\r\n?/g, '\n')
        // eslint-disable-next-line no-control-regex
        .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g, '')
        .trim()
    : value;

/** A review as posted or edited by its author (SPEC §3 and §5: score, title and content required). */
export class CreateReviewDto {
  /** 1 to 5 stars. */
  @ApiProperty({ minimum: 1, maximum: 5, example: 5 })
  @IsNotEmpty({ message: 'validation.required' })
  @IsInt({ message: 'validation.choice' })
  @Min(1, { message: 'validation.choice' })
  @Max(5, { message: 'validation.choice' })
  score: number;

  @ApiProperty({ maxLength: REVIEW_TITLE_MAX, example: 'Soft skin within a week' })
  @Transform(plain)
  @IsString({ message: 'validation.required' })
  @IsNotEmpty({ message: 'validation.required' })
  @MaxLength(REVIEW_TITLE_MAX, { message: 'validation.tooLong' })
  title: string;

  @ApiProperty({
    maxLength: REVIEW_CONTENT_MAX,
    example: 'Absorbs quickly and my skin feels calm.',
  })
  @Transform(plain)
  @IsString({ message: 'validation.required' })
  @IsNotEmpty({ message: 'validation.required' })
  @MaxLength(REVIEW_CONTENT_MAX, { message: 'validation.tooLong' })
  content: string;

  /** Honeypot: people leave it empty (the form hides it); a filled one is answered as a success and dropped. */
  @ApiPropertyOptional({ description: 'Leave empty.' })
  @IsOptional()
  @IsString()
  @MaxLength(500)
  website?: string;
}

export class ListReviewsQueryDto {
  @PageParam()
  page: number = 1;

  @PerPageParam(10, 50)
  perPage: number = 10;
}

/** An approved review as the public sees it. */
export class ReviewResponseDto {
  @ApiProperty({ format: 'uuid' })
  id: string;
  @ApiProperty({ format: 'uuid' })
  productId: string;
  @ApiProperty({ minimum: 1, maximum: 5 })
  score: number;
  /** Plain text; escape on output. */
  @ApiProperty()
  title: string;
  /** Plain text with line breaks; escape on output. */
  @ApiProperty()
  content: string;
  /** First name and initial, e.g. "Anna P.". */
  @ApiProperty()
  authorName: string;
  /** The author has a paid order containing this product. */
  @ApiProperty()
  verifiedPurchase: boolean;
  @ApiProperty({ example: 'nl' })
  locale: string;
  /** ISO-8601 time of posting (or of the last edit). */
  @ApiProperty({ format: 'date-time' })
  submittedAt: string;
}

/** The signed-in author's own review, whatever its status. */
export class OwnReviewResponseDto extends ReviewResponseDto {
  @ApiProperty({ enum: REVIEW_STATUSES, enumName: 'ReviewStatus' })
  status: ReviewStatus;
  @ApiProperty({ type: String, nullable: true })
  rejectionReason: string | null;
}

export class MyReviewResponseDto {
  /** null when the customer has not reviewed this product. */
  @ApiProperty({ type: OwnReviewResponseDto, nullable: true })
  review: OwnReviewResponseDto | null;
}

export class ReviewListResponseDto {
  @ApiProperty({ type: [ReviewResponseDto] })
  data: ReviewResponseDto[];
  /** Approved reviews of the product (also the `count`). */
  @ApiProperty()
  total: number;
  @ApiProperty()
  page: number;
  @ApiProperty()
  perPage: number;
  @ApiProperty()
  pageCount: number;
  /** Average score of the approved reviews, one decimal; null without any. */
  @ApiProperty({ type: Number, nullable: true, example: 4.5 })
  average: number | null;
  /** Number of approved reviews. */
  @ApiProperty()
  count: number;
}

// ---- admin ----

export const REVIEW_SORTS = ['submittedAt', 'createdAt', 'score', 'status', 'moderatedAt'] as const;

/** react-admin list parameters; without `sort` the queue shows pending first, newest first. */
export class ListAdminReviewsQueryDto extends ListQueryDto {
  @ApiPropertyOptional({ enum: REVIEW_SORTS, enumName: 'ReviewSort' })
  @IsOptional()
  @IsIn(REVIEW_SORTS, { message: 'validation.choice' })
  declare sort?: (typeof REVIEW_SORTS)[number];

  @ApiPropertyOptional({ enum: REVIEW_STATUSES, enumName: 'ReviewStatus' })
  @IsOptional()
  @IsIn(REVIEW_STATUSES, { message: 'validation.choice' })
  status?: ReviewStatus;

  @ApiPropertyOptional({ format: 'uuid' })
  @IsOptional()
  @IsString()
  @MaxLength(36)
  productId?: string;

  @ApiPropertyOptional({ format: 'uuid' })
  @IsOptional()
  @IsString()
  @MaxLength(36)
  userId?: string;

  /** Searches title, content and author name. */
  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(100)
  q?: string;

  @ApiPropertyOptional({ minimum: 1, maximum: 5 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'validation.integer' })
  @Min(1, { message: 'validation.min' })
  @Max(5, { message: 'validation.max' })
  score?: number;
}

export class AdminReviewResponseDto extends OwnReviewResponseDto {
  @ApiProperty({ format: 'uuid' })
  userId: string;
  /** The product's name in the admin's language; null when the product is gone or hidden. */
  @ApiProperty({ type: String, nullable: true })
  productName: string | null;
  @ApiProperty({ type: String, nullable: true })
  productSlug: string | null;
  @ApiProperty({ type: String, nullable: true })
  authorEmail: string | null;
  @ApiProperty()
  revision: number;
  @ApiProperty({ type: String, nullable: true, format: 'date-time' })
  moderatedAt: string | null;
  @ApiProperty({ type: String, nullable: true })
  moderatedById: string | null;
  @ApiProperty({ format: 'date-time' })
  createdAt: string;
  @ApiProperty({ format: 'date-time' })
  updatedAt: string;
}

export class AdminReviewListResponseDto {
  @ApiProperty({ type: [AdminReviewResponseDto] })
  data: AdminReviewResponseDto[];
  @ApiProperty()
  total: number;
}

/** A moderation decision (react-admin update / updateMany send `{ status, rejectionReason }`). */
export class ModerateReviewDto {
  @ApiProperty({ enum: MODERATION_STATUSES, enumName: 'ModerationStatus' })
  @IsNotEmpty({ message: 'validation.required' })
  @IsIn(MODERATION_STATUSES, { message: 'validation.choice' })
  status: ModerationStatus;

  /** Required when rejecting; shown to the author. */
  @ApiPropertyOptional({ maxLength: REVIEW_REASON_MAX })
  @ValidateIf((o: ModerateReviewDto) => o.status === 'rejected' || o.rejectionReason !== undefined)
  @Transform(trim)
  @IsString({ message: 'validation.required' })
  @IsNotEmpty({ message: 'validation.required' })
  @MaxLength(REVIEW_REASON_MAX, { message: 'validation.tooLong' })
  rejectionReason?: string;
}

export class RejectReviewDto {
  /** Shown to the author. */
  @ApiProperty({ maxLength: REVIEW_REASON_MAX })
  @Transform(trim)
  @IsString({ message: 'validation.required' })
  @IsNotEmpty({ message: 'validation.required' })
  @MaxLength(REVIEW_REASON_MAX, { message: 'validation.tooLong' })
  rejectionReason: string;
}

/** Bulk moderation: the same decision for several reviews. */
export class BulkModerateReviewsDto extends ModerateReviewDto {
  @ApiProperty({ type: [String], maxItems: 100 })
  @IsArray({ message: 'validation.required' })
  @ArrayMinSize(1, { message: 'validation.required' })
  @ArrayMaxSize(100, { message: 'validation.max' })
  @IsString({ each: true })
  @MaxLength(36, { each: true })
  ids: string[];
}

export class BulkModerateResponseDto {
  /** Ids that were changed or already had the decision. */
  @ApiProperty({ type: [String] })
  data: string[];
}

export function toReviewResponse(review: ReviewEntity, verified: boolean): ReviewResponseDto {
  return {
    id: review.id,
    productId: review.productId,
    score: Number(review.score),
    title: review.title,
    content: review.content,
    authorName: review.authorName,
    verifiedPurchase: verified,
    locale: review.locale,
    submittedAt: review.submittedAt,
  };
}

export function toOwnReviewResponse(review: ReviewEntity, verified: boolean): OwnReviewResponseDto {
  return {
    ...toReviewResponse(review, verified),
    status: review.status,
    rejectionReason: review.rejectionReason,
  };
}
