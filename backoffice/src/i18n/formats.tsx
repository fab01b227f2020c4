/**
 * Dates and numbers in the chosen back-office language. react-admin's DateField and NumberField
 * format with the browser's language unless told otherwise (US dates in a US browser whatever the
 * back-office speaks); the layout gives them the chosen language's format through the theme.
 */
import type { ReactNode } from 'react';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import { useLocaleState } from 'react-admin';

/** BCP 47 tag per back-office language: Belgian formats for nl and fr (a Belgian brand), as money does. */
export const FORMAT_LOCALES: Record<string, string> = {
  nl: 'nl-BE',
  en: 'en-IE',
  de: 'de-DE',
  fr: 'fr-BE',
};

export const formatLocale = (locale: string): string => FORMAT_LOCALES[locale] ?? 'nl-BE';

/** A date (and time) as the back-office shows it in `locale`. */
export function formatDate(value: string | Date, locale: string, withTime = false): string {
  const date = value instanceof Date ? value : new Date(value);
  return withTime
    ? date.toLocaleString(formatLocale(locale))
    : date.toLocaleDateString(formatLocale(locale));
}

/** The theme with DateField and NumberField defaulting to the language's format. */
export function withFormatLocale(theme: Theme, locale: string): Theme {
  const locales = formatLocale(locale);
  const components = theme.components as Record<string, { defaultProps?: object }> | undefined;
  return {
    ...theme,
    components: {
      ...theme.components,
      RaDateField: {
        ...components?.RaDateField,
        defaultProps: { ...components?.RaDateField?.defaultProps, locales },
      },
      RaNumberField: {
        ...components?.RaNumberField,
        defaultProps: { ...components?.RaNumberField?.defaultProps, locales },
      },
    } as Theme['components'],
  };
}

export function FormatLocaleProvider({ children }: { children: ReactNode }) {
  const [locale] = useLocaleState();
  return (
    <ThemeProvider theme={(outer: Theme) => withFormatLocale(outer, locale)}>
      {children}
    </ThemeProvider>
  );
}
