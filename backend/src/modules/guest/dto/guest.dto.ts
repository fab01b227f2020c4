import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { Equals, IsEmail, IsNotEmpty, IsString, MaxLength } from 'class-validator';
import type { Locale } from '../../../common/i18n/locale.js';
import { IsLocale } from '../../../common/validation/validators.js';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const lower = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.trim().toLowerCase() : value;

/** "Continue as a guest": only the e-mail (for the confirmation) and the privacy consent. */
export class CreateGuestSessionDto {
  @ApiProperty({ example: 'anna@example.be' })
  @Transform(lower)
  @IsNotEmpty({ message: 'validation.required' })
  @IsEmail({}, { message: 'validation.email' })
  @MaxLength(320, { message: 'validation.tooLong' })
  email: string;

  /** Must be true: the privacy policy was accepted (kept as the consent time, as at registration). */
  @ApiProperty({ example: true })
  @Equals(true, { message: 'validation.privacyRequired' })
  privacyAccepted: boolean;

  @IsLocale({ optional: true, default: 'nl' })
  locale?: Locale;
}

/** What a guest's claim link is about. */
export class GuestClaimResponseDto {
  /** The e-mail the guest ordered with. */
  @ApiProperty()
  email: string;

  /** An account with that e-mail exists: sign in to it, then attach the order. */
  @ApiProperty()
  accountExists: boolean;
}

/** Turns a guest into an account: a password (SPEC §5) and the name. */
export class ClaimGuestAccountDto {
  @ApiProperty()
  @Transform(trim)
  @IsString({ message: 'validation.required' })
  @IsNotEmpty({ message: 'validation.required' })
  @MaxLength(100, { message: 'validation.tooLong' })
  firstName: string;

  @ApiProperty()
  @Transform(trim)
  @IsString({ message: 'validation.required' })
  @IsNotEmpty({ message: 'validation.required' })
  @MaxLength(100, { message: 'validation.tooLong' })
  lastName: string;

  @ApiProperty()
  @IsString({ message: 'validation.required' })
  @IsNotEmpty({ message: 'validation.required' })
  @MaxLength(200, { message: 'validation.tooLong' })
  password: string;

  @ApiProperty()
  @IsString({ message: 'validation.required' })
  @IsNotEmpty({ message: 'validation.required' })
  @MaxLength(200, { message: 'validation.tooLong' })
  passwordConfirmation: string;
}

/** The result of a claim: the account's e-mail (to sign in with) and how many orders it holds now. */
export class GuestClaimResultDto {
  @ApiProperty()
  email: string;

  @ApiProperty()
  orders: number;
}
