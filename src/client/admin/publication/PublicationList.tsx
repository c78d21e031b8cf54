import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import PublishIcon from '@mui/icons-material/Publish';
import UnpublishedIcon from '@mui/icons-material/Unpublished';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { GridActionsCellItem, type GridColDef } from '@mui/x-data-grid';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PUBLICATION_STATUSES } from '../../../domain/schemas/publication';
import {
  ClearFiltersButton,
  formatDate,
  ListGrid,
  ListPage,
  SampleTextCell,
  SearchField,
  useRecordRoute,
  useStaffGrid,
  type StaffFilter,
} from '../../components/list';
import { useDocumentTitle } from '../../components/use-document-title';
import type { ManagedKind } from './managed-kind';
import type { ManagedRecord } from '../../../domain/schemas/publication';
import { PublicationDialog } from './PublicationDialog';
import { RecordFormDialog } from './RecordFormDialog';
import { StatusChip } from './StatusChip';

type Dialog = { kind: 'publish' | 'withdraw'; record: ManagedRecord } | null;

const FILTERS: readonly StaffFilter[] = [{ key: 'status' }, { key: 'q' }];
const SHOWN = new Set(['aerodrome_name', 'icao']);
/** Fields of the record's form that the grid does not show by default. */
const hiddenFieldsOf = (kind: ManagedKind) => kind.fields.map((f) => f.name).filter((name) => !SHOWN.has(name) && !kind.columns.some((c) => c.field === name));

/**
 * Plans or TACs for staff: every status, a status filter and a search; create and edit at their own addresses
 * (/gestao/planos/create, /gestao/planos/edit/:id) in a dialog over the list; publish and withdraw in dialogs.
 */
export function PublicationList({ kind }: { kind: ManagedKind }) {
  const { t, i18n } = useTranslation(['planmgmt', 'list']);
  const { resource } = kind;
  useDocumentTitle(t(`planmgmt:${resource}.title`));
  const [dialog, setDialog] = useState<Dialog>(null);
  // A row opens the record's form: staff see every field there.
  const { identifier } = kind;
  const { table, values, change, clear, active, grid } = useStaffGrid<ManagedRecord>({
    resource,
    // The saved queries' key (kept as first stored).
    list: `${resource}-management`,
    spec: kind.spec,
    filters: FILTERS,
    onOpen: (record) => open('edit', record.id),
  });
  const { opened, open, close } = useRecordRoute<ManagedRecord>({ resource, identifier, rows: table.dataGridProps.rows });

  const columns = useMemo<GridColDef<ManagedRecord>[]>(() => {
    const label = (field: string) => t(`planmgmt:fields.${field}`);
    const language = i18n.language;
    return [
      {
        field: 'actions',
        type: 'actions',
        headerName: label('actions'),
        width: 130,
        getActions: ({ row }) => [
          <GridActionsCellItem
            key="edit"
            icon={<EditIcon />}
            label={t('planmgmt:actions.edit', { name: row.aerodrome_name })}
            onClick={() => open('edit', row.id)}
          />,
          row.status === 'published' ? (
            <GridActionsCellItem
              key="withdraw"
              icon={<UnpublishedIcon />}
              label={t('planmgmt:actions.withdraw_one', { name: row.aerodrome_name })}
              onClick={() => setDialog({ kind: 'withdraw', record: row })}
            />
          ) : (
            <GridActionsCellItem
              key="publish"
              icon={<PublishIcon />}
              label={t('planmgmt:actions.publish_one', { name: row.aerodrome_name })}
              onClick={() => setDialog({ kind: 'publish', record: row })}
            />
          ),
        ],
      },
      { field: 'status', headerName: label('status'), width: 130, renderCell: ({ row }) => <StatusChip status={row.status} /> },
      { field: 'aerodrome_name', headerName: label('aerodrome_name'), flex: 1, minWidth: 200, renderCell: SampleTextCell },
      { field: 'icao', headerName: label('icao'), width: 90 },
      { field: 'municipality', headerName: label('municipality'), width: 170, valueGetter: (_value, row) => `${row.municipality} (${row.state_code})` },
      ...kind.columns.map(({ field, date, width, named }): GridColDef<ManagedRecord> => ({
        field,
        headerName: label(field),
        width: width ?? (date ? 130 : 140),
        valueFormatter: date
          ? (value) => formatDate(value, language)
          : named
            ? (value) => t(`${resource}:types.${String(value)}`, { defaultValue: String(value) })
            : undefined,
      })),
      {
        field: 'published_at',
        headerName: label('published_at'),
        width: 130,
        valueFormatter: (value) => formatDate(String(value ?? '').slice(0, 10), language),
      },
      { field: 'withdrawal_reason', headerName: label('withdrawal_reason'), flex: 1, minWidth: 180, sortable: false },
      // The form's other fields, hidden until chosen in the column chooser.
      ...hiddenFieldsOf(kind).map((name): GridColDef<ManagedRecord> => ({
        field: name,
        headerName: label(name),
        width: 160,
        sortable: kind.spec.sortable.includes(name),
        valueFormatter: kind.fields.find((f) => f.name === name)?.kind === 'date' ? (value) => formatDate(value, language) : undefined,
      })),
    ];
  }, [t, i18n.language, kind, open, resource]);
  const hidden = useMemo(() => hiddenFieldsOf(kind), [kind]);

  return (
    <ListPage resource={resource} title={t(`planmgmt:${resource}.title`)} description={t(`planmgmt:${resource}.description`)}>
      <Button variant="contained" startIcon={<AddIcon />} onClick={() => open('create')} sx={{ mb: 2 }}>
        {t(`planmgmt:${resource}.create`)}
      </Button>
      <Box
        role="search"
        aria-label={t('planmgmt:filters.region')}
        sx={{ display: 'grid', gap: 2, alignItems: 'start', mb: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'minmax(0, 1fr) minmax(0, 2fr) auto' } }}
      >
        <TextField
          select
          id="filter-status"
          size="small"
          label={t('planmgmt:fields.status')}
          value={values.status ?? ''}
          onChange={(event) => change({ status: event.target.value || undefined })}
          slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
        >
          <MenuItem value="">
            <em>{t('planmgmt:status.all')}</em>
          </MenuItem>
          {PUBLICATION_STATUSES.map((s) => (
            <MenuItem key={s} value={s}>
              {t(`planmgmt:status.${s}`)}
            </MenuItem>
          ))}
        </TextField>
        <SearchField id="filter-q" label={t('planmgmt:filters.q')} value={values.q} onChange={(q) => change({ q })} />
        <ClearFiltersButton onClick={clear} disabled={!active} />
      </Box>
      <ListGrid
        {...grid}
        label={t(`planmgmt:${resource}.title`)}
        columns={columns}
        hiddenColumns={hidden}
        countText={(count) => t(`planmgmt:${resource}.count`, { count })}
        emptyText={t(`planmgmt:${resource}.empty`)}
      />
      {opened?.action === 'create' && <RecordFormDialog kind={kind} record={null} onClose={close} />}
      {opened?.action === 'edit' && <RecordFormDialog key={opened.record.id} kind={kind} record={opened.record} onClose={close} />}
      {dialog && <PublicationDialog kind={kind} action={dialog.kind} record={dialog.record} onClose={() => setDialog(null)} />}
    </ListPage>
  );
}
