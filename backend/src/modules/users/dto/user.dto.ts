import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  Equals,
  IsBoolean,
  IsEmail,
  IsIn,
  IsISO8601,
  IsNotEmpty,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
} from 'class-validator';
import { GENDERS, type Gender, type UserEntity } from '../entities/user.entity.js';
import { LOCALES, type Locale } from '../../../common/i18n/locale.js';
import { ROLES, type Role } from '../../../common/auth/roles.js';
import { IsLocale } from '../../../common/validation/validators.js';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const lower = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.trim().toLowerCase() : value;

/** Registration (SPEC §3). The password rules of §5 are checked in the service, one message key per broken rule. */
export class RegisterUserDto {
  @ApiProperty({ example: 'Anna' })
  @Transform(trim)
  @IsString({ message: 'validation.required' })
  @IsNotEmpty({ message: 'validation.required' })
  @MaxLength(100, { message: 'validation.tooLong' })
  firstName: string;

  @ApiProperty({ example: 'Peeters' })
  @Transform(trim)
  @IsString({ message: 'validation.required' })
  @IsNotEmpty({ message: 'validation.required' })
  @MaxLength(100, { message: 'validation.tooLong' })
  lastName: string;

  @ApiProperty({ example: 'anna@example.be' })
  @Transform(lower)
  @IsNotEmpty({ message: 'validation.required' })
  @IsEmail({}, { message: 'validation.email' })
  @MaxLength(320, { message: 'validation.tooLong' })
  email: string;

  @ApiProperty({ example: 'Secret12', minLength: 6 })
  @IsString({ message: 'validation.required' })
  @IsNotEmpty({ message: 'validation.required' })
  @MaxLength(200, { message: 'validation.tooLong' })
  password: string;

  @ApiProperty({ example: 'Secret12' })
  @IsString({ message: 'validation.required' })
  @IsNotEmpty({ message: 'validation.required' })
  passwordConfirmation: string;

  /** ISO date, e.g. 1990-04-23. Required when birthdayDeals is true. */
  @ApiPropertyOptional({ example: '1990-04-23', nullable: true })
  @IsOptional()
  @IsISO8601({ strict: true }, { message: 'validation.date' })
  @Matches(/^\d{4}-\d{2}-\d{2}$/, { message: 'validation.date' })
  birthday?: string | null;

  @ApiPropertyOptional({ enum: GENDERS, enumName: 'Gender', nullable: true })
  @IsOptional()
  @IsIn(GENDERS, { message: 'validation.choice' })
  gender?: Gender | null;

  /** ISO 3166-1 alpha-2 country code, e.g. BE. */
  @ApiProperty({ example: 'BE' })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim().toUpperCase() : value))
  @IsNotEmpty({ message: 'validation.required' })
  @Matches(/^[A-Z]{2}$/, { message: 'validation.country' })
  country: string;

  @ApiPropertyOptional({ example: 'Antwerpen', nullable: true })
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(100, { message: 'validation.tooLong' })
  region?: string | null;

  @ApiPropertyOptional({ default: false })
  @IsOptional()
  @IsBoolean({ message: 'validation.choice' })
  newsletter?: boolean;

  @ApiPropertyOptional({ default: false })
  @IsOptional()
  @IsBoolean({ message: 'validation.choice' })
  birthdayDeals?: boolean;

  /** Must be true: the privacy policy was accepted. */
  @ApiProperty({ example: true })
  @Equals(true, { message: 'validation.privacyRequired' })
  privacyAccepted: boolean;

  @IsLocale({ optional: true, default: 'nl' })
  locale?: Locale;
}

/** Personal details the customer may change (email and password have their own confirmed calls). */
export class UpdateUserDto {
  @ApiPropertyOptional()
  @IsOptional()
  @Transform(trim)
  @IsString()
  @IsNotEmpty({ message: 'validation.required' })
  @MaxLength(100, { message: 'validation.tooLong' })
  firstName?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @Transform(trim)
  @IsString()
  @IsNotEmpty({ message: 'validation.required' })
  @MaxLength(100, { message: 'validation.tooLong' })
  lastName?: string;

  @ApiPropertyOptional({ nullable: true })
  @IsOptional()
  @IsISO8601({ strict: true }, { message: 'validation.date' })
  @Matches(/^\d{4}-\d{2}-\d{2}$/, { message: 'validation.date' })
  birthday?: string | null;

  @ApiPropertyOptional({ enum: GENDERS, enumName: 'Gender', nullable: true })
  @IsOptional()
  @IsIn(GENDERS, { message: 'validation.choice' })
  gender?: Gender | null;

  @ApiPropertyOptional()
  @IsOptional()
  @Transform(({ value }) => (typeof value === 'string' ? value.trim().toUpperCase() : value))
  @Matches(/^[A-Z]{2}$/, { message: 'validation.country' })
  country?: string;

  @ApiPropertyOptional({ nullable: true })
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(100, { message: 'validation.tooLong' })
  region?: string | null;

  @ApiPropertyOptional()
  @IsOptional()
  @IsBoolean({ message: 'validation.choice' })
  newsletter?: boolean;

  @ApiPropertyOptional()
  @IsOptional()
  @IsBoolean({ message: 'validation.choice' })
  birthdayDeals?: boolean;

  @IsLocale({ optional: true })
  locale?: Locale;
}

export class ChangeEmailDto {
  @ApiProperty()
  @Transform(lower)
  @IsNotEmpty({ message: 'validation.required' })
  @IsEmail({}, { message: 'validation.email' })
  @MaxLength(320, { message: 'validation.tooLong' })
  email: string;

  @ApiProperty()
  @IsString({ message: 'validation.required' })
  @IsNotEmpty({ message: 'validation.required' })
  currentPassword: string;
}

export class ChangePasswordDto {
  @ApiProperty()
  @IsString({ message: 'validation.required' })
  @IsNotEmpty({ message: 'validation.required' })
  currentPassword: string;

  @ApiProperty({ minLength: 6 })
  @IsString({ message: 'validation.required' })
  @IsNotEmpty({ message: 'validation.required' })
  @MaxLength(200, { message: 'validation.tooLong' })
  password: string;

  @ApiProperty()
  @IsString({ message: 'validation.required' })
  @IsNotEmpty({ message: 'validation.required' })
  passwordConfirmation: string;
}

export class UserResponseDto {
  @ApiProperty({ format: 'uuid' })
  id: string;
  @ApiProperty()
  email: string;
  @ApiProperty()
  firstName: string;
  @ApiProperty()
  lastName: string;
  @ApiProperty({ type: String, nullable: true, example: '1990-04-23' })
  birthday: string | null;
  @ApiProperty({ enum: GENDERS, enumName: 'Gender', nullable: true })
  gender: Gender | null;
  @ApiProperty({ example: 'BE' })
  country: string;
  @ApiProperty({ type: String, nullable: true })
  region: string | null;
  @ApiProperty()
  newsletter: boolean;
  @ApiProperty()
  birthdayDeals: boolean;
  @ApiProperty({ enum: ROLES, enumName: 'Role' })
  role: Role;
  @ApiProperty({ enum: LOCALES, enumName: 'Locale' })
  locale: Locale;
  /** The chosen partner salon (specialist), if any. */
  @ApiProperty({ type: String, nullable: true })
  specialistStoreId: string | null;
  @ApiProperty()
  createdAt: string;
}

export function toUserResponse(user: UserEntity): UserResponseDto {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    birthday: user.birthday,
    gender: user.gender,
    country: user.country,
    region: user.region,
    newsletter: user.newsletterOptIn,
    birthdayDeals: user.birthdayDealsOptIn,
    role: user.role,
    locale: user.locale,
    specialistStoreId: user.specialistStoreId,
    createdAt: user.createdAt.toISOString(),
  };
}
