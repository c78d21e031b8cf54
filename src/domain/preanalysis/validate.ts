/** Input validation: returns error codes (the UI translates them). */
import { OBJECT_TYPES, type InputErrorCode, type PreanalysisInput } from './types';

const MAX_VERTICES = 100;
const MIN_BASE_ALTITUDE_M = -100;
const MAX_BASE_ALTITUDE_M = 9000;
const MAX_HEIGHT_M = 3000;
const CEP_PATTERN = /^\d{5}-?\d{3}$/;

export function validateInput(input: PreanalysisInput): InputErrorCode[] {
  const errors = new Set<InputErrorCode>();
  if (!Array.isArray(input.vertices) || input.vertices.length === 0) errors.add('vertices_empty');
  else {
    if (input.vertices.length > MAX_VERTICES) errors.add('vertices_too_many');
    for (const v of input.vertices) {
      if (typeof v?.latitude !== 'number' || !Number.isFinite(v.latitude) || Math.abs(v.latitude) > 90) errors.add('latitude_invalid');
      if (typeof v?.longitude !== 'number' || !Number.isFinite(v.longitude) || Math.abs(v.longitude) > 180) errors.add('longitude_invalid');
    }
  }
  const b = input.base_altitude_m;
  if (typeof b !== 'number' || !Number.isFinite(b) || b < MIN_BASE_ALTITUDE_M || b > MAX_BASE_ALTITUDE_M) errors.add('base_altitude_invalid');
  const h = input.height_m;
  if (typeof h !== 'number' || !Number.isFinite(h) || h <= 0 || h > MAX_HEIGHT_M) errors.add('height_invalid');
  if (!(OBJECT_TYPES as readonly string[]).includes(input.object_type)) errors.add('object_type_invalid');
  if (input.cep != null && input.cep !== '' && !CEP_PATTERN.test(input.cep)) errors.add('cep_invalid');
  return [...errors];
}

export class PreanalysisInputError extends Error {
  constructor(readonly codes: InputErrorCode[]) {
    super(codes.join(','));
    this.name = 'PreanalysisInputError';
  }
}
