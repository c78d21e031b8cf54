/** Take-off climb surface. [S TAB43 + M] Inner-edge elevation: the runway end's elevation [I]. */
import type { TakeoffDims } from '../dimensions';

function takeoffHalfWidth(dims: TakeoffDims, s: number): number {
  return Math.min(dims.inner_edge_m / 2 + dims.divergence * s, dims.final_width_m / 2);
}

/** Height above the inner edge at `s` metres beyond the inner edge, `lateral` from the axis; null outside. */
export function takeoffAt(dims: TakeoffDims, s: number, lateral: number): number | null {
  if (s < 0 || s > dims.length_m) return null;
  if (Math.abs(lateral) > takeoffHalfWidth(dims, s)) return null;
  return dims.slope * s;
}
