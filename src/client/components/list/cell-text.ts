import type { GridColDef, GridValidRowModel } from '@mui/x-data-grid';

/** A cell's text off the grid (print view, cards): the column's own formatter (dates in the visitor's language) or the value itself. */
export function cellText<R extends GridValidRowModel>(column: GridColDef<R>, row: R): string {
  const value: unknown = row[column.field];
  // Our formatters read only the value (dates, translated enums); none needs the grid's API.
  const formatted: unknown = column.valueFormatter ? column.valueFormatter(value as never, row, column, { current: null } as never) : value;
  if (formatted === null || formatted === undefined) return '';
  return typeof formatted === 'string' ? formatted : String(formatted as string | number | boolean);
}
