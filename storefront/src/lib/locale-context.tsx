/** The locale of the screen being rendered (from its route), for links and texts. */
import { createContext, useContext } from 'react';
import { defaultLocale, type Locale } from './routes.ts';

export const LocaleContext = createContext<Locale>(defaultLocale);

export function useLocale(): Locale {
  return useContext(LocaleContext);
}
