import LinearProgress from '@mui/material/LinearProgress';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { HttpError } from '@refinedev/core';
import { useDataGrid } from '@refinedev/mui';
import type { TFunction } from 'i18next';
import { lazy, Suspense, useCallback, useState, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PUBLIC_SEARCH_FILTERS, PUBLIC_SEARCH_PAGE_SIZE, PUBLIC_SEARCH_SORTERS } from '../../providers/early-public-list';
import { formatDate } from './format-date';
import { ListPage } from './ListPage';
import { MoreFilters } from './MoreFilters';
import { PlaceCard } from './PlaceCard';
import { PlaceCardList } from './PlaceCardList';
import type { PlaceGrid as PlaceGridType } from './PlaceGrid';
import { PLACE_SEARCH_FIELDS, PlaceSearchFilters } from './PlaceSearchFilters';
import { useListFilters } from './use-list-filters';
import { useMoreFilters } from './use-more-filters';
import { PLACE_HIDDEN_COLUMNS, usePlaceColumns, type PlaceColumnsBuilder, type PlaceRecord } from './use-place-columns';

/** MUI X's grid and its locales, downloaded only on screens from `md` up (phones get cards). */
const PlaceGrid = lazy(() => import('./PlaceGrid').then((m) => ({ default: m.PlaceGrid as ComponentType }))) as unknown as typeof PlaceGridType;

/** A card's main facts, `[field, value]`: labels come from `<resource>:fields.<field>`. */
export type PlaceCardFacts<R extends PlaceRecord> = (record: R, t: TFunction, date: (value: unknown) => string) => [field: string, value: ReactNode][];

interface PlaceSearchListProps<R extends PlaceRecord> {
  /** The API resource, also the i18n namespace of its texts. */
  resource: string;
  /** The date field of the "more filters" range. */
  rangeField: string;
  typeOptions: { value: string; label: string }[];
  columns: PlaceColumnsBuilder<R>;
  /** Columns hidden by default below 1200 px, where all of them would push the actions column out of the box. */
  narrowHiddenColumns: readonly string[];
  /** What a phone's card shows of each record. */
  cardFacts: PlaceCardFacts<R>;
  /** Marks beside a card's title (an expired TAC's chip). */
  cardBadges?: (record: R) => ReactNode;
  renderDetails: (record: R | null, onClose: () => void) => ReactNode;
}

/**
 * A public search of aerodrome-located records (spec §2): state, municipality, aerodrome name or ICAO
 * code, plus types and a date range in the "more filters" drawer; filters, sort and page live in the URL.
 * Below `md` the results are cards; from `md` up, a data grid whose rows open their details.
 */
export function PlaceSearchList<R extends PlaceRecord>(props: PlaceSearchListProps<R>) {
  const { resource, rangeField, typeOptions, columns, narrowHiddenColumns, cardFacts, cardBadges, renderDetails } = props;
  const { t, i18n } = useTranslation([resource, 'list']);
  // Read on the first render (noSsr): a phone must not start downloading the grid before the query settles.
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'), { noSsr: true });
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
  const gridColumns = usePlaceColumns(resource, columns);
  const close = useCallback(() => setShown(null), []);
  const text = (key: string) => t(`${resource}:${key}`);
  const language = i18n.resolvedLanguage ?? i18n.language ?? 'pt';
  const date = (value: unknown) => formatDate(value, language);
  const shared = {
    list: resource,
    label: text('title'),
    table,
    columns: gridColumns,
    hiddenColumns: PLACE_HIDDEN_COLUMNS,
    countText: (count: number) => t(`${resource}:count`, { count }),
    emptyText: text('empty'),
    filtersActive: filters.active,
    onClearFilters: filters.clear,
  };

  return (
    <ListPage resource={resource} title={text('title')} description={text('description')}>
      <PlaceSearchFilters
        values={filters.values}
        onChange={filters.change}
        onClear={filters.clear}
        active={filters.active}
        labels={{ region: text('filters.region'), state: text('fields.state_code'), municipality: text('fields.municipality'), search: text('filters.q') }}
        extra={
          <MoreFilters
            values={more.values}
            onChange={more.change}
            onClear={more.clear}
            count={more.count}
            typeLabel={text('fields.type')}
            typeOptions={typeOptions}
            rangeLabel={text(`fields.${rangeField}`)}
          />
        }
      />
      {phone ? (
        <PlaceCardList<R>
          {...shared}
          renderCard={(record) => (
            <PlaceCard<R>
              key={record.id}
              record={record}
              facts={cardFacts(record, t, date).map(([field, value]) => [text(`fields.${field}`), value])}
              badges={cardBadges?.(record)}
              onOpen={setShown}
            />
          )}
        />
      ) : (
        <Suspense fallback={<LinearProgress aria-label={t('list:filters.loading')} />}>
          <PlaceGrid<R> {...shared} narrowHiddenColumns={narrowHiddenColumns} onOpen={setShown} exportable />
        </Suspense>
      )}
      {renderDetails(shown, close)}
    </ListPage>
  );
}
