import type { GridColumnVisibilityModel } from '@mui/x-data-grid';
import { useCallback, useState } from 'react';
import { STORAGE_PREFIX } from '../../../domain/constants';

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
export function useColumnVisibility(list: string, defaults: GridColumnVisibilityModel = {}) {
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
