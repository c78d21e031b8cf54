import type { Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';
import type { ProblemLocale } from '../errors/messages';
import { formatDate, text } from './labels';
import { renderPdf } from './pdfmake';

/** A PDF is laid out in memory (pdfmake measures the whole table), so it carries at most this many rows. */
export const PDF_MAX_ROWS = 5_000;

interface PdfColumn {
  field: string;
  header: string;
  kind: 'text' | 'date' | 'number';
  /** Relative width in the table ('*' shares the rest). */
  width?: number | '*' | 'auto';
}

export interface PdfReport {
  title: string;
  locale: ProblemLocale;
  filterLines: string[];
  sortLine: string;
  generatedAt: Date;
  columns: readonly PdfColumn[];
  rows: readonly Record<string, unknown>[];
  /** Rows matching the filters; more than rows.length means the table was cut at PDF_MAX_ROWS. */
  total: number;
  /** Plain (uncompressed) streams, so tests can read the text. */
  compress?: boolean;
}

function cell(column: PdfColumn, row: Record<string, unknown>, locale: ProblemLocale): string {
  const value = row[column.field];
  if (value === null || value === undefined) return '';
  return column.kind === 'date' ? formatDate(locale, value) : String(value);
}

function stamp(locale: ProblemLocale, date: Date): string {
  const iso = date.toISOString();
  return `${formatDate(locale, iso.slice(0, 10))} ${iso.slice(11, 16)} UTC`;
}

/** Landscape A4: title, filters in words, generation time, the table (header repeated on each page), page numbers. */
function pdfDefinition(report: PdfReport): TDocumentDefinitions {
  const { locale } = report;
  const truncated = report.total > report.rows.length;
  const header: TableCell[] = report.columns.map((c) => ({ text: c.header, style: 'th' }));
  const body: TableCell[][] = [header, ...report.rows.map((row) => report.columns.map((c) => cell(c, row, locale)))];
  const intro: Content[] = [
    { text: report.title, style: 'title' },
    { text: `${text(locale, 'generated')} ${stamp(locale, report.generatedAt)} · ${text(locale, 'rows')}: ${report.total}`, style: 'meta' },
    { text: text(locale, 'filters'), style: 'heading' },
    report.filterLines.length > 0 ? { ul: report.filterLines, style: 'meta' } : { text: text(locale, 'no_filters'), style: 'meta' },
    { text: `${text(locale, 'sort')}: ${report.sortLine}`, style: 'meta' },
  ];
  if (truncated) {
    intro.push({ text: text(locale, 'truncated', { shown: report.rows.length, total: report.total }), style: 'warning' });
  }
  return {
    pageSize: 'A4',
    pageOrientation: 'landscape',
    pageMargins: [28, 28, 28, 36],
    compress: report.compress ?? true,
    info: { title: report.title, creator: 'Portal AGA' },
    defaultStyle: { font: 'Roboto', fontSize: 7.5 },
    styles: {
      title: { fontSize: 15, bold: true, margin: [0, 0, 0, 4] },
      heading: { fontSize: 9, bold: true, margin: [0, 6, 0, 2] },
      meta: { fontSize: 8.5, margin: [0, 0, 0, 2] },
      warning: { fontSize: 9, bold: true, color: '#8a1c1c', margin: [0, 6, 0, 2] },
      th: { bold: true, fillColor: '#e8edf3' },
    },
    content: [
      ...intro,
      {
        margin: [0, 8, 0, 0],
        table: { headerRows: 1, widths: report.columns.map((c) => c.width ?? '*'), body },
        layout: 'lightHorizontalLines',
      },
    ],
    footer: (page: number, pages: number) => ({
      text: text(locale, 'page', { page, pages }),
      alignment: 'right',
      fontSize: 8,
      margin: [28, 10, 28, 0],
    }),
  };
}

export async function pdfBuffer(report: PdfReport): Promise<Buffer> {
  return renderPdf(pdfDefinition(report));
}
