import type { GridRowId, GridRowSelectionModel } from '@mui/x-data-grid';
import { useCallback, useMemo, useState } from 'react';

const EMPTY: GridRowSelectionModel = { type: 'include', ids: new Set() };

/**
 * The rows a staff list has selected, across its pages (server pagination keeps ids of rows no longer shown).
 * "Select all" in the header means the rows of this page: an `exclude` model is turned into those ids, so
 * the selection is always a list of ids that a bulk export or delete can name.
 */
export function useRowSelection(pageIds: readonly GridRowId[]) {
  const [model, setModel] = useState<GridRowSelectionModel>(EMPTY);
  const onChange = useCallback(
    (next: GridRowSelectionModel) => {
      setModel(next.type === 'include' ? next : { type: 'include', ids: new Set(pageIds.filter((id) => !next.ids.has(id))) });
    },
    [pageIds],
  );
  const ids = useMemo(() => [...model.ids], [model]);
  const clear = useCallback(() => setModel(EMPTY), []);
  return { model, onChange, ids, clear };
}
