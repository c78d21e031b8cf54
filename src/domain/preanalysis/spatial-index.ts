/** A small fixed-cell lat/lon grid: items are inserted into every cell their reach box touches. */
import { radiiOfCurvature } from './geodesy';

const DEG = Math.PI / 180;

export class GridIndex<T> {
  private readonly cells = new Map<number, T[]>();
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
    const r = radiiOfCurvature(lat);
    const dLat = ((radius_m * 1.01) / r.meridional_m) / DEG;
    const maxAbsLat = Math.min(89, Math.abs(lat) + dLat);
    const dLon = ((radius_m * 1.01) / (r.normal_m * Math.cos(maxAbsLat * DEG))) / DEG;
    const r0 = this.row(lat - dLat), r1 = this.row(lat + dLat);
    const c0 = this.col(lon - dLon), c1 = this.col(lon + dLon);
    for (let i = r0; i <= r1; i++) {
      for (let j = c0; j <= c1; j++) {
        const k = this.key(i, j);
        const list = this.cells.get(k);
        if (list) list.push(item);
        else this.cells.set(k, [item]);
      }
    }
  }

  /** Items whose reach box covers the cell of (lat, lon). */
  query(lat: number, lon: number): readonly T[] {
    return this.cells.get(this.key(this.row(lat), this.col(lon))) ?? GridIndex.EMPTY;
  }
}
