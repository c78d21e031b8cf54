import { Readable } from 'node:stream';

/**
 * Formula injection (CWE-1236): a spreadsheet runs a cell starting with = + - @ tab or CR. It may also split a cell
 * on a separator we did not use (`;` in pt-BR locales, tab), so a trigger right after `,` `;` or a tab (spaces
 * allowed) counts as well: `safe;=1+2` would otherwise become the cells `safe` and `=1+2`.
 */
const FORMULA_TRIGGER = /(^|[,;\t])[ ]*[=+\-@\t\r]/;
/** Cells holding any of these are quoted, so no separator a spreadsheet may guess can split them. */
const NEEDS_QUOTES = /[",;\t\r\n]/;

/**
 * One CSV cell: RFC 4180 quoting (a cell holding a comma, semicolon, tab, quote or line break is quoted, quotes
 * doubled); a text cell with a formula trigger at its start or after a separator gets a leading apostrophe.
 */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text = typeof value === 'string' ? value : String(value);
  if (typeof value === 'string' && FORMULA_TRIGGER.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
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
