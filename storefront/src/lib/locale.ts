/** Choosing the locale when the URL has none (SPEC §1): stored preference, else nl. */
import { defaultLocale, isLocale, type Locale } from './routes.ts';
import { languageCookie } from './storage.ts';

/** The value of one cookie from a `Cookie` header. */
export function readCookie(header: string | undefined, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index < 0) continue;
    if (part.slice(0, index).trim() === name) {
      try {
        return decodeURIComponent(part.slice(index + 1).trim());
      } catch {
        return null;
      }
    }
  }
  return null;
}

/**
 * Server side: the `lang` cookie (mirror of the stored preference), else nl — SPEC §1 names no
 * other source, so the browser's Accept-Language does not pick the language.
 */
export function detectServerLocale(headers: {
  cookie?: string | undefined;
  acceptLanguage?: string | undefined;
}): Locale {
  const fromCookie = readCookie(headers.cookie, languageCookie);
  return isLocale(fromCookie) ? fromCookie : defaultLocale;
}
