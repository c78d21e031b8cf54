import { PassThrough, type Readable } from 'node:stream';
import { once } from 'node:events';
import type { CellValue } from 'exceljs';
import type { ProblemLocale } from '../errors/messages';

/** The data sheet's name, and the lines of the second sheet: the filters and sort in words, as the PDF's header. */
export interface XlsxSheet {
  name: string;
  notesName: string;
  notes: readonly string[];
}

export interface XlsxColumn {
  field: string;
  header: string;
  kind: 'text' | 'date' | 'number';
}

function columnLetter(index: number): string {
  let n = index + 1;
  let letters = '';
  while (n > 0) {
    const rest = (n - 1) % 26;
    letters = String.fromCharCode(65 + rest) + letters;
    n = Math.floor((n - 1) / 26);
  }
  return letters;
}

/** Excel's limits on a sheet name: 31 characters, none of : \ / ? * [ ]. */
function sheetName(name: string): string {
  return name.replace(/[:\\/?*[\]]/g, ' ').slice(0, 31);
}

function cellValue(column: XlsxColumn, value: unknown): CellValue {
  if (value === null || value === undefined || value === '') return null;
  if (column.kind === 'date' && typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return new Date(`${value}T00:00:00Z`);
  if (column.kind === 'number' && typeof value === 'number') return value;
  return String(value);
}

/**
 * The XLSX file as a stream, written with exceljs's streaming WorkbookWriter: each row is committed
 * as soon as it is added, so memory holds one batch at a time. A bold, frozen header row with an
 * autofilter; dates are real dates (formatted for the language), text is text. A second sheet says which filters
 * and sort made the rows, so the data sheet stays a plain table a spreadsheet can filter and sort. exceljs (and its
 * zip libraries) is loaded on the first XLSX, not at start-up: most processes never write one (~15 MB resident).
 */
export function xlsxStream(
  sheetInfo: XlsxSheet,
  locale: ProblemLocale,
  columns: readonly XlsxColumn[],
  batches: AsyncIterable<Record<string, unknown>[]>,
  onError: (error: unknown) => void,
): Readable {
  const output = new PassThrough();
  (async () => {
    const { default: ExcelJS } = await import('exceljs');
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useStyles: true, useSharedStrings: false });
    const sheet = workbook.addWorksheet(sheetName(sheetInfo.name), { views: [{ state: 'frozen', ySplit: 1 }] });
    const dateFormat = locale === 'en' ? 'mm/dd/yyyy' : 'dd/mm/yyyy';
    sheet.columns = columns.map((c) => ({
      key: c.field,
      width: c.kind === 'date' ? 14 : Math.min(60, Math.max(12, c.header.length + 4)),
      style: c.kind === 'date' ? { numFmt: dateFormat } : {},
    }));
    const header = sheet.addRow(columns.map((c) => c.header));
    header.font = { bold: true };
    header.commit();
    let count = 0;
    for await (const batch of batches) {
      for (const row of batch) sheet.addRow(columns.map((c) => cellValue(c, row[c.field]))).commit();
      count += batch.length;
      // Let a slow client slow the query down instead of filling memory.
      if (output.writableNeedDrain) await once(output, 'drain');
    }
    sheet.autoFilter = { from: 'A1', to: `${columnLetter(columns.length - 1)}${count + 1}` };
    sheet.commit();
    const notes = workbook.addWorksheet(sheetName(sheetInfo.notesName));
    notes.columns = [{ key: 'note', width: 100 }];
    for (const line of sheetInfo.notes) notes.addRow([line]).commit();
    notes.commit();
    await workbook.commit();
  })().catch((error: unknown) => {
    onError(error);
    output.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return output;
}
