/**
 * Inner horizontal surface: 45 m above the datum, within `radius` of the runway strip's centre-line segment
 * (Annex 14 racetrack drawn from the strip ends [M]); for a reference point only, the caller enlarges the radius.
 */
export function innerHorizontalAt(distance_m: number, radius_m: number, altitude_m: number): number | null {
  return distance_m <= radius_m ? altitude_m : null;
}

/** Distance from (u, v) to the segment u ∈ [from, to] on the centre-line. */
export function distanceToAxisSegment(u: number, v: number, from: number, to: number): number {
  const du = u < from ? from - u : u > to ? u - to : 0;
  return Math.hypot(du, v);
}
