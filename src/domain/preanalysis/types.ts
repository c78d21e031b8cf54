/** Types of the pre-analysis engine (pure data; no I/O). */

type AerodromeKind = 'large_airport' | 'medium_airport' | 'small_airport' | 'heliport' | 'seaplane_base' | 'closed' | 'balloonport';

type FacilityPlanType = 'PBZPA' | 'PBZPH' | 'PZPANA' | 'PEZPA' | 'PZPREAH';

export const OPERATION_TYPES = ['vfr', 'ifr_non_precision', 'ifr_precision'] as const;
export type OperationType = (typeof OPERATION_TYPES)[number];

export type CodeNumber = 1 | 2 | 3 | 4;

export interface FacilityAerodrome {
  id: number;
  icao: string | null;
  name: string;
  kind: AerodromeKind | string;
  latitude: number;
  longitude: number;
  elevation_m: number | null;
  state_code: string | null;
  municipality: string | null;
}

export interface FacilityRunway {
  id: number;
  aerodrome_id: number;
  length_m: number | null;
  width_m: number | null;
  surface: string | null;
  lighted: number | boolean | null;
}

export interface FacilityRunwayEnd {
  id: number;
  runway_id: number;
  ident: string;
  heading_deg: number | null;
  latitude: number | null;
  longitude: number | null;
  displaced_threshold_m: number | null;
  elevation_m: number | null;
}

interface FacilityPlan {
  aerodrome_id: number;
  type: FacilityPlanType | string;
  /** Operation type stated by the plan, when the database knows it. */
  operation?: OperationType | null;
}

export interface FacilityData {
  aerodromes: readonly FacilityAerodrome[];
  runways: readonly FacilityRunway[];
  runway_ends: readonly FacilityRunwayEnd[];
  plans: readonly FacilityPlan[];
  /** Free-form version of the facility data (e.g. AIRAC cycle or import date). */
  data_version: string;
}

export const OBJECT_TYPES = ['building', 'tower_mast_antenna', 'power_line_cable', 'wind_turbine', 'crane_temporary', 'dangerous_nature', 'other'] as const;
export type ObjectType = (typeof OBJECT_TYPES)[number];

export interface Vertex {
  latitude: number;
  longitude: number;
}

export interface PreanalysisInput {
  vertices: readonly Vertex[];
  base_altitude_m: number;
  height_m: number;
  object_type: ObjectType;
  cep?: string | null;
}

export const SURFACE_CODES = [
  'approach',
  'takeoff_climb',
  'transitional',
  'runway_strip',
  'inner_horizontal',
  'conical',
  'outer_horizontal',
  'heliport_approach_takeoff',
] as const;
export type SurfaceCode = (typeof SURFACE_CODES)[number];

export const CRITERION_CODES = [
  'ols_penetration',
  'art109_first_section',
  'art109_second_section',
  'art109_horizontal_section',
  'art109_dangerous_nature',
  'art109_poorly_visible',
] as const;
export type CriterionCode = (typeof CRITERION_CODES)[number];

export interface FiredCriterion {
  criterion: CriterionCode;
  surface: SurfaceCode | null;
  facility_id: number;
  facility_icao: string | null;
  runway_id: number | null;
  /** Ident of the runway end the surface belongs to (approach: landing threshold; take-off: the end it lies beyond). */
  runway_end: string | null;
  heliport: boolean;
  /** True when evaluated with the reference-point-only conservative envelope. */
  envelope: boolean;
  /** Index of the input vertex (or of the edge's first vertex for points sampled on an edge). */
  vertex_index: number;
  allowed_altitude_m: number | null;
  object_top_m: number;
  excess_m: number | null;
}

export interface ConsideredFacility {
  id: number;
  icao: string | null;
  name: string;
  kind: string;
  distance_m: number;
  plan_types: string[];
  envelope: boolean;
}

export type PreanalysisWarning =
  | 'reference_point_envelope'
  | 'elevation_unknown'
  | 'operation_type_assumed'
  | 'pezpa_dimensions_not_modelled'
  | 'pzpana_not_modelled'
  | 'pzpreah_not_modelled';

export interface PreanalysisResult {
  outcome: 'not_required' | 'case_required';
  /** True when a fired criterion comes from a reference-point-only envelope. */
  pre_screen_only: boolean;
  criteria: FiredCriterion[];
  facilities: ConsideredFacility[];
  warnings: PreanalysisWarning[];
  object_top_m: number;
  rule_set_version: string;
  data_version: string;
}

export type InputErrorCode =
  | 'vertices_empty'
  | 'vertices_too_many'
  | 'latitude_invalid'
  | 'longitude_invalid'
  | 'base_altitude_invalid'
  | 'height_invalid'
  | 'object_type_invalid'
  | 'cep_invalid';
