import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  ArrayUnique,
  IsArray,
  IsIn,
  IsNotEmpty,
  IsOptional,
  IsString,
  MaxLength,
  ValidateNested,
} from 'class-validator';
import { Type } from 'class-transformer';
import { LOCALES, type Locale } from '../../../common/i18n/locale.js';
import { ProductSummaryDto } from '../../catalogue/dto/product.dto.js';
import {
  AGE_BANDS,
  ANALYSIS_SKIN_TYPES,
  CONCERNS,
  CONCERNS_MAX,
  REASON_KEYS,
  ROUTINE_MOMENTS,
  SENSITIVITIES,
  type AgeBand,
  type AnalysisSkinType,
  type Concern,
  type ReasonKey,
  type RecommendedLine,
  type RoutineMoment,
  type Sensitivity,
} from '../skin-analysis.rules.js';

export const RECOMMENDED_LINES = ['blue', 'black', 'gold'] as const satisfies RecommendedLine[];
export const SKIN_TEXT_TITLE_MAX = 120;
export const SKIN_TEXT_EXPLANATION_MAX = 1000;

// ------------------------------------------------------------------------------------------ input

/** The questionnaire's answers. */
export class SkinAnalysisAnswersDto {
  @ApiProperty({ enum: AGE_BANDS, enumName: 'SkinAgeBand' })
  @IsIn(AGE_BANDS, { message: 'validation.choice' })
  ageBand: AgeBand;

  @ApiProperty({ enum: ANALYSIS_SKIN_TYPES, enumName: 'SkinAnalysisSkinType' })
  @IsIn(ANALYSIS_SKIN_TYPES, { message: 'validation.choice' })
  skinType: AnalysisSkinType;

  /** One to three main concerns. */
  @ApiProperty({
    enum: CONCERNS,
    enumName: 'SkinConcern',
    isArray: true,
    minItems: 1,
    maxItems: CONCERNS_MAX,
  })
  @IsArray({ message: 'validation.concerns' })
  @ArrayMinSize(1, { message: 'validation.concerns' })
  @ArrayMaxSize(CONCERNS_MAX, { message: 'validation.concerns' })
  @ArrayUnique({ message: 'validation.concerns' })
  @IsIn(CONCERNS, { each: true, message: 'validation.choice' })
  concerns: Concern[];

  @ApiProperty({ enum: SENSITIVITIES, enumName: 'SkinSensitivityLevel' })
  @IsIn(SENSITIVITIES, { message: 'validation.choice' })
  sensitivity: Sensitivity;

  /** Which routine the customer wants: morning, evening or both. */
  @ApiProperty({ enum: ROUTINE_MOMENTS, enumName: 'SkinRoutineMoment' })
  @IsIn(ROUTINE_MOMENTS, { message: 'validation.choice' })
  routine: RoutineMoment;
}

const trimmed = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.replace(/\r\n?/g, '\n').trim() : value;

export class SkinAnalysisTextsDto {
  @ApiProperty({ maxLength: SKIN_TEXT_TITLE_MAX })
  @Transform(trimmed)
  @IsString({ message: 'validation.required' })
  @IsNotEmpty({ message: 'validation.required' })
  @MaxLength(SKIN_TEXT_TITLE_MAX, { message: 'validation.tooLong' })
  title: string;

  /** Plain text shown under the title on the result. */
  @ApiProperty({ maxLength: SKIN_TEXT_EXPLANATION_MAX })
  @Transform(trimmed)
  @IsString({ message: 'validation.required' })
  @IsNotEmpty({ message: 'validation.required' })
  @MaxLength(SKIN_TEXT_EXPLANATION_MAX, { message: 'validation.tooLong' })
  explanation: string;
}

/** New texts of one recommendation: the languages given are replaced, the others kept. */
export class UpdateSkinAnalysisTextDto {
  @ApiPropertyOptional({ type: SkinAnalysisTextsDto })
  @IsOptional()
  @ValidateNested()
  @Type(() => SkinAnalysisTextsDto)
  nl?: SkinAnalysisTextsDto;

  @ApiPropertyOptional({ type: SkinAnalysisTextsDto })
  @IsOptional()
  @ValidateNested()
  @Type(() => SkinAnalysisTextsDto)
  en?: SkinAnalysisTextsDto;

  @ApiPropertyOptional({ type: SkinAnalysisTextsDto })
  @IsOptional()
  @ValidateNested()
  @Type(() => SkinAnalysisTextsDto)
  de?: SkinAnalysisTextsDto;

  @ApiPropertyOptional({ type: SkinAnalysisTextsDto })
  @IsOptional()
  @ValidateNested()
  @Type(() => SkinAnalysisTextsDto)
  fr?: SkinAnalysisTextsDto;
}

// ----------------------------------------------------------------------------------------- output

export class SkinRecommendationResponseDto {
  @ApiProperty({ enum: RECOMMENDED_LINES, enumName: 'RecommendedLine' })
  line: RecommendedLine;

  /** The rule that decided (the key of the texts). */
  @ApiProperty({ enum: REASON_KEYS, enumName: 'SkinReasonKey' })
  reasonKey: ReasonKey;

  /** The recommendation's title in the answer's language (edited in the back-office). */
  @ApiProperty()
  title: string;

  @ApiProperty()
  explanation: string;

  /** A Grey SPF product closes the morning routine. */
  @ApiProperty()
  spf: boolean;

  /** 3 to 5 products in order of use, in stock; empty when only an evening routine was asked for. */
  @ApiProperty({ type: [ProductSummaryDto] })
  morning: ProductSummaryDto[];

  /** 3 to 5 products in order of use, in stock; empty when only a morning routine was asked for. */
  @ApiProperty({ type: [ProductSummaryDto] })
  evening: ProductSummaryDto[];

  @ApiProperty({ enum: LOCALES, enumName: 'Locale' })
  locale: Locale;
}

export class AdminSkinAnalysisTextResponseDto {
  /** The reason key (react-admin's id). */
  @ApiProperty({ enum: REASON_KEYS, enumName: 'SkinReasonKey' })
  id: ReasonKey;

  @ApiProperty({ enum: RECOMMENDED_LINES, enumName: 'RecommendedLine' })
  line: RecommendedLine;

  /** When the rule applies (from the rules table, read-only). */
  @ApiProperty()
  when: string;

  /** Whether an admin replaced the built-in texts. */
  @ApiProperty()
  edited: boolean;

  @ApiProperty({ type: SkinAnalysisTextsDto })
  nl: SkinAnalysisTextsDto;

  @ApiProperty({ type: SkinAnalysisTextsDto })
  en: SkinAnalysisTextsDto;

  @ApiProperty({ type: SkinAnalysisTextsDto })
  de: SkinAnalysisTextsDto;

  @ApiProperty({ type: SkinAnalysisTextsDto })
  fr: SkinAnalysisTextsDto;
}

export class AdminSkinAnalysisTextListResponseDto {
  @ApiProperty({ type: [AdminSkinAnalysisTextResponseDto] })
  data: AdminSkinAnalysisTextResponseDto[];

  @ApiProperty()
  total: number;
}
