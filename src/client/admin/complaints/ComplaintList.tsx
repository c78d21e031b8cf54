import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import VisibilityIcon from '@mui/icons-material/Visibility';
import Button from '@mui/material/Button';
import { GridActionsCellItem, type GridColDef } from '@mui/x-data-grid';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { complaintListSpec, type Complaint } from '../../../domain/schemas/complaint';
import { ListGrid, ListPage, useRecordRoute, useStaffGrid } from '../../components/list';
import { useDocumentTitle } from '../../components/use-document-title';
import { COMPLAINT_HIDDEN_COLUMNS, complaintColumns } from './complaint-columns';
import { COMPLAINT_FILTERS, ComplaintFilters, rangeInverted } from './ComplaintFilters';
import { useIdle } from '../../components/use-idle';
import { ConfirmDeleteDialog } from './ConfirmDeleteDialog';

// The dialogs' code (the form with its pickers, the details with the record's history) is not needed for the list's
// first rows: it is downloaded once the screen has painted, ahead of the first click.
const loadForm = () => import('./ComplaintFormDialog').then((m) => ({ default: m.ComplaintFormDialog }));
const loadShow = () => import('./ComplaintShowDialog').then((m) => ({ default: m.ComplaintShowDialog }));
const ComplaintFormDialog = lazy(loadForm);
const ComplaintShowDialog = lazy(loadShow);

/**
 * /denuncias — complaints (Interno): filters and list; create, show and edit at their own addresses
 * (/denuncias/create, /denuncias/show/:id, /denuncias/edit/:id) in dialogs over the list; delete in a dialog.
 */
export function ComplaintList() {
  const { t, i18n } = useTranslation(['complaints', 'list']);
  useDocumentTitle(t('complaints:title'));
  const [deleting, setDeleting] = useState<Complaint | null>(null);
  const idle = useIdle();
  useEffect(() => {
    if (idle) void Promise.all([loadForm(), loadShow()]).catch(() => undefined); // a failure shows when a dialog opens
  }, [idle]);
  const staff = useStaffGrid<Complaint>({
    resource: 'complaints',
    spec: complaintListSpec,
    filters: COMPLAINT_FILTERS,
    invalid: rangeInverted,
    onOpen: (record) => open('show', record.id),
    deletable: true,
  });
  const { opened, open, close } = useRecordRoute<Complaint>({ resource: 'complaints', rows: staff.table.dataGridProps.rows });

  // Actions first: the grid renders only the columns in view, and the wide text columns push the last ones out.
  const columns = useMemo<GridColDef<Complaint>[]>(
    () => [
      {
        field: 'actions',
        type: 'actions',
        headerName: t('complaints:fields.actions'),
        width: 120,
        getActions: ({ row }) => [
          <GridActionsCellItem
            key="show"
            icon={<VisibilityIcon />}
            label={t('complaints:actions.show', { number: row.number })}
            onClick={() => open('show', row.id)}
          />,
          <GridActionsCellItem
            key="edit"
            icon={<EditIcon />}
            label={t('complaints:actions.edit', { number: row.number })}
            onClick={() => open('edit', row.id)}
          />,
          <GridActionsCellItem
            key="delete"
            icon={<DeleteIcon />}
            label={t('complaints:actions.delete_one', { number: row.number })}
            onClick={() => setDeleting(row)}
          />,
        ],
      },
      ...complaintColumns(t, i18n.language),
    ],
    [t, i18n.language, open],
  );

  return (
    <ListPage resource="complaints" title={t('complaints:title')} description={t('complaints:description')}>
      <Button variant="contained" startIcon={<AddIcon />} onClick={() => open('create')} sx={{ mb: 2 }}>
        {t('complaints:actions.create')}
      </Button>
      <ComplaintFilters values={staff.values} onChange={staff.change} onClear={staff.clear} active={staff.active} />
      <ListGrid
        {...staff.grid}
        label={t('complaints:title')}
        columns={columns}
        hiddenColumns={COMPLAINT_HIDDEN_COLUMNS}
        countText={(count) => t('complaints:count', { count })}
        emptyText={t('complaints:empty')}
      />
      <Suspense fallback={null}>
        {/* Keyed by the record: another record's address gives a form of its own. */}
        {opened?.action === 'create' && <ComplaintFormDialog record={null} onClose={close} />}
        {opened?.action === 'edit' && <ComplaintFormDialog key={opened.record.id} record={opened.record} onClose={close} />}
        {opened?.action === 'show' && <ComplaintShowDialog key={opened.record.id} record={opened.record} onClose={close} />}
      </Suspense>
      {deleting && <ConfirmDeleteDialog record={deleting} onClose={() => setDeleting(null)} />}
    </ListPage>
  );
}
