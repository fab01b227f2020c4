import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  Equals,
  IsBoolean,
  IsEmail,
  IsIn,
  IsNotEmpty,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
} from 'class-validator';
import { ListQueryDto } from '../../../common/http/pagination.js';
import { LOCALES, type Locale } from '../../../common/i18n/locale.js';
import type { PartnerApplicationEntity } from '../entities/partner-application.entity.js';
import {
  PARTNER_APPLICATION_STATUSES,
  PARTNER_APPLICATION_TRANSITIONS,
  type PartnerApplicationStatus,
} from '../partner-application-state.js';
import { IsLocale } from '../../../common/validation/validators.js';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const lower = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.trim().toLowerCase() : value;
const upper = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.trim().toUpperCase() : value;
const compactUpper = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.replace(/[\s.-]/g, '').toUpperCase() : value;

function requiredText(max: number): PropertyDecorator {
  return (target, key) => {
    Transform(trim)(target, key);
    IsString({ message: 'validation.required' })(target, key);
    IsNotEmpty({ message: 'validation.required' })(target, key);
    MaxLength(max, { message: 'validation.tooLong' })(target, key);
  };
}

/** The partner application form (SPEC §3, plus country and an optional VAT number). `fax` is a honeypot. */
export class CreatePartnerApplicationDto {
  @ApiProperty({ example: 'Huidinstituut Lumen' }) @requiredText(150) company: string;
  @ApiProperty({ example: 'Lotte' }) @requiredText(100) firstName: string;
  @ApiProperty({ example: 'Janssens' }) @requiredText(100) lastName: string;

  @ApiProperty({ example: 'lotte@lumen.example' })
  @Transform(lower)
  @IsNotEmpty({ message: 'validation.required' })
  @IsEmail({}, { message: 'validation.email' })
  @MaxLength(320, { message: 'validation.tooLong' })
  email: string;

  @ApiProperty({ example: '+32 3 214 55 10' })
  @Transform(trim)
  @IsString({ message: 'validation.required' })
  @IsNotEmpty({ message: 'validation.required' })
  @Matches(/^\+?[0-9 ()./-]{6,30}$/, { message: 'validation.phone' })
  phone: string;

  /** Street. */
  @ApiProperty({ example: 'Meir' }) @requiredText(200) street: string;
  /** House number (and box). */
  @ApiProperty({ example: '42' }) @requiredText(20) houseNumber: string;
  @ApiProperty({ example: '2000' }) @requiredText(20) postalCode: string;
  @ApiProperty({ example: 'Antwerpen' }) @requiredText(100) city: string;

  @ApiPropertyOptional({ example: 'BE', default: 'BE' })
  @IsOptional()
  @Transform(upper)
  @Matches(/^[A-Z]{2}$/, { message: 'validation.country' })
  country?: string;

  @ApiPropertyOptional({ example: 'https://lumen.example', nullable: true })
  @IsOptional()
  @Transform(trim)
  @Matches(/^$|^https?:\/\/[^\s/]+\.[^\s]+$/i, { message: 'validation.link' })
  @MaxLength(300, { message: 'validation.tooLong' })
  website?: string | null;

  /** EU VAT number, e.g. BE0123456789. */
  @ApiPropertyOptional({ example: 'BE0123456789', nullable: true })
  @IsOptional()
  @Transform(compactUpper)
  @Matches(/^$|^[A-Z]{2}[0-9A-Z]{2,13}$/, { message: 'validation.vatNumber' })
  vatNumber?: string | null;

  /** How they got to know the product. */
  @ApiProperty({ example: 'A colleague recommended it' }) @requiredText(500) howFound: string;

  @ApiPropertyOptional({ default: false })
  @IsOptional()
  @IsBoolean({ message: 'validation.choice' })
  newsletter?: boolean;

  @ApiProperty({ example: true })
  @Equals(true, { message: 'validation.privacyRequired' })
  privacyAccepted: boolean;

  @IsLocale({ optional: true, default: 'nl' })
  locale?: Locale;

  /** Honeypot: leave empty. */
  @ApiPropertyOptional({ description: 'Leave empty (spam trap)' })
  @IsOptional()
  @IsString()
  @MaxLength(500)
  fax?: string;
}

export const PARTNER_APPLICATION_SORTS = ['createdAt', 'company', 'status', 'city'] as const;

export class ListPartnerApplicationsQueryDto extends ListQueryDto {
  @ApiPropertyOptional({ enum: PARTNER_APPLICATION_SORTS, enumName: 'PartnerApplicationSort' })
  @IsOptional()
  @IsIn(PARTNER_APPLICATION_SORTS, { message: 'validation.choice' })
  declare sort?: (typeof PARTNER_APPLICATION_SORTS)[number];

  @ApiPropertyOptional({ enum: PARTNER_APPLICATION_STATUSES, enumName: 'PartnerApplicationStatus' })
  @IsOptional()
  @IsIn(PARTNER_APPLICATION_STATUSES, { message: 'validation.choice' })
  status?: PartnerApplicationStatus;

  /** Company, contact name, e-mail or city. */
  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(100)
  q?: string;
}

export class UpdatePartnerApplicationDto {
  /** The new status; approving creates the partner store and invites the salon's account. */
  @ApiProperty({ enum: PARTNER_APPLICATION_STATUSES, enumName: 'PartnerApplicationStatus' })
  @IsIn(PARTNER_APPLICATION_STATUSES, { message: 'validation.choice' })
  status: PartnerApplicationStatus;
}

export class PartnerApplicationResponseDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() company: string;
  @ApiProperty() firstName: string;
  @ApiProperty() lastName: string;
  @ApiProperty() email: string;
  @ApiProperty() phone: string;
  @ApiProperty() street: string;
  @ApiProperty() houseNumber: string;
  @ApiProperty() postalCode: string;
  @ApiProperty() city: string;
  @ApiProperty() country: string;
  @ApiProperty({ type: String, nullable: true }) website: string | null;
  @ApiProperty({ type: String, nullable: true }) vatNumber: string | null;
  @ApiProperty() howFound: string;
  @ApiProperty() newsletter: boolean;
  @ApiProperty({ enum: LOCALES, enumName: 'Locale' }) locale: string;
  @ApiProperty({ enum: PARTNER_APPLICATION_STATUSES, enumName: 'PartnerApplicationStatus' })
  status: PartnerApplicationStatus;
  /** Statuses this application may move to next. */
  @ApiProperty({
    enum: PARTNER_APPLICATION_STATUSES,
    enumName: 'PartnerApplicationStatus',
    isArray: true,
  })
  nextStatuses: PartnerApplicationStatus[];
  @ApiProperty({ type: String, nullable: true }) storeId: string | null;
  @ApiProperty({ type: String, nullable: true }) partnerUserId: string | null;
  @ApiProperty() createdAt: Date;
  @ApiProperty() updatedAt: Date;
}

export class PartnerApplicationListResponseDto {
  @ApiProperty({ type: [PartnerApplicationResponseDto] }) data: PartnerApplicationResponseDto[];
  @ApiProperty() total: number;
}

export function toPartnerApplicationDto(
  row: PartnerApplicationEntity,
): PartnerApplicationResponseDto {
  return {
    id: row.id,
    company: row.company,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phone: row.phone,
    street: row.street,
    houseNumber: row.houseNumber,
    postalCode: row.postalCode,
    city: row.city,
    country: row.country,
    website: row.website,
    vatNumber: row.vatNumber,
    howFound: row.howFound,
    newsletter: Boolean(row.newsletterOptIn),
    locale: row.locale,
    status: row.status,
    nextStatuses: [...PARTNER_APPLICATION_TRANSITIONS[row.status]],
    storeId: row.storeId,
    partnerUserId: row.partnerUserId,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}
