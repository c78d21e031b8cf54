/**
 * Transitional surface and runway strip, in the runway frame (u along the runway from end A, v lateral).
 * Lower edge: strip sides (at the centre-line elevation, linear between the ends) and approach-surface sides;
 * slope measured at right angles to the centre-line; the surface stops at the inner horizontal altitude. [S TAB43][M]
 */
import type { ApproachDims } from '../dimensions';
import { approachHalfWidth, profileAt } from './approach';

interface ApproachSide {
  /** u coordinate of the inner edge. */
  inner_edge_u: number;
  /** Inner-edge (threshold) altitude. */
  z_m: number;
  /** +1 when the approach extends towards increasing u (end B), -1 towards decreasing u (end A). */
  direction: 1 | -1;
}

export interface TransitionalGeometry {
  length_m: number;
  strip_half_width_m: number;
  strip_end_m: number;
  slope: number;
  elev_a_m: number;
  elev_b_m: number;
  inner_horizontal_altitude_m: number;
  approach: ApproachDims;
  side_a: ApproachSide;
  side_b: ApproachSide;
}

export type StripOrTransitional = { surface: 'runway_strip' | 'transitional'; allowed_m: number; side: 'a' | 'b' | null };

function centreLineElevation(g: TransitionalGeometry, u: number): number {
  const t = g.length_m > 0 ? Math.min(1, Math.max(0, u / g.length_m)) : 0;
  return g.elev_a_m + (g.elev_b_m - g.elev_a_m) * t;
}

function alongApproach(g: TransitionalGeometry, side: ApproachSide, u: number, v: number): number | null {
  const s = (u - side.inner_edge_u) * side.direction;
  const p = profileAt(g.approach.sections, s);
  if (!p) return null;
  const edgeZ = side.z_m + p.height_m;
  if (edgeZ >= g.inner_horizontal_altitude_m) return null;
  const w = approachHalfWidth(g.approach, s);
  if (v <= w) return null; // inside the approach surface itself
  const allowed = edgeZ + g.slope * (v - w);
  return allowed <= g.inner_horizontal_altitude_m ? allowed : null;
}

export function transitionalAt(g: TransitionalGeometry, u: number, vSigned: number): StripOrTransitional | null {
  const v = Math.abs(vSigned);
  const e = g.strip_end_m;
  if (u >= -e && u <= g.length_m + e) {
    const zc = centreLineElevation(g, u);
    if (v <= g.strip_half_width_m) return { surface: 'runway_strip', allowed_m: zc, side: null };
    const allowed = zc + g.slope * (v - g.strip_half_width_m);
    return allowed <= g.inner_horizontal_altitude_m ? { surface: 'transitional', allowed_m: allowed, side: null } : null;
  }
  const side = u < -e ? g.side_a : g.side_b;
  const allowed = alongApproach(g, side, u, v);
  return allowed === null ? null : { surface: 'transitional', allowed_m: allowed, side: u < -e ? 'a' : 'b' };
}
