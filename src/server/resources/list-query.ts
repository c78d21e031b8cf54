import type { FieldKind, ListSpec } from '../../domain/list-spec';
import { MAX_PAGE_SIZE } from '../../domain/constants';
import { HttpProblem, type ProblemDetail } from '../errors/problem';

type Operator = 'eq' | 'ne' | 'gte' | 'lte' | 'like';
type FilterValue = string | number;

export interface Filter {
  field: string;
  op: Operator;
  values: FilterValue[];
}

export interface ListQuery {
  start: number;
  end: number;
  sort: { field: string; order: 'asc' | 'desc' }[];
  filters: Filter[];
  q: string | null;
}

export type RawQuery = Record<string, string | string[] | undefined>;

const DEFAULT_PAGE = 10;
const SUFFIXES: [string, Operator][] = [
  ['_ne', 'ne'],
  ['_gte', 'gte'],
  ['_lte', 'lte'],
  ['_like', 'like'],
];
const RESERVED = new Set(['_start', '_end', '_sort', '_order', 'q', '_page', '_limit']);

function list(value: string | string[] | undefined): string[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

function first(value: string | string[] | undefined): string | undefined {
  return list(value)[0];
}

/** Converts one query value to the column's type, or records why it cannot be. */
function convert(kind: FieldKind, field: string, raw: string, errors: ProblemDetail[]): FilterValue | undefined {
  const fail = (key: string) => {
    errors.push({ path: `query.${field}`, message: key, params: { field, value: raw } });
    return undefined;
  };
  switch (kind) {
    case 'integer':
      return /^-?\d{1,15}$/.test(raw) ? Number(raw) : fail('not_an_integer');
    case 'number': {
      const n = Number(raw);
      return raw.trim() !== '' && Number.isFinite(n) ? n : fail('not_a_number');
    }
    case 'date':
      return isIsoDate(raw) ? raw : fail('not_a_date');
    case 'boolean':
      return raw === 'true' || raw === '1' ? 1 : raw === 'false' || raw === '0' ? 0 : fail('not_a_boolean');
    case 'text':
      return raw;
  }
}

function isIsoDate(raw: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}(T[\d:.]+Z?)?$/.test(raw)) return false;
  const date = new Date(raw.length === 10 ? `${raw}T00:00:00Z` : raw);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === raw.slice(0, 10);
}

function integerParam(name: string, raw: string | undefined, fallback: number, errors: ProblemDetail[]): number {
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d{1,9}$/.test(raw)) {
    errors.push({ path: `query.${name}`, message: 'not_an_integer', params: { field: name, value: raw } });
    return fallback;
  }
  return Number(raw);
}

/**
 * Parses a simple-rest list query against a resource's list spec. Throws a 400 HttpProblem naming
 * every problem (unknown field, bad value, bad range, page too large); never anything else.
 */
export function parseListQuery(raw: RawQuery, spec: ListSpec): ListQuery {
  const errors: ProblemDetail[] = [];
  const start = integerParam('_start', first(raw._start), 0, errors);
  const end = integerParam('_end', first(raw._end), start + DEFAULT_PAGE, errors);
  let rangeProblem: HttpProblem | null = null;
  if (end < start) rangeProblem = new HttpProblem(400, 'bad_range', { start, end });
  else if (end - start > MAX_PAGE_SIZE) rangeProblem = new HttpProblem(400, 'page_too_large', { max: MAX_PAGE_SIZE, size: end - start });

  const sortFields = list(raw._sort)
    .flatMap((s) => s.split(','))
    .map((s) => s.trim())
    .filter(Boolean);
  const orders = list(raw._order)
    .flatMap((s) => s.split(','))
    .map((s) => s.trim().toLowerCase())
    .filter(Boolean);
  if (orders.length > sortFields.length) errors.push({ path: 'query._order', message: 'order_without_sort' });
  const sort = sortFields.map((field, i) => {
    const order = orders[i] ?? 'asc';
    if (!spec.sortable.includes(field)) errors.push({ path: 'query._sort', message: 'unsortable_field', params: { field } });
    if (order !== 'asc' && order !== 'desc') errors.push({ path: 'query._order', message: 'bad_order', params: { value: order } });
    return { field, order: order === 'desc' ? ('desc' as const) : ('asc' as const) };
  });

  const filters: Filter[] = [];
  for (const [key, value] of Object.entries(raw)) {
    if (RESERVED.has(key) || value === undefined) continue;
    const [suffix, op] = SUFFIXES.find(([s]) => key.endsWith(s)) ?? ['', 'eq' as Operator];
    const field = suffix ? key.slice(0, -suffix.length) : key;
    const kind = Object.hasOwn(spec.filterable, field) ? spec.filterable[field] : undefined;
    if (!kind) {
      errors.push({ path: `query.${key}`, message: 'unknown_field', params: { field: key } });
      continue;
    }
    if (op === 'like' && kind !== 'text') {
      errors.push({ path: `query.${key}`, message: 'not_text_field', params: { field } });
      continue;
    }
    const raws = list(value);
    // NUL cannot be stored in PostgreSQL text and truncates SQLite patterns: refuse it instead of matching everything.
    if (raws.some((v) => v.includes('\u0000'))) {
      errors.push({ path: `query.${key}`, message: 'invalid_character', params: { field: key } });
      continue;
    }
    const values = raws.map((v) => (op === 'like' ? v : convert(kind, key, v, errors)));
    if (values.every((v): v is FilterValue => v !== undefined)) filters.push({ field, op, values });
  }
  const q = first(raw.q)?.trim() || null;
  if (q?.includes('\u0000')) errors.push({ path: 'query.q', message: 'invalid_character', params: { field: 'q' } });

  if (errors.length > 0) throw new HttpProblem(400, 'invalid_query', {}, errors);
  if (rangeProblem) throw rangeProblem;
  if (sort.length === 0) sort.push(...spec.defaultSort);
  return { start, end, sort, filters, q };
}
