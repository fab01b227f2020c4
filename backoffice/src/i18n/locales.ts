import { LOCALES as API_LOCALES, type Locale } from '../api/generated/enums';

export type { Locale };

/** Each language's own name; a language the API adds fails the typecheck until it has one. */
const NAMES: Record<Locale, string> = {
  nl: 'Nederlands',
  en: 'English',
  de: 'Deutsch',
  fr: 'Français',
};

/** The back-office's UI languages: the API's locales, in its order; nl is the default (SPEC.md §1). */
export const LOCALES = API_LOCALES.map((locale) => ({ locale, name: NAMES[locale] }));

export const DEFAULT_LOCALE: Locale = 'nl';

export const isLocale = (value: unknown): value is Locale =>
  LOCALES.some((entry) => entry.locale === value);

/**
 * react-admin keeps the chosen locale in its store: localStorage `RaStore.locale`, as JSON.
 * Reading it before the first render lets the right messages load first (no flash of Dutch).
 */
export const LOCALE_STORE_KEY = 'RaStore.locale';

export function storedLocale(storage: Pick<Storage, 'getItem'>): Locale {
  try {
    const value: unknown = JSON.parse(storage.getItem(LOCALE_STORE_KEY) ?? 'null');
    return isLocale(value) ? value : DEFAULT_LOCALE;
  } catch {
    return DEFAULT_LOCALE;
  }
}
