/** One row of a batch (CSV) pre-analysis: parse the raw cells, evaluate, summarise. Pure. */
import { parseCoordinate } from './dms';
import type { Engine } from './engine';
import { OBJECT_TYPES, type ObjectType, type PreanalysisInput } from './types';

type BatchCell = string | number | null | undefined;

export interface BatchRowInput {
  id?: BatchCell;
  latitude?: BatchCell;
  longitude?: BatchCell;
  base_altitude_m?: BatchCell;
  object_height_m?: BatchCell;
  object_type?: BatchCell;
}

type BatchField = 'id' | 'latitude' | 'longitude' | 'base_altitude_m' | 'object_height_m' | 'object_type';
interface BatchRowError {
  field: BatchField;
  code: string;
}

export interface BatchRowResult {
  row: number;
  id: string;
  outcome: 'not_required' | 'case_required' | null;
  object_top_m: number | null;
  pre_screen_only: boolean;
  /** "criterion/surface/ICAO/runway end" for every criterion that fired. */
  criteria: string[];
  max_excess_m: number | null;
  errors: BatchRowError[];
}

export interface BatchLimits {
  inRegion: (v: { latitude: number; longitude: number }) => boolean;
  base: { min: number; max: number };
  height: { min: number; max: number };
}

const text = (c: BatchCell): string => (c === null || c === undefined ? '' : String(c).trim());

function number(c: BatchCell): number | null {
  if (typeof c === 'number') return Number.isFinite(c) ? c : null;
  const t = text(c).replace(',', '.');
  return /^[+-]?\d+(?:\.\d+)?$/.test(t) ? Number(t) : null;
}

const TYPE_ALIASES: Record<string, ObjectType> = Object.fromEntries(OBJECT_TYPES.map((t) => [t, t]));

/** Parses a row; the input for the engine, or the errors of every bad cell. */
function parseBatchRow(raw: BatchRowInput, limits: BatchLimits): { input: PreanalysisInput | null; errors: BatchRowError[] } {
  const errors: BatchRowError[] = [];
  const lat = parseCoordinate(text(raw.latitude), 'latitude');
  const lon = parseCoordinate(text(raw.longitude), 'longitude');
  if (!lat.ok) errors.push({ field: 'latitude', code: lat.error });
  if (!lon.ok) errors.push({ field: 'longitude', code: lon.error });
  if (lat.ok && lon.ok && !limits.inRegion({ latitude: lat.value, longitude: lon.value })) errors.push({ field: 'latitude', code: 'outside_brazil' });
  const base = number(raw.base_altitude_m);
  if (text(raw.base_altitude_m) === '') errors.push({ field: 'base_altitude_m', code: 'empty' });
  else if (base === null) errors.push({ field: 'base_altitude_m', code: 'number' });
  else if (base < limits.base.min || base > limits.base.max) errors.push({ field: 'base_altitude_m', code: 'base_range' });
  const height = number(raw.object_height_m);
  if (text(raw.object_height_m) === '') errors.push({ field: 'object_height_m', code: 'empty' });
  else if (height === null) errors.push({ field: 'object_height_m', code: 'number' });
  else if (height < limits.height.min || height > limits.height.max) errors.push({ field: 'object_height_m', code: 'height_range' });
  const type = TYPE_ALIASES[text(raw.object_type).toLowerCase()];
  if (!type) errors.push({ field: 'object_type', code: 'object_type' });
  if (errors.length > 0 || !lat.ok || !lon.ok || base === null || height === null || !type) return { input: null, errors };
  return { input: { vertices: [{ latitude: lat.value, longitude: lon.value }], base_altitude_m: base, height_m: height, object_type: type }, errors };
}

/** Evaluates one row (row = its line in the file); never throws for bad cells. */
export function evaluateBatchRow(engine: Engine, raw: BatchRowInput, row: number, limits: BatchLimits): BatchRowResult {
  const id = text(raw.id).slice(0, 64);
  const { input, errors } = parseBatchRow(raw, limits);
  if (!input) return { row, id, outcome: null, object_top_m: null, pre_screen_only: false, criteria: [], max_excess_m: null, errors };
  const r = engine.evaluate(input);
  let max: number | null = null;
  for (const c of r.criteria) if (c.excess_m !== null && (max === null || c.excess_m > max)) max = c.excess_m;
  const criteria = r.criteria.map((c) =>
    [c.criterion, c.surface ?? '', c.facility_icao ?? String(c.facility_id), c.runway_end ?? ''].join('/').replace(/\/+$/, ''),
  );
  return {
    row,
    id,
    outcome: r.outcome,
    object_top_m: r.object_top_m,
    pre_screen_only: r.pre_screen_only,
    criteria: [...new Set(criteria)],
    max_excess_m: max,
    errors: [],
  };
}
