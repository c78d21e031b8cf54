import { isInexactTotal } from './describe-error';
import { useList, type BaseRecord, type CrudFilter, type CrudSort } from '@refinedev/core';
import { useCallback, useEffect, useState } from 'react';
import { MAX_PAGE_SIZE } from '../../../domain/constants';

/**
 * "Imprimir" for a whole filtered list, not only the page on screen: the rows are fetched through Refine (the same
 * query as the list, one request of up to the API's largest page), shown in a print-only table (PrintTable), and
 * the browser's print dialog opens once they are on the page. Lists longer than the cap print their first rows and
 * say so; the PDF export has them all.
 */
export function usePrintAll<R extends BaseRecord>(resource: string, filters: CrudFilter[], sorters: CrudSort[]) {
  const [requested, setRequested] = useState(false);
  const { result, query } = useList<R>({
    resource,
    filters,
    sorters,
    pagination: { currentPage: 1, pageSize: MAX_PAGE_SIZE },
    errorNotification: false,
    queryOptions: { enabled: requested, retry: 1 },
  });
  const ready = requested && query.isSuccess && !query.isFetching;

  useEffect(() => {
    if (!ready) return undefined;
    const done = () => setRequested(false);
    window.addEventListener('afterprint', done, { once: true });
    // Let the table paint before the print preview captures the page.
    const timer = window.setTimeout(() => window.print(), 100);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('afterprint', done);
    };
  }, [ready]);

  const print = useCallback(() => setRequested(true), []);
  return {
    print,
    busy: requested && !ready && !query.isError,
    failed: requested && query.isError,
    rows: ready ? result.data : null,
    total: result.total ?? 0,
    totalExact: !isInexactTotal(result),
    cancel: useCallback(() => setRequested(false), []),
  };
}
