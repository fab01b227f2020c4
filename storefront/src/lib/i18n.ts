/**
 * i18next set-up shared by server and browser. Each locale gets its own clone of one base
 * instance (sharing the resource store), provided to its part of the tree, so a screen
 * renders in the locale of its route without a global language switch.
 */
import i18next, { type i18n as I18n } from 'i18next';
import { defaultLocale, locales, type Locale } from './routes.ts';

export const namespaces = [
  'common',
  'consent',
  'home',
  'catalogue',
  'content',
  'stores',
  'partner',
  'contact',
  'auth',
  'cart',
  'account',
  'favourites',
  'admin',
  'newsletter',
  'partnerPortal',
  'routines',
  'partnerShop',
  'search',
  'skinAnalysis',
] as const;
export type Namespace = (typeof namespaces)[number];

export type LocaleResources = Readonly<Record<Namespace, object>>;

export function createI18n(): I18n {
  const instance = i18next.createInstance();
  void instance.init({
    lng: defaultLocale,
    fallbackLng: defaultLocale,
    supportedLngs: [...locales],
    ns: [...namespaces],
    defaultNS: 'common',
    resources: {},
    initAsync: false,
    returnEmptyString: false,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  return instance;
}

export function addLocaleResources(
  instance: I18n,
  locale: Locale,
  resources: LocaleResources,
): void {
  for (const ns of namespaces) instance.addResourceBundle(locale, ns, resources[ns], true, true);
}

const clones = new WeakMap<I18n, Map<Locale, I18n>>();

/** The instance fixed to one locale (cached). */
export function i18nForLocale(instance: I18n, locale: Locale): I18n {
  let byLocale = clones.get(instance);
  if (!byLocale) {
    byLocale = new Map();
    clones.set(instance, byLocale);
  }
  let clone = byLocale.get(locale);
  if (!clone) {
    clone = instance.cloneInstance({ lng: locale, initAsync: false });
    byLocale.set(locale, clone);
  }
  return clone;
}
