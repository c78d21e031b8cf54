import type { CrudFilter } from '@refinedev/core';
import dayjs, { type Dayjs } from 'dayjs';

/** The filters of /logs as the screen holds them: a category, a day (YYYY-MM-DD, the viewer's) and a search. */
export interface LogFilterValues {
  category?: string;
  day?: string;
  q?: string;
}

/** The chosen day as a range of instants: the log stores UTC timestamps, the calendar shows local days. */
export function dayRange(day: string): { from: string; to: string } {
  const start = dayjs(day).startOf('day');
  return { from: start.toISOString(), to: start.endOf('day').toISOString() };
}

export function readLogFilters(filters: CrudFilter[]): LogFilterValues {
  const find = (field: string, operator: string) => {
    const found = filters.find((f) => 'field' in f && f.field === field && f.operator === operator);
    return found && found.value !== undefined && found.value !== '' ? String(found.value) : undefined;
  };
  const from = find('created_at', 'gte');
  const values: LogFilterValues = {};
  const category = find('category', 'eq');
  const q = find('q', 'eq');
  if (category) values.category = category;
  if (q) values.q = q;
  if (from && dayjs(from).isValid()) values.day = dayjs(from).format('YYYY-MM-DD');
  return values;
}

export function toCrudFilters(values: LogFilterValues): CrudFilter[] {
  const crud: CrudFilter[] = [];
  if (values.category) crud.push({ field: 'category', operator: 'eq', value: values.category });
  if (values.q) crud.push({ field: 'q', operator: 'eq', value: values.q });
  if (values.day) {
    const { from, to } = dayRange(values.day);
    crud.push({ field: 'created_at', operator: 'gte', value: from }, { field: 'created_at', operator: 'lte', value: to });
  }
  return crud;
}

/** Minutes the viewer's clock is ahead of UTC in that month (what GET /api/logs/dates calls tz_offset). */
export function tzOffset(month: Dayjs): number {
  return -month.startOf('month').add(14, 'day').toDate().getTimezoneOffset();
}
