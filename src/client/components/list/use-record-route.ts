import { useGo, useOne, useResourceParams, type BaseKey, type BaseRecord, type HttpError } from '@refinedev/core';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { RecordAction } from '../../../domain/app-paths';
import { describeError } from './describe-error';

/** The record a list's address names: a new one (create), or one to show or edit, once it is at hand. */
type OpenRecord<R> = { action: 'create'; record: null } | { action: 'show' | 'edit'; record: R };

interface RecordRouteOptions<R> {
  /** The API resource, which reads the record. */
  resource: string;
  /** The list's Refine identifier (its screen's), whose create/show/edit routes the registry declared; the resource's name by default. */
  identifier?: string;
  /** The rows on screen: a record opened from one needs no request of its own. */
  rows: readonly R[] | undefined;
}

/**
 * A staff list's records at addresses of their own (Refine's create, show and edit routes of the list's resource,
 * from the registry): which one the address names, and the way to open and close one. The list stays mounted below
 * and keeps its filters, sort and page (the query is kept both ways), so Back closes a record and a reload reopens it.
 * A record that is not on screen (a link, a reload) is read by its id; one that does not exist is said so, in the
 * user's language, and the list is shown.
 */
export function useRecordRoute<R extends BaseRecord>({ resource, identifier = resource, rows }: RecordRouteOptions<R>) {
  const { t } = useTranslation('list');
  const params = useResourceParams();
  const go = useGo();
  const routed = params.identifier === identifier ? params.action : undefined;
  const action: RecordAction | undefined = routed === 'create' || routed === 'show' || routed === 'edit' ? routed : undefined;
  const id = action === 'show' || action === 'edit' ? params.id : undefined;
  const row = id === undefined ? undefined : rows?.find((candidate) => String(candidate.id) === String(id));
  const { result: fetched, query } = useOne<R, HttpError>({
    resource,
    id: id ?? '',
    // A record that is not there is said so at once; a failed request (network, server) is tried once more.
    queryOptions: { enabled: id !== undefined && row === undefined, retry: (failures, error) => error.statusCode !== 404 && failures < 1 },
    errorNotification: (error) => ({
      type: 'error',
      key: `${identifier}-record-missing`,
      message: error?.statusCode === 404 ? t('record.notFound', { id }) : describeError(error ?? null, t),
    }),
  });

  const open = useCallback(
    (next: RecordAction, recordId?: BaseKey) =>
      go({
        to: next === 'create' || recordId === undefined ? { resource: identifier, action: 'create' } : { resource: identifier, action: next, id: recordId },
        options: { keepQuery: true },
      }),
    [go, identifier],
  );
  // React Router renders a navigation in a transition, which can wait a second for code: a closed record's address
  // stays rendered meanwhile. Its dialog goes at once (an urgent update), and if the next address rendered is the same
  // kind of record again (closed, then reopened before the list rendered) it is a new entry, so a new dialog.
  const { key: renderedEntry } = useLocation();
  const [closedEntry, setClosedEntry] = useState<string | null>(null);
  const close = useCallback(() => {
    setClosedEntry(renderedEntry);
    go({ to: { resource: identifier, action: 'list' }, options: { keepQuery: true } });
  }, [go, identifier, renderedEntry]);

  // Only a record the API says does not exist closes: after any other failure the address stays, so a reload retries.
  const missing = id !== undefined && row === undefined && query.isError && query.error?.statusCode === 404;
  useEffect(() => {
    if (missing) close();
  }, [missing, close]);

  const record = row ?? (String(fetched?.id) === String(id) ? fetched : undefined);
  const opened: OpenRecord<R> | null =
    closedEntry === renderedEntry
      ? null
      : action === 'create'
        ? { action, record: null }
        : (action === 'show' || action === 'edit') && record
          ? { action, record }
          : null;
  return { opened, open, close };
}
