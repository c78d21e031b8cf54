import type { TFunction } from 'i18next';
import type { BatchRowInput, BatchRowResult } from '../../../domain/preanalysis/batch';
import { EXPLANATION_MESSAGES, explanationLocale, type ExplanationMessages } from '../../../domain/preanalysis/explanation-text';
import type { CriterionCode, SurfaceCode } from '../../../domain/preanalysis/types';

/** Rows a file may hold, and rows per request (the progress bar advances per chunk). */
export const BATCH_MAX_FILE_ROWS = 5000;
export const BATCH_CHUNK_ROWS = 500;
export const BATCH_COLUMNS = ['id', 'latitude', 'longitude', 'base_altitude_m', 'object_height_m', 'object_type'] as const;

export const SAMPLE_CSV = [
  BATCH_COLUMNS.join(','),
  'torre-01,-12.9,-53.3,300,40,tower_mast_antenna',
  'predio-02,-23.62,-46.66,780,45,building',
  `guindaste-03,"23°37'34""S","46°39'23""W",770,60,crane_temporary`,
  'linha-04,-15.79,-47.88,1100,25,power_line_cable',
].join('\r\n');

/** The result file uses the upload's separator: a `;` file comes from a spreadsheet that splits on `;`. */
export type CsvDelimiter = ',' | ';';

export type ParsedCsv =
  { ok: true; rows: BatchRowInput[]; delimiter: CsvDelimiter } | { ok: false; error: 'empty' | 'columns' | 'too_many'; missing?: string[] };

/** Parses an uploaded CSV (comma or semicolon, header row with the BATCH_COLUMNS names); papaparse is loaded on demand. */
export async function parseBatchCsv(text: string): Promise<ParsedCsv> {
  const { default: Papa } = await import('papaparse');
  const parsed = Papa.parse<Record<string, string>>(text.replace(/^\uFEFF/, ''), {
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: (h) => h.trim().toLowerCase(),
  });
  const fields = parsed.meta.fields ?? [];
  const missing = BATCH_COLUMNS.filter((c) => c !== 'id' && !fields.includes(c));
  if (parsed.data.length === 0) return { ok: false, error: 'empty' };
  if (missing.length > 0) return { ok: false, error: 'columns', missing };
  if (parsed.data.length > BATCH_MAX_FILE_ROWS) return { ok: false, error: 'too_many' };
  return {
    ok: true,
    delimiter: parsed.meta.delimiter === ';' ? ';' : ',',
    rows: parsed.data.map((r) => Object.fromEntries(BATCH_COLUMNS.map((c) => [c, (r[c] ?? '').slice(0, 64)])) as BatchRowInput),
  };
}

/** A cell a spreadsheet would run (= + - @ tab CR first), unless it is a plain number such as -12.9 or -12,9. */
const FORMULA_TRIGGER = /^(?![-+]?\d+(?:[.,]\d+)?$)[=+\-@\t\r]/;

/**
 * "SBSP, threshold 35L, approach surface: Art. 109: object in the first section of the approach", from
 * "art109_first_section/approach/SBSP/35L": the words of the one pre-analysis explanation (domain/preanalysis/
 * explanation-text.ts), as the screens, the declaration PDF and the e-mail say them.
 */
function criterionText(code: string, words: ExplanationMessages): string {
  const [criterion = '', surface = '', facility = '', ident = ''] = code.split('/');
  const reason = words.reasons[criterion as CriterionCode] ?? criterion;
  const where = [facility, ident ? words.runwayEnd.replace('{ident}', ident) : '', surface ? (words.surfaces[surface as SurfaceCode] ?? surface) : '']
    .filter(Boolean)
    .join(', ');
  return where ? `${where}: ${reason}` : reason;
}

/**
 * The result file, in the requester's language and the upload's separator: the input columns (named as uploaded),
 * then the row's result in words — outcome, top altitude, criteria fired, largest excess and its errors. A `;` file
 * gets decimal commas (the spreadsheets that split on `;` read them); papaparse prefixes formula triggers with '.
 */
export async function resultCsv(rows: BatchRowInput[], results: BatchRowResult[], t: TFunction, delimiter: CsvDelimiter, language: string): Promise<string> {
  const words = EXPLANATION_MESSAGES[explanationLocale(language)];
  const { default: Papa } = await import('papaparse');
  const number = (value: number | null) => (value === null ? '' : delimiter === ';' ? String(value).replace('.', ',') : String(value));
  const label = (key: string) => t(`batch.result.${key}`);
  const data = results.map((r, i) => {
    const input = rows[i] ?? {};
    return [
      r.row,
      r.id,
      input.latitude ?? '',
      input.longitude ?? '',
      input.base_altitude_m ?? '',
      input.object_height_m ?? '',
      input.object_type ?? '',
      r.outcome ? t(`result.outcome.${r.outcome}`) : label('invalid'),
      number(r.object_top_m),
      r.outcome ? label(r.pre_screen_only ? 'yes' : 'no') : '',
      r.criteria.map((code) => criterionText(code, words)).join('; '),
      number(r.max_excess_m),
      r.errors.map((e) => `${t(`batch.fields.${e.field}`)}: ${t(`request.errors.${e.code}`, { defaultValue: e.code })}`).join(' '),
    ];
  });
  const fields = [label('row'), ...BATCH_COLUMNS, ...['outcome', 'object_top_m', 'pre_screen_only', 'criteria', 'max_excess_m', 'errors'].map(label)];
  return Papa.unparse({ fields, data }, { newline: '\r\n', delimiter, escapeFormulae: FORMULA_TRIGGER });
}
