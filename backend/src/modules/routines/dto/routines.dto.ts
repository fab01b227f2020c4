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
  IsUUID,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import { ProductSummaryDto } from '../../catalogue/dto/product.dto.js';
import { PostSummaryDto } from '../../content/dto/post.dto.js';
import {
  RECOMMENDED_LINES,
  SkinAnalysisAnswersDto,
} from '../../skin-analysis/dto/skin-analysis.dto.js';
import {
  REASON_KEYS,
  type ReasonKey,
  type RecommendedLine,
} from '../../skin-analysis/skin-analysis.rules.js';
import type { RoutineStepTiming } from '../entities/personal-routine.entity.js';

export const ROUTINE_TIMINGS = [
  'morning',
  'evening',
  'both',
] as const satisfies readonly RoutineStepTiming[];
export const ROUTINE_TITLE_MAX = 150;
export const ROUTINE_NOTE_MAX = 2000;
export const ROUTINE_STEPS_MAX = 12;
export const ROUTINE_INSTRUCTIONS_MAX = 500;

/** Plain text: trimmed, Windows line ends folded; never HTML (the storefront escapes it). */
const trimmed = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.replace(/\r\n?/g, '\n').trim() : value;
/** Optional plain text: empty becomes null. */
const optionalText = ({ value }: { value: unknown }) => {
  const text = trimmed({ value });
  return text === '' ? null : text;
};

// ------------------------------------------------------------------------------------------ input

export class PersonalRoutineStepDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: 'validation.productUnavailable' })
  productId: string;

  /** 1-based place in the routine; unique within the routine. */
  @ApiProperty({ minimum: 1, maximum: ROUTINE_STEPS_MAX })
  @IsInt({ message: 'validation.required' })
  @Min(1, { message: 'validation.choice' })
  @Max(ROUTINE_STEPS_MAX, { message: 'validation.choice' })
  position: number;

  @ApiProperty({ enum: ROUTINE_TIMINGS, enumName: 'RoutineTiming' })
  @IsIn(ROUTINE_TIMINGS, { message: 'validation.choice' })
  timing: RoutineStepTiming;

  /** Plain text, at most 500 characters. */
  @ApiPropertyOptional({ type: String, nullable: true, maxLength: ROUTINE_INSTRUCTIONS_MAX })
  @IsOptional()
  @Transform(optionalText)
  @IsString({ message: 'validation.required' })
  @MaxLength(ROUTINE_INSTRUCTIONS_MAX, { message: 'validation.tooLong' })
  instructions?: string | null;
}

export class UpdatePersonalRoutineDto {
  @ApiPropertyOptional({ minLength: 1, maxLength: ROUTINE_TITLE_MAX })
  @IsOptional()
  @Transform(trimmed)
  @IsString({ message: 'validation.required' })
  @IsNotEmpty({ message: 'validation.required' })
  @MaxLength(ROUTINE_TITLE_MAX, { message: 'validation.tooLong' })
  title?: string;

  /** A note to the client: plain text, at most 2000 characters. */
  @ApiPropertyOptional({ type: String, nullable: true, maxLength: ROUTINE_NOTE_MAX })
  @IsOptional()
  @Transform(optionalText)
  @IsString({ message: 'validation.required' })
  @MaxLength(ROUTINE_NOTE_MAX, { message: 'validation.tooLong' })
  note?: string | null;

  /** 1 to 12 steps. */
  @ApiPropertyOptional({ type: [PersonalRoutineStepDto], minItems: 1, maxItems: ROUTINE_STEPS_MAX })
  @IsOptional()
  @IsArray({ message: 'validation.stepsCount' })
  @ArrayMinSize(1, { message: 'validation.stepsCount' })
  @ArrayMaxSize(ROUTINE_STEPS_MAX, { message: 'validation.stepsCount' })
  @ValidateNested({ each: true })
  @Type(() => PersonalRoutineStepDto)
  steps?: PersonalRoutineStepDto[];
}

export class CreatePersonalRoutineDto {
  /** A current client of the salon (GET /api/partner/clients). */
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: 'validation.notClient' })
  customerId: string;

  @ApiProperty({ minLength: 1, maxLength: ROUTINE_TITLE_MAX })
  @Transform(trimmed)
  @IsString({ message: 'validation.required' })
  @IsNotEmpty({ message: 'validation.required' })
  @MaxLength(ROUTINE_TITLE_MAX, { message: 'validation.tooLong' })
  title: string;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: ROUTINE_NOTE_MAX })
  @IsOptional()
  @Transform(optionalText)
  @IsString({ message: 'validation.required' })
  @MaxLength(ROUTINE_NOTE_MAX, { message: 'validation.tooLong' })
  note?: string | null;

  @ApiProperty({ type: [PersonalRoutineStepDto], minItems: 1, maxItems: ROUTINE_STEPS_MAX })
  @IsArray({ message: 'validation.stepsCount' })
  @ArrayMinSize(1, { message: 'validation.stepsCount' })
  @ArrayMaxSize(ROUTINE_STEPS_MAX, { message: 'validation.stepsCount' })
  @ValidateNested({ each: true })
  @Type(() => PersonalRoutineStepDto)
  steps: PersonalRoutineStepDto[];
}

// ------------------------------------------------------------------------------------------ output

export class RoutineStepResponseDto {
  @ApiProperty()
  position: number;
  @ApiProperty({ enum: ROUTINE_TIMINGS, enumName: 'RoutineTiming' })
  timing: RoutineStepTiming;
  /** Plain text (escape it when showing). */
  @ApiProperty({ type: String, nullable: true })
  instructions: string | null;
  @ApiProperty({ format: 'uuid' })
  productId: string;
  /** The product in the answer's language; null when it is no longer sold to customers. */
  @ApiProperty({ type: ProductSummaryDto, nullable: true })
  product: ProductSummaryDto | null;
}

export class SavedRoutineResponseDto {
  /** The routine article in the requested language (nl when it has no version in it). */
  @ApiProperty({ type: PostSummaryDto })
  post: PostSummaryDto;
  /** Its products that are still sold to customers, in the article's order ("add all to cart"). */
  @ApiProperty({ type: [ProductSummaryDto] })
  products: ProductSummaryDto[];
  /** How many of the article's products are left out because they are no longer sold. */
  @ApiProperty()
  unavailableCount: number;
  /** ISO 8601: when the customer saved it. */
  @ApiProperty()
  savedAt: string;
}

export class PersonalRoutineResponseDto {
  @ApiProperty({ format: 'uuid' })
  id: string;
  @ApiProperty()
  title: string;
  /** Plain text (escape it when showing). */
  @ApiProperty({ type: String, nullable: true })
  note: string | null;
  @ApiProperty({ format: 'uuid' })
  storeId: string;
  @ApiProperty({ type: String, nullable: true, description: 'The salon that wrote it' })
  salonName: string | null;
  /** In position order. */
  @ApiProperty({ type: [RoutineStepResponseDto] })
  steps: RoutineStepResponseDto[];
  /** How many steps name a product that is no longer sold (left out of "add all to cart"). */
  @ApiProperty()
  unavailableCount: number;
  /** ISO 8601. */
  @ApiProperty()
  updatedAt: string;
}

export class SavedSkinAnalysisResponseDto {
  @ApiProperty({ format: 'uuid' })
  id: string;
  /** The answers given (to take the analysis again with them). */
  @ApiProperty({ type: SkinAnalysisAnswersDto })
  answers: SkinAnalysisAnswersDto;
  @ApiProperty({ enum: RECOMMENDED_LINES, enumName: 'RecommendedLine' })
  line: RecommendedLine;
  @ApiProperty({ enum: REASON_KEYS, enumName: 'SkinReasonKey' })
  reasonKey: ReasonKey;
  /** The recommendation's title in the answer's language. */
  @ApiProperty()
  title: string;
  /** The morning products still sold to customers, in order of use. */
  @ApiProperty({ type: [ProductSummaryDto] })
  morning: ProductSummaryDto[];
  @ApiProperty({ type: [ProductSummaryDto] })
  evening: ProductSummaryDto[];
  /** ISO 8601: when it was saved. */
  @ApiProperty()
  savedAt: string;
}

export class AccountRoutinesResponseDto {
  /** Skin analysis results the customer saved, most recent first. */
  @ApiProperty({ type: [SavedSkinAnalysisResponseDto] })
  analyses: SavedSkinAnalysisResponseDto[];
  /** Saved routine articles, most recently saved first. */
  @ApiProperty({ type: [SavedRoutineResponseDto] })
  saved: SavedRoutineResponseDto[];
  /** Personal routines from salons, most recently changed first (also from a salon no longer chosen). */
  @ApiProperty({ type: [PersonalRoutineResponseDto] })
  personal: PersonalRoutineResponseDto[];
}

export class SavedRoutineStateResponseDto {
  /** The saved piece (same in every language). */
  @ApiProperty()
  translationKey: string;
  @ApiProperty()
  saved: boolean;
}

/** A client as a salon sees it: no e-mail, address or other details. */
export class PartnerClientDto {
  @ApiProperty({ format: 'uuid' })
  id: string;
  /** First name and last initial, e.g. "Lotte J." */
  @ApiProperty({ example: 'Lotte J.' })
  name: string;
}

export class PartnerClientListResponseDto {
  @ApiProperty({ type: [PartnerClientDto] })
  data: PartnerClientDto[];
}

export class PartnerRoutineResponseDto extends PersonalRoutineResponseDto {
  @ApiProperty({ type: PartnerClientDto })
  customer: PartnerClientDto;
}

export class PartnerRoutineListResponseDto {
  @ApiProperty({ type: [PartnerRoutineResponseDto] })
  data: PartnerRoutineResponseDto[];
}
