import type { BaseRecord, CrudFilter, CrudSort, HttpError } from '@refinedev/core';
import { useDataGrid } from '@refinedev/mui';
import { useCallback, useMemo, useState } from 'react';
import type { ListSpec } from '../../../domain/list-spec';
import { STAFF_PAGE_SIZE } from '../../providers/table-address';
import { takeArrivedEarlyList } from '../../providers/early-list';
import { readFilterValues, toCrudFilters, type FilterValues, type StaffFilter } from './staff-filters';

export interface StaffGridOptions<R extends BaseRecord> {
  /** The API resource (Refine's name). */
  resource: string;
  /** The list's own name when the resource has more than one list: keys remembered columns and saved queries. */
  list?: string;
  /** The domain list spec: its default sort is the grid's. */
  spec: ListSpec;
  /** The filter form's fields and the CrudFilters they stand for. */
  filters: readonly StaffFilter[];
  /** Values the form shows but does not apply yet (say, an inverted date range): the list keeps its last filters. */
  invalid?: (values: FilterValues) => boolean;
  /** Opens a record (its show dialog): a click on a row or Enter on a focused one. */
  onOpen?: (row: R) => void;
  /** Offer deleting the selected rows (the ability file still decides, through Refine's useCan). */
  deletable?: boolean;
}

/** A filter's field and operator: the form owns every filter with the field and operator of one of its fields. */
const keyOf = (f: CrudFilter | StaffFilter) => {
  if (!('value' in f)) return `${f.field ?? f.key}:${f.operator ?? 'eq'}`;
  return 'field' in f ? `${f.field}:${f.operator}` : '';
};

/**
 * The one grid hook of the staff lists: Refine's `useDataGrid` (server pagination and sort, synced with the URL,
 * the spec's default sort, no error toast: the grid shows errors itself), the filter form's values mapped to and
 * from CrudFilters in one place, and the props ListGrid needs for exports, row selection, saved queries and
 * opening a record.
 */
export function useStaffGrid<R extends BaseRecord>(options: StaffGridOptions<R>) {
  const { resource, list = resource, spec, filters: defs, invalid, onOpen, deletable = false } = options;
  const table = useDataGrid<R, HttpError>({
    resource,
    syncWithLocation: true,
    pagination: { pageSize: STAFF_PAGE_SIZE },
    sorters: { initial: spec.defaultSort.map((s) => ({ ...s })) },
    errorNotification: false,
    queryOptions: {
      retry: 1,
      // A reload's first rows may already be here (asked for at boot, see early-list-start.ts): rendered at once, and
      // fresh for a second so that mounting does not ask again. Read when the query is created, so only the first one.
      initialData: () => takeArrivedEarlyList<R>(resource, window.location.search),
      staleTime: 1_000,
    },
  });
  const { filters, setFilters, setSorters, setCurrentPage } = table;
  const applied = useMemo(() => readFilterValues(defs, filters), [defs, filters]);
  // What the user typed when the list cannot apply it (an inverted range).
  const [pending, setPending] = useState<FilterValues | null>(null);
  const values = pending ?? applied;

  const replace = useCallback(
    (next: CrudFilter[]) => {
      setPending(null);
      setFilters(next, 'replace');
      setCurrentPage(1);
    },
    [setFilters, setCurrentPage],
  );

  const change = useCallback(
    (patch: FilterValues) => {
      const next = { ...values, ...patch };
      if (invalid?.(next)) {
        setPending(next);
        return;
      }
      // Filters the form does not own (from an edited URL or a saved query) stay as they are.
      const owned = new Set([...toCrudFilters(defs, values), ...defs].map(keyOf));
      const others = filters.filter((f) => !owned.has(keyOf(f)));
      replace([...others, ...toCrudFilters(defs, next)]);
    },
    [values, invalid, defs, filters, replace],
  );

  const clear = useCallback(() => replace([]), [replace]);
  const applyQuery = useCallback(
    (query: { filters: CrudFilter[]; sorters: CrudSort[] }) => {
      replace(query.filters);
      setSorters(query.sorters.length > 0 ? query.sorters : spec.defaultSort.map((s) => ({ ...s })));
    },
    [replace, setSorters, spec.defaultSort],
  );

  const active = filters.length > 0 || pending !== null;
  const grid = {
    list,
    table,
    exportable: { resource, signedIn: true },
    filtersActive: filters.length > 0,
    onClearFilters: clear,
    onOpen,
    selection: { resource, deletable },
    savedQueries: { list, apply: applyQuery },
  };
  return { table, values, change, clear, active, grid };
}
