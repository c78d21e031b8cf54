import type { Column } from './columns';
import { rowHolds, rowsHolding, rowsListed, tokensHolding, type WordIndex } from './words';

/** The published rows of a table, read-only, as the search below walks them. */
export interface Snapshot {
  /** The table's list_versions counter when the rows were read. */
  version: number;
  /** Row number → id, ascending. */
  ids: Float64Array;
  columns: Map<string, Column>;
  words: WordIndex;
}

/** A column's accepted codes (a filter resolved against the snapshot). */
export interface Test {
  column: Column;
  accepts: Uint8Array;
  /** How many rows pass it. */
  rows: number;
}

export interface Search {
  tests: Test[];
  /** The folded words of `q`, each of which a row's search text must hold. */
  words: string[];
  /** null: by id. */
  sort: Column | null;
  descending: boolean;
  start: number;
  /** Rows wanted from `start` (the page and one more). */
  take: number;
  /** Matching rows are counted up to this many (0: all). */
  countUpTo: number;
}

export interface Found {
  /** Row numbers of the page, in order (up to `take`). */
  rows: number[];
  /** Matching rows, counted up to `countUpTo`. */
  count: number;
}

/** The codes of `column` in `codes`, as a test. */
export function testOf(column: Column, codes: Iterable<number>): Test {
  const accepts = new Uint8Array(column.start.length - 1);
  let rows = 0;
  for (const code of codes) {
    if (accepts[code]) continue;
    accepts[code] = 1;
    rows += column.start[code + 1]! - column.start[code]!;
  }
  return { column, accepts, rows };
}

/** A word of `q` as the rows it allows: the tokens holding it (marked) and how many row entries those list. */
interface WordTest {
  tokens: number[];
  mask: Uint8Array;
  listed: number;
}

/**
 * The page and the bounded count of a search, from the snapshot alone. The smallest set of candidates leads (a
 * filter's rows, a word's rows, or every row); each candidate is checked against everything else. When the count
 * ends below its bound the matches are sorted by the sort column's code (then id); past it, the rows are walked in
 * the sort column's order until the page is full, which takes few steps because so many rows match.
 */
export function search(snapshot: Snapshot, query: Search): Found {
  const n = snapshot.ids.length;
  const { words: index } = snapshot;
  const words: WordTest[] = query.words.map((word) => {
    const tokens = tokensHolding(index, word);
    const mask = new Uint8Array(index.vocabulary.length);
    for (const token of tokens) mask[token] = 1;
    return { tokens, mask, listed: rowsListed(index, tokens) };
  });
  const passes = (row: number): boolean => {
    for (const test of query.tests) if (!test.accepts[test.column.codes[row]!]) return false;
    for (const word of words) if (!rowHolds(index, row, word.mask)) return false;
    return true;
  };

  // The candidates: the fewest rows any single test or word allows.
  let lead: { size: number; each: (visit: (row: number) => boolean) => void } = {
    size: n,
    each: (visit) => {
      for (let row = 0; row < n && visit(row); row++);
    },
  };
  for (const test of query.tests) {
    if (test.rows >= lead.size) continue;
    lead = {
      size: test.rows,
      each: (visit) => {
        const { start, perm } = test.column;
        for (let code = 0; code < test.accepts.length; code++) {
          if (!test.accepts[code]) continue;
          for (let i = start[code]!; i < start[code + 1]!; i++) if (!visit(perm[i]!)) return;
        }
      },
    };
  }
  const rarest = words.reduce<WordTest | null>((best, word) => (best && best.listed <= word.listed ? best : word), null);
  if (rarest && rarest.listed < lead.size) {
    const rows = rowsHolding(index, rarest.tokens, n);
    lead = {
      size: rows.length,
      each: (visit) => {
        for (const row of rows) if (!visit(row)) return;
      },
    };
  }

  const matches: number[] = [];
  const limit = query.countUpTo > 0 ? query.countUpTo : Number.POSITIVE_INFINITY;
  lead.each((row) => {
    if (passes(row)) matches.push(row);
    return matches.length < limit;
  });
  const count = matches.length;
  const end = query.start + query.take;

  // Every match is known (the count did not stop): sort them, unless walking the order reaches the page sooner.
  const walkSteps = count === 0 ? Number.POSITIVE_INFINITY : (end * n) / count;
  if (count < limit && count * Math.log2(count + 2) <= walkSteps) {
    const keyOf = query.sort ? (row: number) => query.sort!.codes[row]! * n + row : (row: number) => row;
    const keys = Float64Array.from(matches, keyOf).sort();
    if (query.descending) keys.reverse();
    const rows = Array.from(keys.subarray(query.start, end), (key) => key % n);
    return { rows, count };
  }
  return { rows: walk(snapshot, query, passes, end), count };
}

/** The matching rows from `start` to `end`, walking the rows in the sort column's order (or by id). */
function walk(snapshot: Snapshot, query: Search, passes: (row: number) => boolean, end: number): number[] {
  const n = snapshot.ids.length;
  const order = query.sort?.perm;
  const rows: number[] = [];
  let seen = 0;
  for (let step = 0; step < n && seen < end; step++) {
    const i = query.descending ? n - 1 - step : step;
    const row = order ? order[i]! : i;
    if (!passes(row)) continue;
    if (seen >= query.start) rows.push(row);
    seen++;
  }
  return rows;
}
