import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import TablePagination from '@mui/material/TablePagination';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import type { HttpError } from '@refinedev/core';
import type { UseDataGridReturnType } from '@refinedev/mui';
import { useDeferredValue, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isInexactTotal, resultState } from './describe-error';
import { ExportMenu } from './ExportMenu';
import { keepFirstRow, PAGE_SIZE_OPTIONS } from './keep-first-row';
import { ListGridContext } from './list-grid-context';
import { ListGridOverlay } from './ListGridOverlay';
import { PrintAll } from './PrintAll';
import { useListColumnVisibility } from './use-column-visibility';
import { useExportHref } from './use-export-href';
import type { PlaceRecord } from './use-place-columns';
import { usePrintAll } from './use-print-all';

export interface PlaceCardListProps<R extends PlaceRecord> {
  list: string;
  label: string;
  table: UseDataGridReturnType<R, HttpError>;
  /** The grid's columns: the print view uses the visible ones, as on a wide screen. */
  columns: GridColDef<R>[];
  hiddenColumns: readonly string[];
  countText: (count: number) => string;
  emptyText: string;
  filtersActive: boolean;
  onClearFilters: () => void;
  /** One card per row: PlaceCard with the row's main facts. */
  renderCard: (row: R) => ReactNode;
}

/** Placeholders shown before the first answer, each about a card's height with its facts and button. */
const FIRST_ANSWER_PLACEHOLDERS = 4;
const PLACEHOLDER_HEIGHT = 168;

/**
 * The results on a phone: a list of cards (no data grid: its code is not even downloaded) with the grid's count,
 * export and print menu, paging and rows per page, loading bar and empty or error message.
 */
export function PlaceCardList<R extends PlaceRecord>(props: PlaceCardListProps<R>) {
  const { list, label, table, columns, hiddenColumns, countText, emptyText, filtersActive, onClearFilters, renderCard } = props;
  const { t } = useTranslation('list');
  const { tableQuery, filters, sorters, currentPage, pageSize, setCurrentPage, setPageSize } = table;
  const visibility = useListColumnVisibility(list, hiddenColumns);
  const hrefFor = useExportHref(list, filters, sorters);
  const print = usePrintAll<R>(list, filters, sorters);
  const failed = tableQuery.isError;
  // The query's answer arrives as an urgent update; its cards render as a transition, in slices of a few
  // milliseconds, so a slow phone stays responsive to taps and scrolling while they do (the loading bar meanwhile).
  const data = useDeferredValue(tableQuery.data);
  const total = data?.total;
  const rows = failed ? [] : (data?.data ?? []);
  const loading = tableQuery.isFetching || data !== tableQuery.data;
  const changePageSize = (size: number) => {
    const next = keepFirstRow({ page: currentPage - 1, pageSize }, { page: currentPage - 1, pageSize: size });
    setPageSize(next.pageSize);
    setCurrentPage(next.page + 1);
  };
  const state = resultState(tableQuery, t, { countText, emptyText, onClearFilters, filtersActive });

  return (
    <ListGridContext.Provider value={state}>
      <Box className="list-results" data-testid={`${list}-cards`} aria-busy={loading} data-loading={loading}>
        <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1, mb: 1 }}>
          <Typography role="status" aria-live="polite" variant="body2" data-testid="list-count" sx={{ flex: 1, fontWeight: 500 }}>
            {state.countText}
          </Typography>
          <ExportMenu hrefFor={hrefFor} onPrint={print.print} printBusy={print.busy} />
        </Stack>
        <Box sx={{ minHeight: 4 }}>{loading && <LinearProgress aria-label={t('filters.loading')} />}</Box>
        {data === undefined && !failed ? (
          // Before the first answer, the cards' room: the pagination below is out of view already, and does not
          // jump down when they arrive (a layout shift); the loading bar above says what is happening.
          <Stack aria-hidden spacing={1.5} sx={{ mt: 1 }}>
            {Array.from({ length: FIRST_ANSWER_PLACEHOLDERS }, (_, index) => (
              <Skeleton key={index} variant="rounded" height={PLACEHOLDER_HEIGHT} />
            ))}
          </Stack>
        ) : rows.length === 0 && !loading ? (
          <Box sx={{ minHeight: 200, display: 'flex' }}>
            <ListGridOverlay />
          </Box>
        ) : (
          <Stack component="ul" aria-label={label} spacing={1.5} sx={{ p: 0, m: 0, mt: 1 }}>
            {rows.map((row) => renderCard(row))}
          </Stack>
        )}
        <TablePagination
          component="div"
          className="no-print"
          // Past LIST_COUNT_BOUND the total is "more than": an unknown count (-1) keeps the next page reachable.
          count={isInexactTotal(data) ? -1 : (total ?? 0)}
          page={total ? currentPage - 1 : 0}
          rowsPerPage={pageSize}
          rowsPerPageOptions={PAGE_SIZE_OPTIONS}
          onPageChange={(_, page) => setCurrentPage(page + 1)}
          onRowsPerPageChange={(event) => changePageSize(Number(event.target.value))}
          sx={{ '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', px: 0 } }}
        />
      </Box>
      <PrintAll print={print} title={label} columns={columns} visibility={visibility.columnVisibilityModel} />
    </ListGridContext.Provider>
  );
}
