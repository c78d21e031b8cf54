import type { BatchRowInput, BatchRowResult } from '../../../domain/preanalysis/batch';

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

export type ParsedCsv =
  | { ok: true; rows: BatchRowInput[] }
  | { ok: false; error: 'empty' | 'columns' | 'too_many'; missing?: string[] };

/** Parses an uploaded CSV (comma or semicolon, header row with the BATCH_COLUMNS names); papaparse is loaded on demand. */
export async function parseBatchCsv(text: string): Promise<ParsedCsv> {
  const { default: Papa } = await import('papaparse');
  const parsed = Papa.parse<Record<string, string>>(text.replace(/^\uFEFF/, ''), {
    header: true, skipEmptyLines: 'greedy', transformHeader: (h) => h.trim().toLowerCase(),
  });
  const fields = parsed.meta.fields ?? [];
  const missing = BATCH_COLUMNS.filter((c) => c !== 'id' && !fields.includes(c));
  if (parsed.data.length === 0) return { ok: false, error: 'empty' };
  if (missing.length > 0) return { ok: false, error: 'columns', missing };
  if (parsed.data.length > BATCH_MAX_FILE_ROWS) return { ok: false, error: 'too_many' };
  return {
    ok: true,
    rows: parsed.data.map((r) => Object.fromEntries(BATCH_COLUMNS.map((c) => [c, (r[c] ?? '').slice(0, 64)])) as BatchRowInput),
  };
}

/** The result file: the input columns, then outcome, criteria fired, max excess and the row's errors. */
export async function resultCsv(rows: BatchRowInput[], results: BatchRowResult[]): Promise<string> {
  const { default: Papa } = await import('papaparse');
  const data = results.map((r, i) => {
    const input = rows[i] ?? {};
    return {
      row: r.row, id: r.id, latitude: input.latitude ?? '', longitude: input.longitude ?? '', base_altitude_m: input.base_altitude_m ?? '',
      object_height_m: input.object_height_m ?? '', object_type: input.object_type ?? '',
      outcome: r.outcome ?? 'invalid', object_top_m: r.object_top_m ?? '', pre_screen_only: r.outcome ? String(r.pre_screen_only) : '',
      criteria: r.criteria.join('; '), max_excess_m: r.max_excess_m ?? '', errors: r.errors.map((e) => `${e.field}:${e.code}`).join('; '),
    };
  });
  return Papa.unparse(data, { newline: '\r\n' });
}
