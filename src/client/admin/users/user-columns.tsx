import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import type { GridColDef } from '@mui/x-data-grid';
import type { TFunction } from 'i18next';
import type { UserRecord } from '../../../domain/schemas/user';
import { formatDate } from '../../components/list';

/** Shown from the column chooser only. */
export const USER_HIDDEN_COLUMNS = ['email'] as const;

/** The users screen's columns (spec §2): name, groups as chips, the block date, then the e-mail (hidden); actions are added by the list. */
export function userColumns(t: TFunction, language: string): GridColDef<UserRecord>[] {
  const label = (field: string) => t(`users:fields.${field}`);
  return [
    { field: 'name', headerName: label('name'), flex: 1, minWidth: 180 },
    { field: 'username', headerName: label('username'), width: 160 },
    {
      field: 'groups',
      headerName: label('groups'),
      flex: 1,
      minWidth: 200,
      sortable: false,
      renderCell: ({ value }) => (
        <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', height: '100%' }}>
          {String(value ?? '')
            .split(',')
            .filter(Boolean)
            .map((group) => (
              <Chip key={group} label={group} size="small" />
            ))}
        </Stack>
      ),
    },
    { field: 'last_seen_at', headerName: label('last_seen_at'), width: 130, valueFormatter: (value) => formatDate(value, language) },
    {
      field: 'preanalysis_blocked_until',
      headerName: label('preanalysis_blocked_until'),
      width: 200,
      valueFormatter: (value) => (value ? formatDate(value, language) : t('users:not_blocked')),
    },
    { field: 'email', headerName: label('email'), width: 220, sortable: false },
  ];
}
