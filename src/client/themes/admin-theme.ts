import { createTheme, type Theme } from '@mui/material/styles';
import { enUS, esES, ptBR, type Localization } from '@mui/material/locale';
import type { Locale } from '../../domain/constants';
import { paletteAt, PALETTE_ROLES, textOn, type PaletteRole } from './palettes';

const MUI_LOCALES: Record<Locale, Localization> = { pt: ptBR, en: enUS, es: esES };

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
    },
    MUI_LOCALES[locale],
  );
}
