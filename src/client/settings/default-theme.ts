import { useEffect, useState } from 'react';
import { STORAGE_PREFIX } from '../../domain/constants';
import { publicSettingsSchema } from '../../domain/schemas/app-settings';

/** Set once the user picks a colour theme; until then the theme an administrator chose for everyone applies. */
const THEME_CHOSEN_KEY = `${STORAGE_PREFIX}theme_chosen`;

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

export function themeChosen(store: Storage | undefined = storage()): boolean {
  try {
    return store?.getItem(THEME_CHOSEN_KEY) === '1';
  } catch {
    return false;
  }
}

export function rememberThemeChoice(chosen: boolean, store: Storage | undefined = storage()): void {
  try {
    if (chosen) store?.setItem(THEME_CHOSEN_KEY, '1');
    else store?.removeItem(THEME_CHOSEN_KEY);
  } catch {
    // Storage disabled: the choice lasts for this visit.
  }
}

/** GET /api/settings/public: the default colour theme, or null when the server cannot be reached. */
export async function fetchDefaultThemeIndex(): Promise<number | null> {
  try {
    const response = await fetch('/api/settings/public', { headers: { Accept: 'application/json' } });
    if (!response.ok) return null;
    const parsed = publicSettingsSchema.safeParse(await response.json());
    return parsed.success ? parsed.data.defaultThemeIndex : null;
  } catch {
    return null;
  }
}

/** The server's default colour theme, fetched once when the internal area opens (null until known). */
export function useServerDefaultTheme(): number | null {
  const [index, setIndex] = useState<number | null>(null);
  useEffect(() => {
    let alive = true;
    void fetchDefaultThemeIndex().then((value) => {
      if (alive) setIndex(value);
    });
    return () => {
      alive = false;
    };
  }, []);
  return index;
}
