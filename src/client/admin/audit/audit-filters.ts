import type { CrudFilter } from '@refinedev/core';
import dayjs from 'dayjs';
import type { StaffFilter, StaffFilterValues } from '../../components/list';

/** The filters of /auditoria as the screen holds them: dates are the viewer's calendar days (YYYY-MM-DD). */
export type AuditFilterValues = StaffFilterValues & {
  user_id?: string;
  resource?: string;
  action?: string;
  from?: string;
  to?: string;
  q?: string;
};

/** A day of the viewer's calendar as the bound of a range of instants (the entries store UTC instants). */
function dayBound(key: 'from' | 'to', operator: 'gte' | 'lte'): StaffFilter {
  return {
    key,
    toCrud: (day) => {
      if (!dayjs(day).isValid()) return [];
      const instant = operator === 'gte' ? dayjs(day).startOf('day') : dayjs(day).endOf('day');
      return [{ field: 'created_at', operator, value: instant.toISOString() }];
    },
    fromCrud: (filters: readonly CrudFilter[]) => {
      const found = filters.find((f) => 'field' in f && f.field === 'created_at' && f.operator === operator);
      const value = found?.value ? String(found.value) : undefined;
      return value && dayjs(value).isValid() ? dayjs(value).format('YYYY-MM-DD') : undefined;
    },
  };
}

/** The form's filters for the staff grid hook: user, resource, action, a search and a range of days. */
export const AUDIT_FILTERS: readonly StaffFilter[] = [
  { key: 'user_id' },
  { key: 'resource' },
  { key: 'action' },
  { key: 'q' },
  dayBound('from', 'gte'),
  dayBound('to', 'lte'),
];
