import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsIn, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { LOCALES, type Locale } from '../../users/entities/user.entity.js';

export class ForgotPasswordDto {
  @ApiProperty()
  @Transform(({ value }) => (typeof value === 'string' ? value.trim().toLowerCase() : value))
  @IsNotEmpty({ message: 'validation.required' })
  @IsEmail({}, { message: 'validation.email' })
  @MaxLength(320, { message: 'validation.tooLong' })
  email: string;

  /** Language of the page the request came from; the mail uses the account's language when it has one. */
  @ApiPropertyOptional({ enum: LOCALES, enumName: 'Locale' })
  @IsOptional()
  @IsIn(LOCALES, { message: 'validation.choice' })
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
