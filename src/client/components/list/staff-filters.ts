import type { CrudFilter } from '@refinedev/core';
import type { ListSpec } from '../../../domain/list-spec';

type FilterOperator = 'eq' | 'contains' | 'gte' | 'lte';

/**
 * One field of a list's filter form and the CrudFilter(s) it stands for. By default the key is the API field and
 * the operator `eq` (`q` is the free-text search). A filter that is not one field and operator (the logs' day, a
 * range of instants) gives its own `toCrud` and `fromCrud`.
 */
export interface StaffFilter {
  key: string;
  field?: string;
  operator?: FilterOperator;
  toCrud?: (value: string) => CrudFilter[];
  fromCrud?: (filters: readonly CrudFilter[]) => string | undefined;
}

/** Filter values as the form holds them: one string per key, absent when not set. */
export type FilterValues = Partial<Record<string, string>>;

const fieldOf = (filter: StaffFilter) => filter.field ?? filter.key;
const operatorOf = (filter: StaffFilter) => filter.operator ?? 'eq';
const present = (value: unknown) => value !== undefined && value !== null && value !== '';

/** Reads the form's values out of Refine's filters (those of the URL, a saved query or the form itself). */
export function readFilterValues(defs: readonly StaffFilter[], filters: readonly CrudFilter[]): FilterValues {
  const values: FilterValues = {};
  for (const def of defs) {
    if (def.fromCrud) {
      const value = def.fromCrud(filters);
      if (value) values[def.key] = value;
      continue;
    }
    const found = filters.find((f) => 'field' in f && f.field === fieldOf(def) && f.operator === operatorOf(def));
    if (found && present(found.value)) values[def.key] = String(found.value);
  }
  return values;
}

/** The form's values as Refine's filters, which simple-rest writes as `field`, `field_like`, `field_gte`… */
export function toCrudFilters(defs: readonly StaffFilter[], values: FilterValues): CrudFilter[] {
  return defs.flatMap((def) => {
    const value = values[def.key];
    if (!present(value)) return [];
    return def.toCrud ? def.toCrud(value!) : [{ field: fieldOf(def), operator: operatorOf(def), value } as CrudFilter];
  });
}

/** Filters of the form that the list's API does not accept (a typo in a screen): caught by the unit test. */
export function unknownFilters(defs: readonly StaffFilter[], spec: ListSpec): string[] {
  return defs.filter((def) => !def.toCrud && fieldOf(def) !== 'q' && !Object.hasOwn(spec.filterable, fieldOf(def))).map((def) => def.key);
}
