/** Approach surface (and the shared sloped-section profile). [S TAB43] */
import type { ApproachDims, Section } from '../dimensions';

export interface ProfileHit {
  /** Height of the surface above its inner edge. */
  height_m: number;
  /** 0 = first section, 1 = second, …; */
  section_index: number;
  /** True when the section is level (the "horizontal section"). */
  horizontal: boolean;
}

/** Height above the inner edge at distance `s` along the axis, or null when beyond the last section. */
export function profileAt(sections: readonly Section[], s: number): ProfileHit | null {
  if (s < 0) return null;
  let start = 0;
  let base = 0;
  for (let i = 0; i < sections.length; i++) {
    const sec = sections[i];
    if (!sec) break;
    if (s <= start + sec.length_m) return { height_m: base + sec.slope * (s - start), section_index: i, horizontal: sec.slope === 0 };
    base += sec.slope * sec.length_m;
    start += sec.length_m;
  }
  return null;
}

export function approachHalfWidth(dims: ApproachDims, s: number): number {
  return dims.inner_edge_m / 2 + dims.divergence * s;
}

/**
 * The approach surface at a point `s` metres outward from the inner edge along the extended centre-line and
 * `lateral` metres from it. Null when outside the lateral or longitudinal limits.
 */
export function approachAt(dims: ApproachDims, s: number, lateral: number): ProfileHit | null {
  if (s < 0) return null;
  if (Math.abs(lateral) > approachHalfWidth(dims, s)) return null;
  return profileAt(dims.sections, s);
}
