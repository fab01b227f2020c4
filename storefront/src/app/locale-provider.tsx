/** Provides one locale to a subtree: the locale itself and an i18n instance fixed to it. */
import { useEffect, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18nForLocale } from '../lib/i18n.ts';
import { LocaleContext } from '../lib/locale-context.tsx';
import type { Locale } from '../lib/routes.ts';
import { writePreferredLocale } from '../lib/storage.ts';
import { useBaseI18n } from './i18n-context.ts';

export function LocaleProvider({
  locale,
  remember = false,
  children,
}: {
  locale: Locale;
  remember?: boolean;
  children: ReactNode;
}) {
  const instance = i18nForLocale(useBaseI18n(), locale);
  useEffect(() => {
    // A visit to a locale's pages is the visitor's latest choice of language.
    if (remember) writePreferredLocale(locale);
  }, [locale, remember]);
  return (
    <LocaleContext.Provider value={locale}>
      <I18nextProvider i18n={instance}>{children}</I18nextProvider>
    </LocaleContext.Provider>
  );
}
