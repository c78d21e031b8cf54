import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import type { GridColDef } from '@mui/x-data-grid';
import dayjs from 'dayjs';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { logListSpec, type LogEntry } from '../../../domain/schemas/log';
import { ClearFiltersButton, detailsColumn, ListGrid, ListPage, SearchField, TextCell, useRecordRoute, useStaffGrid } from '../../components/list';
import { useDocumentTitle } from '../../components/use-document-title';
import { LogCalendar } from './LogCalendar';
import { LogCategorySelect } from './LogCategorySelect';
import { LogDetailsDialog } from './LogDetailsDialog';
import { LOG_FILTERS } from './log-filters';

/** /logs — errors and warnings of the server and the browsers, by day and category (developers only). */
export function LogList() {
  const { t, i18n } = useTranslation(['logs', 'list']);
  useDocumentTitle(t('logs:title'));
  const { table, values, change, clear, active, grid } = useStaffGrid<LogEntry>({
    resource: 'logs',
    spec: logListSpec,
    filters: LOG_FILTERS,
    onOpen: (row) => open('show', row.id),
  });
  // An entry at its own address (/logs/show/:id), over the list.
  const { opened, open, close } = useRecordRoute<LogEntry>({ resource: 'logs', rows: table.dataGridProps.rows });

  const columns = useMemo<GridColDef<LogEntry>[]>(
    () => [
      detailsColumn<LogEntry>(
        t('list:actions.header'),
        (row) => t('logs:details.show', { id: row.id }),
        (row) => open('show', row.id),
      ),
      {
        field: 'created_at',
        headerName: t('logs:fields.created_at'),
        width: 190,
        valueFormatter: (value: string) => dayjs(value).toDate().toLocaleString(i18n.language),
      },
      {
        field: 'level',
        headerName: t('logs:fields.level'),
        width: 120,
        renderCell: ({ row }) => (
          <Chip
            size="small"
            variant="outlined"
            color={row.level === 'error' ? 'error' : 'warning'}
            icon={row.level === 'error' ? <ErrorOutlineIcon /> : <WarningAmberIcon />}
            label={t(`logs:level.${row.level}`)}
          />
        ),
      },
      { field: 'message', headerName: t('logs:fields.message'), flex: 2, minWidth: 280, renderCell: ({ value }) => <TextCell value={String(value ?? '')} /> },
      {
        field: 'category',
        headerName: t('logs:fields.category'),
        width: 130,
        valueFormatter: (value: string) => t(`logs:category.${value}`, { defaultValue: value }),
      },
      { field: 'source', headerName: t('logs:fields.source'), flex: 1, minWidth: 180 },
    ],
    [t, i18n.language, open],
  );

  return (
    <ListPage resource="logs" title={t('logs:title')} description={t('logs:description')}>
      <Box sx={{ display: 'flex', flexDirection: { xs: 'column', md: 'row' }, gap: 2, alignItems: { xs: 'stretch', md: 'flex-start' }, mb: 2 }}>
        <LogCalendar value={values.day} category={values.category} onChange={(day) => change({ day })} />
        <Box role="search" sx={{ display: 'flex', flexDirection: 'column', gap: 2, flex: 1, maxWidth: { md: 520 }, minWidth: 0 }}>
          <LogCategorySelect value={values.category} onChange={(category) => change({ category })} />
          <SearchField id="filter-q" label={t('logs:search')} value={values.q} onChange={(q) => change({ q })} />
          {values.day && (
            <Chip
              sx={{ alignSelf: 'flex-start' }}
              label={t('logs:filters.day', { day: dayjs(values.day).toDate().toLocaleDateString(i18n.language) })}
              onDelete={() => change({ day: undefined })}
            />
          )}
          <Box>
            <ClearFiltersButton onClick={clear} disabled={!active} />
          </Box>
        </Box>
      </Box>
      <ListGrid {...grid} label={t('logs:title')} columns={columns} countText={(count) => t('logs:count', { count })} emptyText={t('logs:empty')} />
      <LogDetailsDialog entry={opened?.action === 'show' ? opened.record : null} onClose={close} />
    </ListPage>
  );
}
