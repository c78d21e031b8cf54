import type { GridColDef } from '@mui/x-data-grid';
import type { TFunction } from 'i18next';
import { parseAuditChanges, type AuditEntry } from '../../../domain/schemas/audit-entry';
import { TextCell } from '../../components/list';
import { historyField, historyInstant, historyValue } from '../components/history/history-values';

/** "Field: before → after; …" in the user's language (the History panel's words). */
function changesText(entry: AuditEntry, t: TFunction, language: string): string {
  return Object.entries(parseAuditChanges(entry.changes))
    .map(([field, change]) => {
      const value = (v: unknown) => historyValue(v, entry.resource, field, t, language);
      return `${historyField(field, entry.resource, t)}: ${value(change.before)} → ${value(change.after)}`;
    })
    .join('; ');
}

/** The columns of /auditoria, in the export's order (headers: audit:fields, shared with the export). */
export function auditColumns(t: TFunction, language: string): GridColDef<AuditEntry>[] {
  return [
    { field: 'created_at', headerName: t('audit:fields.created_at'), width: 190, valueFormatter: (value: string) => historyInstant(value, language) },
    { field: 'user_name', headerName: t('audit:fields.user_name'), width: 180 },
    {
      field: 'action',
      headerName: t('audit:fields.action'),
      width: 130,
      valueFormatter: (value: string) => t(`audit:actions.${value}`, { defaultValue: value }),
    },
    {
      field: 'resource',
      headerName: t('audit:fields.resource'),
      width: 150,
      valueFormatter: (value: string) => t(`audit:resources.${value}`, { defaultValue: value }),
    },
    { field: 'record_id', headerName: t('audit:fields.record_id'), width: 130, sortable: false },
    {
      field: 'changes',
      headerName: t('audit:fields.changes'),
      flex: 2,
      minWidth: 280,
      sortable: false,
      renderCell: ({ row }) => <TextCell value={changesText(row, t, language)} />,
    },
    { field: 'ip', headerName: t('audit:fields.ip'), width: 140, sortable: false },
    { field: 'request_id', headerName: t('audit:fields.request_id'), width: 140, sortable: false },
  ];
}
