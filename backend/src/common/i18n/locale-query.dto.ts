import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { LOCALES, type Locale } from './locale.js';

/** The language of the answer; without it, Accept-Language decides (then nl). */
export class LocaleQueryDto {
  @ApiPropertyOptional({
    enum: LOCALES,
    enumName: 'Locale',
    description: 'Overrides Accept-Language.',
  })
  @IsOptional()
  @IsIn(LOCALES, { message: 'validation.choice' })
  locale?: Locale;
}
