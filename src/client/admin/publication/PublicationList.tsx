import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import PublishIcon from '@mui/icons-material/Publish';
import UnpublishedIcon from '@mui/icons-material/Unpublished';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { GridActionsCellItem, type GridColDef } from '@mui/x-data-grid';
import type { CrudFilter, HttpError } from '@refinedev/core';
import { useDataGrid } from '@refinedev/mui';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PUBLICATION_STATUSES } from '../../../domain/schemas/publication';
import { ClearFiltersButton, formatDate, ListGrid, ListPage, SearchField } from '../../components/list';
import { useDocumentTitle } from '../../components/use-document-title';
import type { ManagedKind, ManagedRecord } from './managed-kind';
import { PublicationDialog } from './PublicationDialog';
import { RecordFormDialog } from './RecordFormDialog';
import { StatusChip } from './StatusChip';

type Dialog = { kind: 'create' } | { kind: 'edit' | 'publish' | 'withdraw'; record: ManagedRecord } | null;

const valueOf = (filters: CrudFilter[], field: string) => {
  const found = filters.find((f) => 'field' in f && f.field === field);
  return found && found.value ? String(found.value) : undefined;
};

/** Plans or TACs for staff: every status, a status filter and a search, create/edit, publish and withdraw. */
export function PublicationList({ kind }: { kind: ManagedKind }) {
  const { t, i18n } = useTranslation(['planmgmt', 'list']);
  const { resource } = kind;
  useDocumentTitle(t(`planmgmt:${resource}.title`));
  const table = useDataGrid<ManagedRecord, HttpError>({
    resource,
    syncWithLocation: true,
    pagination: { pageSize: 25 },
    sorters: { initial: [{ field: 'aerodrome_name', order: 'asc' }] },
    errorNotification: false,
    queryOptions: { retry: 1 },
  });
  const { filters, setFilters, setCurrentPage } = table;
  const status = valueOf(filters, 'status');
  const q = valueOf(filters, 'q');
  const [dialog, setDialog] = useState<Dialog>(null);

  const change = (next: { status?: string; q?: string }) => {
    const crud: CrudFilter[] = [];
    if (next.status) crud.push({ field: 'status', operator: 'eq', value: next.status });
    if (next.q) crud.push({ field: 'q', operator: 'eq', value: next.q });
    setFilters(crud, 'replace');
    setCurrentPage(1);
  };

  const columns = useMemo<GridColDef<ManagedRecord>[]>(() => {
    const label = (field: string) => t(`planmgmt:fields.${field}`);
    const language = i18n.language;
    return [
      {
        field: 'actions', type: 'actions', headerName: label('actions'), width: 130,
        getActions: ({ row }) => [
          <GridActionsCellItem key="edit" icon={<EditIcon />} label={t('planmgmt:actions.edit', { name: row.aerodrome_name })} onClick={() => setDialog({ kind: 'edit', record: row })} />,
          row.status === 'published'
            ? <GridActionsCellItem key="withdraw" icon={<UnpublishedIcon />} label={t('planmgmt:actions.withdraw_one', { name: row.aerodrome_name })} onClick={() => setDialog({ kind: 'withdraw', record: row })} />
            : <GridActionsCellItem key="publish" icon={<PublishIcon />} label={t('planmgmt:actions.publish_one', { name: row.aerodrome_name })} onClick={() => setDialog({ kind: 'publish', record: row })} />,
        ],
      },
      { field: 'status', headerName: label('status'), width: 130, renderCell: ({ row }) => <StatusChip status={row.status} /> },
      { field: 'aerodrome_name', headerName: label('aerodrome_name'), flex: 1, minWidth: 200 },
      { field: 'icao', headerName: label('icao'), width: 90 },
      { field: 'municipality', headerName: label('municipality'), width: 170, valueGetter: (_value, row) => `${row.municipality} (${row.state_code})` },
      ...kind.columns.map(({ field, date, width }): GridColDef<ManagedRecord> => ({
        field, headerName: label(field), width: width ?? (date ? 130 : 140),
        valueFormatter: date ? (value) => formatDate(value, language) : undefined,
      })),
      { field: 'published_at', headerName: label('published_at'), width: 130, valueFormatter: (value) => formatDate(String(value ?? '').slice(0, 10), language) },
      { field: 'withdrawal_reason', headerName: label('withdrawal_reason'), flex: 1, minWidth: 180, sortable: false },
    ];
  }, [t, i18n.language, kind.columns]);
  const close = () => setDialog(null);
  const active = filters.length > 0;

  return (
    <ListPage resource={resource} title={t(`planmgmt:${resource}.title`)} description={t(`planmgmt:${resource}.description`)}>
      <Button variant="contained" startIcon={<AddIcon />} onClick={() => setDialog({ kind: 'create' })} sx={{ mb: 2 }}>
        {t(`planmgmt:${resource}.create`)}
      </Button>
      <Box role="search" aria-label={t('planmgmt:filters.region')}
        sx={{ display: 'grid', gap: 2, alignItems: 'start', mb: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'minmax(0, 1fr) minmax(0, 2fr) auto' } }}>
        <TextField select id="filter-status" size="small" label={t('planmgmt:fields.status')} value={status ?? ''}
          onChange={(event) => change({ status: event.target.value || undefined, q })} slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}>
          <MenuItem value=""><em>{t('planmgmt:status.all')}</em></MenuItem>
          {PUBLICATION_STATUSES.map((s) => <MenuItem key={s} value={s}>{t(`planmgmt:status.${s}`)}</MenuItem>)}
        </TextField>
        <SearchField id="filter-q" label={t('planmgmt:filters.q')} value={q} onChange={(text) => change({ status, q: text })} />
        <ClearFiltersButton onClick={() => change({})} disabled={!active} />
      </Box>
      <ListGrid
        list={`${resource}-management`}
        exportable={{ resource, signedIn: true }}
        label={t(`planmgmt:${resource}.title`)}
        table={table}
        columns={columns}
        countText={(count) => t(`planmgmt:${resource}.count`, { count })}
        emptyText={t(`planmgmt:${resource}.empty`)}
        filtersActive={active}
        onClearFilters={() => change({})}
      />
      {dialog?.kind === 'create' && <RecordFormDialog kind={kind} record={null} onClose={close} />}
      {dialog?.kind === 'edit' && <RecordFormDialog kind={kind} record={dialog.record} onClose={close} />}
      {(dialog?.kind === 'publish' || dialog?.kind === 'withdraw') && <PublicationDialog kind={kind} action={dialog.kind} record={dialog.record} onClose={close} />}
    </ListPage>
  );
}
