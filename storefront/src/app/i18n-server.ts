/** Server (and tests): every locale's texts, loaded eagerly into one shared instance. */
import { addLocaleResources, createI18n, type LocaleResources } from '../lib/i18n.ts';
import { isLocale } from '../lib/routes.ts';

const modules = import.meta.glob<{ default: LocaleResources }>('../locales/*/index.ts', {
  eager: true,
});

export function createServerI18n() {
  const instance = createI18n();
  for (const [path, module] of Object.entries(modules)) {
    const locale = path.split('/').at(-2);
    if (isLocale(locale)) addLocaleResources(instance, locale, module.default);
  }
  return instance;
}

export const serverI18n = createServerI18n();
