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
import { type Locale } from '../../../common/i18n/locale.js';
import { CONTACT_SUBJECTS, type ContactSubject } from '../entities/contact-message.entity.js';
import { IsLocale } from '../../../common/validation/validators.js';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const lower = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.trim().toLowerCase() : value;

/** The contact form (SPEC §3). `fax` is a honeypot: people never see it, bots fill it in. */
export class CreateContactMessageDto {
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

  @ApiPropertyOptional({ example: '+32 470 12 34 56', nullable: true })
  @IsOptional()
  @Transform(trim)
  @IsString({ message: 'validation.phone' })
  @Matches(/^$|^\+?[0-9 ()./-]{6,30}$/, { message: 'validation.phone' })
  phone?: string | null;

  /** selling: selling the products; usage: usage of the products. */
  @ApiProperty({ enum: CONTACT_SUBJECTS, enumName: 'ContactSubject' })
  @IsNotEmpty({ message: 'validation.required' })
  @IsIn(CONTACT_SUBJECTS, { message: 'validation.choice' })
  subject: ContactSubject;

  @ApiProperty({ example: 'Which serum suits oily skin?' })
  @Transform(trim)
  @IsString({ message: 'validation.required' })
  @IsNotEmpty({ message: 'validation.required' })
  @MaxLength(5000, { message: 'validation.tooLong' })
  question: string;

  @ApiPropertyOptional({ default: false })
  @IsOptional()
  @IsBoolean({ message: 'validation.choice' })
  newsletter?: boolean;

  /** Must be true: the privacy policy was accepted. */
  @ApiProperty({ example: true })
  @Equals(true, { message: 'validation.privacyRequired' })
  privacyAccepted: boolean;

  /** The sender's language (their copy is written in it); nl when absent. */
  @IsLocale({ optional: true, default: 'nl' })
  locale?: Locale;

  /** Honeypot: leave empty. */
  @ApiPropertyOptional({ description: 'Leave empty (spam trap)' })
  @IsOptional()
  @IsString()
  @MaxLength(500)
  fax?: string;
}

export class FormAcceptedResponseDto {
  @ApiProperty({ example: 'ok' })
  status: 'ok';
}
