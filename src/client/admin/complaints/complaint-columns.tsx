import type { GridColDef } from '@mui/x-data-grid';
import type { TFunction } from 'i18next';
import type { Complaint } from '../../../domain/schemas/complaint';
import { formatDate } from '../../components/list';

/** The complaints screen's columns (spec §2), in its order; actions are added by the list. */
export function complaintColumns(t: TFunction, language: string): GridColDef<Complaint>[] {
  const label = (field: string) => t(`complaints:fields.${field}`);
  return [
    { field: 'regional', headerName: label('regional'), width: 130 },
    { field: 'summary', headerName: label('summary'), flex: 1, minWidth: 200 },
    { field: 'number', headerName: label('number'), width: 110, type: 'number' },
    { field: 'nup', headerName: label('nup'), width: 200 },
    { field: 'created_at', headerName: label('created_at'), width: 120, valueFormatter: (value) => formatDate(value, language) },
    { field: 'content', headerName: label('content'), flex: 1.2, minWidth: 220, sortable: false },
    // Shown as the export writes it: the value's name in the user's language (src/domain/labels).
    { field: 'process_type', headerName: label('process_type'), width: 140, valueFormatter: (value: string | null) => (value ? t(`complaints:process_types.${value}`, { defaultValue: value }) : '') },
  ];
}
