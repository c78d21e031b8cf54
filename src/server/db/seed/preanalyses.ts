import type { Insertable, Kysely } from 'kysely';
import type { PreanalysisCriterion } from '../../../domain/schemas/preanalysis';
import type { Database, PreanalysesTable } from '../schema';

/** Three sample pre-analyses (sample = 1) with fixed protocols, so the public lookup can be tried and tested. */
export const SAMPLE_PROTOCOLS = { notRequired: 'A1B2C3D4E5', caseRequired: '0F1E2D3C4B', expired: 'C0FFEE2019' } as const;

const criterion = (surface: string, facility: string, allowed: number, top: number): PreanalysisCriterion => ({
  surface, facility, allowed_altitude_m: allowed, excess_m: Math.round((top - allowed) * 10) / 10, fired: top > allowed,
});

const addYears = (iso: string, years: number) => {
  const date = new Date(iso);
  date.setUTCFullYear(date.getUTCFullYear() + years);
  return date.toISOString();
};

function sample(protocol: string, createdAt: string, at: { lat: number; lon: number; base: number; height: number },
  criteria: PreanalysisCriterion[], facilities: { name: string; icao: string | null; distance_km: number }[]): Insertable<PreanalysesTable> {
  return {
    protocol, user_id: null, latitude: at.lat, longitude: at.lon, base_altitude_m: at.base, object_height_m: at.height,
    outcome: criteria.some((c) => c.fired) ? 'case_required' : 'not_required',
    result: JSON.stringify({ criteria, facilities }),
    rule_set_version: 'amostra-2025.1', data_version: 'amostra-2025.1',
    created_at: createdAt, valid_until: addYears(createdAt, 5), sample: 1,
  };
}

export async function seedPreanalyses(db: Kysely<Database>): Promise<number> {
  const rows = [
    // A 25 m building in central São Paulo, under Congonhas' horizontal surfaces with room to spare.
    sample(SAMPLE_PROTOCOLS.notRequired, '2025-03-14T13:20:00.000Z', { lat: -23.5505, lon: -46.6333, base: 760, height: 25 }, [
      criterion('Superfície horizontal externa', 'Congonhas (SBSP)', 947, 785),
      criterion('Superfície cônica', 'Campo de Marte (SBMT)', 862, 785),
    ], [
      { name: 'Congonhas', icao: 'SBSP', distance_km: 8.8 },
      { name: 'Campo de Marte', icao: 'SBMT', distance_km: 4.1 },
    ]),
    // A 60 m tower in the approach of Brasília's runway 11L: it exceeds the approach surface.
    sample(SAMPLE_PROTOCOLS.caseRequired, '2026-08-02T17:45:00.000Z', { lat: -15.8489, lon: -47.9589, base: 1080, height: 60 }, [
      criterion('Superfície de aproximação (RWY 11L)', 'Brasília (SBBR)', 1112.5, 1140),
      criterion('Superfície horizontal interna', 'Brasília (SBBR)', 1111, 1140),
    ], [
      { name: 'Presidente Juscelino Kubitschek', icao: 'SBBR', distance_km: 4.9 },
    ]),
    // An older antenna near Galeão, valid until 2024: shown as expired.
    sample(SAMPLE_PROTOCOLS.expired, '2019-05-10T10:00:00.000Z', { lat: -22.7712, lon: -43.3689, base: 12, height: 30 }, [
      criterion('Superfície horizontal externa', 'Galeão (SBGL)', 154, 42),
    ], [
      { name: 'Galeão – Antonio Carlos Jobim', icao: 'SBGL', distance_km: 13.6 },
    ]),
  ];
  await db.insertInto('preanalyses').values(rows).execute();
  return rows.length;
}
