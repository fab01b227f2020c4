import { createTheme } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { formatDate, formatLocale, withFormatLocale, withProgressLabel } from './formats';

const day = new Date('2026-03-04T09:05:00Z');

describe('dates in the back-office language', () => {
  it('formats day before month in nl, en, de and fr (never the US order)', () => {
    expect(formatDate(day, 'nl')).toBe('4/3/2026');
    expect(formatDate(day, 'en')).toBe('4/3/2026');
    expect(formatDate(day, 'de')).toBe('4.3.2026');
    expect(formatDate(day, 'fr')).toBe('04/03/2026');
    for (const locale of ['nl', 'en', 'de', 'fr'])
      expect(formatDate(day, locale)).not.toBe(day.toLocaleDateString('en-US'));
  });

  it('uses Belgian formats for nl and fr and falls back to nl for an unknown language', () => {
    expect(formatLocale('nl')).toBe('nl-BE');
    expect(formatLocale('fr')).toBe('fr-BE');
    expect(formatLocale('xx')).toBe('nl-BE');
  });

  it("gives react-admin's DateField and NumberField the language's format through the theme", () => {
    const theme = withFormatLocale(createTheme(), 'de');
    const components = theme.components as Record<string, { defaultProps?: { locales?: string } }>;
    expect(components.RaDateField?.defaultProps?.locales).toBe('de-DE');
    expect(components.RaNumberField?.defaultProps?.locales).toBe('de-DE');
  });

  it('names every progress indicator, keeping the defaults the theme already gives', () => {
    const outer = createTheme({
      components: { MuiCircularProgress: { defaultProps: { size: 30 } } },
    });
    const theme = withProgressLabel(withFormatLocale(outer, 'fr'), 'Chargement');
    const components = theme.components as Record<string, { defaultProps?: object }>;
    expect(components.MuiCircularProgress?.defaultProps).toEqual({
      size: 30,
      'aria-label': 'Chargement',
    });
    expect(components.MuiLinearProgress?.defaultProps).toEqual({ 'aria-label': 'Chargement' });
    expect(components.RaDateField?.defaultProps).toEqual({ locales: 'fr-BE' });
  });
});
