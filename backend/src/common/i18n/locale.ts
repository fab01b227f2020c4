import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { ApiHeader } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';

/** The shop's languages (SPEC §1): the one list every module, DTO and template uses. */
export const LOCALES = ['nl', 'en', 'de', 'fr'] as const;
export type Locale = (typeof LOCALES)[number];

/** nl is the default language and the fallback of every translated field (SPEC §1). */
export const DEFAULT_LOCALE: Locale = 'nl';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/**
 * The language of an answer: an explicit `locale` query parameter wins; otherwise the first
 * language of Accept-Language (by q-value, then order) that the shop speaks; otherwise nl.
 */
export function resolveLocale(
  explicit: unknown,
  acceptLanguage: string | string[] | undefined,
): Locale {
  if (isLocale(explicit)) return explicit;
  const header = Array.isArray(acceptLanguage) ? acceptLanguage.join(',') : acceptLanguage;
  if (!header) return DEFAULT_LOCALE;
  const ranges = header
    .slice(0, 500)
    .split(',')
    .slice(0, 20)
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      let q = 1;
      for (const param of params) {
        const match = /^\s*q\s*=\s*([01](?:\.\d{0,3})?)\s*$/.exec(param);
        if (match) q = Number(match[1]);
      }
      return { language: tag.trim().toLowerCase().split('-')[0] ?? '', q, index };
    })
    .filter((range) => range.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  const match = ranges.find((range) => isLocale(range.language));
  return match ? (match.language as Locale) : DEFAULT_LOCALE;
}

/**
 * The resolved locale of the request (`locale` query parameter, then Accept-Language, then nl).
 * The query DTO still declares and validates `locale`, so an unknown value is a 400.
 */
export const RequestLocale = createParamDecorator(
  (_data: unknown, context: ExecutionContext): Locale => {
    const request = context
      .switchToHttp()
      .getRequest<FastifyRequest<{ Querystring: { locale?: unknown } }>>();
    return resolveLocale(request.query?.locale, request.headers['accept-language']);
  },
);

/**
 * Lower-cases and strips diacritics, so "Düsseldorf", "dusseldorf" and "DÜSSELDORF" compare equal
 * and names sort the same way on SQLite and PostgreSQL (whatever their collation).
 */
export function foldText(value: string): string {
  return value
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .replace(/ß/g, 'ss')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * A sort key that orders the same on SQLite (binary) and PostgreSQL (whatever the database
 * collation): folded text reduced to [a-z0-9], word breaks as "0" so "blue serum" < "blueberry".
 */
export function sortKey(value: string): string {
  return foldText(value)
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .replace(/ /g, '0')
    .slice(0, 150);
}

/** Documents the Accept-Language header of a localised endpoint. */
export const ApiAcceptLanguage = () =>
  ApiHeader({
    name: 'accept-language',
    required: false,
    description: 'nl (default), en, de or fr; the `locale` query parameter wins.',
  });
