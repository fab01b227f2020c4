/** The back-office's UI languages; nl is the default (SPEC.md §1). */
export const LOCALES = [
  { locale: 'nl', name: 'Nederlands' },
  { locale: 'en', name: 'English' },
  { locale: 'de', name: 'Deutsch' },
  { locale: 'fr', name: 'Français' },
] as const;

export type Locale = (typeof LOCALES)[number]['locale'];
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
