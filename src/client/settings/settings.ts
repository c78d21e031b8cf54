import { DEFAULT_LOCALE, SCROLL_TOP_THRESHOLD, STORAGE_PREFIX, TOPBAR_HEIGHT, TOPBAR_HEIGHT_DENSE, type Locale } from '../../domain/constants';
import { resetStorageOnNewVersion } from '../providers/storage-version';
import { PALETTES } from '../themes/palettes';

/** The internal area's preferences (spec §3), persisted locally (spec §4). */
export interface Settings {
  locale: Locale;
  dense: boolean;
  footer: boolean;
  navbar: { show: boolean; dense: boolean; logo: boolean };
  fullscreen: { show: boolean; btn: boolean };
  settingsPanel: { show: boolean; btn: boolean };
  theme: { index: number; dark: boolean };
}

export const SETTINGS_STORAGE_KEY = `${STORAGE_PREFIX}settings`;

/** Spec §3 defaults. A fresh object on each call: callers may not mutate the shared one. */
export function defaultSettings(): Settings {
  return {
    locale: DEFAULT_LOCALE,
    dense: true,
    footer: true,
    navbar: { show: true, dense: false, logo: false },
    fullscreen: { show: false, btn: true },
    settingsPanel: { show: false, btn: true },
    theme: { index: 0, dark: false },
  };
}

type Plain = Record<string, unknown>;
const isPlain = (value: unknown): value is Plain => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Stored values over the defaults, keeping only fields of the right type (old or hand-edited storage is tolerated). */
function overlay<T extends Plain>(base: T, stored: unknown): T {
  if (!isPlain(stored)) return base;
  const result: Plain = { ...base };
  for (const [key, fallback] of Object.entries(base)) {
    const value = stored[key];
    if (isPlain(fallback)) result[key] = overlay(fallback, value);
    else if (typeof value === typeof fallback) result[key] = value;
  }
  return result as T;
}

/** Normalises any value into valid settings. */
export function sanitizeSettings(stored: unknown): Settings {
  const settings = overlay(defaultSettings() as unknown as Plain, stored) as unknown as Settings;
  const index = settings.theme.index;
  if (!Number.isInteger(index) || index < 0 || index >= PALETTES.length) settings.theme.index = 0;
  if (!['pt', 'en', 'es'].includes(settings.locale)) settings.locale = DEFAULT_LOCALE;
  return settings;
}

function browserStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

/** Reads the stored settings; a stored application version other than the current one clears storage first (spec §4). */
export function loadSettings(storage: Storage | undefined = browserStorage()): Settings {
  if (!storage) return defaultSettings();
  resetStorageOnNewVersion(storage);
  try {
    const raw = storage.getItem(SETTINGS_STORAGE_KEY);
    return raw ? sanitizeSettings(JSON.parse(raw)) : defaultSettings();
  } catch {
    return defaultSettings();
  }
}

export function saveSettings(settings: Settings, storage: Storage | undefined = browserStorage()): void {
  try {
    storage?.setItem(SETTINGS_STORAGE_KEY, JSON.stringify(settings));
  } catch {
    // Storage full or disabled: the settings live for this visit only.
  }
}

/**
 * The top bar's height (spec §2, §9: 60, or 121 in "dense" mode). Spec §3 makes `dense` true by default while the
 * default bar is the 60 px one, so the taller two-row bar is shown when the dense toolbar setting is switched away
 * from its default.
 */
export function topBarHeight(settings: Pick<Settings, 'dense'>): number {
  return settings.dense ? TOPBAR_HEIGHT : TOPBAR_HEIGHT_DENSE;
}

/** The scroll-to-top button shows past 300 px of scrolling (spec §9). */
export function showsScrollTop(scrollY: number): boolean {
  return scrollY > SCROLL_TOP_THRESHOLD;
}
