import { defaultLightTheme, type RaThemeOptions } from 'react-admin';

/** Vyrelle's calm palette: cream paper, deep ink, one gold accent. */
export const brand = {
  ink: '#1D2130',
  inkSoft: '#4A4F5E',
  cream: '#F5EFE6',
  paper: '#FFFDF9',
  sand: '#E9DFD0',
  gold: '#B08D57',
  goldLight: '#D8C29C',
  goldDark: '#86673A',
} as const;

/** No web fonts: CSP `font-src 'self'` and the first view stay simple; these are widely installed. */
const serif =
  '"Cormorant Garamond", "Iowan Old Style", "Palatino Linotype", Palatino, "Book Antiqua", Georgia, serif';
const sans =
  'Inter, "Segoe UI", system-ui, -apple-system, Roboto, "Helvetica Neue", Arial, sans-serif';

// no colour here: variants with a colour would override `color="inherit"` (the app bar title)
const heading = { fontFamily: serif, fontWeight: 500, letterSpacing: '0.01em' };

export const vyrelleTheme: RaThemeOptions = {
  ...defaultLightTheme,
  // wide enough for the longest menu label in all four languages ("Newsletter-Abonnenten", …)
  sidebar: { width: 270, closedWidth: 55 },
  palette: {
    mode: 'light',
    primary: { main: brand.ink, light: brand.inkSoft, dark: '#111420', contrastText: brand.cream },
    secondary: {
      main: brand.gold,
      light: brand.goldLight,
      dark: brand.goldDark,
      contrastText: brand.ink,
    },
    background: { default: brand.cream, paper: brand.paper },
    text: { primary: brand.ink, secondary: brand.inkSoft },
    // deeper than MUI's defaults, so notices stay legible without shouting
    error: { main: '#A3392F' },
    warning: { main: '#A86A16' },
    success: { main: '#3E6B4E' },
    info: { main: '#3C5A7A' },
    divider: 'rgba(29, 33, 48, 0.12)',
  },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily: sans,
    h1: heading,
    h2: heading,
    h3: heading,
    h4: heading,
    h5: heading,
    h6: { ...heading, fontWeight: 600 },
    button: { textTransform: 'none', fontWeight: 600, letterSpacing: '0.02em' },
  },
  components: {
    ...defaultLightTheme.components,
    MuiAppBar: {
      styleOverrides: {
        root: { boxShadow: 'none', borderBottom: `2px solid ${brand.gold}` },
      },
    },
    MuiCard: {
      styleOverrides: {
        root: { boxShadow: '0 1px 2px rgba(29,33,48,0.06), 0 8px 24px rgba(29,33,48,0.06)' },
      },
    },
    MuiButton: {
      styleOverrides: { root: { borderRadius: 999, paddingInline: 20 } },
    },
    MuiFilledInput: {
      styleOverrides: {
        root: {
          backgroundColor: 'rgba(29, 33, 48, 0.04)',
          '&:hover': { backgroundColor: 'rgba(29, 33, 48, 0.07)' },
          '&.Mui-focused': { backgroundColor: 'rgba(29, 33, 48, 0.05)' },
          '&::after': { borderBottomColor: brand.gold },
        },
      },
    },
    MuiFormLabel: {
      styleOverrides: { root: { '&.Mui-focused': { color: brand.goldDark } } },
    },
    RaMenuItemLink: {
      styleOverrides: {
        root: {
          borderLeft: '3px solid transparent',
          '&.RaMenuItemLink-active': { borderLeftColor: brand.gold, color: brand.ink },
        },
      },
    },
    RaToolbar: {
      styleOverrides: { root: { backgroundColor: brand.sand } },
    },
  },
};
