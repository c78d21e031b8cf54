import type { FootprintFeature, FootprintSurface } from '../../../domain/preanalysis/footprints';

/** A facility whose surfaces were loaded, as the map's facility choice lists it. */
export interface FacilityOption {
  id: number;
  name: string;
  /** Rough distance (km) from the point to the facility's smallest drawn surface (its strip or heliport disc). */
  distanceKm: number;
  /** True when one of its surfaces contains the point. */
  relevant: boolean;
}

/** Which facilities are drawn: the default (those that concern the point), all of them, or one. */
export type FacilityChoice = 'default' | 'all' | number;

export interface MapPoint {
  latitude: number;
  longitude: number;
}

const KM_PER_DEGREE = 111.32;

/** Ray casting on [lon, lat] rings (the outer ring minus its holes); planar is exact enough at this scale. */
function inRing(ring: number[][], x: number, y: number): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i]!;
    const [xj, yj] = ring[j]!;
    if (yi! > y !== yj! > y && x < ((xj! - xi!) * (y - yi!)) / (yj! - yi!) + xi!) inside = !inside;
  }
  return inside;
}

export function containsPoint(feature: FootprintFeature, point: MapPoint): boolean {
  const [outer, ...holes] = feature.geometry.coordinates;
  return Boolean(outer && inRing(outer, point.longitude, point.latitude) && !holes.some((h) => inRing(h, point.longitude, point.latitude)));
}

function box(feature: FootprintFeature) {
  const ring = feature.geometry.coordinates[0] ?? [];
  const lons = ring.map((c) => c[0]!);
  const lats = ring.map((c) => c[1]!);
  const [w, e, s, n] = [Math.min(...lons), Math.max(...lons), Math.min(...lats), Math.max(...lats)];
  return { area: (e - w) * (n - s), centre: { longitude: (w + e) / 2, latitude: (s + n) / 2 } };
}

function distanceKm(a: MapPoint, b: MapPoint): number {
  const x = (b.longitude - a.longitude) * Math.cos(((a.latitude + b.latitude) / 2) * (Math.PI / 180));
  return Math.hypot(x, b.latitude - a.latitude) * KM_PER_DEGREE;
}

/** The facilities among the loaded surfaces, nearest to the point first. */
export function facilitiesAround(features: readonly FootprintFeature[], point: MapPoint): FacilityOption[] {
  const byId = new Map<number, { name: string; smallest: ReturnType<typeof box>; relevant: boolean }>();
  for (const f of features) {
    const p = f.properties;
    const name = p.facility_icao ? `${p.facility_icao} — ${p.facility_name}` : p.facility_name;
    const b = box(f);
    const seen = byId.get(p.facility_id);
    const relevant = (seen?.relevant ?? false) || containsPoint(f, point);
    byId.set(p.facility_id, { name, relevant, smallest: seen && seen.smallest.area <= b.area ? seen.smallest : b });
  }
  return [...byId]
    .map(([id, f]) => ({ id, name: f.name, relevant: f.relevant, distanceKm: distanceKm(point, f.smallest.centre) }))
    .sort((a, b) => a.distanceKm - b.distanceKm);
}

/** The default: the facilities whose surfaces contain the point, else the nearest one. */
export function defaultFacilities(options: readonly FacilityOption[]): FacilityOption[] {
  const relevant = options.filter((o) => o.relevant);
  return relevant.length > 0 ? relevant : options.slice(0, 1);
}

/** The surfaces to draw for a choice of facilities and the surface kinds switched off in the legend. */
export function visibleSurfaces(
  features: readonly FootprintFeature[],
  options: readonly FacilityOption[],
  choice: FacilityChoice,
  hidden: ReadonlySet<FootprintSurface>,
): FootprintFeature[] {
  const chosen =
    choice === 'all'
      ? null
      : new Set(typeof choice === 'number' && options.some((o) => o.id === choice) ? [choice] : defaultFacilities(options).map((o) => o.id));
  return features.filter((f) => !hidden.has(f.properties.surface) && (!chosen || chosen.has(f.properties.facility_id)));
}
