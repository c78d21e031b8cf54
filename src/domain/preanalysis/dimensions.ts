/**
 * Surface dimensions by code number and operation type.
 * Source tags follow /work/shared/domain/preanalysis.md: [V] verified, [S] third-party transcription
 * (TAB43 = ICA 11-408 Table 4-3 as transcribed in AirportPro), [M] unverified, [I] our inference.
 */
import type { CodeNumber, OperationType } from './types';

/** 3.33 % as tabulated (slightly below 1/30, i.e. the conservative reading). [S TAB43] */
const SLOPE_3_33 = 0.0333;
/** 14.3 % taken as 1/7 (0.142857…, slightly below the tabulated 0.143: conservative). [S TAB43][I] */
const SLOPE_14_3 = 1 / 7;

export interface Section {
  length_m: number;
  /** 0 for the horizontal section. */
  slope: number;
}

export interface ApproachDims {
  inner_edge_m: number;
  distance_from_threshold_m: number;
  divergence: number;
  sections: readonly Section[];
  source: string;
}

export interface TakeoffDims {
  inner_edge_m: number;
  distance_from_end_m: number;
  divergence: number;
  final_width_m: number;
  length_m: number;
  slope: number;
  source: string;
}

export interface SurfaceDims {
  code: CodeNumber;
  operation: OperationType;
  approach: ApproachDims;
  takeoff: TakeoffDims;
  transitional_slope: number;
  inner_horizontal_height_m: number;
  inner_horizontal_radius_m: number;
  conical_slope: number;
  conical_height_m: number;
  /** Outer horizontal ("horizontal externa"), IFR runways only. */
  outer_horizontal: { height_m: number; radius_m: number } | null;
  /** Strip half-width (= half the approach inner edge) and strip extension beyond the runway end. */
  strip_half_width_m: number;
  strip_end_m: number;
  source: string;
}

const S = (length_m: number, slope: number): Section => ({ length_m, slope });

const APPROACH: Record<OperationType, Record<CodeNumber, ApproachDims>> = {
  vfr: {
    1: { inner_edge_m: 60, distance_from_threshold_m: 30, divergence: 0.1, sections: [S(1600, 0.05)], source: 'TAB43[S]' },
    2: { inner_edge_m: 80, distance_from_threshold_m: 60, divergence: 0.1, sections: [S(2500, 0.04)], source: 'TAB43[S]' },
    3: { inner_edge_m: 150, distance_from_threshold_m: 60, divergence: 0.1, sections: [S(3000, SLOPE_3_33)], source: 'TAB43[S]' },
    4: { inner_edge_m: 150, distance_from_threshold_m: 60, divergence: 0.1, sections: [S(3000, 0.025)], source: 'TAB43[S]' },
  },
  ifr_non_precision: {
    1: { inner_edge_m: 140, distance_from_threshold_m: 60, divergence: 0.15, sections: [S(2500, SLOPE_3_33)], source: 'TAB43[S]' },
    2: { inner_edge_m: 140, distance_from_threshold_m: 60, divergence: 0.15, sections: [S(2500, SLOPE_3_33)], source: 'TAB43[S]' },
    3: { inner_edge_m: 280, distance_from_threshold_m: 60, divergence: 0.15, sections: [S(3000, 0.02), S(3600, 0.025), S(8400, 0)], source: 'TAB43[S]' },
    4: { inner_edge_m: 280, distance_from_threshold_m: 60, divergence: 0.15, sections: [S(3000, 0.02), S(3600, 0.025), S(8400, 0)], source: 'TAB43[S]' },
  },
  ifr_precision: {
    1: { inner_edge_m: 140, distance_from_threshold_m: 60, divergence: 0.15, sections: [S(3000, 0.025), S(12000, 0.03)], source: 'TAB43[S]' },
    2: { inner_edge_m: 140, distance_from_threshold_m: 60, divergence: 0.15, sections: [S(3000, 0.025), S(12000, 0.03)], source: 'TAB43[S]' },
    3: { inner_edge_m: 280, distance_from_threshold_m: 60, divergence: 0.15, sections: [S(3000, 0.02), S(3600, 0.025), S(8400, 0)], source: 'TAB43[S]' },
    4: { inner_edge_m: 280, distance_from_threshold_m: 60, divergence: 0.15, sections: [S(3000, 0.02), S(3600, 0.025), S(8400, 0)], source: 'TAB43[S]' },
  },
};

const TAKEOFF: Record<CodeNumber, TakeoffDims> = {
  1: { inner_edge_m: 60, distance_from_end_m: 30, divergence: 0.1, final_width_m: 380, length_m: 1600, slope: 0.05, source: 'TAB43[S]' },
  2: { inner_edge_m: 80, distance_from_end_m: 60, divergence: 0.1, final_width_m: 580, length_m: 2500, slope: 0.04, source: 'TAB43[S]' },
  3: { inner_edge_m: 180, distance_from_end_m: 60, divergence: 0.125, final_width_m: 1200, length_m: 15000, slope: 0.02, source: 'TAB43[S]' },
  4: { inner_edge_m: 180, distance_from_end_m: 60, divergence: 0.125, final_width_m: 1200, length_m: 15000, slope: 0.02, source: 'TAB43[S]' },
};

const TRANSITIONAL: Record<OperationType, Record<CodeNumber, number>> = {
  vfr: { 1: 0.2, 2: 0.2, 3: SLOPE_14_3, 4: SLOPE_14_3 },
  ifr_non_precision: { 1: 0.2, 2: 0.2, 3: SLOPE_14_3, 4: SLOPE_14_3 },
  ifr_precision: { 1: SLOPE_14_3, 2: SLOPE_14_3, 3: SLOPE_14_3, 4: SLOPE_14_3 },
};

/** Inner horizontal radius. [S TAB43], [V A14-123] */
const IH_RADIUS: Record<OperationType, Record<CodeNumber, number>> = {
  vfr: { 1: 2000, 2: 2500, 3: 4000, 4: 4000 },
  ifr_non_precision: { 1: 3500, 2: 3500, 3: 4000, 4: 4000 },
  ifr_precision: { 1: 3500, 2: 3500, 3: 4000, 4: 4000 },
};

/** Conical height above the inner horizontal. [S TAB43], [V A14-123] */
const CONICAL_HEIGHT: Record<OperationType, Record<CodeNumber, number>> = {
  vfr: { 1: 35, 2: 55, 3: 75, 4: 100 },
  ifr_non_precision: { 1: 60, 2: 60, 3: 75, 4: 100 },
  ifr_precision: { 1: 60, 2: 60, 3: 100, 4: 100 },
};

/** Outer horizontal height (IFR only), radius 20 000 m. [S TAB43]; reference point of the radius unconfirmed. */
const OUTER_HEIGHT: Record<Exclude<OperationType, 'vfr'>, Record<CodeNumber, number>> = {
  ifr_non_precision: { 1: 105, 2: 105, 3: 120, 4: 145 },
  ifr_precision: { 1: 105, 2: 105, 3: 145, 4: 145 },
};
const OUTER_HORIZONTAL_RADIUS_M = 20000;
export const INNER_HORIZONTAL_HEIGHT_M = 45;
const CONICAL_SLOPE = 0.05;

/** Annex 14 code number from the runway length (the rule). Unknown length → code 4 (conservative). [I] */
export function codeNumberFromLength(length_m: number | null | undefined): CodeNumber {
  if (length_m == null || !Number.isFinite(length_m) || length_m <= 0) return 4;
  if (length_m < 800) return 1;
  if (length_m < 1200) return 2;
  if (length_m < 1800) return 3;
  return 4;
}

export function surfaceDims(code: CodeNumber, operation: OperationType): SurfaceDims {
  const approach = APPROACH[operation][code];
  return {
    code,
    operation,
    approach,
    takeoff: TAKEOFF[code],
    transitional_slope: TRANSITIONAL[operation][code],
    inner_horizontal_height_m: INNER_HORIZONTAL_HEIGHT_M,
    inner_horizontal_radius_m: IH_RADIUS[operation][code],
    conical_slope: CONICAL_SLOPE,
    conical_height_m: CONICAL_HEIGHT[operation][code],
    outer_horizontal: operation === 'vfr' ? null : { height_m: OUTER_HEIGHT[operation][code], radius_m: OUTER_HORIZONTAL_RADIUS_M },
    strip_half_width_m: approach.inner_edge_m / 2,
    strip_end_m: approach.distance_from_threshold_m,
    source: 'TAB43[S]',
  };
}

/** Total approach length (sum of the sections). */
export function approachLength(a: ApproachDims): number {
  let t = 0;
  for (const s of a.sections) t += s.length_m;
  return t;
}

/** Art. 109 thresholds above the inner edge. [V P957-109] */
export const ART109_SECOND_SECTION_M = 60;
export const ART109_HORIZONTAL_SECTION_M = 140;
/** Poorly visible objects within this distance. [V P957-109] (reference of the distance truncated in the source). */
export const ART109_POORLY_VISIBLE_M = 3000;

/** Heliport approach/take-off surfaces: Annex 14 Vol II categories [M]; Cat A is the lowest of the three (conservative). */
const HELIPORT_CATEGORIES = {
  A: [S(3386, 0.045)],
  B: [S(245, 0.08), S(830, 0.16)],
  C: [S(1220, 0.125)],
} as const;
export const HELIPORT_SECTIONS: readonly Section[] = HELIPORT_CATEGORIES.A;
/** Heliport surfaces are evaluated as a disc (unknown FATO and directions): start this far from the reference point. [I] */
export const HELIPORT_ENVELOPE_OFFSET_M = 50;

/** Runway length assumed when unknown (larger = more conservative for the envelope). [I] */
export const UNKNOWN_RUNWAY_LENGTH_M = 4000;
/** Max. longitudinal runway slope used to lower the envelope datum below the aerodrome elevation. [M Annex 14 3.1] */
export function maxLongitudinalSlope(code: CodeNumber): number {
  return code >= 3 ? 0.01 : 0.02;
}
