/**
 * Outer horizontal ("horizontal externa", IFR only): level at datum + 105/120/145 m from the conical's outer
 * edge to 20 000 m [S TAB43]. The radius reference is unconfirmed: measured from the runway strip segment
 * (or the reference point plus half a runway), which covers more ground than a radius from the ARP. [I]
 */
export function outerHorizontalAt(distance_m: number, innerLimit_m: number, radius_m: number, altitude_m: number): number | null {
  if (distance_m <= innerLimit_m || distance_m > radius_m) return null;
  return altitude_m;
}
