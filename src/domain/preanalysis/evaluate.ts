/** Evaluation of one sampled point of the object against one facility model. */
import { art109Approach, art109PoorlyVisible } from './criteria';
import { HELIPORT_ENVELOPE_OFFSET_M, HELIPORT_SECTIONS, INNER_HORIZONTAL_HEIGHT_M, type SurfaceDims } from './dimensions';
import { localFrame } from './geodesy';
import type { EnvelopeModel, FacilityModel, RunwayFrameModel } from './models';
import { approachAt, profileAt, type ProfileHit } from './surfaces/approach';
import { conicalAt } from './surfaces/conical';
import { heliportEnvelopeAt } from './surfaces/heliport';
import { distanceToAxisSegment, innerHorizontalAt } from './surfaces/inner-horizontal';
import { outerHorizontalAt } from './surfaces/outer-horizontal';
import { takeoffAt } from './surfaces/takeoff';
import { transitionalAt, type TransitionalGeometry } from './surfaces/transitional';
import type { CriterionCode, FiredCriterion, ObjectType, SurfaceCode, Vertex } from './types';

export interface PointContext {
  point: Vertex;
  vertex_index: number;
  top_m: number;
  type: ObjectType;
  push: (c: FiredCriterion) => void;
}

const round2 = (x: number): number => Math.round(x * 100) / 100;

interface Where {
  model: FacilityModel;
  runway_id: number | null;
  runway_end: string | null;
  envelope: boolean;
}

function fire(ctx: PointContext, w: Where, criterion: CriterionCode, surface: SurfaceCode | null, allowed: number | null): void {
  ctx.push({
    criterion,
    surface,
    facility_id: w.model.aerodrome.id,
    facility_icao: w.model.aerodrome.icao,
    runway_id: w.runway_id,
    runway_end: w.runway_end,
    heliport: w.model.heliport,
    envelope: w.envelope,
    vertex_index: ctx.vertex_index,
    allowed_altitude_m: allowed === null ? null : round2(allowed),
    object_top_m: round2(ctx.top_m),
    excess_m: allowed === null ? null : round2(ctx.top_m - allowed),
  });
}

/** OLS test: touching the surface counts as penetrating (conservative). */
function surface(ctx: PointContext, w: Where, code: SurfaceCode, allowed: number | null): void {
  if (allowed !== null && ctx.top_m >= allowed) fire(ctx, w, 'ols_penetration', code, allowed);
}

function approachChecks(ctx: PointContext, w: Where, hit: ProfileHit, innerEdge_m: number): void {
  surface(ctx, w, 'approach', innerEdge_m + hit.height_m);
  for (const h of art109Approach(hit, ctx.top_m - innerEdge_m, ctx.type)) {
    fire(ctx, w, h.criterion, 'approach', h.allowed_above_inner_edge_m === null ? null : innerEdge_m + h.allowed_above_inner_edge_m);
  }
}

/** Inner horizontal, conical and outer horizontal at `dist` from the (enlarged) inner-horizontal centre. */
function horizontalFamily(ctx: PointContext, w: Where, d: SurfaceDims, dist: number, radius: number, datum: number, radiusBonus: number): void {
  const zIH = datum + INNER_HORIZONTAL_HEIGHT_M;
  surface(ctx, w, 'inner_horizontal', innerHorizontalAt(dist, radius, zIH));
  surface(ctx, w, 'conical', conicalAt(dist, radius, d.conical_height_m, d.conical_slope, zIH));
  if (d.outer_horizontal) {
    const inner = radius + d.conical_height_m / d.conical_slope;
    surface(ctx, w, 'outer_horizontal', outerHorizontalAt(dist, inner, d.outer_horizontal.radius_m + radiusBonus, datum + d.outer_horizontal.height_m));
  }
}

export function evaluateFrame(ctx: PointContext, model: FacilityModel, f: RunwayFrameModel): void {
  const { along: u, across: v } = localFrame(f.origin, f.azimuth_deg, ctx.point);
  const d = f.dims;
  const L = f.length_m;
  const a = d.approach;
  const base = { model, runway_id: f.runway_id, envelope: false };
  const wA: Where = { ...base, runway_end: f.ident_a };
  const wB: Where = { ...base, runway_end: f.ident_b };
  const ieA = f.thr_a_u - a.distance_from_threshold_m;
  const ieB = f.thr_b_u + a.distance_from_threshold_m;
  // Approach for landings on A lies beyond end A (decreasing u); on B beyond end B.
  const hitA = approachAt(a, ieA - u, v);
  if (hitA) approachChecks(ctx, wA, hitA, f.elev_a_m);
  const hitB = approachAt(a, u - ieB, v);
  if (hitB) approachChecks(ctx, wB, hitB, f.elev_b_m);
  // Take-off climb surfaces beyond each runway end (departures towards that end).
  const t = d.takeoff;
  const toA = takeoffAt(t, -u - t.distance_from_end_m, v);
  surface(ctx, wA, 'takeoff_climb', toA === null ? null : f.elev_a_m + toA);
  const toB = takeoffAt(t, u - L - t.distance_from_end_m, v);
  surface(ctx, wB, 'takeoff_climb', toB === null ? null : f.elev_b_m + toB);
  // Strip and transitional.
  const g: TransitionalGeometry = {
    length_m: L,
    strip_half_width_m: d.strip_half_width_m,
    strip_end_m: d.strip_end_m,
    slope: d.transitional_slope,
    elev_a_m: f.elev_a_m,
    elev_b_m: f.elev_b_m,
    inner_horizontal_altitude_m: f.datum_m + INNER_HORIZONTAL_HEIGHT_M,
    approach: a,
    side_a: { inner_edge_u: ieA, z_m: f.elev_a_m, direction: -1 },
    side_b: { inner_edge_u: ieB, z_m: f.elev_b_m, direction: 1 },
  };
  const tr = transitionalAt(g, u, v);
  if (tr) surface(ctx, tr.side === 'a' ? wA : tr.side === 'b' ? wB : { ...base, runway_end: null }, tr.surface, tr.allowed_m);
  // Inner horizontal family around the strip's centre-line segment.
  const wR: Where = { ...base, runway_end: null };
  const dist = distanceToAxisSegment(u, v, -d.strip_end_m, L + d.strip_end_m);
  horizontalFamily(ctx, wR, d, dist, d.inner_horizontal_radius_m, f.datum_m, 0);
  if (art109PoorlyVisible(ctx.type, distanceToAxisSegment(u, v, 0, L))) fire(ctx, wR, 'art109_poorly_visible', null, null);
}

/**
 * Smallest distance `s` beyond an inner edge (at `offset` from the reference point, half-width `h0`, divergence
 * `div`) compatible with a point at distance `d` from the reference point lying inside the surface, whatever the
 * direction: the least s ≥ 0 with (offset + s)² + (h0 + div·s)² ≥ d². Profiles are non-decreasing, so this is
 * the lowest surface any orientation could put there.
 */
export function minAxialDistance(d: number, offset: number, h0: number, div: number): number {
  const qa = 1 + div * div;
  const qb = 2 * (offset + div * h0);
  const qc = offset * offset + h0 * h0 - d * d;
  if (qc >= 0) return 0;
  return (-qb + Math.sqrt(qb * qb - 4 * qa * qc)) / (2 * qa);
}

/**
 * Reference-point-only envelope [I, domain doc §2]: the runway may lie in any direction with its ends up to
 * shift + L/2 from the reference point, so every surface is a disc whose profile starts at the nearest possible inner edge,
 * referenced to the lowest plausible threshold altitude.
 */
export function evaluateEnvelope(ctx: PointContext, model: FacilityModel, e: EnvelopeModel, distance_m: number): void {
  const d = e.dims;
  const w: Where = { model, runway_id: e.runway_id, runway_end: null, envelope: true };
  const half = e.shift_m + e.length_m / 2;
  const a = d.approach;
  const hit = profileAt(a.sections, minAxialDistance(distance_m, half + a.distance_from_threshold_m, a.inner_edge_m / 2, a.divergence));
  if (hit) approachChecks(ctx, w, hit, e.z_low_m);
  const t = d.takeoff;
  const to = takeoffAt(t, minAxialDistance(distance_m, half + t.distance_from_end_m, t.inner_edge_m / 2, t.divergence), 0);
  surface(ctx, w, 'takeoff_climb', to === null ? null : e.z_low_m + to);
  const bonus = half + d.strip_end_m;
  horizontalFamily(ctx, w, d, distance_m, d.inner_horizontal_radius_m + bonus, e.z_low_m, bonus);
  if (art109PoorlyVisible(ctx.type, Math.max(0, distance_m - half))) fire(ctx, w, 'art109_poorly_visible', null, null);
}

/** Heliport: approach/take-off disc (lowest category), dangerous nature inside it, poorly visible within 3 km. */
export function evaluateHeliport(ctx: PointContext, model: FacilityModel, distance_m: number): void {
  const w: Where = { model, runway_id: null, runway_end: null, envelope: true };
  const z = model.aerodrome.elevation_m ?? 0;
  const allowed = heliportEnvelopeAt(distance_m, HELIPORT_ENVELOPE_OFFSET_M, HELIPORT_SECTIONS, z);
  if (allowed !== null) {
    surface(ctx, w, 'heliport_approach_takeoff', allowed);
    if (ctx.type === 'dangerous_nature') fire(ctx, w, 'art109_dangerous_nature', 'heliport_approach_takeoff', null);
  }
  if (art109PoorlyVisible(ctx.type, Math.max(0, distance_m - HELIPORT_ENVELOPE_OFFSET_M))) fire(ctx, w, 'art109_poorly_visible', null, null);
}
