import { createHash } from 'node:crypto';
import { createEngine, type Engine, type FacilityData } from '../../domain/preanalysis/index';
import type { Db } from '../db/index';

type FacilityTables = Omit<FacilityData, 'data_version'>;

/** Reads the facility tables and maps them to the engine's input types; the version names their counts and content. */
async function loadFacilityTables(db: Db): Promise<{ tables: FacilityTables; json: string; version: string }> {
  const [aerodromes, runways, runwayEnds, plans] = await Promise.all([
    db
      .selectFrom('aerodromes')
      .select(['id', 'icao', 'name', 'kind', 'latitude', 'longitude', 'elevation_m', 'state_code', 'municipality'])
      .orderBy('id')
      .execute(),
    db.selectFrom('runways').select(['id', 'aerodrome_id', 'length_m', 'width_m', 'surface', 'lighted']).orderBy('id').execute(),
    db
      .selectFrom('runway_ends')
      .select(['id', 'runway_id', 'ident', 'heading_deg', 'latitude', 'longitude', 'displaced_threshold_m', 'elevation_m'])
      .orderBy('id')
      .execute(),
    db
      .selectFrom('plans')
      .select(['aerodrome_id', 'type'])
      .where('aerodrome_id', 'is not', null)
      // Only published plans are in force: a draft or a withdrawn plan must not change a public result.
      .where('status', '=', 'published')
      .orderBy('id')
      .execute(),
  ]);
  const num = (v: unknown): number => Number(v);
  const numOrNull = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));
  const tables: FacilityTables = {
    aerodromes: aerodromes.map((a) => ({ ...a, id: num(a.id), latitude: num(a.latitude), longitude: num(a.longitude), elevation_m: numOrNull(a.elevation_m) })),
    runways: runways.map((r) => ({
      ...r,
      id: num(r.id),
      aerodrome_id: num(r.aerodrome_id),
      length_m: numOrNull(r.length_m),
      width_m: numOrNull(r.width_m),
      lighted: num(r.lighted),
    })),
    runway_ends: runwayEnds.map((e) => ({
      ...e,
      id: num(e.id),
      runway_id: num(e.runway_id),
      heading_deg: numOrNull(e.heading_deg),
      latitude: numOrNull(e.latitude),
      longitude: numOrNull(e.longitude),
      displaced_threshold_m: numOrNull(e.displaced_threshold_m),
      elevation_m: numOrNull(e.elevation_m),
    })),
    plans: plans.map((p) => ({ aerodrome_id: num(p.aerodrome_id), type: p.type })),
  };
  const json = JSON.stringify(tables);
  const hash = createHash('sha256').update(json).digest('hex').slice(0, 12);
  const counts = `${tables.aerodromes.length}a-${tables.runways.length}r-${tables.runway_ends.length}e-${tables.plans.length}p`;
  return { tables, json, version: `${counts}-${hash}`.slice(0, 40) };
}

/** The facility tables as the engine takes them. */
export async function loadFacilityData(db: Db): Promise<FacilityData> {
  const { tables, version } = await loadFacilityTables(db);
  return { ...tables, data_version: version };
}

/**
 * The same tables as JSON text (without the version), for the worker threads: the text that was hashed for the
 * version is the one they get, so it is written once and the tables need not be kept.
 */
export async function loadFacilityJson(db: Db): Promise<{ json: string; version: string }> {
  const { json, version } = await loadFacilityTables(db);
  return { json, version };
}

const engines = new WeakMap<Db, Promise<Engine>>();

/** The engine for a database, built once on first use (a failed build is retried on the next call). */
export function engineFor(db: Db): Promise<Engine> {
  let engine = engines.get(db);
  if (!engine) {
    engine = loadFacilityData(db).then(createEngine);
    engine.catch(() => engines.delete(db));
    engines.set(db, engine);
  }
  return engine;
}
