import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import VisibilityIcon from '@mui/icons-material/Visibility';
import Button from '@mui/material/Button';
import { GridActionsCellItem, type GridColDef } from '@mui/x-data-grid';
import type { CrudFilter, HttpError } from '@refinedev/core';
import { useDataGrid } from '@refinedev/mui';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Complaint } from '../../../domain/schemas/complaint';
import { ListGrid, ListPage } from '../../components/list';
import { useDocumentTitle } from '../../components/use-document-title';
import { complaintColumns } from './complaint-columns';
import { ComplaintFilters, rangeInverted, type ComplaintFilterValues } from './ComplaintFilters';
import { ComplaintFormDialog } from './ComplaintFormDialog';
import { ComplaintShowDialog } from './ComplaintShowDialog';
import { ConfirmDeleteDialog } from './ConfirmDeleteDialog';

/** Each filter of the bar and the operator simple-rest turns into its query parameter. */
const FILTERS: Record<keyof ComplaintFilterValues, { field: string; operator: 'eq' | 'contains' | 'gte' | 'lte' }> = {
  state_code: { field: 'state_code', operator: 'eq' },
  municipality: { field: 'municipality', operator: 'contains' },
  q: { field: 'q', operator: 'eq' },
  created_at_gte: { field: 'created_at', operator: 'gte' },
  created_at_lte: { field: 'created_at', operator: 'lte' },
};

function readFilters(filters: CrudFilter[]): ComplaintFilterValues {
  const values: ComplaintFilterValues = {};
  for (const [key, { field, operator }] of Object.entries(FILTERS) as [keyof ComplaintFilterValues, (typeof FILTERS)[keyof ComplaintFilterValues]][]) {
    const found = filters.find((f) => 'field' in f && f.field === field && f.operator === operator);
    if (found && found.value !== undefined && found.value !== '') values[key] = String(found.value);
  }
  return values;
}

type Dialog = { kind: 'create' } | { kind: 'edit' | 'show' | 'delete'; record: Complaint } | null;

/** /denuncias — complaints: filters, list, and create/edit/show/delete in dialogs (Interno). */
export function ComplaintList() {
  const { t, i18n } = useTranslation(['complaints', 'list']);
  useDocumentTitle(t('complaints:title'));
  const table = useDataGrid<Complaint, HttpError>({
    resource: 'complaints',
    syncWithLocation: true,
    pagination: { pageSize: 25 },
    sorters: { initial: [{ field: 'number', order: 'desc' }] },
    errorNotification: false,
    queryOptions: { retry: 1 },
  });
  const { filters, setFilters, setCurrentPage } = table;
  const values = useMemo(() => readFilters(filters), [filters]);
  // What the user typed, including an inverted range the list does not apply.
  const [pending, setPending] = useState<ComplaintFilterValues | null>(null);
  const shownValues = pending ?? values;
  const [dialog, setDialog] = useState<Dialog>(null);

  const change = (patch: ComplaintFilterValues) => {
    const next = { ...shownValues, ...patch };
    if (rangeInverted(next)) {
      setPending(next);
      return;
    }
    setPending(null);
    const crud: CrudFilter[] = [];
    for (const [key, { field, operator }] of Object.entries(FILTERS) as [keyof ComplaintFilterValues, (typeof FILTERS)[keyof ComplaintFilterValues]][]) {
      const value = next[key];
      if (value) crud.push({ field, operator, value });
    }
    setFilters(crud, 'replace');
    setCurrentPage(1);
  };
  const clear = () => {
    setPending(null);
    setFilters([], 'replace');
    setCurrentPage(1);
  };

  // Actions first: the grid renders only the columns in view, and the wide text columns push the last ones out.
  const columns = useMemo<GridColDef<Complaint>[]>(() => [
    {
      field: 'actions', type: 'actions', headerName: t('complaints:fields.actions'), width: 130,
      getActions: ({ row }) => [
        <GridActionsCellItem key="show" icon={<VisibilityIcon />} label={t('complaints:actions.show', { number: row.number })} onClick={() => setDialog({ kind: 'show', record: row })} />,
        <GridActionsCellItem key="edit" icon={<EditIcon />} label={t('complaints:actions.edit', { number: row.number })} onClick={() => setDialog({ kind: 'edit', record: row })} />,
        <GridActionsCellItem key="delete" icon={<DeleteIcon />} label={t('complaints:actions.delete_one', { number: row.number })} onClick={() => setDialog({ kind: 'delete', record: row })} />,
      ],
    },
    ...complaintColumns(t, i18n.language),
  ], [t, i18n.language]);
  const close = () => setDialog(null);

  return (
    <ListPage resource="complaints" title={t('complaints:title')} description={t('complaints:description')}>
      <Button variant="contained" startIcon={<AddIcon />} onClick={() => setDialog({ kind: 'create' })} sx={{ mb: 2 }}>
        {t('complaints:actions.create')}
      </Button>
      <ComplaintFilters values={shownValues} onChange={change} onClear={clear} active={filters.length > 0 || pending !== null} />
      <ListGrid
        list="complaints"
        exportable={{ signedIn: true }}
        label={t('complaints:title')}
        table={table}
        columns={columns}
        countText={(count) => t('complaints:count', { count })}
        emptyText={t('complaints:empty')}
        filtersActive={filters.length > 0}
        onClearFilters={clear}
      />
      {dialog?.kind === 'create' && <ComplaintFormDialog record={null} onClose={close} />}
      {dialog?.kind === 'edit' && <ComplaintFormDialog record={dialog.record} onClose={close} />}
      {dialog?.kind === 'show' && <ComplaintShowDialog record={dialog.record} onClose={close} />}
      {dialog?.kind === 'delete' && <ConfirmDeleteDialog record={dialog.record} onClose={close} />}
    </ListPage>
  );
}
