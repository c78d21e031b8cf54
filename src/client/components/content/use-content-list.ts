import { useList, type BaseRecord, type CrudFilter, type CrudSort } from '@refinedev/core';
import { useContentLocale } from './use-content-locale';

/** Every row of a content resource in the active language, searched with `q` (at most 200: these lists are short). */
export function useContentList<T extends BaseRecord>(resource: string, q: string | undefined, sorters: CrudSort[]) {
  const locale = useContentLocale();
  const filters: CrudFilter[] = [{ field: 'locale', operator: 'eq', value: locale }];
  if (q) filters.push({ field: 'q', operator: 'eq', value: q });
  const { result, query } = useList<T>({ resource, filters, sorters, pagination: { currentPage: 1, pageSize: 200 }, errorNotification: false });
  return { rows: result.data, loading: query.isLoading, error: query.isError, retry: () => void query.refetch() };
}
