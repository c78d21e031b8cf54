/** Turns the facility rows into evaluation models (runway frames or reference-point envelopes). */
import {
  ART109_POORLY_VISIBLE_M,
  HELIPORT_ENVELOPE_OFFSET_M,
  HELIPORT_SECTIONS,
  UNKNOWN_RUNWAY_LENGTH_M,
  approachLength,
  codeNumberFromLength,
  maxLongitudinalSlope,
  surfaceDims,
  type SurfaceDims,
} from './dimensions';
import { inverse, type LatLon } from './geodesy';
import type { CodeNumber, FacilityAerodrome, FacilityData, FacilityRunway, FacilityRunwayEnd, OperationType, PreanalysisWarning } from './types';

export interface RunwayFrameModel {
  runway_id: number;
  dims: SurfaceDims;
  /** End A (u = 0); u grows towards end B along `azimuth_deg`. */
  origin: LatLon;
  azimuth_deg: number;
  length_m: number;
  ident_a: string | null;
  ident_b: string | null;
  elev_a_m: number;
  elev_b_m: number;
  /** u of the landing thresholds (displaced thresholds included). */
  thr_a_u: number;
  thr_b_u: number;
  /** Datum of inner horizontal / conical / outer horizontal. */
  datum_m: number;
}

export interface EnvelopeModel {
  runway_id: number | null;
  dims: SurfaceDims;
  length_m: number;
  /**
   * How far the runway's mid-point may be from the reference point: 0 for a single runway (the ARP is taken as its
   * mid-point [I]); with several runways, half the longest one (the ARP lies within the runway system) [I].
   */
  shift_m: number;
  /** Lowest plausible threshold altitude: aerodrome elevation minus max. longitudinal slope × length. */
  z_low_m: number;
}

export interface FacilityModel {
  aerodrome: FacilityAerodrome;
  heliport: boolean;
  plan_types: string[];
  frames: RunwayFrameModel[];
  envelopes: EnvelopeModel[];
  warnings: PreanalysisWarning[];
  reach_m: number;
}

const SKIPPED_KINDS = new Set(['closed', 'balloonport']);

function classOperation(kind: string): OperationType {
  // small airfields and seaplane bases: visual by class; larger airports: unknown → most restrictive (precision).
  return kind === 'small_airport' || kind === 'seaplane_base' ? 'vfr' : 'ifr_precision';
}

const hasCoords = (e: FacilityRunwayEnd): e is FacilityRunwayEnd & { latitude: number; longitude: number } =>
  e.latitude != null && e.longitude != null && Number.isFinite(e.latitude) && Number.isFinite(e.longitude);

function extent(d: SurfaceDims): number {
  const a = d.approach;
  const total = approachLength(a);
  const t = d.takeoff;
  return Math.max(
    Math.hypot(total + a.distance_from_threshold_m, a.inner_edge_m / 2 + a.divergence * total),
    Math.hypot(t.length_m + t.distance_from_end_m, t.final_width_m / 2),
    d.outer_horizontal?.radius_m ?? 0,
    d.inner_horizontal_radius_m + d.conical_height_m / d.conical_slope,
    ART109_POORLY_VISIBLE_M,
  );
}

function buildFrame(
  a: FacilityAerodrome,
  rw: FacilityRunway,
  ends: FacilityRunwayEnd[],
  dimsFor: (len: number | null) => SurfaceDims,
  warn: Set<PreanalysisWarning>,
): RunwayFrameModel | null {
  const located = ends.filter(hasCoords);
  const endA = located[0];
  if (!endA) return null;
  const endB = located[1];
  let azimuth: number;
  let length: number;
  if (endB) {
    const inv = inverse(endA, endB);
    if (inv.distance_m < 10) return null;
    azimuth = inv.azimuth_deg;
    length = inv.distance_m;
  } else {
    if (endA.heading_deg == null || !Number.isFinite(endA.heading_deg)) return null;
    azimuth = endA.heading_deg;
    length = rw.length_m && rw.length_m > 0 ? rw.length_m : UNKNOWN_RUNWAY_LENGTH_M;
  }
  const other = endB ?? ends.find((e) => e !== endA) ?? null;
  const fallback = a.elevation_m ?? null;
  const ea = endA.elevation_m ?? fallback;
  const eb = other?.elevation_m ?? fallback;
  if (ea == null || eb == null) warn.add('elevation_unknown');
  const elevA = ea ?? eb ?? 0;
  const elevB = eb ?? ea ?? 0;
  const known = [a.elevation_m, endA.elevation_m, other?.elevation_m].filter((x): x is number => x != null && Number.isFinite(x));
  return {
    runway_id: rw.id,
    dims: dimsFor(rw.length_m && rw.length_m > 0 ? rw.length_m : length),
    origin: { latitude: endA.latitude, longitude: endA.longitude },
    azimuth_deg: azimuth,
    length_m: length,
    ident_a: endA.ident,
    ident_b: other?.ident ?? null,
    elev_a_m: elevA,
    elev_b_m: elevB,
    thr_a_u: Math.max(0, endA.displaced_threshold_m ?? 0),
    thr_b_u: length - Math.max(0, other?.displaced_threshold_m ?? 0),
    datum_m: known.length > 0 ? Math.min(...known) : 0,
  };
}

function buildEnvelope(
  a: FacilityAerodrome,
  rw: FacilityRunway | null,
  dimsFor: (len: number | null) => SurfaceDims,
  warn: Set<PreanalysisWarning>,
): EnvelopeModel {
  const len = rw?.length_m && rw.length_m > 0 ? rw.length_m : UNKNOWN_RUNWAY_LENGTH_M;
  const dims = dimsFor(rw?.length_m ?? null);
  if (a.elevation_m == null) warn.add('elevation_unknown');
  const elev = a.elevation_m ?? 0;
  return { runway_id: rw?.id ?? null, dims, length_m: len, shift_m: 0, z_low_m: elev - maxLongitudinalSlope(dims.code) * len };
}

export function buildModels(data: FacilityData): FacilityModel[] {
  const runwaysBy = new Map<number, FacilityRunway[]>();
  for (const r of data.runways) (runwaysBy.get(r.aerodrome_id) ?? runwaysBy.set(r.aerodrome_id, []).get(r.aerodrome_id)!).push(r);
  const endsBy = new Map<number, FacilityRunwayEnd[]>();
  for (const e of data.runway_ends) (endsBy.get(e.runway_id) ?? endsBy.set(e.runway_id, []).get(e.runway_id)!).push(e);
  const plansBy = new Map<number, FacilityData['plans'][number][]>();
  for (const p of data.plans) (plansBy.get(p.aerodrome_id) ?? plansBy.set(p.aerodrome_id, []).get(p.aerodrome_id)!).push(p);

  // One dimensions object per (code number, operation), shared by every frame and envelope that has them (read only).
  const dims = new Map<string, SurfaceDims>();
  const sharedDims = (code: CodeNumber, op: OperationType): SurfaceDims => {
    const key = `${code}|${op}`;
    return dims.get(key) ?? dims.set(key, surfaceDims(code, op)).get(key)!;
  };

  const models: FacilityModel[] = [];
  for (const a of data.aerodromes) {
    if (SKIPPED_KINDS.has(a.kind) || !Number.isFinite(a.latitude) || !Number.isFinite(a.longitude)) continue;
    const plans = plansBy.get(a.id) ?? [];
    const planTypes = [...new Set(plans.map((p) => p.type))].sort();
    const warn = new Set<PreanalysisWarning>();
    if (planTypes.includes('PEZPA')) warn.add('pezpa_dimensions_not_modelled');
    if (planTypes.includes('PZPANA')) warn.add('pzpana_not_modelled');
    if (planTypes.includes('PZPREAH')) warn.add('pzpreah_not_modelled');
    const heliport = a.kind === 'heliport';
    if (heliport) {
      if (a.elevation_m == null) warn.add('elevation_unknown');
      warn.add('reference_point_envelope');
      const total = approachLength({ inner_edge_m: 0, distance_from_threshold_m: 0, divergence: 0, sections: HELIPORT_SECTIONS, source: '' });
      const reach = HELIPORT_ENVELOPE_OFFSET_M + Math.max(total, ART109_POORLY_VISIBLE_M) + 100;
      models.push({ aerodrome: a, heliport, plan_types: planTypes, frames: [], envelopes: [], warnings: [...warn], reach_m: reach });
      continue;
    }
    const planOp = plans.find((p) => p.operation)?.operation ?? null;
    const op = planOp ?? classOperation(a.kind);
    if (!planOp) warn.add('operation_type_assumed');
    const dimsFor = (len: number | null): SurfaceDims => sharedDims(codeNumberFromLength(len), op);
    const frames: RunwayFrameModel[] = [];
    const envelopes: EnvelopeModel[] = [];
    const runways = runwaysBy.get(a.id) ?? [];
    for (const rw of runways) {
      const frame = buildFrame(a, rw, endsBy.get(rw.id) ?? [], dimsFor, warn);
      if (frame) frames.push(frame);
      else envelopes.push(buildEnvelope(a, rw, dimsFor, warn));
    }
    if (runways.length === 0) envelopes.push(buildEnvelope(a, null, dimsFor, warn));
    if (envelopes.length > 0) warn.add('reference_point_envelope');
    if (runways.length > 1) {
      const longest = Math.max(...envelopes.map((e) => e.length_m), ...frames.map((f) => f.length_m));
      for (const e of envelopes) e.shift_m = longest / 2;
    }
    let reach = 0;
    for (const f of frames) {
      const dA = inverse(a, f.origin).distance_m;
      reach = Math.max(reach, dA + f.length_m + f.dims.strip_end_m + extent(f.dims));
    }
    for (const e of envelopes) reach = Math.max(reach, e.shift_m + e.length_m / 2 + e.dims.strip_end_m + extent(e.dims));
    models.push({ aerodrome: a, heliport, plan_types: planTypes, frames, envelopes, warnings: [...warn], reach_m: reach + 100 });
  }
  return models;
}
