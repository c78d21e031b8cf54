import EditCalendarIcon from '@mui/icons-material/EditCalendar';
import Box from '@mui/material/Box';
import { GridActionsCellItem, type GridColDef } from '@mui/x-data-grid';
import { useCan } from '@refinedev/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { userListSpec, type UserRecord } from '../../../domain/schemas/user';
import { ClearFiltersButton, ListGrid, ListPage, SearchField, useRecordRoute, useStaffGrid, type StaffFilter } from '../../components/list';
import { useDocumentTitle } from '../../components/use-document-title';
import { UserBlockDialog } from './UserBlockDialog';
import { USER_HIDDEN_COLUMNS, userColumns } from './user-columns';

const FILTERS: readonly StaffFilter[] = [{ key: 'q' }];

/** /user — users seen by the portal, searchable, with an action to set or clear the pre-analysis block. */
export function UserList() {
  const { t, i18n } = useTranslation(['users', 'list']);
  useDocumentTitle(t('users:title'));
  const { data: canEdit } = useCan({ resource: 'users', action: 'edit' });
  // A user's record is what the block dialog shows and edits (/user/edit/:id): a row opens it for those who may edit.
  const filters = useStaffGrid<UserRecord>({
    resource: 'users',
    spec: userListSpec,
    filters: FILTERS,
    onOpen: canEdit?.can ? (row) => open('edit', row.id) : undefined,
  });
  const { opened, open, close } = useRecordRoute<UserRecord>({ resource: 'users', rows: filters.table.dataGridProps.rows });
  const columns = useMemo<GridColDef<UserRecord>[]>(
    () => [
      ...userColumns(t, i18n.language),
      ...(canEdit?.can
        ? [
            {
              field: 'actions',
              type: 'actions' as const,
              headerName: t('users:fields.actions'),
              width: 90,
              getActions: ({ row }: { row: UserRecord }) => [
                <GridActionsCellItem key="edit" icon={<EditCalendarIcon />} label={t('users:edit', { name: row.name })} onClick={() => open('edit', row.id)} />,
              ],
            },
          ]
        : []),
    ],
    [t, i18n.language, canEdit?.can, open],
  );

  return (
    <ListPage resource="users" title={t('users:title')} description={t('users:description')}>
      <Box role="search" sx={{ display: 'flex', gap: 2, alignItems: 'start', mb: 2, maxWidth: 720 }}>
        <Box sx={{ flex: 1 }}>
          <SearchField id="filter-q" label={t('users:search')} value={filters.values.q} onChange={(q) => filters.change({ q })} />
        </Box>
        <ClearFiltersButton onClick={filters.clear} disabled={!filters.active} />
      </Box>
      <ListGrid
        {...filters.grid}
        label={t('users:title')}
        columns={columns}
        hiddenColumns={USER_HIDDEN_COLUMNS}
        countText={(count) => t('users:count', { count })}
        emptyText={t('users:empty')}
      />
      {opened?.action === 'edit' && <UserBlockDialog key={opened.record.id} user={opened.record} onClose={close} />}
    </ListPage>
  );
}
