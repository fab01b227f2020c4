import { type Locale } from './locale.js';
import { IsLocale } from '../validation/validators.js';

/** The language of the answer; without it, Accept-Language decides (then nl). */
export class LocaleQueryDto {
  @IsLocale({ optional: true, description: 'Overrides Accept-Language.' })
  locale?: Locale;
}
