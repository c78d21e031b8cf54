/** Conical surface: 5 % upward and outward from the inner horizontal periphery to its height. [V A14-123] */
export function conicalAt(distance_m: number, innerRadius_m: number, height_m: number, slope: number, innerHorizontalAltitude_m: number): number | null {
  if (distance_m <= innerRadius_m) return null;
  const outer = innerRadius_m + height_m / slope;
  if (distance_m > outer) return null;
  return innerHorizontalAltitude_m + slope * (distance_m - innerRadius_m);
}
