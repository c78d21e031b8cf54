/** A value of an indexed column as the database returns it (flags as 0/1). */
export type Value = string | number | null;

/** Columns with more distinct values than this keep no value list: they sort, but are not filtered in memory. */
const MAX_FILTER_VALUES = 65_536;

/**
 * One column of the published rows. Rows are numbered 0…n-1 in id order; each row's value is a code, and codes
 * order the values as the database sorts them (sort columns, read in the database's order) or as JavaScript
 * compares them (filter-only columns, filtered by equality or, for numbers and ISO dates, by range).
 */
export interface Column {
  /** row → code. */
  codes: Uint32Array;
  /** The rows in (value, id) order; the rows of code c are perm[start[c]] … perm[start[c + 1] - 1]. */
  perm: Uint32Array;
  start: Uint32Array;
  /** The value of each code (null when the column has too many to filter in memory). */
  values: Value[] | null;
  /** value → code (null with `values`). */
  codeOf: Map<Value, number> | null;
}

function withValues(codes: Uint32Array, perm: Uint32Array, start: Uint32Array, values: Value[]): Column {
  const kept = values.length <= MAX_FILTER_VALUES;
  return { codes, perm, start, values: kept ? values : null, codeOf: kept ? new Map(values.map((v, c) => [v, c])) : null };
}

/**
 * A column from the rows in the database's `order by column, id` (`rows` are row numbers in that order, `values`
 * their values): equal neighbours share a code, so the database's collation and null placement hold in memory.
 */
export function columnFromOrder(rows: Uint32Array, values: Value[]): Column {
  const n = rows.length;
  const codes = new Uint32Array(n);
  const starts: number[] = [];
  const distinct: Value[] = [];
  for (let i = 0; i < n; i++) {
    if (i === 0 || values[i] !== values[i - 1]) {
      starts.push(i);
      distinct.push(values[i]!);
    }
    codes[rows[i]!] = distinct.length - 1;
  }
  starts.push(n);
  return withValues(codes, rows, Uint32Array.from(starts), distinct);
}

const compare = (a: Value, b: Value): number => {
  if (a === b) return 0;
  if (a === null) return -1;
  if (b === null) return 1;
  return a < b ? -1 : 1;
};

/** A filter-only column from each row's value (rows in id order): codes by JavaScript's order, rows by counting. */
export function columnFromValues(values: Value[]): Column {
  const distinct = [...new Set(values)].sort(compare);
  const codeOf = new Map(distinct.map((v, c) => [v, c]));
  const n = values.length;
  const codes = new Uint32Array(n);
  const start = new Uint32Array(distinct.length + 1);
  for (let row = 0; row < n; row++) {
    const code = codeOf.get(values[row]!)!;
    codes[row] = code;
    start[code + 1]! += 1;
  }
  for (let c = 0; c < distinct.length; c++) start[c + 1]! += start[c]!;
  const next = start.slice(0, distinct.length);
  const perm = new Uint32Array(n);
  for (let row = 0; row < n; row++) perm[next[codes[row]!]!++] = row;
  return withValues(codes, perm, start, distinct);
}

/** The first code from `from` whose value is at least `value` (values ascend from `from`: numbers, ISO dates). */
function firstAtLeast(values: Value[], from: number, to: number, value: Value): number {
  let low = from;
  let high = to;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (values[mid]! < value!) low = mid + 1;
    else high = mid;
  }
  return low;
}

/**
 * Narrows `accepts` (one mark per code) to the codes whose value is `op` `value`: equal to one of `values`, or at
 * least / at most a number or an ISO date (compared as both databases compare them). Nulls match no comparison.
 */
export function narrow(column: Column, accepts: Uint8Array, op: 'eq' | 'gte' | 'lte', values: Value[]) {
  const all = column.values!;
  if (op === 'eq') {
    const keep = new Uint8Array(accepts.length);
    for (const value of values) {
      const code = column.codeOf!.get(value);
      if (code !== undefined) keep[code] = 1;
    }
    for (let code = 0; code < accepts.length; code++) accepts[code]! &= keep[code]!;
    return;
  }
  // The non-null values, in ascending order: after the null on SQLite, before it on PostgreSQL.
  const from = all[0] === null ? 1 : 0;
  const to = all.at(-1) === null && all.length > from ? all.length - 1 : all.length;
  for (let code = 0; code < accepts.length; code++) if (code < from || code >= to) accepts[code] = 0;
  for (const value of values) {
    if (op === 'gte') accepts.fill(0, from, firstAtLeast(all, from, to, value));
    else {
      // At most `value`: every code before the first one above it.
      let cut = firstAtLeast(all, from, to, value);
      while (cut < to && all[cut] === value) cut++;
      accepts.fill(0, cut, to);
    }
  }
}
