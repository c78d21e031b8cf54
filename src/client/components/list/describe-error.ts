import type { HttpError } from '@refinedev/core';
import type { TFunction } from 'i18next';
import type { ListGridState } from './list-grid-context';

/** What went wrong, in the visitor's language: the API's own (translated) problem detail, or a hint when the network failed. */
export function describeError(error: HttpError | null, t: TFunction): string {
  if (!error) return '';
  const status = typeof error.statusCode === 'number' ? error.statusCode : 0;
  if (status === 0) return t('list:states.network');
  const message = typeof error.message === 'string' ? error.message.trim() : '';
  // Axios's own English sentence means the answer was not one of our problem documents.
  const reason = message && !message.startsWith('Request failed with status code') ? `${message} ` : '';
  return `${reason}${t('list:states.error_code', { status })}`;
}

/** What the lists' count, empty and error messages need from the last request (ListGrid and the phone's cards). */
/** Whether a list answer's total stopped at the server's bound (LIST_COUNT_BOUND): more rows match than it says. */
export function isInexactTotal(data: unknown): boolean {
  return (data as { totalExact?: boolean } | undefined)?.totalExact === false;
}

interface ResultQuery {
  isError: boolean;
  error: HttpError | null;
  /** `totalExact: false`: the server stopped counting at `total` (LIST_COUNT_BOUND) and more rows match. */
  data?: { total?: number; totalExact?: boolean };
  refetch: () => unknown;
}

/** The part of a list's state that reports the last request: its count, empty text, error and retry. */
export function resultState(
  query: ResultQuery,
  t: TFunction,
  texts: Pick<ListGridState, 'emptyText' | 'onClearFilters' | 'filtersActive'> & { countText: (count: number) => string },
): ListGridState {
  const total = query.data?.total;
  return {
    ...texts,
    countText: query.isError || total === undefined ? '' : isInexactTotal(query.data) ? t('list:states.more_than', { total }) : texts.countText(total),
    errorText: query.isError ? describeError(query.error, t) : undefined,
    onRetry: () => void query.refetch(),
  };
}
