import type { Insertable, Kysely } from 'kysely';
import type { FiredCriterion, SurfaceCode } from '../../../domain/preanalysis/types';
import type { Database, PreanalysesTable } from '../schema';

/** Three sample pre-analyses (sample = 1) with fixed protocols, so the public lookup can be tried and tested. */
export const SAMPLE_PROTOCOLS = { notRequired: 'A1B2C3D4E5', caseRequired: '0F1E2D3C4B', expired: 'C0FFEE2019' } as const;

interface SampleFacility {
  id: number;
  name: string;
  icao: string;
  distance_km: number;
}

/** A fired OLS criterion as the engine stores it; a sample below every surface has none. */
const penetration = (facility: SampleFacility, surface: SurfaceCode, runwayEnd: string | null, allowed: number, top: number): FiredCriterion => ({
  criterion: 'ols_penetration',
  surface,
  facility_id: facility.id,
  facility_icao: facility.icao,
  runway_id: null,
  runway_end: runwayEnd,
  heliport: false,
  envelope: false,
  vertex_index: 0,
  allowed_altitude_m: allowed,
  object_top_m: top,
  excess_m: Math.round((top - allowed) * 100) / 100,
});

const addYears = (iso: string, years: number) => {
  const date = new Date(iso);
  date.setUTCFullYear(date.getUTCFullYear() + years);
  return date.toISOString();
};

function sample(
  protocol: string,
  createdAt: string,
  at: { lat: number; lon: number; base: number; height: number },
  criteria: FiredCriterion[],
  facilities: SampleFacility[],
): Insertable<PreanalysesTable> {
  const engine = {
    criteria,
    facilities: facilities.map((f) => ({
      id: f.id,
      icao: f.icao,
      name: f.name,
      kind: 'large_airport',
      distance_m: f.distance_km * 1000,
      plan_types: ['PBZPA'],
      envelope: false,
    })),
  };
  return {
    protocol,
    user_id: null,
    latitude: at.lat,
    longitude: at.lon,
    base_altitude_m: at.base,
    object_height_m: at.height,
    outcome: criteria.length > 0 ? 'case_required' : 'not_required',
    result: JSON.stringify({ facilities: facilities.map(({ name, icao, distance_km }) => ({ name, icao, distance_km })), engine }),
    rule_set_version: 'amostra-2025.1',
    data_version: 'amostra-2025.1',
    created_at: createdAt,
    valid_until: addYears(createdAt, 5),
    sample: 1,
  };
}

const SBSP = { id: -1, name: 'Congonhas', icao: 'SBSP', distance_km: 8.8 };
const SBMT = { id: -2, name: 'Campo de Marte', icao: 'SBMT', distance_km: 4.1 };
const SBBR = { id: -3, name: 'Presidente Juscelino Kubitschek', icao: 'SBBR', distance_km: 4.9 };
const SBGL = { id: -4, name: 'Galeão – Antonio Carlos Jobim', icao: 'SBGL', distance_km: 13.6 };

export async function seedPreanalyses(db: Kysely<Database>): Promise<number> {
  const rows = [
    // A 25 m building in central São Paulo, under Congonhas' and Campo de Marte's surfaces with room to spare.
    sample(SAMPLE_PROTOCOLS.notRequired, '2025-03-14T13:20:00.000Z', { lat: -23.5505, lon: -46.6333, base: 760, height: 25 }, [], [SBMT, SBSP]),
    // A 60 m tower in the approach of Brasília's runway 11L: it exceeds the approach and inner horizontal surfaces.
    sample(
      SAMPLE_PROTOCOLS.caseRequired,
      '2026-08-02T17:45:00.000Z',
      { lat: -15.8489, lon: -47.9589, base: 1080, height: 60 },
      [penetration(SBBR, 'approach', '11L', 1112.5, 1140), penetration(SBBR, 'inner_horizontal', null, 1111, 1140)],
      [SBBR],
    ),
    // An older antenna near Galeão, valid until 2024: shown as expired.
    sample(SAMPLE_PROTOCOLS.expired, '2019-05-10T10:00:00.000Z', { lat: -22.7712, lon: -43.3689, base: 12, height: 30 }, [], [SBGL]),
  ];
  await db.insertInto('preanalyses').values(rows).execute();
  return rows.length;
}
