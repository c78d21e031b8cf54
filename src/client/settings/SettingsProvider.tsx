import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { defaultSettings, loadSettings, saveSettings, type Settings } from './settings';

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
  const update = useCallback((change: (current: Settings) => Settings) => setSettings(change), []);
  const reset = useCallback(() => setSettings(defaultSettings()), []);
  const value = useMemo(() => ({ settings, update, reset }), [settings, update, reset]);
  return <SettingsContext.Provider value={value}>{children}</SettingsContext.Provider>;
}

/** The settings and their actions; outside a provider, the defaults (read-only). */
export function useSettings(): SettingsContextValue {
  const value = useContext(SettingsContext);
  return value ?? FALLBACK;
}

const FALLBACK: SettingsContextValue = { settings: defaultSettings(), update: () => {}, reset: () => {} };
