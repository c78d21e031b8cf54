import type { Column } from './columns';

/** Bitsets per column at most; a column with more codes groups neighbouring codes into this many. */
const BUCKETS = 64;

/** Row bitsets of a column's codes, grouped: bucket b holds the rows of codes first[b] … first[b + 1] - 1. */
interface Buckets {
  first: Uint32Array;
  bits: Uint32Array[];
  /** below[b]: the rows of buckets 0 … b - 1 (grouped columns only), so a range of buckets costs two bitsets. */
  below: Uint32Array[] | null;
}

const words = (rows: number) => Math.ceil(rows / 32);

export function setBit(bits: Uint32Array, row: number) {
  bits[row >>> 5]! |= 1 << (row & 31);
}

export function hasBit(bits: Uint32Array, row: number): boolean {
  return ((bits[row >>> 5]! >>> (row & 31)) & 1) === 1;
}

/**
 * A column's buckets, made on the first broad filter of that column (n / 8 bytes each, at most 64 per column): a
 * state or a type is then one bitset, a date range a few bitsets and the rows at its ends.
 */
function bucketsOf(column: Column & { buckets?: Buckets }, n: number): Buckets {
  if (column.buckets) return column.buckets;
  const codes = column.start.length - 1;
  const first: number[] = [];
  const target = codes <= BUCKETS ? 0 : Math.ceil(n / BUCKETS);
  for (let code = 0, held = Infinity; code < codes; code++) {
    if (held >= target) {
      first.push(code);
      held = 0;
    }
    held += column.start[code + 1]! - column.start[code]!;
  }
  first.push(codes);
  const bits = first.slice(0, -1).map((from, b) => {
    const set = new Uint32Array(words(n));
    for (let i = column.start[from]!; i < column.start[first[b + 1]!]!; i++) setBit(set, column.perm[i]!);
    return set;
  });
  let below: Uint32Array[] | null = null;
  if (target > 0) {
    below = [new Uint32Array(words(n))];
    for (const bucket of bits) below.push(below.at(-1)!.map((word, w) => word | bucket[w]!));
  }
  column.buckets = { first: Uint32Array.from(first), bits, below };
  return column.buckets;
}

/** Bitsets of n rows reused by every search of a snapshot (searches run one at a time, synchronously). */
export interface Scratch {
  rows: Uint32Array;
  test: Uint32Array;
  /** The rows a word's lead has visited. */
  seen: Uint32Array;
}

export function scratchFor(n: number): Scratch {
  return { rows: new Uint32Array(words(n)), test: new Uint32Array(words(n)), seen: new Uint32Array(words(n)) };
}

/** A set of rows written into the bitset given (or returned as one of its own, read only). */
export type RowSet = (into: Uint32Array) => Uint32Array;

/** The rows of a column's test, as a RowSet. */
export const testRows =
  (test: { column: Column; accepts: Uint8Array }, n: number): RowSet =>
  (into) =>
    bitsOf(test.column, test.accepts, n, into);

/** The rows whose code `accepts` marks, as a bitset: a bucket's own when it is exactly that bucket (read only), else `into`. */
function bitsOf(column: Column, accepts: Uint8Array, n: number, into: Uint32Array): Uint32Array {
  const { first, bits } = bucketsOf(column, n);
  const full: number[] = [];
  const partial: number[] = [];
  for (let b = 0; b < bits.length; b++) {
    let taken = 0;
    for (let code = first[b]!; code < first[b + 1]!; code++) taken += accepts[code]!;
    if (taken === first[b + 1]! - first[b]!) full.push(b);
    else if (taken > 0) partial.push(b);
  }
  if (full.length === 1 && partial.length === 0) return bits[full[0]!]!;
  const { below } = bucketsOf(column, n);
  if (below && full.length > 1 && full.at(-1)! - full[0]! === full.length - 1) {
    // A run of buckets (a date range): the rows below its end, less those below its start.
    const to = below[full.at(-1)! + 1]!;
    const from = below[full[0]!]!;
    for (let w = 0; w < into.length; w++) into[w] = to[w]! & ~from[w]!;
  } else {
    into.fill(0);
    for (const b of full) {
      const bucket = bits[b]!;
      for (let w = 0; w < into.length; w++) into[w]! |= bucket[w]!;
    }
  }
  for (const b of partial) {
    for (let code = first[b]!; code < first[b + 1]!; code++) {
      if (!accepts[code]) continue;
      for (let i = column.start[code]!; i < column.start[code + 1]!; i++) setBit(into, column.perm[i]!);
    }
  }
  return into;
}

/** The rows in every set (at least one), in `scratch.rows` (valid until the next search). */
export function rowsInEvery(sets: readonly RowSet[], scratch: Scratch): Uint32Array {
  const { rows } = scratch;
  sets.forEach((rowsOf, s) => {
    const set = rowsOf(scratch.test);
    if (s === 0) rows.set(set);
    else for (let w = 0; w < rows.length; w++) rows[w]! &= set[w]!;
  });
  return rows;
}

/** The number of rows in a bitset, counted up to `limit`. */
export function countBits(bits: Uint32Array, limit: number): number {
  let count = 0;
  for (let w = 0; w < bits.length && count < limit; w++) {
    let x = bits[w]!;
    x -= (x >>> 1) & 0x55555555;
    x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
    count += Math.imul((x + (x >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
  }
  return Math.min(count, limit);
}

/** Visits the rows of a bitset in order until `visit` returns false. */
export function eachBit(bits: Uint32Array, visit: (row: number) => boolean) {
  for (let w = 0; w < bits.length; w++) {
    let word = bits[w]!;
    while (word !== 0) {
      const lowest = word & -word;
      word ^= lowest;
      if (!visit(w * 32 + 31 - Math.clz32(lowest))) return;
    }
  }
}
