/**
 * Browser: the page's locale comes with its texts inlined in the HTML (`locale-texts.ts`);
 * every other locale's texts are a separate chunk, loaded before a screen of that locale
 * renders (navigation after a language switch). Only that locale's: every key exists in every locale
 * (`locales/translations.test.ts`), so the nl fallback is never read in the browser, and
 * its chunk would only weigh on the first view of the other languages.
 */
import { addLocaleResources, createI18n, type LocaleResources } from '../lib/i18n.ts';
import type { Locale } from '../lib/routes.ts';
import { readInlineLocaleTexts } from './locale-texts.ts';

const loaders = import.meta.glob<{ default: LocaleResources }>('../locales/*/index.ts');

export const clientI18n = createI18n();

const loading = new Map<Locale, Promise<void>>();

function loadOne(locale: Locale): Promise<void> {
  let promise = loading.get(locale);
  if (!promise) {
    const inline = readInlineLocaleTexts(locale);
    if (inline) {
      addLocaleResources(clientI18n, locale, inline);
      promise = Promise.resolve();
      loading.set(locale, promise);
      return promise;
    }
    const load = loaders[`../locales/${locale}/index.ts`];
    if (!load) throw new Error(`No texts for locale ${locale}`);
    promise = load().then((module) => addLocaleResources(clientI18n, locale, module.default));
    loading.set(locale, promise);
  }
  return promise;
}

export async function loadClientLocale(locale: Locale): Promise<void> {
  await loadOne(locale);
}
