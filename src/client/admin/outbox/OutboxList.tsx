import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { outboxListSpec, type OutboxMessage } from '../../../domain/schemas/outbox';
import { ClearFiltersButton, ListGrid, ListPage, SearchField, useStaffGrid, type StaffFilter } from '../../components/list';
import { useDocumentTitle } from '../../components/use-document-title';

const FILTERS: readonly StaffFilter[] = [{ key: 'q' }];

type Status = 'sent' | 'failed' | 'pending';
const statusOf = (m: OutboxMessage): Status => (m.sent_at ? 'sent' : m.failed_at ? 'failed' : 'pending');
const COLOURS: Record<Status, 'success' | 'error' | 'default'> = { sent: 'success', failed: 'error', pending: 'default' };

/** /outbox — every e-mail the portal wrote, with its delivery state (developers only). */
export function OutboxList() {
  const { t, i18n } = useTranslation(['outbox', 'list']);
  useDocumentTitle(t('outbox:title'));
  const filters = useStaffGrid<OutboxMessage>({ resource: 'outbox', spec: outboxListSpec, filters: FILTERS });
  const columns = useMemo<GridColDef<OutboxMessage>[]>(() => {
    const when = (value: string | null) => (value ? new Date(value).toLocaleString(i18n.language) : '—');
    return [
      { field: 'created_at', headerName: t('outbox:fields.created_at'), width: 180, valueFormatter: (value: string) => when(value) },
      { field: 'to_address', headerName: t('outbox:fields.to_address'), flex: 1, minWidth: 200 },
      { field: 'subject', headerName: t('outbox:fields.subject'), flex: 2, minWidth: 260 },
      {
        field: 'status',
        headerName: t('outbox:fields.status'),
        width: 130,
        sortable: false,
        renderCell: ({ row }) => <Chip size="small" color={COLOURS[statusOf(row)]} label={t(`outbox:status.${statusOf(row)}`)} />,
      },
      { field: 'attempts', headerName: t('outbox:fields.attempts'), width: 110, type: 'number' },
      { field: 'error', headerName: t('outbox:fields.error'), flex: 1, minWidth: 200, sortable: false, valueFormatter: (value: string | null) => value ?? '' },
    ];
  }, [t, i18n.language]);

  return (
    <ListPage resource="outbox" title={t('outbox:title')} description={t('outbox:description')}>
      <Box role="search" sx={{ display: 'flex', gap: 2, alignItems: 'start', mb: 2, maxWidth: 720 }}>
        <Box sx={{ flex: 1 }}>
          <SearchField id="filter-q" label={t('outbox:search')} value={filters.values.q} onChange={(q) => filters.change({ q })} />
        </Box>
        <ClearFiltersButton onClick={filters.clear} disabled={!filters.active} />
      </Box>
      <ListGrid
        {...filters.grid}
        label={t('outbox:title')}
        columns={columns}
        countText={(count) => t('outbox:count', { count })}
        emptyText={t('outbox:empty')}
      />
    </ListPage>
  );
}
