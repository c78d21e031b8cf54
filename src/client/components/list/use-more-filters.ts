import type { CrudFilter } from '@refinedev/core';
import { useCallback, useMemo } from 'react';

/** What the "more filters" drawer edits: a set of types (`type=A&type=B`) and a date range (`<field>_gte`, `<field>_lte`). */
export interface MoreFilterValues {
  types: string[];
  from?: string;
  to?: string;
}

interface TableFilterState {
  filters: CrudFilter[];
  setFilters: (filters: CrudFilter[], behavior?: 'merge' | 'replace') => void;
  setCurrentPage: (page: number) => void;
}

function find(filters: CrudFilter[], field: string, operator: string): unknown {
  return filters.find((f) => 'field' in f && f.field === field && f.operator === operator)?.value;
}

function asDate(value: unknown): string | undefined {
  return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined;
}

/**
 * The drawer's filters on Refine's table state: types as one `in` filter (simple-rest repeats the
 * key), the range as `gte`/`lte` filters on `rangeField`. Other filters are kept; changing goes back to page 1.
 */
export function useMoreFilters(table: TableFilterState, typeField: string, rangeField: string) {
  const { filters, setFilters, setCurrentPage } = table;

  const values = useMemo<MoreFilterValues>(() => {
    const raw = find(filters, typeField, 'in');
    const types = (Array.isArray(raw) ? raw : raw === undefined || raw === null || raw === '' ? [] : [raw]).map(String);
    return { types, from: asDate(find(filters, rangeField, 'gte')), to: asDate(find(filters, rangeField, 'lte')) };
  }, [filters, typeField, rangeField]);

  const apply = useCallback(
    (next: MoreFilterValues) => {
      const owned = (f: CrudFilter) =>
        'field' in f && ((f.field === typeField && f.operator === 'in') || (f.field === rangeField && (f.operator === 'gte' || f.operator === 'lte')));
      const crud = filters.filter((f) => !owned(f));
      if (next.types.length > 0) crud.push({ field: typeField, operator: 'in', value: next.types });
      if (next.from) crud.push({ field: rangeField, operator: 'gte', value: next.from });
      if (next.to) crud.push({ field: rangeField, operator: 'lte', value: next.to });
      setFilters(crud, 'replace');
      setCurrentPage(1);
    },
    [filters, typeField, rangeField, setFilters, setCurrentPage],
  );

  const change = useCallback((patch: Partial<MoreFilterValues>) => apply({ ...values, ...patch }), [apply, values]);
  const clear = useCallback(() => apply({ types: [] }), [apply]);
  const count = (values.types.length > 0 ? 1 : 0) + (values.from ? 1 : 0) + (values.to ? 1 : 0);
  return { values, change, clear, count };
}
