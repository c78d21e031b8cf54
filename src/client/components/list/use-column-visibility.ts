import type { GridColumnVisibilityModel } from '@mui/x-data-grid';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useCallback, useState } from 'react';
import { STORAGE_PREFIX } from '../../../domain/constants';
import { useCurrentUser } from '../../providers/auth-provider';

function read(key: string, fallback: GridColumnVisibilityModel): GridColumnVisibilityModel {
  try {
    const raw = globalThis.localStorage?.getItem(key);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
      // Columns added since the choice was stored keep their default.
      return { ...fallback, ...Object.fromEntries(Object.entries(parsed).filter(([, v]) => typeof v === 'boolean')) };
    }
  } catch {
    // Unreadable or blocked storage: start from the defaults.
  }
  return fallback;
}

/** The columns a visitor chose to show or hide on a list, remembered in local storage (`vva_<list>_columns`). */
function useColumnVisibility(list: string, defaults: GridColumnVisibilityModel = {}) {
  const key = `${STORAGE_PREFIX}${list}_columns`;
  const [model, setModel] = useState(() => read(key, defaults));
  const onChange = useCallback(
    (next: GridColumnVisibilityModel) => {
      setModel(next);
      try {
        globalThis.localStorage?.setItem(key, JSON.stringify(next));
      } catch {
        // Storage full or blocked: the choice lasts for this visit only.
      }
    },
    [key],
  );
  return { columnVisibilityModel: model, onColumnVisibilityModelChange: onChange };
}

/**
 * A list's column choice with its defaults: `hidden` columns start hidden, and so do `narrowHidden` ones on screens
 * below MUI's `lg` (1200 px), where every column at its minimum width would push the actions column out of the box.
 * Keyed per signed-in user on this browser (the staff share computers).
 */
export function useListColumnVisibility(list: string, hidden: readonly string[] = [], narrowHidden: readonly string[] = []) {
  const user = useCurrentUser();
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('lg'), { noSsr: true });
  const defaults = Object.fromEntries([...hidden, ...(narrow ? narrowHidden : [])].map((field) => [field, false]));
  return useColumnVisibility(user ? `${list}_${user.id}` : list, defaults);
}
