/**
 * Dates and numbers in the chosen back-office language. react-admin's DateField and NumberField
 * format with the browser's language unless told otherwise (US dates in a US browser whatever the
 * back-office speaks); the layout gives them the chosen language's format through the theme.
 */
import type { ReactNode } from 'react';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import { useLocaleState, useTranslate } from 'react-admin';

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

type ComponentDefaults = Record<string, { defaultProps?: object }>;

/** The theme with `props` added to the default props of the components `names`. */
export function withDefaultProps(theme: Theme, names: string[], props: object): Theme {
  const components = theme.components as ComponentDefaults | undefined;
  const added: ComponentDefaults = {};
  for (const name of names)
    added[name] = {
      ...components?.[name],
      defaultProps: { ...components?.[name]?.defaultProps, ...props },
    };
  return { ...theme, components: { ...theme.components, ...added } as Theme['components'] };
}

/** The theme with DateField and NumberField defaulting to the language's format. */
export function withFormatLocale(theme: Theme, locale: string): Theme {
  return withDefaultProps(theme, ['RaDateField', 'RaNumberField'], {
    locales: formatLocale(locale),
  });
}

/**
 * The theme with every progress indicator named (react-admin's app-bar spinner, the list's
 * loading bar): a progressbar without a name is an accessibility failure (axe
 * `aria-progressbar-name`), and screen readers would say only "progress bar".
 */
export function withProgressLabel(theme: Theme, label: string): Theme {
  return withDefaultProps(theme, ['MuiCircularProgress', 'MuiLinearProgress'], {
    'aria-label': label,
  });
}

export function FormatLocaleProvider({ children }: { children: ReactNode }) {
  const [locale] = useLocaleState();
  const translate = useTranslate();
  const loading = translate('ra.page.loading');
  return (
    <ThemeProvider
      theme={(outer: Theme) => withProgressLabel(withFormatLocale(outer, locale), loading)}
    >
      {children}
    </ThemeProvider>
  );
}
