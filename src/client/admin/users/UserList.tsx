import EditCalendarIcon from '@mui/icons-material/EditCalendar';
import Box from '@mui/material/Box';
import { GridActionsCellItem, type GridColDef } from '@mui/x-data-grid';
import { useCan, type HttpError } from '@refinedev/core';
import { useDataGrid } from '@refinedev/mui';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserRecord } from '../../../domain/schemas/user';
import { ClearFiltersButton, ListGrid, ListPage, SearchField, useListFilters } from '../../components/list';
import { useDocumentTitle } from '../../components/use-document-title';
import { UserBlockDialog } from './UserBlockDialog';
import { userColumns } from './user-columns';

const FIELDS = ['q'] as const;

/** /user — users seen by the portal, searchable, with an action to set or clear the pre-analysis block. */
export function UserList() {
  const { t, i18n } = useTranslation(['users', 'list']);
  useDocumentTitle(t('users:title'));
  const table = useDataGrid<UserRecord, HttpError>({
    resource: 'users',
    syncWithLocation: true,
    pagination: { pageSize: 25 },
    sorters: { initial: [{ field: 'name', order: 'asc' }] },
    errorNotification: false,
    queryOptions: { retry: 1 },
  });
  const filters = useListFilters(table, FIELDS);
  const { data: canEdit } = useCan({ resource: 'users', action: 'edit' });
  const [editing, setEditing] = useState<UserRecord | null>(null);
  const columns = useMemo<GridColDef<UserRecord>[]>(() => [
    ...userColumns(t, i18n.language),
    ...(canEdit?.can ? [{
      field: 'actions', type: 'actions' as const, headerName: t('users:fields.actions'), width: 90,
      getActions: ({ row }: { row: UserRecord }) => [
        <GridActionsCellItem key="edit" icon={<EditCalendarIcon />} label={t('users:edit', { name: row.name })} onClick={() => setEditing(row)} />,
      ],
    }] : []),
  ], [t, i18n.language, canEdit?.can]);

  return (
    <ListPage resource="users" title={t('users:title')} description={t('users:description')}>
      <Box role="search" sx={{ display: 'flex', gap: 2, alignItems: 'start', mb: 2, maxWidth: 720 }}>
        <Box sx={{ flex: 1 }}>
          <SearchField id="filter-q" label={t('users:search')} value={filters.values.q} onChange={(q) => filters.change({ q })} />
        </Box>
        <ClearFiltersButton onClick={filters.clear} disabled={!filters.active} />
      </Box>
      <ListGrid
        list="users"
        exportable={{ signedIn: true }}
        label={t('users:title')}
        table={table}
        columns={columns}
        countText={(count) => t('users:count', { count })}
        emptyText={t('users:empty')}
        filtersActive={filters.active}
        onClearFilters={filters.clear}
      />
      {editing && <UserBlockDialog user={editing} onClose={() => setEditing(null)} />}
    </ListPage>
  );
}
