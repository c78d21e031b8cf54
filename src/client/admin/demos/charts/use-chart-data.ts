import { useList } from '@refinedev/core';
import { useMemo } from 'react';
import { PLAN_TYPES } from '../../../../domain/constants';
import type { Complaint } from '../../../../domain/schemas/complaint';
import type { Plan } from '../../../../domain/schemas/plan';
import { MAX_PAGE_SIZE } from '../../../../domain/constants';

export interface ChartState<T> {
  data: T;
  loading: boolean;
  error: boolean;
  retry: () => void;
  /** True when the API holds more rows than one page and the figures count only the first page. */
  partial: boolean;
}

const page = { currentPage: 1, pageSize: MAX_PAGE_SIZE };

/** Plans per type and per year of approval (the `date` field), from /api/plans. */
export function usePlanFigures(): ChartState<{ byType: { type: string; count: number }[]; byYear: { year: number; count: number }[] }> {
  const { result, query } = useList<Plan>({ resource: 'plans', pagination: page, sorters: [{ field: 'date', order: 'asc' }], errorNotification: false });
  const data = useMemo(() => {
    const rows = result.data;
    const byType = PLAN_TYPES.map((type) => ({ type, count: rows.filter((plan) => plan.type === type).length }));
    const years = new Map<number, number>();
    for (const plan of rows) {
      const year = Number(plan.date.slice(0, 4));
      if (year) years.set(year, (years.get(year) ?? 0) + 1);
    }
    const byYear = [...years].sort(([a], [b]) => a - b).map(([year, count]) => ({ year, count }));
    return { byType, byYear };
  }, [result.data]);
  return { data, loading: query.isLoading, error: query.isError, retry: () => void query.refetch(), partial: (result.total ?? 0) > result.data.length };
}

/** The last twelve months as YYYY-MM, oldest first. */
function lastMonths(today: Date, count = 12): string[] {
  return Array.from({ length: count }, (_, index) => {
    const d = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - (count - 1 - index), 1));
    return d.toISOString().slice(0, 7);
  });
}

/** Complaints received per month over the twelve months up to the latest one, and their running total, from /api/complaints. */
export function useComplaintFigures(): ChartState<{ months: string[]; perMonth: number[]; cumulative: number[] }> {
  const { result, query } = useList<Complaint>({
    resource: 'complaints',
    pagination: page,
    sorters: [{ field: 'created_at', order: 'desc' }],
    errorNotification: false,
  });
  const data = useMemo(() => {
    const latest = result.data[0]?.created_at;
    const months = latest ? lastMonths(new Date(latest)) : [];
    const perMonth = months.map((month) => result.data.filter((row) => row.created_at.startsWith(month)).length);
    let total = 0;
    const cumulative = perMonth.map((n) => (total += n));
    return { months, perMonth, cumulative };
  }, [result.data]);
  const oldest = result.data.at(-1)?.created_at ?? '';
  const partial = (result.total ?? 0) > result.data.length && oldest.slice(0, 7) > (data.months[0] ?? '');
  return { data, loading: query.isLoading, error: query.isError, retry: () => void query.refetch(), partial };
}
