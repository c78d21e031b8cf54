import { describe, expect, it } from 'vitest';
import { PreanalysisInputError, createEngine, validateInput } from '../../../src/domain/preanalysis';
import type { PreanalysisInput } from '../../../src/domain/preanalysis';
import { runwayData } from './fixtures';

const good: PreanalysisInput = {
  vertices: [{ latitude: -23.5, longitude: -46.5 }],
  base_altitude_m: 700,
  height_m: 10,
  object_type: 'building',
  cep: '04626-911',
};

describe('validateInput', () => {
  it('accepts a valid input', () => {
    expect(validateInput(good)).toEqual([]);
    expect(validateInput({ ...good, cep: '04626911' })).toEqual([]);
    expect(validateInput({ ...good, cep: null })).toEqual([]);
  });
  it('returns codes', () => {
    expect(validateInput({ ...good, vertices: [] })).toEqual(['vertices_empty']);
    expect(validateInput({ ...good, vertices: [{ latitude: 91, longitude: -181 }] })).toEqual(['latitude_invalid', 'longitude_invalid']);
    expect(validateInput({ ...good, vertices: Array.from({ length: 101 }, () => good.vertices[0]!) })).toEqual(['vertices_too_many']);
    expect(validateInput({ ...good, height_m: 0 })).toEqual(['height_invalid']);
    expect(validateInput({ ...good, base_altitude_m: Number.NaN })).toEqual(['base_altitude_invalid']);
    expect(validateInput({ ...good, object_type: 'ufo' as never })).toEqual(['object_type_invalid']);
    expect(validateInput({ ...good, cep: '1234' })).toEqual(['cep_invalid']);
  });
  it('the engine throws PreanalysisInputError with the codes', () => {
    const e = createEngine(runwayData());
    expect(() => e.evaluate({ ...good, height_m: -1 })).toThrow(PreanalysisInputError);
    try {
      e.evaluate({ ...good, height_m: -1 });
    } catch (err) {
      expect((err as PreanalysisInputError).codes).toEqual(['height_invalid']);
    }
  });
  it('far from every facility: not required, no facilities', () => {
    const r = createEngine(runwayData()).evaluate({ ...good, vertices: [{ latitude: -10, longitude: -60 }] });
    expect(r).toMatchObject({ outcome: 'not_required', criteria: [], facilities: [] });
  });
});
