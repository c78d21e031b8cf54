import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import { GridActionsCellItem, type GridColDef, type GridValidRowModel } from '@mui/x-data-grid';

/** The per-row action column: one "details" button, labelled with the row's name for screen readers. */
export function detailsColumn<R extends GridValidRowModel>(headerName: string, labelFor: (row: R) => string, onShow: (row: R) => void): GridColDef<R> {
  return {
    field: 'actions',
    type: 'actions',
    headerName,
    width: 80,
    getActions: ({ row }) => [
      <GridActionsCellItem key="details" icon={<VisibilityOutlinedIcon />} label={labelFor(row)} title={labelFor(row)} onClick={() => onShow(row)} />,
    ],
  };
}
