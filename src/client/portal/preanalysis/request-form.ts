import { parseCoordinate, type DmsErrorCode, type ObjectType, type Vertex } from '../../../domain/preanalysis/index';
import { BASE_ALTITUDE_RANGE, MAX_REQUEST_VERTICES, OBJECT_HEIGHT_RANGE, inBrazil } from '../../../domain/preanalysis/limits';
import type { PreanalysisRequest } from '../../../domain/schemas/preanalysis-request';

export interface VertexValues {
  latitude: string;
  longitude: string;
}

export interface RequestFormValues {
  vertices: VertexValues[];
  baseAltitude: string;
  height: string;
  objectType: ObjectType | '';
}

export type ScalarField = 'baseAltitude' | 'height' | 'objectType';
export type VertexField = keyof VertexValues;
/** Translation keys under request.errors (DMS codes plus our own). */
export type RequestErrorCode = DmsErrorCode | 'number' | 'base_range' | 'height_range' | 'object_type' | 'outside_brazil';
export interface RequestErrors {
  vertices: Partial<Record<VertexField, RequestErrorCode>>[];
  baseAltitude?: RequestErrorCode;
  height?: RequestErrorCode;
  objectType?: RequestErrorCode;
}

export const EMPTY_VERTEX: VertexValues = { latitude: '', longitude: '' };
export const EMPTY_FORM: RequestFormValues = { vertices: [EMPTY_VERTEX], baseAltitude: '', height: '', objectType: '' };
export { MAX_REQUEST_VERTICES };

const parseNumber = (text: string): number | null => {
  const trimmed = text.trim().replace(',', '.');
  if (!/^[+-]?\d+(?:\.\d+)?$/.test(trimmed)) return null;
  return Number(trimmed);
};

/** One vertex as typed: the decimal position, or the error of each field. */
export function checkVertex(v: VertexValues): { errors: Partial<Record<VertexField, RequestErrorCode>>; vertex: Vertex | null } {
  const errors: Partial<Record<VertexField, RequestErrorCode>> = {};
  const lat = parseCoordinate(v.latitude, 'latitude');
  const lon = parseCoordinate(v.longitude, 'longitude');
  if (!lat.ok) errors.latitude = lat.error;
  if (!lon.ok) errors.longitude = lon.error;
  if (!lat.ok || !lon.ok) return { errors, vertex: null };
  const vertex = { latitude: lat.value, longitude: lon.value };
  if (!inBrazil(vertex)) return { errors: { latitude: 'outside_brazil', longitude: 'outside_brazil' }, vertex: null };
  return { errors, vertex };
}

/** Decimal degrees as written into the fields by the map (6 decimals ≈ 0.1 m). */
export const formatDecimal = (value: number): string => value.toFixed(6);

/** Checks the form as typed: every vertex in decimal or DMS (within Brazil), ranges, the object type. */
export function checkRequestForm(values: RequestFormValues): { errors: RequestErrors; request: PreanalysisRequest | null } {
  const checked = values.vertices.map(checkVertex);
  const errors: RequestErrors = { vertices: checked.map((c) => c.errors) };
  const base = parseNumber(values.baseAltitude);
  if (values.baseAltitude.trim() === '') errors.baseAltitude = 'empty';
  else if (base === null) errors.baseAltitude = 'number';
  else if (base < BASE_ALTITUDE_RANGE.min || base > BASE_ALTITUDE_RANGE.max) errors.baseAltitude = 'base_range';
  const height = parseNumber(values.height);
  if (values.height.trim() === '') errors.height = 'empty';
  else if (height === null) errors.height = 'number';
  else if (height < OBJECT_HEIGHT_RANGE.min || height > OBJECT_HEIGHT_RANGE.max) errors.height = 'height_range';
  if (values.objectType === '') errors.objectType = 'object_type';
  const vertices = checked.map((c) => c.vertex).filter((v): v is Vertex => v !== null);
  if (
    vertices.length !== values.vertices.length ||
    vertices.length === 0 ||
    vertices.length > MAX_REQUEST_VERTICES ||
    base === null ||
    height === null ||
    values.objectType === '' ||
    errors.baseAltitude ||
    errors.height
  )
    return { errors, request: null };
  return { errors, request: { vertices, base_altitude_m: base, object_height_m: height, object_type: values.objectType } };
}
