import { countBits, eachBit, hasBit, rowsInEvery, scratchFor, testRows, type RowSet, type Scratch } from './bitsets';
import type { Column } from './columns';
import { eachRowHolding, rowHolds, rowsHoldingInto, rowsListed, tokenTest, tokensHolding, type Tokens, type WordIndex } from './words';

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

/** A lead of more than n / BROAD rows is left for the filters' and words' bitsets. */
const BROAD = 32;
/**
 * A broad search takes a word's rows as a bitset when its tokens list at most this many times the rows the filters
 * leave: setting a bit per listed row costs less than reading each candidate's tokens.
 */
const WORD_BITS = 4;
/**
 * Under the bound, the sort's order is walked when that takes fewer than this many steps per match: a step reads
 * the next row in order, sorting reads each match's code at random and sorts (measured at 1M rows: 4 beat 1 and 16).
 */
const WALK_OVER_SORT = 4;

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

/** A word of `q`: the tokens holding it, how many row entries those list, its place in `q` (its marks' slot). */
interface WordTest {
  tokens: Tokens;
  listed: number;
  slot: number;
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
  const scratch = (snapshot.scratch ??= scratchFor(n));
  // A word of one token in every row ("município" in every plan) tests nothing: left out.
  const words: WordTest[] = query.words
    .map((word, slot) => {
      const tokens = tokensHolding(index, word);
      return { tokens, listed: rowsListed(index, tokens), slot };
    })
    .filter((word) => !(word.tokens.length === 1 && word.listed === n));
  const { tests } = query;
  /** A row passes `first`, then holds each word; the words' marks are made on the first row that needs them. */
  const checking = (first: (row: number) => boolean, remaining: WordTest[]) => {
    let accepts: ((token: number) => boolean)[] | null = null;
    // Indexed loops: this runs for every candidate row.
    return (row: number): boolean => {
      if (!first(row)) return false;
      accepts ??= remaining.map((word) => tokenTest(index, word.tokens, word.slot));
      for (let w = 0; w < accepts.length; w++) if (!rowHolds(index, row, accepts[w]!)) return false;
      return true;
    };
  };
  const passingTests = (checked: readonly Test[]) => (row: number) => {
    for (let t = 0; t < checked.length; t++) if (!checked[t]!.accepts[checked[t]!.column.codes[row]!]) return false;
    return true;
  };

  // The candidates: the fewest rows any single test or word allows; the other tests and words are checked on each.
  let lead: { size: number; each: (visit: (row: number) => boolean) => void } = {
    size: n,
    each: (visit) => {
      for (let row = 0; row < n && visit(row); row++);
    },
  };
  /** Whether any row matches (the walks in the sort's order take it); `passes` checks the lead's rows only. */
  let matches = checking(passingTests(tests), words);
  let passes = matches;
  const narrowest = tests.reduce<Test | null>((best, test) => (best && best.rows <= test.rows ? best : test), null);
  if (narrowest && narrowest.rows < n) {
    lead = {
      size: narrowest.rows,
      each: (visit) => {
        const { start, perm } = narrowest.column;
        for (let code = 0; code < narrowest.accepts.length; code++) {
          if (!narrowest.accepts[code]) continue;
          for (let i = start[code]!; i < start[code + 1]!; i++) if (!visit(perm[i]!)) return;
        }
      },
    };
    // Its own rows pass it: reading their codes again would cost a memory access each.
    passes = checking(passingTests(tests.filter((test) => test !== narrowest)), words);
  }
  const rarest = words.reduce<WordTest | null>((best, word) => (best && best.listed <= word.listed ? best : word), null);
  if (rarest && rarest.listed < lead.size) {
    lead = { size: rarest.listed, each: (visit) => eachRowHolding(index, rarest.tokens, scratch.seen, visit) };
    passes = matches;
  }
  // Broad filters and words only (a state, a type, years, a number in many names): their bitsets, intersected, lead
  // instead, and checking a row is a bit.
  let walkBudget = 2 * lead.size + 10_000;
  const limit = query.countUpTo > 0 ? query.countUpTo : Number.POSITIVE_INFINITY;
  /** The matching rows counted up to the bound, when known without visiting them. */
  let counted: number | null = null;
  const asBits = words.filter((word) => word.listed <= WORD_BITS * Math.min(n, narrowest?.rows ?? n));
  if (lead.size > n / BROAD && tests.length + asBits.length > 0) {
    const sets: RowSet[] = [
      ...tests.map((test) => testRows(test, n)),
      ...asBits.map((word) => (into: Uint32Array) => rowsHoldingInto(index, word.tokens, into)),
    ];
    const rows = rowsInEvery(sets, scratch);
    const remaining = words.filter((word) => !asBits.includes(word));
    passes = matches = checking((row) => hasBit(rows, row), remaining);
    lead = { size: n, each: (visit) => eachBit(rows, visit) };
    walkBudget = n;
    // Without other words, the bitset's.
    if (remaining.length === 0) counted = countBits(rows, limit);
  } else if (words.length === 0 && tests.length <= 1) {
    // No filter (every row) or one filter (its rows).
    counted = Math.min(narrowest?.rows ?? n, limit);
  }

  const end = query.start + query.take;
  const keysOf = (rows: number[]) => {
    const keys = new Float64Array(rows.length);
    const codes = query.sort?.codes;
    if (codes) for (let i = 0; i < rows.length; i++) keys[i] = codes[rows[i]!]! * n + rows[i]!;
    else keys.set(rows);
    return keys;
  };
  /** The page, from every match sorted. */
  const sortedPage = (upTo: number) => {
    const found: number[] = [];
    lead.each((row) => {
      if (passes(row)) found.push(row);
      return found.length < upTo;
    });
    return { matches: found.length, rows: pageOf(keysOf(found), query, n) };
  };
  // A known count under the bound: walking the sort's order to the page's end (about end × n / count rows) is cheaper
  // than sorting every match when matches are dense, unless the sort follows a filter; past a budget, sort.
  if (counted !== null && counted < limit && (end * n) / Math.max(counted, 1) < WALK_OVER_SORT * counted) {
    const walked = walk(snapshot, query, matches, end, 4 * counted + 10_000);
    if (walked) return { rows: walked, count: counted };
  }
  // The matches counted up to the bound (unless known): under it, every match is known, so sort them.
  if (counted === null || counted < limit) {
    const under = sortedPage(limit);
    if (under.matches < limit) return { rows: under.rows, count: under.matches };
  }
  // More than the bound match: walk the sort's order, which reaches the page after about end × n / matches rows,
  // unless the sort follows a filter (sorting by signature date, filtering by date): then, past a budget, sort
  // every match after all.
  const walked = walk(snapshot, query, matches, end, walkBudget);
  return { rows: walked ?? sortedPage(Number.POSITIVE_INFINITY).rows, count: limit };
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
function walk(snapshot: Snapshot, query: Search, matches: (row: number) => boolean, end: number, budget: number): number[] | null {
  const n = snapshot.ids.length;
  const rows: number[] = [];
  let seen = 0;
  let steps = 0;
  const visit = (row: number) => {
    if (!matches(row)) return;
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
