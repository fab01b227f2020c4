import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  IsNotEmpty,
  IsNumber,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import { ListQueryDto } from '../../../common/http/pagination.js';
import type { MediaEntity } from '../entities/media.entity.js';
import { MEDIA_WIDTHS } from '../image-variants.js';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** Alt text per locale: nl required (the fallback), en, de and fr optional. */
export class MediaAltDto {
  @ApiProperty({ maxLength: 300, example: 'Serum-flacon op een marmeren blad' })
  @Transform(trim)
  @IsString({ message: 'validation.required' })
  @IsNotEmpty({ message: 'validation.required' })
  @MaxLength(300, { message: 'validation.tooLong' })
  nl: string;

  @ApiPropertyOptional({ maxLength: 300 })
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(300, { message: 'validation.tooLong' })
  en?: string;

  @ApiPropertyOptional({ maxLength: 300 })
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(300, { message: 'validation.tooLong' })
  de?: string;

  @ApiPropertyOptional({ maxLength: 300 })
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(300, { message: 'validation.tooLong' })
  fr?: string;
}

export class UpdateMediaDto {
  @ApiPropertyOptional({ type: MediaAltDto })
  @IsOptional()
  @ValidateNested()
  @Type(() => MediaAltDto)
  alt?: MediaAltDto;

  /** Focal point from the left, 0..1. */
  @ApiPropertyOptional({ minimum: 0, maximum: 1, example: 0.5 })
  @IsOptional()
  @IsNumber({}, { message: 'validation.number' })
  @Min(0, { message: 'validation.min' })
  @Max(1, { message: 'validation.max' })
  focalX?: number;

  /** Focal point from the top, 0..1. */
  @ApiPropertyOptional({ minimum: 0, maximum: 1, example: 0.5 })
  @IsOptional()
  @IsNumber({}, { message: 'validation.number' })
  @Min(0, { message: 'validation.min' })
  @Max(1, { message: 'validation.max' })
  focalY?: number;
}

export class ImportMediaDto {
  /** An https address of a JPEG, PNG, GIF, WebP or SVG image on a public host. */
  @ApiProperty({ maxLength: 2000, example: 'https://images.example.com/serum.jpg' })
  @Transform(trim)
  @IsString()
  @IsNotEmpty({ message: 'validation.required' })
  @MaxLength(2000, { message: 'validation.tooLong' })
  @Matches(/^https:\/\//i, { message: 'validation.httpsUrl' })
  url: string;

  /** Alt text in Dutch (more languages later in the media edit screen); the file name when absent. */
  @ApiPropertyOptional({ maxLength: 300 })
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(300, { message: 'validation.tooLong' })
  altNl?: string;
}

export class ListMediaQueryDto extends ListQueryDto {
  /** Part of an alt text (any language). */
  @ApiPropertyOptional({ maxLength: 100 })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  q?: string;
}

export class MediaSizeDto {
  @ApiProperty({ example: 640 }) width: number;
  @ApiProperty({ example: '/api/media/0b5c…/w640.webp' }) url: string;
}

export class MediaResponseDto {
  @ApiProperty() id: string;
  /** The URL products and posts keep: the widest file (the storefront derives its srcset from it). */
  @ApiProperty({ example: '/api/media/0b5c…/w1600.webp' }) url: string;
  /** 800×800 crop around the focal point (post thumbnails). */
  @ApiProperty({ example: '/api/media/0b5c…/square.webp' }) squareUrl: string;
  /** 1600×900 crop around the focal point (landscape thumbnails, hero). */
  @ApiProperty({ example: '/api/media/0b5c…/landscape.webp' }) landscapeUrl: string;
  /** Files by width, for srcset. */
  @ApiProperty({ type: [MediaSizeDto] }) sizes: MediaSizeDto[];
  @ApiProperty() width: number;
  @ApiProperty() height: number;
  @ApiProperty({ example: 'image/jpeg' }) mime: string;
  @ApiProperty() bytes: number;
  @ApiProperty() focalX: number;
  @ApiProperty() focalY: number;
  @ApiProperty({ type: MediaAltDto }) alt: MediaAltDto;
  @ApiProperty({ type: String, nullable: true }) sourceUrl: string | null;
  @ApiProperty({ type: String, nullable: true }) createdBy: string | null;
  @ApiProperty() createdAt: string;
}

export class MediaListResponseDto {
  @ApiProperty({ type: [MediaResponseDto] }) data: MediaResponseDto[];
  @ApiProperty() total: number;
}

export class MediaFileParamsDto {
  @ApiProperty({ format: 'uuid' })
  @Matches(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/, {
    message: 'validation.id',
  })
  id: string;

  @ApiProperty({ example: 'w640.webp' })
  @Matches(/^(w\d{3,4}|square|landscape)\.webp$/, { message: 'validation.file' })
  file: string;
}

/** The public URL of one variant of a medium. */
export function mediaUrl(id: string, variant: string): string {
  return `/api/media/${id}/${variant}.webp`;
}

export function toMediaResponse(media: MediaEntity): MediaResponseDto {
  const widths = MEDIA_WIDTHS.filter((width) => media.files[`w${width}`]);
  const widest = widths[widths.length - 1] ?? MEDIA_WIDTHS[0];
  return {
    id: media.id,
    url: mediaUrl(media.id, `w${widest}`),
    squareUrl: mediaUrl(media.id, 'square'),
    landscapeUrl: mediaUrl(media.id, 'landscape'),
    sizes: widths.map((width) => ({ width, url: mediaUrl(media.id, `w${width}`) })),
    width: media.width,
    height: media.height,
    mime: media.mime,
    bytes: media.bytes,
    focalX: media.focalX,
    focalY: media.focalY,
    alt: { nl: media.alt.nl ?? '', ...media.alt },
    sourceUrl: media.sourceUrl,
    createdBy: media.createdBy,
    createdAt: media.createdAt.toISOString(),
  };
}
