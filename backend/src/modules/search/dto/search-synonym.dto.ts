import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsIn,
  IsNotEmpty,
  IsOptional,
  IsString,
  MaxLength,
} from 'class-validator';
import { LOCALES, type Locale } from '../../../common/i18n/locale.js';
import type { SearchSynonymEntity } from '../entities/search-synonym.entity.js';

const trimTerms = ({ value }: { value: unknown }) =>
  Array.isArray(value) ? value.map((v) => (typeof v === 'string' ? v.trim() : v)) : value;
const emptyAsNull = ({ value }: { value: unknown }) => (value === '' ? null : value);

export class CreateSearchSynonymDto {
  /** The language whose searches use the group; null or absent: every language. */
  @ApiPropertyOptional({ enum: LOCALES, enumName: 'Locale', nullable: true })
  @Transform(emptyAsNull)
  @IsOptional()
  @IsIn(LOCALES, { message: 'validation.choice' })
  locale?: Locale | null;

  /** Terms that mean the same, e.g. ["anti-aging", "anti-rimpel", "Anti-Falten"]. */
  @ApiProperty({ type: [String], example: ['anti-aging', 'anti-rimpel', 'Anti-Falten'] })
  @Transform(trimTerms)
  @IsArray({ message: 'validation.synonymTerms' })
  @ArrayMinSize(2, { message: 'validation.synonymTerms' })
  @ArrayMaxSize(20, { message: 'validation.tooMany' })
  @IsString({ each: true, message: 'validation.synonymTerms' })
  @IsNotEmpty({ each: true, message: 'validation.synonymTerms' })
  @MaxLength(60, { each: true, message: 'validation.tooLong' })
  terms: string[];
}

export class UpdateSearchSynonymDto extends PartialType(CreateSearchSynonymDto) {}

export class SearchSynonymResponseDto {
  @ApiProperty({ format: 'uuid' })
  id: string;
  @ApiProperty({ enum: LOCALES, enumName: 'Locale', nullable: true })
  locale: Locale | null;
  @ApiProperty({ type: [String] })
  terms: string[];
  @ApiProperty()
  updatedAt: string;
}

export class SearchSynonymListResponseDto {
  @ApiProperty({ type: [SearchSynonymResponseDto] })
  data: SearchSynonymResponseDto[];
  @ApiProperty()
  total: number;
}

export function toSearchSynonym(entity: SearchSynonymEntity): SearchSynonymResponseDto {
  return {
    id: entity.id,
    locale: entity.locale,
    terms: [...entity.terms],
    updatedAt: new Date(entity.updatedAt).toISOString(),
  };
}
