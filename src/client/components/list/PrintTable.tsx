import Box from '@mui/material/Box';
import type { GridColDef, GridValidRowModel } from '@mui/x-data-grid';
import { useTranslation } from 'react-i18next';
import { cellText } from './cell-text';

interface PrintTableProps<R extends GridValidRowModel> {
  title: string;
  rows: readonly R[];
  /** The whole list's size: more than the rows when the list passes the print cap. */
  total: number;
  /** false: more rows match than `total` (the server's count stopped at its bound). */
  totalExact?: boolean;
  /** The columns the visitor shows (the visibility model applied); the actions column is left out. */
  columns: readonly GridColDef<R>[];
}

/**
 * The print view of a whole filtered list: a plain table, invisible on screen, that replaces the grid or the
 * cards on paper (ListPage's print styles) and wraps long text instead of cutting the last column off.
 */
export function PrintTable<R extends GridValidRowModel>({ title, rows, total, totalExact = true, columns }: PrintTableProps<R>) {
  const { t } = useTranslation('list');
  const printed = columns.filter((column) => column.field !== 'actions' && column.field !== '__check__');
  return (
    <Box className="print-all" data-testid="print-table" sx={{ display: 'none', '@media print': { display: 'block' } }}>
      {(rows.length < total || !totalExact) && <p>{t(totalExact ? 'print.capped' : 'print.capped_more', { count: rows.length, total })}</p>}
      <Box
        component="table"
        sx={{
          width: '100%',
          borderCollapse: 'collapse',
          tableLayout: 'auto',
          fontSize: '9pt',
          '& th, & td': { border: '1px solid #999', p: '2px 4px', textAlign: 'left', verticalAlign: 'top', overflowWrap: 'anywhere' },
        }}
      >
        <caption style={{ textAlign: 'left', fontWeight: 500 }}>{title}</caption>
        <thead>
          <tr>
            {printed.map((column) => (
              <th key={column.field} scope="col">
                {column.headerName ?? column.field}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={String(row.id ?? index)}>
              {printed.map((column) => (
                <td key={column.field} data-field={column.field}>
                  {cellText(column, row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </Box>
    </Box>
  );
}
