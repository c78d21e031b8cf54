import Alert from '@mui/material/Alert';
import type { GridColDef, GridColumnVisibilityModel, GridValidRowModel } from '@mui/x-data-grid';
import { useTranslation } from 'react-i18next';
import { PrintTable } from './PrintTable';
import type { usePrintAll } from './use-print-all';

interface PrintAllProps<R extends GridValidRowModel> {
  print: ReturnType<typeof usePrintAll<R>>;
  title: string;
  columns: readonly GridColDef<R>[];
  /** The visitor's column choice: only the shown columns are printed. */
  visibility: GridColumnVisibilityModel;
}

/** What "Imprimir" puts on the page: the print-only table of every filtered row, or why the rows could not be fetched. */
export function PrintAll<R extends GridValidRowModel>({ print, title, columns, visibility }: PrintAllProps<R>) {
  const { t } = useTranslation('list');
  if (print.failed) {
    return (
      <Alert severity="error" onClose={print.cancel} data-testid="print-error" sx={{ mt: 1 }}>
        {t('print.failed')}
      </Alert>
    );
  }
  if (!print.rows) return null;
  const shown = columns.filter((column) => visibility[column.field] !== false);
  return <PrintTable title={title} rows={print.rows} total={print.total} totalExact={print.totalExact} columns={shown} />;
}
