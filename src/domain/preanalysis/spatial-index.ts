/** A small fixed-cell lat/lon grid: items are inserted into every cell their reach box touches. */
import { radiiOfCurvature } from './geodesy';

const DEG = Math.PI / 180;
/** A (cell, item) pair is packed into one number: cell key × ITEM_SLOTS + item index (both well below 2^53). */
const ITEM_SLOTS = 2 ** 26;

/**
 * Cells are kept in typed arrays, not one JS array per cell: every facility of Brazil covers ~57,000 cells of
 * 0.1°, which as a Map of arrays held ~4 MB of heap in each thread with an engine; packed they take ~0.5 MB.
 * Inserts collect (cell, item) pairs; the first query sorts them once into cell keys, their start offsets and the
 * items of each cell, in insertion order (so a query returns the same items in the same order as before).
 */
export class GridIndex<T> {
  private readonly items: T[] = [];
  private pairs = new Float64Array(1024);
  private pairCount = 0;
  private cellKeys: Int32Array | null = null;
  private cellStarts = new Uint32Array(0);
  private cellItems = new Uint32Array(0);
  private static readonly EMPTY: readonly never[] = [];

  constructor(private readonly cellDeg = 0.25) {}

  private key(row: number, col: number): number {
    return row * 4096 + col;
  }

  private row(lat: number): number {
    return Math.floor((lat + 90) / this.cellDeg);
  }

  private col(lon: number): number {
    return Math.floor((lon + 180) / this.cellDeg);
  }

  /** Insert `item` for every cell within `radius_m` of (lat, lon) (conservative box, +1 % margin). */
  insert(item: T, lat: number, lon: number, radius_m: number): void {
    if (this.cellKeys) throw new Error('GridIndex: insert after the first query');
    const r = radiiOfCurvature(lat);
    const dLat = (radius_m * 1.01) / r.meridional_m / DEG;
    const maxAbsLat = Math.min(89, Math.abs(lat) + dLat);
    const dLon = (radius_m * 1.01) / (r.normal_m * Math.cos(maxAbsLat * DEG)) / DEG;
    const r0 = this.row(lat - dLat),
      r1 = this.row(lat + dLat);
    const c0 = this.col(lon - dLon),
      c1 = this.col(lon + dLon);
    const index = this.items.push(item) - 1;
    for (let i = r0; i <= r1; i++) {
      for (let j = c0; j <= c1; j++) {
        if (this.pairCount === this.pairs.length) {
          const grown = new Float64Array(this.pairs.length * 2);
          grown.set(this.pairs);
          this.pairs = grown;
        }
        this.pairs[this.pairCount++] = this.key(i, j) * ITEM_SLOTS + index;
      }
    }
  }

  /** Sorts the pairs by cell, then insertion, into the packed arrays (once, at the first query). */
  private pack(): Int32Array {
    const pairs = this.pairs.subarray(0, this.pairCount).sort();
    let cells = 0;
    for (let p = 0; p < pairs.length; p++) if (p === 0 || Math.floor(pairs[p]! / ITEM_SLOTS) !== Math.floor(pairs[p - 1]! / ITEM_SLOTS)) cells++;
    const keys = new Int32Array(cells);
    const starts = new Uint32Array(cells + 1);
    const members = new Uint32Array(pairs.length);
    let cell = -1;
    for (let p = 0; p < pairs.length; p++) {
      const key = Math.floor(pairs[p]! / ITEM_SLOTS);
      if (cell < 0 || key !== keys[cell]) {
        keys[++cell] = key;
        starts[cell] = p;
      }
      members[p] = pairs[p]! - key * ITEM_SLOTS;
    }
    starts[cells] = pairs.length;
    this.cellStarts = starts;
    this.cellItems = members;
    this.pairs = new Float64Array(0);
    this.cellKeys = keys;
    return keys;
  }

  /** Items whose reach box covers the cell of (lat, lon). */
  query(lat: number, lon: number): readonly T[] {
    const keys = this.cellKeys ?? this.pack();
    const key = this.key(this.row(lat), this.col(lon));
    let lo = 0,
      hi = keys.length - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >>> 1;
      const k = keys[mid]!;
      if (k < key) lo = mid + 1;
      else if (k > key) hi = mid - 1;
      else {
        const found: T[] = [];
        for (let p = this.cellStarts[mid]!; p < this.cellStarts[mid + 1]!; p++) found.push(this.items[this.cellItems[p]!]!);
        return found;
      }
    }
    return GridIndex.EMPTY;
  }
}
