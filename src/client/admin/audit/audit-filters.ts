import type { CrudFilter } from '@refinedev/core';
import dayjs from 'dayjs';

/** The filters of /auditoria as the screen holds them: dates are the viewer's calendar days (YYYY-MM-DD). */
export interface AuditFilterValues {
  user_id?: string;
  resource?: string;
  action?: string;
  from?: string;
  to?: string;
  q?: string;
}

const EQ_FIELDS = ['user_id', 'resource', 'action', 'q'] as const;

export function readAuditFilters(filters: CrudFilter[]): AuditFilterValues {
  const find = (field: string, operator: string) => {
    const found = filters.find((f) => 'field' in f && f.field === field && f.operator === operator);
    return found && found.value !== undefined && found.value !== '' ? String(found.value) : undefined;
  };
  const values: AuditFilterValues = {};
  for (const field of EQ_FIELDS) {
    const value = find(field, 'eq');
    if (value) values[field] = value;
  }
  const from = find('created_at', 'gte');
  const to = find('created_at', 'lte');
  if (from && dayjs(from).isValid()) values.from = dayjs(from).format('YYYY-MM-DD');
  if (to && dayjs(to).isValid()) values.to = dayjs(to).format('YYYY-MM-DD');
  return values;
}

/** The API's filters: the entries store UTC instants, so a day runs from the viewer's midnight to the next. */
export function toCrudFilters(values: AuditFilterValues): CrudFilter[] {
  const crud: CrudFilter[] = [];
  for (const field of EQ_FIELDS) {
    const value = values[field];
    if (value) crud.push({ field, operator: 'eq', value });
  }
  if (values.from && dayjs(values.from).isValid()) crud.push({ field: 'created_at', operator: 'gte', value: dayjs(values.from).startOf('day').toISOString() });
  if (values.to && dayjs(values.to).isValid()) crud.push({ field: 'created_at', operator: 'lte', value: dayjs(values.to).endOf('day').toISOString() });
  return crud;
}
