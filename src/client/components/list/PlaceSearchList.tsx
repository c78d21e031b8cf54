import type { HttpError } from '@refinedev/core';
import { useDataGrid } from '@refinedev/mui';
import { useCallback, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PUBLIC_SEARCH_FILTERS, PUBLIC_SEARCH_PAGE_SIZE, PUBLIC_SEARCH_SORTERS } from '../../providers/early-public-list';
import { ListGrid } from './ListGrid';
import { ListPage } from './ListPage';
import { MoreFilters } from './MoreFilters';
import { PLACE_SEARCH_FIELDS, PlaceSearchFilters } from './PlaceSearchFilters';
import { useListFilters } from './use-list-filters';
import { useMoreFilters } from './use-more-filters';
import { PLACE_HIDDEN_COLUMNS, usePlaceColumns, type PlaceColumnsBuilder, type PlaceRecord } from './use-place-columns';

interface PlaceSearchListProps<R extends PlaceRecord> {
  /** The API resource, also the i18n namespace of its texts. */
  resource: string;
  /** The date field of the "more filters" range. */
  rangeField: string;
  typeOptions: { value: string; label: string }[];
  columns: PlaceColumnsBuilder<R>;
  renderDetails: (record: R | null, onClose: () => void) => ReactNode;
}

/**
 * A public search of aerodrome-located records (spec §2): state, municipality, aerodrome name or ICAO
 * code, plus types and a date range in the "more filters" drawer; filters, sort and page live in the URL.
 */
export function PlaceSearchList<R extends PlaceRecord>({ resource, rangeField, typeOptions, columns, renderDetails }: PlaceSearchListProps<R>) {
  const { t } = useTranslation([resource, 'list']);
  const table = useDataGrid<R, HttpError>({
    resource,
    syncWithLocation: true,
    // The same first question main.tsx asks at navigation (early-public-list.ts), so the grid takes that answer.
    pagination: { pageSize: PUBLIC_SEARCH_PAGE_SIZE },
    sorters: { initial: PUBLIC_SEARCH_SORTERS },
    // Staff signed in see drafts through the API; the public search shows what a visitor sees.
    filters: { permanent: PUBLIC_SEARCH_FILTERS },
    errorNotification: false,
    queryOptions: { retry: 1 },
  });
  const filters = useListFilters(table, PLACE_SEARCH_FIELDS);
  const more = useMoreFilters(table, 'type', rangeField);
  const [shown, setShown] = useState<R | null>(null);
  const gridColumns = usePlaceColumns(resource, columns, setShown);
  const close = useCallback(() => setShown(null), []);
  const text = (key: string) => t(`${resource}:${key}`);

  return (
    <ListPage resource={resource} title={text('title')} description={text('description')}>
      <PlaceSearchFilters
        values={filters.values}
        onChange={filters.change}
        onClear={filters.clear}
        active={filters.active}
        labels={{ region: text('filters.region'), state: text('fields.state_code'), municipality: text('fields.municipality'), search: text('filters.q') }}
        extra={
          <MoreFilters values={more.values} onChange={more.change} onClear={more.clear} count={more.count}
            typeLabel={text('fields.type')} typeOptions={typeOptions} rangeLabel={text(`fields.${rangeField}`)}
          />
        }
      />
      <ListGrid
        list={resource}
        label={text('title')}
        table={table}
        columns={gridColumns}
        hiddenColumns={PLACE_HIDDEN_COLUMNS}
        countText={(count) => t(`${resource}:count`, { count })}
        emptyText={text('empty')}
        filtersActive={filters.active}
        onClearFilters={filters.clear}
        exportable
      />
      {renderDetails(shown, close)}
    </ListPage>
  );
}
