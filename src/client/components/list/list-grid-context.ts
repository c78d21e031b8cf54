import type { GridRowId } from '@mui/x-data-grid';
import type { CrudFilter, CrudSort } from '@refinedev/core';
import { createContext, useContext } from 'react';
import type { ExportFormat } from './export-url';

/** The selected rows of a staff list and what can be done with them. */
export interface ListSelection {
  ids: GridRowId[];
  resource: string;
  /** The list offers deleting the selection (the ability file still decides). */
  deletable: boolean;
  /** Download address of each format for the selected rows only (`id=1&id=2…`). */
  exportHref: (format: ExportFormat) => string;
  clear: () => void;
}

/** The list's current query and how to apply a saved one. */
export interface ListSavedQueries {
  list: string;
  filters: CrudFilter[];
  sorters: CrudSort[];
  apply: (query: { filters: CrudFilter[]; sorters: CrudSort[] }) => void;
}

/** What the grid's toolbar and overlays need to know about the list around them. */
export interface ListGridState {
  /** "42 plans found"; empty while the first page loads. */
  countText: string;
  /** "No plans match these filters." */
  emptyText: string;
  /** Set when the last request failed: the translated message shown with a retry button. */
  errorText: string | undefined;
  onRetry: () => void;
  onClearFilters: () => void;
  filtersActive: boolean;
  /** Download address of each export format; absent when the list offers no export. */
  exportHref?: (format: ExportFormat) => string;
  /** The export needs the signed-in user's token (staff lists): fetched, then saved, rather than a plain link. */
  exportSignedIn?: boolean;
  /** "Imprimir": fetches every filtered row into the print view, then opens the print dialog. */
  onPrint?: () => void;
  /** The rows to print are being fetched. */
  printBusy?: boolean;
  /** Present on lists with row selection, with at least one row selected. */
  selection?: ListSelection;
  savedQueries?: ListSavedQueries;
}

export const ListGridContext = createContext<ListGridState | null>(null);

export function useListGridState(): ListGridState {
  const state = useContext(ListGridContext);
  if (!state) throw new Error('ListGrid slots must be rendered inside ListGrid');
  return state;
}
