/** Synthetic facilities for hand-computed cases. */
import { destination, type LatLon } from '../../../src/domain/preanalysis/geodesy';
import type { FacilityData, OperationType, PreanalysisInput, ObjectType } from '../../../src/domain/preanalysis/types';

/** End A of the test runway; the runway runs true north (azimuth 0°) from A to B. */
export const A: LatLon = { latitude: -23.5, longitude: -46.5 };
export const RUNWAY_LENGTH = 3000;
export const ELEV = 700;

/** Point in the runway frame: `u` metres along the runway from end A (negative = beyond A), `v` to the right. */
export function at(u: number, v = 0): LatLon {
  return destination(A, (Math.atan2(v, u) * 180) / Math.PI, Math.hypot(u, v));
}

export function runwayData(
  operation: OperationType | null = 'ifr_precision',
  opts: { length?: number; elevA?: number; elevB?: number; kind?: string } = {},
): FacilityData {
  const length = opts.length ?? RUNWAY_LENGTH;
  const b = destination(A, 0, length);
  const mid = destination(A, 0, length / 2);
  return {
    aerodromes: [
      {
        id: 1,
        icao: 'SBXX',
        name: 'Test',
        kind: opts.kind ?? 'large_airport',
        latitude: mid.latitude,
        longitude: mid.longitude,
        elevation_m: ELEV,
        state_code: 'SP',
        municipality: 'X',
      },
    ],
    runways: [{ id: 10, aerodrome_id: 1, length_m: length, width_m: 45, surface: 'ASP', lighted: 1 }],
    runway_ends: [
      {
        id: 101,
        runway_id: 10,
        ident: '36',
        heading_deg: 0,
        latitude: A.latitude,
        longitude: A.longitude,
        displaced_threshold_m: null,
        elevation_m: opts.elevA ?? ELEV,
      },
      {
        id: 102,
        runway_id: 10,
        ident: '18',
        heading_deg: 180,
        latitude: b.latitude,
        longitude: b.longitude,
        displaced_threshold_m: null,
        elevation_m: opts.elevB ?? ELEV,
      },
    ],
    plans: operation ? [{ aerodrome_id: 1, type: 'PBZPA', operation }] : [],
    data_version: 'test-1',
  };
}

/** The same aerodrome with only its reference point (runway ends removed). */
export function envelopeData(operation: OperationType | null, length: number, kind = 'large_airport'): FacilityData {
  const d = runwayData(operation, { length, kind });
  return { ...d, runway_ends: [] };
}

export function heliportData(elevation = 760): FacilityData {
  return {
    aerodromes: [
      {
        id: 2,
        icao: 'SDHX',
        name: 'Heli',
        kind: 'heliport',
        latitude: A.latitude,
        longitude: A.longitude,
        elevation_m: elevation,
        state_code: 'SP',
        municipality: 'X',
      },
    ],
    runways: [],
    runway_ends: [],
    plans: [{ aerodrome_id: 2, type: 'PBZPH' }],
    data_version: 'test-heli',
  };
}

export function input(p: LatLon, height: number, base = ELEV, object_type: ObjectType = 'building'): PreanalysisInput {
  return { vertices: [p], base_altitude_m: base, height_m: height, object_type };
}
