import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsIn, IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { type Locale } from '../../../common/i18n/locale.js';
import { IsLocale } from '../../../common/validation/validators.js';

export const STAFF_ROLE_CHOICES = ['admin', 'partner_manager'] as const;

/** A new staff account: no password here, the person chooses it through the invitation mail. */
export class InviteStaffDto {
  @ApiProperty()
  @Transform(({ value }) => (typeof value === 'string' ? value.trim().toLowerCase() : value))
  @IsNotEmpty({ message: 'validation.required' })
  @IsEmail({}, { message: 'validation.email' })
  @MaxLength(320, { message: 'validation.tooLong' })
  email: string;

  @ApiProperty()
  @IsString({ message: 'validation.required' })
  @IsNotEmpty({ message: 'validation.required' })
  @MaxLength(100, { message: 'validation.tooLong' })
  firstName: string;

  @ApiProperty()
  @IsString({ message: 'validation.required' })
  @IsNotEmpty({ message: 'validation.required' })
  @MaxLength(100, { message: 'validation.tooLong' })
  lastName: string;

  @ApiProperty({ enum: STAFF_ROLE_CHOICES, enumName: 'StaffRole' })
  @IsIn(STAFF_ROLE_CHOICES, { message: 'validation.choice' })
  role: (typeof STAFF_ROLE_CHOICES)[number];

  /** The language of the invitation mail and of the account. */
  @IsLocale()
  locale: Locale;
}
