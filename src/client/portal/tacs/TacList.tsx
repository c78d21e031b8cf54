import { useDataGrid } from '@refinedev/mui';
import type { HttpError } from '@refinedev/core';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Tac } from '../../../domain/schemas/tac';
import { ListGrid, ListPage, PLACE_SEARCH_FIELDS, useListFilters, useMoreFilters } from '../../components/list';
import { TAC_HIDDEN_COLUMNS, useTacColumns } from './tac-columns';
import { TacDetailsDialog } from './TacDetailsDialog';
import { TacFilters } from './TacFilters';

/** /tac — public search of conduct adjustment agreements; filters, sort and page live in the URL. */
export function TacList() {
  const { t } = useTranslation(['tacs', 'list']);
  const table = useDataGrid<Tac, HttpError>({
    resource: 'tacs',
    syncWithLocation: true,
    pagination: { pageSize: 25 },
    sorters: { initial: [{ field: 'aerodrome_name', order: 'asc' }] },
    errorNotification: false,
    queryOptions: { retry: 1 },
  });
  const filters = useListFilters(table, PLACE_SEARCH_FIELDS);
  const more = useMoreFilters(table, 'type', 'validity');
  const [shown, setShown] = useState<Tac | null>(null);
  const columns = useTacColumns(setShown);
  const close = useCallback(() => setShown(null), []);

  return (
    <ListPage resource="tacs" title={t('tacs:title')} description={t('tacs:description')}>
      <TacFilters values={filters.values} onChange={filters.change} onClear={filters.clear} active={filters.active}
        more={{ values: more.values, onChange: more.change, onClear: more.clear, count: more.count }}
      />
      <ListGrid
        list="tacs"
        label={t('tacs:title')}
        table={table}
        columns={columns}
        hiddenColumns={TAC_HIDDEN_COLUMNS}
        countText={(count) => t('tacs:count', { count })}
        emptyText={t('tacs:empty')}
        filtersActive={filters.active}
        onClearFilters={filters.clear}
        exportable
      />
      <TacDetailsDialog tac={shown} onClose={close} />
    </ListPage>
  );
}
