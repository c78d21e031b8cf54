import { useDataGrid } from '@refinedev/mui';
import type { HttpError } from '@refinedev/core';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Plan } from '../../../domain/schemas/plan';
import { ListGrid, ListPage, PLACE_SEARCH_FIELDS, useListFilters, useMoreFilters } from '../../components/list';
import { PLAN_HIDDEN_COLUMNS, usePlanColumns } from './plan-columns';
import { PlanDetailsDialog } from './PlanDetailsDialog';
import { PlanFilters } from './PlanFilters';

/** /planos — public search of protection zone plans; filters, sort and page live in the URL. */
export function PlanList() {
  const { t } = useTranslation(['plans', 'list']);
  const table = useDataGrid<Plan, HttpError>({
    resource: 'plans',
    syncWithLocation: true,
    pagination: { pageSize: 25 },
    sorters: { initial: [{ field: 'aerodrome_name', order: 'asc' }] },
    errorNotification: false,
    queryOptions: { retry: 1 },
  });
  const filters = useListFilters(table, PLACE_SEARCH_FIELDS);
  const more = useMoreFilters(table, 'type', 'date');
  const [shown, setShown] = useState<Plan | null>(null);
  const columns = usePlanColumns(setShown);
  const close = useCallback(() => setShown(null), []);

  return (
    <ListPage resource="plans" title={t('plans:title')} description={t('plans:description')}>
      <PlanFilters values={filters.values} onChange={filters.change} onClear={filters.clear} active={filters.active}
        more={{ values: more.values, onChange: more.change, onClear: more.clear, count: more.count }}
      />
      <ListGrid
        list="plans"
        label={t('plans:title')}
        table={table}
        columns={columns}
        hiddenColumns={PLAN_HIDDEN_COLUMNS}
        countText={(count) => t('plans:count', { count })}
        emptyText={t('plans:empty')}
        filtersActive={filters.active}
        onClearFilters={filters.clear}
        exportable
      />
      <PlanDetailsDialog plan={shown} onClose={close} />
    </ListPage>
  );
}
