import { createTheme, type Theme, type ThemeOptions } from '@mui/material/styles';
import { enUS, esES, ptBR, type Localization } from '@mui/material/locale';
import type { Locale } from '../../domain/constants';
import { STORAGE_PREFIX } from '../../domain/constants';

/** The authority's navy: the portal bar and footer in both schemes (white text on it: 14:1). */
export const BRAND_NAVY = '#072b52';

/** MUI's own texts (pagination, pickers' labels…) in each language. */
export const MUI_LOCALES: Record<Locale, Localization> = { pt: ptBR, en: enUS, es: esES };

/** What the portal's and the internal area's themes share: type scale, corners, button and link defaults. */
export const SHARED_THEME_OPTIONS = {
  typography: {
    fontFamily: 'Roboto, "Helvetica Neue", Arial, sans-serif',
    h1: { fontSize: '2.25rem', fontWeight: 500 },
    h2: { fontSize: '1.75rem', fontWeight: 500 },
    h3: { fontSize: '1.375rem', fontWeight: 500 },
  },
  shape: { borderRadius: 8 },
  components: {
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiLink: { defaultProps: { underline: 'always' } },
  },
} satisfies ThemeOptions;

export { MODE_STORAGE_KEY } from '../../domain/color-scheme-script';
export const COLOR_SCHEME_STORAGE_KEY = `${STORAGE_PREFIX}color_scheme`;

/**
 * Light and dark schemes with an air-force blue. Every text/background pair meets WCAG AA
 * (primary #0b4a8b on white 8.9:1; #8ab4f8 on the dark background 8.9:1); the contrast threshold
 * of 4.5 makes MUI pick readable text on coloured buttons and chips.
 */
function createAppTheme(locale: Locale): Theme {
  return createTheme(
    {
      cssVariables: { colorSchemeSelector: 'class', cssVarPrefix: 'aga' },
      colorSchemes: {
        light: {
          palette: {
            contrastThreshold: 4.5,
            primary: { main: '#0b4a8b', dark: BRAND_NAVY, light: '#3d6fae', contrastText: '#ffffff' },
            secondary: { main: '#00607a', contrastText: '#ffffff' },
            background: { default: '#f4f6f9', paper: '#ffffff' },
          },
        },
        dark: {
          palette: {
            contrastThreshold: 4.5,
            primary: { main: '#8ab4f8', contrastText: '#0b1524' },
            secondary: { main: '#7fd3e8', contrastText: '#0b1524' },
            background: { default: '#0f1722', paper: '#162131' },
          },
        },
      },
      ...SHARED_THEME_OPTIONS,
    },
    MUI_LOCALES[locale],
  );
}

const appThemes = new Map<Locale, Theme>();

/**
 * The theme of a language, made once: creating it (two schemes' CSS variables) is ~10 ms of a fast CPU, which
 * main.tsx spends in a task of its own before the first render rather than inside one of React's render slices.
 */
export function appTheme(locale: Locale): Theme {
  let theme = appThemes.get(locale);
  if (!theme) {
    theme = createAppTheme(locale);
    appThemes.set(locale, theme);
  }
  return theme;
}
