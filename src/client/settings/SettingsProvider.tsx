import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { defaultSettings, loadSettings, saveSettings, SETTINGS_STORAGE_KEY, type Settings } from './settings';
import { rememberThemeChoice, themeChosen, useServerDefaultTheme } from './default-theme';

export interface SettingsContextValue {
  settings: Settings;
  /** Replaces the settings with what `change` returns and stores them. */
  update: (change: (current: Settings) => Settings) => void;
  /** The "default settings" action: spec §3 values, stored. */
  reset: () => void;
}

const SettingsContext = createContext<SettingsContextValue | null>(null);

/** Holds the internal area's settings, loaded from and saved to local storage under vva_settings. */
export function SettingsProvider({ children }: { children: ReactNode }) {
  const [settings, setSettings] = useState<Settings>(() => loadSettings());
  useEffect(() => saveSettings(settings), [settings]);
  // Settings changed in another tab of the internal area (a dark theme, a language): this tab follows. Writing the
  // same value back stores the same text, which raises no further storage event.
  useEffect(() => {
    const follow = (event: StorageEvent) => {
      if (event.key === SETTINGS_STORAGE_KEY || event.key === null) setSettings(loadSettings());
    };
    window.addEventListener('storage', follow);
    return () => window.removeEventListener('storage', follow);
  }, []);
  // Until the user picks a colour theme, the one an administrator chose for everyone applies (/theme).
  const serverDefault = useServerDefaultTheme();
  useEffect(() => {
    if (serverDefault === null || themeChosen()) return;
    setSettings((current) => (current.theme.index === serverDefault ? current : { ...current, theme: { ...current.theme, index: serverDefault } }));
  }, [serverDefault]);
  const update = useCallback(
    (change: (current: Settings) => Settings) =>
      setSettings((current) => {
        const next = change(current);
        if (next.theme.index !== current.theme.index) rememberThemeChoice(true);
        return next;
      }),
    [],
  );
  const reset = useCallback(() => {
    rememberThemeChoice(false);
    const defaults = defaultSettings();
    setSettings(serverDefault === null ? defaults : { ...defaults, theme: { ...defaults.theme, index: serverDefault } });
  }, [serverDefault]);
  const value = useMemo(() => ({ settings, update, reset }), [settings, update, reset]);
  return <SettingsContext.Provider value={value}>{children}</SettingsContext.Provider>;
}

/** The settings and their actions; outside a provider, the defaults (read-only). */
export function useSettings(): SettingsContextValue {
  const value = useContext(SettingsContext);
  return value ?? FALLBACK;
}

const FALLBACK: SettingsContextValue = { settings: defaultSettings(), update: () => {}, reset: () => {} };
