import type { GridColDef } from '@mui/x-data-grid';
import type { TFunction } from 'i18next';
import type { Complaint } from '../../../domain/schemas/complaint';
import { formatDate, SampleTextCell } from '../../components/list';

/** Columns the user adds from the column chooser (after filtering by SP, the state); hidden until then. */
export const COMPLAINT_HIDDEN_COLUMNS = ['state_code', 'municipality', 'aerodrome_name', 'icao'] as const;

/**
 * The complaints screen's columns (spec §2), in its order, then the record's other fields, hidden by default; actions
 * are added by the list. Widths fit every default column, "Tipo de processo" included, in a 1440 px window.
 */
export function complaintColumns(t: TFunction, language: string): GridColDef<Complaint>[] {
  const label = (field: string) => t(`complaints:fields.${field}`);
  return [
    { field: 'regional', headerName: label('regional'), width: 110 },
    { field: 'summary', headerName: label('summary'), flex: 1, minWidth: 160, renderCell: SampleTextCell },
    { field: 'number', headerName: label('number'), width: 90, type: 'number' },
    { field: 'nup', headerName: label('nup'), width: 180 },
    { field: 'created_at', headerName: label('created_at'), width: 100, valueFormatter: (value) => formatDate(value, language) },
    { field: 'content', headerName: label('content'), flex: 1, minWidth: 120, sortable: false },
    // Shown as the export writes it: the value's name in the user's language (src/domain/labels).
    {
      field: 'process_type',
      headerName: label('process_type'),
      width: 130,
      valueFormatter: (value: string | null) => (value ? t(`complaints:process_types.${value}`, { defaultValue: value }) : ''),
    },
    { field: 'state_code', headerName: label('state_code'), width: 100 },
    { field: 'municipality', headerName: label('municipality'), width: 170 },
    { field: 'aerodrome_name', headerName: label('aerodrome_name'), width: 200, sortable: false },
    { field: 'icao', headerName: label('icao'), width: 90, sortable: false },
  ];
}
