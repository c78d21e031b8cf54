/**
 * Ground footprints of the protection surfaces, for drawing on a map (GeoJSON, [lon, lat]).
 * Every vertex is placed with the engine's own runway frame (geodesic azimuthal-equidistant, GRS80), so the
 * drawn limits are the limits the engine tests.
 */
import { HELIPORT_ENVELOPE_OFFSET_M, HELIPORT_SECTIONS, approachLength } from './dimensions';
import { approxDistance, destination, type LatLon } from './geodesy';
import { buildModels, type FacilityModel, type RunwayFrameModel } from './models';
import { GridIndex } from './spatial-index';
import type { FacilityData } from './types';

export type FootprintSurface = 'runway_strip' | 'approach' | 'takeoff_climb' | 'inner_horizontal' | 'conical' | 'heliport_approach_takeoff';

interface FootprintProperties {
  facility_id: number;
  facility_name: string;
  facility_icao: string | null;
  runway_id: number | null;
  runway_end: string | null;
  surface: FootprintSurface;
  /** True when drawn from the reference point only (runway position unknown). */
  envelope: boolean;
}

export interface FootprintFeature {
  type: 'Feature';
  geometry: { type: 'Polygon'; coordinates: number[][][] };
  properties: FootprintProperties;
}

export interface FootprintCollection {
  type: 'FeatureCollection';
  features: FootprintFeature[];
}

const DEG = 180 / Math.PI;
const ARC_STEPS = 24;
const CIRCLE_STEPS = 72;
const CELL_DEG = 0.1;
const round6 = (x: number): number => Math.round(x * 1e6) / 1e6;

/** The point at (u along the axis, v to its right) in a frame: exact inverse of `localFrame`. */
export function fromFrame(origin: LatLon, axisAzimuthDeg: number, u: number, v: number): LatLon {
  const d = Math.hypot(u, v);
  if (d === 0) return { latitude: origin.latitude, longitude: origin.longitude };
  return destination(origin, axisAzimuthDeg + Math.atan2(v, u) * DEG, d);
}

type UV = [number, number];

function ring(origin: LatLon, az: number, pts: UV[]): number[][] {
  const coords = pts.map(([u, v]) => {
    const p = fromFrame(origin, az, u, v);
    return [round6(p.longitude), round6(p.latitude)];
  });
  coords.push([...coords[0]!]);
  return coords;
}

/** Outline of all points within `r` of the segment u ∈ [from, to] (a stadium), counter-clockwise in (u, v). */
function stadium(from: number, to: number, r: number): UV[] {
  const pts: UV[] = [];
  for (let i = 0; i <= ARC_STEPS; i++) {
    const a = -Math.PI / 2 + (Math.PI * i) / ARC_STEPS;
    pts.push([to + r * Math.cos(a), r * Math.sin(a)]);
  }
  for (let i = 0; i <= ARC_STEPS; i++) {
    const a = Math.PI / 2 + (Math.PI * i) / ARC_STEPS;
    pts.push([from + r * Math.cos(a), r * Math.sin(a)]);
  }
  return pts;
}

function circle(r: number): UV[] {
  return Array.from({ length: CIRCLE_STEPS }, (_, i): UV => [r * Math.cos((2 * Math.PI * i) / CIRCLE_STEPS), r * Math.sin((2 * Math.PI * i) / CIRCLE_STEPS)]);
}

/** Trapezoid from an inner edge at `u0` going in `dir` for `length`, half-width h0 + div·s capped at `maxHalf`. */
function trapezoid(u0: number, dir: 1 | -1, h0: number, div: number, length: number, maxHalf = Infinity): UV[] {
  const knee = div > 0 && maxHalf < h0 + div * length ? (maxHalf - h0) / div : null;
  const right: UV[] = [[u0, h0]];
  if (knee !== null && knee > 0) right.push([u0 + dir * knee, maxHalf]);
  right.push([u0 + dir * length, Math.min(maxHalf, h0 + div * length)]);
  const left = right.map(([u, v]): UV => [u, -v]).reverse();
  return [...right, ...left];
}

function frameFeatures(m: FacilityModel, f: RunwayFrameModel): FootprintFeature[] {
  const d = f.dims;
  const a = d.approach;
  const t = d.takeoff;
  const base = { facility_id: m.aerodrome.id, facility_name: m.aerodrome.name, facility_icao: m.aerodrome.icao, runway_id: f.runway_id, envelope: false };
  const poly = (surface: FootprintSurface, runway_end: string | null, rings: UV[][]): FootprintFeature => ({
    type: 'Feature',
    geometry: { type: 'Polygon', coordinates: rings.map((r) => ring(f.origin, f.azimuth_deg, r)) },
    properties: { ...base, surface, runway_end },
  });
  const L = f.length_m;
  const e = d.strip_end_m;
  const total = approachLength(a);
  const conicalOuter = d.inner_horizontal_radius_m + d.conical_height_m / d.conical_slope;
  return [
    poly('conical', null, [stadium(-e, L + e, conicalOuter), stadium(-e, L + e, d.inner_horizontal_radius_m).reverse()]),
    poly('inner_horizontal', null, [stadium(-e, L + e, d.inner_horizontal_radius_m)]),
    poly('approach', f.ident_a, [trapezoid(f.thr_a_u - a.distance_from_threshold_m, -1, a.inner_edge_m / 2, a.divergence, total)]),
    poly('approach', f.ident_b, [trapezoid(f.thr_b_u + a.distance_from_threshold_m, 1, a.inner_edge_m / 2, a.divergence, total)]),
    poly('takeoff_climb', f.ident_a, [trapezoid(-t.distance_from_end_m, -1, t.inner_edge_m / 2, t.divergence, t.length_m, t.final_width_m / 2)]),
    poly('takeoff_climb', f.ident_b, [trapezoid(L + t.distance_from_end_m, 1, t.inner_edge_m / 2, t.divergence, t.length_m, t.final_width_m / 2)]),
    poly('runway_strip', null, [
      [
        [-e, -d.strip_half_width_m],
        [L + e, -d.strip_half_width_m],
        [L + e, d.strip_half_width_m],
        [-e, d.strip_half_width_m],
      ],
    ]),
  ];
}

function discFeatures(m: FacilityModel): FootprintFeature[] {
  const centre = { latitude: m.aerodrome.latitude, longitude: m.aerodrome.longitude };
  const props = (surface: FootprintSurface, runway_id: number | null): FootprintProperties => ({
    facility_id: m.aerodrome.id,
    facility_name: m.aerodrome.name,
    facility_icao: m.aerodrome.icao,
    runway_id,
    runway_end: null,
    surface,
    envelope: true,
  });
  const disc = (surface: FootprintSurface, runway_id: number | null, radii: number[]): FootprintFeature => ({
    type: 'Feature',
    geometry: { type: 'Polygon', coordinates: radii.map((r, i) => ring(centre, 0, i === 0 ? circle(r) : circle(r).reverse())) },
    properties: props(surface, runway_id),
  });
  if (m.heliport)
    return [
      disc('heliport_approach_takeoff', null, [
        HELIPORT_ENVELOPE_OFFSET_M + approachLength({ inner_edge_m: 0, distance_from_threshold_m: 0, divergence: 0, sections: HELIPORT_SECTIONS, source: '' }),
      ]),
    ];
  return m.envelopes.flatMap((env) => {
    const d = env.dims;
    const ih = d.inner_horizontal_radius_m + env.shift_m + env.length_m / 2 + d.strip_end_m;
    return [disc('conical', env.runway_id, [ih + d.conical_height_m / d.conical_slope, ih]), disc('inner_horizontal', env.runway_id, [ih])];
  });
}

/** Footprints of one facility: conical and inner horizontal first (drawn beneath), strip last. */
export function facilityFootprints(m: FacilityModel): FootprintFeature[] {
  return [...discFeatures(m), ...m.frames.flatMap((f) => frameFeatures(m, f))];
}

/** How far from the reference point the drawn footprints reach (for the "within reach" test). */
function drawnExtent(m: FacilityModel): number {
  if (m.heliport)
    return (
      HELIPORT_ENVELOPE_OFFSET_M + approachLength({ inner_edge_m: 0, distance_from_threshold_m: 0, divergence: 0, sections: HELIPORT_SECTIONS, source: '' })
    );
  let r = 0;
  for (const f of m.frames) {
    const d = f.dims;
    const lateral = d.inner_horizontal_radius_m + d.conical_height_m / d.conical_slope;
    const along = Math.max(approachLength(d.approach) + d.approach.distance_from_threshold_m, d.takeoff.length_m + d.takeoff.distance_from_end_m, lateral);
    r = Math.max(r, approxDistance(m.aerodrome, f.origin) + f.length_m + along);
  }
  for (const e of m.envelopes) {
    const d = e.dims;
    r = Math.max(r, d.inner_horizontal_radius_m + e.shift_m + e.length_m / 2 + d.strip_end_m + d.conical_height_m / d.conical_slope);
  }
  return r;
}

export interface FootprintIndex {
  /** Footprints of every facility whose drawn surfaces may reach within `radius_m` of the point, nearest first. */
  near(point: LatLon, radius_m: number, maxFacilities?: number): FootprintCollection;
}

export function createFootprintIndex(data: FacilityData): FootprintIndex {
  const models = buildModels(data).map((m) => ({ m, extent: drawnExtent(m) }));
  const index = new GridIndex<{ m: FacilityModel; extent: number }>(CELL_DEG);
  for (const x of models) index.insert(x, x.m.aerodrome.latitude, x.m.aerodrome.longitude, x.extent);
  const cache = new Map<number, FootprintFeature[]>();
  return {
    near(point, radius_m, maxFacilities = 40) {
      const found = new Map<number, { m: FacilityModel; gap: number }>();
      // The grid answers per cell: probe every cell of the query box.
      const dLat = radius_m / 110_000;
      const dLon = radius_m / (110_000 * Math.max(0.2, Math.cos((point.latitude * Math.PI) / 180)));
      const nLat = Math.ceil(dLat / CELL_DEG),
        nLon = Math.ceil(dLon / CELL_DEG);
      for (let i = -nLat; i <= nLat; i++) {
        for (let j = -nLon; j <= nLon; j++) {
          const lat = point.latitude + Math.max(-dLat, Math.min(dLat, i * CELL_DEG));
          const lon = point.longitude + Math.max(-dLon, Math.min(dLon, j * CELL_DEG));
          for (const x of index.query(lat, lon)) {
            const gap = approxDistance(x.m.aerodrome, point) - x.extent;
            if (gap <= radius_m) found.set(x.m.aerodrome.id, { m: x.m, gap });
          }
        }
      }
      const chosen = [...found.values()].sort((p, q) => p.gap - q.gap || p.m.aerodrome.id - q.m.aerodrome.id).slice(0, maxFacilities);
      const features = chosen.flatMap(({ m }) => {
        let fs = cache.get(m.aerodrome.id);
        if (!fs) cache.set(m.aerodrome.id, (fs = facilityFootprints(m)));
        return fs;
      });
      return { type: 'FeatureCollection', features };
    },
  };
}
