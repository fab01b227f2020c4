import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, Matches } from 'class-validator';
import {
  ART_FORMATS,
  ART_TONES,
  PRODUCT_VIEWS,
  type ArtFormat,
  type ArtTone,
  type ProductView,
} from '../artwork.js';
import {
  COLLECTIONS,
  PRODUCT_TYPES,
  type CollectionSlug,
  type ProductType,
} from '../catalogue.constants.js';

export class ProductImageParamsDto {
  @ApiProperty({ enum: COLLECTIONS, enumName: 'Collection' })
  @IsIn(COLLECTIONS, { message: 'validation.choice' })
  collection: CollectionSlug;

  @ApiProperty({ enum: PRODUCT_TYPES, enumName: 'ProductType' })
  @IsIn(PRODUCT_TYPES, { message: 'validation.choice' })
  type: ProductType;

  /** `<product slug>.svg` */
  @ApiProperty({ example: 'blue-probiotic-serum.svg' })
  @Matches(/^[a-z0-9]+(-[a-z0-9]+)*\.svg$/, { message: 'validation.file' })
  file: string;
}

export class ProductImageQueryDto {
  @ApiPropertyOptional({ enum: PRODUCT_VIEWS, enumName: 'ProductView', default: 'front' })
  @IsOptional()
  @IsIn(PRODUCT_VIEWS, { message: 'validation.choice' })
  view: ProductView = 'front';
}

export class ArtParamsDto {
  /** `<key>.svg` (the drawing) or `<key>.jpg` (the same as JPEG); the key seeds the composition. */
  @ApiProperty({ example: 'magazine-skin-clock.svg' })
  @Matches(/^[a-z0-9]+(-[a-z0-9]+)*\.(svg|jpg)$/, { message: 'validation.file' })
  file: string;
}

export class ArtQueryDto {
  @ApiPropertyOptional({ enum: ART_FORMATS, enumName: 'ArtFormat', default: 'landscape' })
  @IsOptional()
  @IsIn(ART_FORMATS, { message: 'validation.choice' })
  format: ArtFormat = 'landscape';

  @ApiPropertyOptional({ enum: ART_TONES, enumName: 'ArtTone' })
  @IsOptional()
  @IsIn(ART_TONES, { message: 'validation.choice' })
  tone?: ArtTone;
}
