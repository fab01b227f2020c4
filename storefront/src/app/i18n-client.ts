/**
 * Browser: each locale's texts are a separate chunk, loaded before a screen of that locale
 * renders (hydration and navigation). Only that locale's: every key exists in every locale
 * (`locales/translations.test.ts`), so the nl fallback is never read in the browser, and
 * its chunk would only weigh on the first view of the other languages.
 */
import { addLocaleResources, createI18n, type LocaleResources } from '../lib/i18n.ts';
import type { Locale } from '../lib/routes.ts';

const loaders = import.meta.glob<{ default: LocaleResources }>('../locales/*/index.ts');

export const clientI18n = createI18n();

const loading = new Map<Locale, Promise<void>>();

function loadOne(locale: Locale): Promise<void> {
  let promise = loading.get(locale);
  if (!promise) {
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
