import { parseCoordinate, type DmsErrorCode, type ObjectType } from '../../../domain/preanalysis/index';
import { BASE_ALTITUDE_RANGE, OBJECT_HEIGHT_RANGE, inBrazil, type PreanalysisRequest } from '../../../domain/schemas/preanalysis-request';

export interface RequestFormValues {
  latitude: string;
  longitude: string;
  baseAltitude: string;
  height: string;
  objectType: ObjectType | '';
}

export type RequestField = keyof RequestFormValues;
/** Translation keys under request.errors (DMS codes plus our own). */
export type RequestErrorCode = DmsErrorCode | 'number' | 'base_range' | 'height_range' | 'object_type' | 'outside_brazil';
export type RequestErrors = Partial<Record<RequestField, RequestErrorCode>>;

export const EMPTY_FORM: RequestFormValues = { latitude: '', longitude: '', baseAltitude: '', height: '', objectType: '' };

const parseNumber = (text: string): number | null => {
  const trimmed = text.trim().replace(',', '.');
  if (!/^[+-]?\d+(?:\.\d+)?$/.test(trimmed)) return null;
  return Number(trimmed);
};

/** Checks the form as typed: coordinates in decimal or DMS (within Brazil), ranges, the object type. */
export function checkRequestForm(values: RequestFormValues): { errors: RequestErrors; request: PreanalysisRequest | null } {
  const errors: RequestErrors = {};
  const lat = parseCoordinate(values.latitude, 'latitude');
  const lon = parseCoordinate(values.longitude, 'longitude');
  if (!lat.ok) errors.latitude = lat.error;
  if (!lon.ok) errors.longitude = lon.error;
  if (lat.ok && lon.ok && !inBrazil({ latitude: lat.value, longitude: lon.value })) {
    errors.latitude = 'outside_brazil';
    errors.longitude = 'outside_brazil';
  }
  const base = parseNumber(values.baseAltitude);
  if (values.baseAltitude.trim() === '') errors.baseAltitude = 'empty';
  else if (base === null) errors.baseAltitude = 'number';
  else if (base < BASE_ALTITUDE_RANGE.min || base > BASE_ALTITUDE_RANGE.max) errors.baseAltitude = 'base_range';
  const height = parseNumber(values.height);
  if (values.height.trim() === '') errors.height = 'empty';
  else if (height === null) errors.height = 'number';
  else if (height < OBJECT_HEIGHT_RANGE.min || height > OBJECT_HEIGHT_RANGE.max) errors.height = 'height_range';
  if (values.objectType === '') errors.objectType = 'object_type';
  if (Object.keys(errors).length > 0 || !lat.ok || !lon.ok || base === null || height === null || values.objectType === '') return { errors, request: null };
  return {
    errors,
    request: { vertices: [{ latitude: lat.value, longitude: lon.value }], base_altitude_m: base, object_height_m: height, object_type: values.objectType },
  };
}
