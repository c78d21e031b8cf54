import { createContext, useContext } from 'react';
import type { ExportFormat } from './export-url';

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
}

export const ListGridContext = createContext<ListGridState | null>(null);

export function useListGridState(): ListGridState {
  const state = useContext(ListGridContext);
  if (!state) throw new Error('ListGrid slots must be rendered inside ListGrid');
  return state;
}
