import { ThemeProvider } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isLocale } from '../i18n';
import { DEFAULT_LOCALE } from '../../domain/constants';
import { appTheme, COLOR_SCHEME_STORAGE_KEY, MODE_STORAGE_KEY } from './theme';

/** MUI theme in the current language; light or dark follows prefers-color-scheme until the user picks one. */
export function AppThemeProvider({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const locale = isLocale(language) ? language : DEFAULT_LOCALE;
  const theme = appTheme(locale);
  // noSsr: the scheme is read on the first render. Without it MUI renders once without a scheme and again after
  // mount, a second, synchronous render of the whole app (the page is never hydrated: main.tsx replaces the
  // prerendered markup), ~100 ms of a phone's main thread.
  return (
    <ThemeProvider noSsr theme={theme} defaultMode="system" modeStorageKey={MODE_STORAGE_KEY} colorSchemeStorageKey={COLOR_SCHEME_STORAGE_KEY}>
      {children}
    </ThemeProvider>
  );
}
