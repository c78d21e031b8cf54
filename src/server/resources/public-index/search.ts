import { countBits, eachBit, hasBit, rowsPassing, scratchFor, type Scratch } from './bitsets';
import type { Column } from './columns';
import { eachRowHolding, rowHolds, rowsListed, tokenTest, tokensHolding, type Tokens, type WordIndex } from './words';

/** The published rows of a table, read-only, as the search below walks them. */
export interface Snapshot {
  /** The table's list_versions counter when the rows were read. */
  version: number;
  /** Row number → id, ascending. */
  ids: Float64Array;
  columns: Map<string, Column>;
  words: WordIndex;
  /** Bitsets reused by each search (made on the first broad one). */
  scratch?: Scratch;
}

/** A lead of more than n / BROAD rows is left for the filters' bitsets. */
const BROAD = 32;

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

/** A test of the codes `accepts` marks. */
export function testOf(column: Column, accepts: Uint8Array): Test {
  let rows = 0;
  for (let code = 0; code < accepts.length; code++) if (accepts[code]) rows += column.start[code + 1]! - column.start[code]!;
  return { column, accepts, rows };
}

/** A word of `q`: the tokens holding it, how many row entries those list, its test. */
interface WordTest {
  tokens: Tokens;
  listed: number;
  accept: (token: number) => boolean;
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
  // A word of one token in every row ("município" in every plan) tests nothing: left out.
  const words: WordTest[] = query.words
    .map((word) => {
      const tokens = tokensHolding(index, word);
      return { tokens, listed: rowsListed(index, tokens), accept: tokenTest(index, tokens) };
    })
    .filter((word) => !(word.tokens.length === 1 && word.listed === n));
  const { tests } = query;
  // Indexed loops: this runs for every candidate row.
  let passes = (row: number): boolean => {
    for (let t = 0; t < tests.length; t++) if (!tests[t]!.accepts[tests[t]!.column.codes[row]!]) return false;
    for (let w = 0; w < words.length; w++) if (!rowHolds(index, row, words[w]!.accept)) return false;
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
    lead = { size: rarest.listed, each: (visit) => eachRowHolding(index, rarest.tokens, n, visit) };
  }
  // Broad filters only (a state, a type, years): their bitsets, intersected, lead instead, and checking a row is a bit.
  let walkBudget = 2 * lead.size + 10_000;
  let counted: number | null = null;
  if (lead.size > n / BROAD && query.tests.length > 0) {
    snapshot.scratch ??= scratchFor(n);
    const rows = rowsPassing(query.tests, n, snapshot.scratch);
    passes = (row) => {
      if (!hasBit(rows, row)) return false;
      for (let w = 0; w < words.length; w++) if (!rowHolds(index, row, words[w]!.accept)) return false;
      return true;
    };
    lead = { size: n, each: (visit) => eachBit(rows, visit) };
    // A word holding fewer rows than the filters leaves leads, its rows checked against the bitset.
    if (rarest && rarest.listed < countBits(rows, rarest.listed))
      lead = { size: rarest.listed, each: (visit) => eachRowHolding(index, rarest.tokens, n, visit) };
    walkBudget = n;
    // Without words the count is the bitset's.
    if (words.length === 0) counted = countBits(rows, query.countUpTo > 0 ? query.countUpTo : Number.POSITIVE_INFINITY);
  }

  const limit = query.countUpTo > 0 ? query.countUpTo : Number.POSITIVE_INFINITY;
  // Without words, no filter (every row) or one filter (its rows) is counted already.
  if (counted === null && words.length === 0 && tests.length <= 1) counted = Math.min(tests[0]?.rows ?? n, limit);
  const end = query.start + query.take;
  const keyOf = query.sort ? (row: number) => query.sort!.codes[row]! * n + row : (row: number) => row;
  const keysOf = (rows: number[]) => {
    const keys = new Float64Array(rows.length);
    const codes = query.sort?.codes;
    if (codes) for (let i = 0; i < rows.length; i++) keys[i] = codes[rows[i]!]! * n + rows[i]!;
    else keys.set(rows);
    return keys;
  };
  let count = counted ?? 0;
  // A known count under the bound: walking the sort's order to the page's end is cheaper than sorting every match
  // when matches are dense (about end × n / count rows), unless the sort follows a filter; past a budget, sort.
  if (counted !== null && counted < limit && (end * n) / Math.max(counted, 1) < counted) {
    const walked = walk(snapshot, query, passes, end, 4 * counted + 10_000);
    if (walked) return { rows: walked, count };
  }
  if (counted === null || counted < limit) {
    const matches: number[] = [];
    lead.each((row) => {
      if (passes(row)) matches.push(row);
      return matches.length < limit;
    });
    count = matches.length;
    // Every match is known (the count ended under its bound): sort them.
    if (count < limit) return { rows: pageOf(keysOf(matches), query, n), count };
  }
  // More than the bound match: walk the sort's order, which reaches the page after about end × n / matches rows,
  // unless the sort follows a filter (sorting by signature date, filtering by date): then, past a budget, sort
  // every match after all.
  const walked = walk(snapshot, query, passes, end, walkBudget);
  if (walked) return { rows: walked, count };
  const keys: number[] = [];
  lead.each((row) => {
    if (passes(row)) keys.push(keyOf(row));
    return true;
  });
  return { rows: pageOf(Float64Array.from(keys), query, n), count };
}

/** The page of rows from their sort keys (code × n + row). */
function pageOf(keys: Float64Array, query: Search, n: number): number[] {
  keys.sort();
  if (query.descending) keys.reverse();
  return Array.from(keys.subarray(query.start, query.start + query.take), (key) => key % n);
}

/**
 * The matching rows from `start` to `end`, walking the rows in the sort column's order (or by id), through the
 * codes the column's own filters accept only; null past `budget` rows.
 */
function walk(snapshot: Snapshot, query: Search, passes: (row: number) => boolean, end: number, budget: number): number[] | null {
  const n = snapshot.ids.length;
  const rows: number[] = [];
  let seen = 0;
  let steps = 0;
  const visit = (row: number) => {
    if (!passes(row)) return;
    if (seen >= query.start) rows.push(row);
    seen++;
  };
  const column = query.sort;
  if (!column) {
    for (let step = 0; step < n && seen < end; step++) visit(query.descending ? n - 1 - step : step);
    return rows;
  }
  const own = query.tests.filter((test) => test.column === column);
  const codes = column.start.length - 1;
  for (let k = 0; k < codes && seen < end; k++) {
    const code = query.descending ? codes - 1 - k : k;
    if (own.some((test) => !test.accepts[code])) continue;
    const from = column.start[code]!;
    const to = column.start[code + 1]!;
    for (let j = 0; j < to - from && seen < end; j++) {
      if (++steps > budget) return null;
      visit(column.perm[query.descending ? to - 1 - j : from + j]!);
    }
  }
  return rows;
}
