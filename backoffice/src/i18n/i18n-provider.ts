import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider, TranslationMessages } from 'ra-core';
import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from './locales';
// the default language ships in the first chunk: no second round trip before the first render
import nlMessages from './nl';

/** One chunk per other language: only the one in use is downloaded. */
const loaders: Record<Locale, () => Promise<{ default: TranslationMessages }>> = {
  nl: () => Promise.resolve({ default: nlMessages }),
  en: () => import('./en'),
  de: () => import('./de'),
  fr: () => import('./fr'),
};

/**
 * Polyglot i18n provider whose first locale is loaded before the first render (polyglot wants
 * it synchronously) and whose other locales load when the user switches to them.
 */
export async function createI18nProvider(initial: Locale): Promise<I18nProvider> {
  const loaded = new Map<Locale, TranslationMessages>();
  loaded.set(initial, (await loaders[initial]()).default);

  const getMessages = (requested: string): TranslationMessages | Promise<TranslationMessages> => {
    const locale = isLocale(requested) ? requested : DEFAULT_LOCALE;
    const messages = loaded.get(locale);
    if (messages) return messages;
    return loaders[locale]().then(({ default: loadedMessages }) => {
      loaded.set(locale, loadedMessages);
      return loadedMessages;
    });
  };

  return polyglotI18nProvider(getMessages, initial, [...LOCALES]);
}
