import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { type Locale } from '../../../common/i18n/locale.js';
import { IsLocale } from '../../../common/validation/validators.js';

export class ForgotPasswordDto {
  @ApiProperty()
  @Transform(({ value }) => (typeof value === 'string' ? value.trim().toLowerCase() : value))
  @IsNotEmpty({ message: 'validation.required' })
  @IsEmail({}, { message: 'validation.email' })
  @MaxLength(320, { message: 'validation.tooLong' })
  email: string;

  /** Language of the page the request came from; the mail uses the account's language when it has one. */
  @IsLocale({ optional: true })
  locale?: Locale;
}

export class ResetPasswordDto {
  @ApiProperty()
  @IsString({ message: 'validation.required' })
  @IsNotEmpty({ message: 'validation.required' })
  @MaxLength(200)
  token: string;

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

export class AcceptedResponseDto {
  @ApiProperty({ example: 'ok' })
  status: 'ok';
}
