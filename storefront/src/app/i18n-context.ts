import type { i18n as I18n } from 'i18next';
import { createContext, useContext } from 'react';

/** The base i18n instance of this render (server) or page (browser). */
export const BaseI18nContext = createContext<I18n | null>(null);

export function useBaseI18n(): I18n {
  const instance = useContext(BaseI18nContext);
  if (!instance) throw new Error('BaseI18nContext is not provided');
  return instance;
}
