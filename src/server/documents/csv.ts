import { Readable } from 'node:stream';
import type { ProblemLocale } from '../errors/messages';

/**
 * Formula injection (CWE-1236): a spreadsheet runs a cell starting with = + - @ tab or CR. It may also split a cell
 * on a separator we did not use (`;` in pt-BR locales, tab), so a trigger right after `,` `;` or a tab (spaces
 * allowed) counts as well: `safe;=1+2` would otherwise become the cells `safe` and `=1+2`.
 */
const FORMULA_TRIGGER = /(^|[,;\t])[ ]*[=+\-@\t\r]/;
/** Cells holding any of these are quoted, so no separator a spreadsheet may guess can split them. */
const NEEDS_QUOTES = /[",;\t\r\n]/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const ISO_TIMESTAMP = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}:\d{2}(?::\d{2})?)(?:\.\d+)?(?:Z|[+-]\d{2}:?\d{2})?$/;

/**
 * How a spreadsheet of the file's language reads a CSV. Excel in pt-BR and es splits on `;` (its list separator,
 * since `,` is the decimal mark) and reads dd/mm/yyyy dates and decimal commas; en keeps `,`, a decimal point and
 * ISO dates (unambiguous, and read as dates by every English spreadsheet — docs/decisions.md).
 */
export interface CsvDialect {
  separator: ',' | ';';
  decimalComma: boolean;
  dayFirstDates: boolean;
}

export function csvDialect(locale: ProblemLocale): CsvDialect {
  return locale === 'en' ? { separator: ',', decimalComma: false, dayFirstDates: false } : { separator: ';', decimalComma: true, dayFirstDates: true };
}

const ISO_DIALECT: CsvDialect = { separator: ',', decimalComma: false, dayFirstDates: false };

/** A value as text in the dialect: dates dd/mm/yyyy [hh:mm[:ss]] (as stored, UTC) and decimal commas where asked. */
function cellText(value: unknown, dialect: CsvDialect): string {
  if (typeof value === 'number') return dialect.decimalComma ? String(value).replace('.', ',') : String(value);
  const text = typeof value === 'string' ? value : String(value);
  if (!dialect.dayFirstDates) return text;
  const date = ISO_DATE.exec(text);
  if (date) return `${date[3]}/${date[2]}/${date[1]}`;
  const stamp = ISO_TIMESTAMP.exec(text);
  return stamp ? `${stamp[3]}/${stamp[2]}/${stamp[1]} ${stamp[4]}` : text;
}

/**
 * One CSV cell: RFC 4180 quoting (a cell holding a comma, semicolon, tab, quote or line break is quoted, quotes
 * doubled). Any cell but a number (-23,5 is read as a number, never run) whose written text — a date, a boolean,
 * any text — has a formula trigger at its start or after a separator gets a leading apostrophe.
 */
export function csvCell(value: unknown, dialect: CsvDialect = ISO_DIALECT): string {
  if (value === null || value === undefined) return '';
  let text = cellText(value, dialect);
  if (typeof value !== 'number' && FORMULA_TRIGGER.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvLine(values: readonly unknown[], dialect: CsvDialect = ISO_DIALECT): string {
  return `${values.map((value) => csvCell(value, dialect)).join(dialect.separator)}\r\n`;
}

/**
 * Rows per chunk the stream hands on (~10 kB of text for a plan). A whole batch of 1,000 rows as one ~110 kB chunk
 * stayed alive long enough on its way through gzip to reach V8's old generation, where its memory waited for a
 * full collection: a 100,000-row export held ~11 MB of such dead chunks at its end (docs/performance.md).
 */
const CHUNK_ROWS = 100;

/**
 * The CSV file as a stream: UTF-8 with a byte-order mark (so spreadsheet programs pick UTF-8), the dialect's
 * separator, CRLF line ends, a header row, then one line per row, pulled batch by batch and sent CHUNK_ROWS at a time.
 */
export function csvStream(
  header: readonly string[],
  fields: readonly string[],
  batches: AsyncIterable<Record<string, unknown>[]>,
  dialect: CsvDialect = ISO_DIALECT,
): Readable {
  async function* lines() {
    yield `\uFEFF${csvLine(header, dialect)}`;
    for await (const batch of batches) {
      for (let start = 0; start < batch.length; start += CHUNK_ROWS) {
        yield batch
          .slice(start, start + CHUNK_ROWS)
          .map((row) =>
            csvLine(
              fields.map((field) => row[field]),
              dialect,
            ),
          )
          .join('');
      }
    }
  }
  return Readable.from(lines(), { objectMode: false });
}
