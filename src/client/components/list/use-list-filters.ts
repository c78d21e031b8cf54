import { useCallback, useMemo } from 'react';
import type { CrudFilter } from '@refinedev/core';
import { readFilterValues, toCrudFilters } from './staff-filters';

/** Filter values as they live in the URL: one string per field, absent when not set. */
export type FilterValues<F extends string> = Partial<Record<F, string>>;

interface TableFilterState {
  filters: CrudFilter[];
  setFilters: (filters: CrudFilter[], behavior?: 'merge' | 'replace') => void;
  setCurrentPage: (page: number) => void;
}

/**
 * Bridges a list's external filter form and Refine's table state (`useDataGrid`): each field is an
 * equality filter (`q` is the free-text search), so simple-rest sends `field=value` and `q=text`.
 * Changing a filter goes back to the first page; `syncWithLocation` keeps everything in the URL.
 */
export function useListFilters<F extends string>(table: TableFilterState, fields: readonly F[]) {
  const { filters, setFilters, setCurrentPage } = table;

  // The same mapping as the staff lists' (staff-filters.ts), every field an equality.
  const defs = useMemo(() => fields.map((key) => ({ key })), [fields]);
  const values = useMemo(() => readFilterValues(defs, filters) as FilterValues<F>, [defs, filters]);

  const apply = useCallback(
    (next: FilterValues<F>) => {
      // Filters this form does not own (the "more filters" drawer's) stay as they are.
      const crud: CrudFilter[] = filters.filter((f) => !('field' in f && f.operator === 'eq' && (fields as readonly string[]).includes(f.field)));
      setFilters([...crud, ...toCrudFilters(defs, next)], 'replace');
      setCurrentPage(1);
    },
    [filters, fields, defs, setFilters, setCurrentPage],
  );

  const change = useCallback((patch: FilterValues<F>) => apply({ ...values, ...patch }), [apply, values]);
  // Clears every filter of the list, the drawer's included.
  const clear = useCallback(() => {
    setFilters([], 'replace');
    setCurrentPage(1);
  }, [setFilters, setCurrentPage]);
  // Any filter counts, even one this form does not show (say, from an edited URL).
  const active = filters.length > 0;

  return { values, change, clear, active };
}
