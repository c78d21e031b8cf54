import type { CrudFilter } from '@refinedev/core';
import dayjs, { type Dayjs } from 'dayjs';
import type { StaffFilter } from '../../components/list';

/** The chosen day as a range of instants: the log stores UTC timestamps, the calendar shows local days. */
function dayRange(day: string): { from: string; to: string } {
  const start = dayjs(day).startOf('day');
  return { from: start.toISOString(), to: start.endOf('day').toISOString() };
}

/** The form's filters for the staff grid hook: the day is the range of instants of that local day. */
export const LOG_FILTERS: readonly StaffFilter[] = [
  { key: 'category' },
  { key: 'q' },
  {
    key: 'day',
    toCrud: (day) => {
      const { from, to } = dayRange(day);
      return [
        { field: 'created_at', operator: 'gte', value: from },
        { field: 'created_at', operator: 'lte', value: to },
      ];
    },
    fromCrud: (filters: readonly CrudFilter[]) => {
      const found = filters.find((f) => 'field' in f && f.field === 'created_at' && f.operator === 'gte');
      const from = found?.value ? String(found.value) : undefined;
      return from && dayjs(from).isValid() ? dayjs(from).format('YYYY-MM-DD') : undefined;
    },
  },
];

/** Minutes the viewer's clock is ahead of UTC in that month (what GET /api/logs/dates calls tz_offset). */
export function tzOffset(month: Dayjs): number {
  return -month.startOf('month').add(14, 'day').toDate().getTimezoneOffset();
}
