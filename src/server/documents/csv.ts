import { Readable } from 'node:stream';

/** Cells a spreadsheet would run as a formula (CWE-1236) start with one of these; such cells get a leading apostrophe. */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One CSV cell: RFC 4180 quoting (a cell holding a comma, quote or line break is quoted, quotes doubled), formulas neutralised. */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text = typeof value === 'string' ? value : String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvLine(values: readonly unknown[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}

/**
 * The CSV file as a stream: UTF-8 with a byte-order mark (so spreadsheet programs pick UTF-8), comma
 * separated, CRLF line ends, a header row, then one line per row, pulled batch by batch.
 */
export function csvStream(header: readonly string[], fields: readonly string[], batches: AsyncIterable<Record<string, unknown>[]>): Readable {
  async function* lines() {
    yield `\uFEFF${csvLine(header)}`;
    for await (const batch of batches) yield batch.map((row) => csvLine(fields.map((field) => row[field]))).join('');
  }
  return Readable.from(lines(), { objectMode: false });
}
