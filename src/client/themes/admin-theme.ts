import { createTheme, type Theme } from '@mui/material/styles';
import type { Locale } from '../../domain/constants';
import { MUI_LOCALES, SHARED_THEME_OPTIONS } from './theme';
import { paletteAt, PALETTE_ROLES, textOn, type PaletteRole } from './palettes';

const BACKGROUND = {
  light: { default: '#f4f6f9', paper: '#ffffff' },
  dark: { default: '#0f1722', paper: '#162131' },
} as const;

/** The internal area's MUI theme: colour theme `index` of spec §3, light or dark, in the current language. */
export function createAdminTheme(locale: Locale, index: number, dark: boolean): Theme {
  const mode = dark ? 'dark' : 'light';
  const colours = paletteAt(index)[mode];
  const entry = (role: PaletteRole) => ({ main: colours[role], contrastText: textOn(colours[role]) });
  const roles = Object.fromEntries(PALETTE_ROLES.filter((r) => r !== 'accent').map((role) => [role, entry(role)]));
  return createTheme(
    {
      palette: { mode, contrastThreshold: 4.5, ...roles, background: BACKGROUND[mode] },
      ...SHARED_THEME_OPTIONS,
    },
    MUI_LOCALES[locale],
  );
}
