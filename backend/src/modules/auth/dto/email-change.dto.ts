import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { LOCALES, type Locale } from '../../../common/i18n/locale.js';

/** The single-use token of an e-mail change link (confirm or undo). */
export class EmailChangeTokenDto {
  @ApiProperty()
  @IsString({ message: 'validation.required' })
  @IsNotEmpty({ message: 'validation.required' })
  @MaxLength(200)
  token: string;
}

/** PUT /api/user/email: nothing changes yet; a link went to the new address and a notice to the old one. */
export class EmailChangeRequestedDto {
  @ApiProperty({ enum: ['pending'] })
  status: 'pending';
  /** The address that must be confirmed; the account keeps its current one until then. */
  @ApiProperty({ example: 'new.address@example.be' })
  newEmail: string;
}

/** The answer of the confirm and undo links. */
export class EmailChangeResultDto {
  @ApiProperty({ enum: ['confirmed', 'undone'] })
  status: 'confirmed' | 'undone';
  /** The account's address after the change. */
  @ApiProperty()
  email: string;
  /** The account's language (the page may switch to it). */
  @ApiProperty({ enum: LOCALES, enumName: 'Locale' })
  locale: Locale;
}
