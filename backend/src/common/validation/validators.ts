import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional, type ApiPropertyOptions } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsOptional } from 'class-validator';
import { LOCALES, type Locale } from '../i18n/locale.js';

const BOOLEANISH: ReadonlyMap<unknown, boolean> = new Map<unknown, boolean>([
  [true, true],
  ['true', true],
  ['1', true],
  [false, false],
  ['false', false],
  ['0', false],
]);

/**
 * An optional yes/no filter, as query strings give it: true/false, 'true'/'false' and '1'/'0' are
 * read as booleans; anything else is a 400 with `validation.choice`.
 */
export function IsBooleanish(api: ApiPropertyOptions = {}): PropertyDecorator {
  return applyDecorators(
    ApiPropertyOptional({ type: Boolean, ...api } as ApiPropertyOptions),
    IsOptional(),
    Transform(({ value }: { value: unknown }) =>
      BOOLEANISH.has(value) ? BOOLEANISH.get(value) : value,
    ),
    IsBoolean({ message: 'validation.choice' }),
  );
}

export interface IsLocaleOptions {
  /** Absent is allowed (the default is then the caller's business). */
  optional?: boolean;
  /** The message key of a wrong value; `validation.choice` unless told. */
  message?: string;
  /** Documented default. */
  default?: Locale;
  description?: string;
}

/** One of the shop's languages (nl, en, de, fr), documented as that enum. */
export function IsLocale(options: IsLocaleOptions = {}): PropertyDecorator {
  const api = {
    enum: LOCALES,
    enumName: 'Locale',
    ...(options.default !== undefined && { default: options.default }),
    ...(options.description !== undefined && { description: options.description }),
  };
  const rule = IsIn(LOCALES, { message: options.message ?? 'validation.choice' });
  return options.optional
    ? applyDecorators(ApiPropertyOptional(api), IsOptional(), rule)
    : applyDecorators(ApiProperty(api), rule);
}
