import Box from '@mui/material/Box';
import { DataGrid, type GridCallbackDetails, type GridCellParams, type GridColDef, type GridFilterModel } from '@mui/x-data-grid';
import type { BaseRecord, HttpError } from '@refinedev/core';
import type { UseDataGridReturnType } from '@refinedev/mui';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { isInexactTotal, resultState } from './describe-error';
import { gridLocaleText } from './grid-locale';
import { keepFirstRow, PAGE_SIZE_OPTIONS, type PageModel } from './keep-first-row';
import { ListGridContext, type ListGridState, type ListSavedQueries } from './list-grid-context';
import { ListGridOverlay } from './ListGridOverlay';
import { ListGridToolbar } from './ListGridToolbar';
import { PrintAll } from './PrintAll';
import { useListColumnVisibility } from './use-column-visibility';
import { useExportHref } from './use-export-href';
import { usePrintAll } from './use-print-all';
import { useRowSelection } from './use-row-selection';

/** Filters live outside the grid (community DataGrid filters one column at a time). */
const NO_GRID_FILTERS: GridFilterModel = { items: [] };
const ignore = () => undefined;

export interface ListGridProps<R extends BaseRecord> {
  /** List name: keys the remembered column choice. */
  list: string;
  /** Accessible name of the grid. */
  label: string;
  table: Pick<UseDataGridReturnType<R, HttpError>, 'dataGridProps' | 'tableQuery' | 'filters' | 'sorters'>;
  columns: GridColDef<R>[];
  countText: (count: number) => string;
  emptyText: string;
  filtersActive: boolean;
  onClearFilters: () => void;
  /** Columns the visitor can add from the column chooser, hidden until then. */
  hiddenColumns?: readonly string[];
  /** Columns also hidden by default below 1200 px, so the actions column stays inside the grid's box. */
  narrowHiddenColumns?: readonly string[];
  /**
   * Offer CSV, XLSX and PDF downloads of the whole filtered list (GET /api/<resource>/export.<format>) and printing.
   * Staff lists pass `{ signedIn: true }` (the download carries the bearer token) and `resource` when the list's
   * name is not the API resource (plan management lists `plans`).
   */
  exportable?: boolean | { resource?: string; signedIn?: boolean };
  /** Opens a record: a click on a row (outside its checkbox and actions) or Enter on a focused row. */
  onOpen?: (row: R) => void;
  /** Checkbox selection with bulk export of the selected rows, and bulk delete when `deletable` (see BulkActions). */
  selection?: { resource: string; deletable: boolean };
  /** "Consultas salvas" in the toolbar (staff lists): `apply` sets a saved query's filters and sort. */
  savedQueries?: Pick<ListSavedQueries, 'list' | 'apply'>;
}

/** Cells whose click or Enter is their own (the checkbox, the action buttons), not "open the record". */
const OWN_CELLS = new Set(['__check__', 'actions']);

/**
 * The project's results table: Refine's `useDataGrid` props (server pagination and sorting, synced
 * with the URL) on MUI X's DataGrid, translated with MUI X's own locale for the active language,
 * with a count and column chooser in the toolbar, a loading bar, and empty and error overlays.
 */
export function ListGrid<R extends BaseRecord>(props: ListGridProps<R>) {
  const {
    list,
    label,
    table,
    columns,
    countText,
    emptyText,
    filtersActive,
    onClearFilters,
    hiddenColumns,
    narrowHiddenColumns,
    exportable = false,
    onOpen,
    selection,
    savedQueries,
  } = props;
  const { t, i18n } = useTranslation('list');
  const language = i18n.resolvedLanguage ?? i18n.language ?? 'pt';
  const localeText = useMemo(() => gridLocaleText(language), [language]);
  const visibility = useListColumnVisibility(list, hiddenColumns, narrowHiddenColumns);
  const { dataGridProps, tableQuery, filters, sorters } = table;
  const pageIds = useMemo(() => dataGridProps.rows.map((row) => row.id as string | number), [dataGridProps.rows]);
  const selected = useRowSelection(pageIds);
  const failed = tableQuery.isError;
  const total = tableQuery.data?.total;
  // Past LIST_COUNT_BOUND the total is "more than": an unknown row count (-1) with a next page, so paging goes on.
  const inexact = isInexactTotal(tableQuery.data);
  const exportOptions = typeof exportable === 'object' ? exportable : {};
  const exportResource = exportOptions.resource ?? list;
  const hrefFor = useExportHref(exportResource, filters, sorters);
  const selectionFilters = useMemo(() => [{ field: 'id', operator: 'eq' as const, value: selected.ids }], [selected.ids]);
  const selectionHref = useExportHref(exportResource, selectionFilters, sorters);
  const print = usePrintAll<R>(exportResource, filters, sorters);
  // The sort the grid shows: the columns' part of Refine's. A default sort on a field that is no column (id on /logs,
  // /auditoria, /outbox) still orders the rows on the server, but given to MUI X it was dropped and reported as a
  // change, Refine put its default back, and the two rewrote the address and rendered the screen ten times a second.
  const { sortModel: refineSortModel } = dataGridProps;
  const sortModel = useMemo(() => {
    const fields = new Set(columns.map((column) => column.field));
    return refineSortModel?.filter((item) => fields.has(item.field));
  }, [refineSortModel, columns]);
  const { paginationModel, onPaginationModelChange } = dataGridProps;
  const changePage = useCallback(
    (next: PageModel, details: GridCallbackDetails<'pagination'>) =>
      onPaginationModelChange?.(paginationModel ? keepFirstRow(paginationModel, next) : next, details),
    [paginationModel, onPaginationModelChange],
  );
  const open = onOpen && {
    onCellClick: (params: GridCellParams<R>) => {
      if (!OWN_CELLS.has(params.field)) onOpen(params.row);
    },
    onCellKeyDown: (params: GridCellParams<R>, event: { key: string; defaultMuiPrevented?: boolean }) => {
      if (event.key !== 'Enter' || OWN_CELLS.has(params.field)) return;
      event.defaultMuiPrevented = true;
      onOpen(params.row);
    },
  };
  // Spec §4's loading flag: true while the rows are being fetched, false once they (or an error) are set.
  const loading = Boolean(dataGridProps.loading || tableQuery.isFetching);

  const state: ListGridState = {
    ...resultState(tableQuery, t, { countText, emptyText, onClearFilters, filtersActive }),
    exportHref: exportable ? hrefFor : undefined,
    exportSignedIn: exportOptions.signedIn ?? false,
    onPrint: print.print,
    printBusy: print.busy,
    selection: selection && selected.ids.length > 0 ? { ...selection, ids: selected.ids, exportHref: selectionHref, clear: selected.clear } : undefined,
    savedQueries: savedQueries && { ...savedQueries, filters, sorters },
  };

  return (
    <ListGridContext.Provider value={state}>
      <Box className="list-results" sx={{ width: '100%', minWidth: 0 }} data-testid={`${list}-grid`} aria-busy={loading} data-loading={loading}>
        <DataGrid<R>
          {...dataGridProps}
          onPaginationModelChange={changePage}
          sortModel={sortModel}
          columns={columns}
          rows={failed ? [] : dataGridProps.rows}
          rowCount={failed ? 0 : inexact ? -1 : (total ?? dataGridProps.rowCount)}
          paginationMeta={inexact ? { hasNextPage: true } : undefined}
          loading={dataGridProps.loading || (failed && tableQuery.isFetching)}
          filterModel={NO_GRID_FILTERS}
          onFilterModelChange={ignore}
          disableColumnFilter
          pageSizeOptions={PAGE_SIZE_OPTIONS}
          label={label}
          showToolbar
          autoHeight
          // At most 100 rows: render every cell, so find-in-page, screen readers and the action column reach all of them.
          disableVirtualization
          localeText={localeText}
          {...visibility}
          {...open}
          {...(selection && {
            checkboxSelection: true,
            keepNonExistentRowsSelected: true,
            rowSelectionModel: selected.model,
            onRowSelectionModelChange: selected.onChange,
          })}
          disableRowSelectionOnClick
          slots={{ toolbar: ListGridToolbar, noRowsOverlay: ListGridOverlay, noResultsOverlay: ListGridOverlay }}
          slotProps={{ loadingOverlay: { variant: 'linear-progress', noRowsVariant: 'linear-progress' } }}
          sx={{
            '--DataGrid-overlayHeight': '240px',
            // MUI X hides the page-size choice on phones; keep it (its label stays hidden for room).
            '& .MuiDataGrid-footerContainer .MuiTablePagination-input': { display: 'inline-flex' },
            ...(onOpen && { '& .MuiDataGrid-row': { cursor: 'pointer' } }),
            // A reload (a save, a filter, the tab shown again) keeps the rows on screen under the loading bar: they stay
            // clickable. MUI X lays its loading overlay over them, which took the click of a row's action meant for them.
            ...(loading && { '& .MuiDataGrid-overlayWrapper': { pointerEvents: 'none' } }),
          }}
        />
      </Box>
      <PrintAll print={print} title={label} columns={columns} visibility={visibility.columnVisibilityModel} />
    </ListGridContext.Provider>
  );
}
