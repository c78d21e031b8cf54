import type { Insertable, Kysely } from 'kysely';
import type { PlanType } from '../../../domain/constants';
import { TAC_TYPES } from '../../../domain/tac-types';
import type { AerodromesTable, Database, PlansTable, TacsTable } from '../schema';
import { addDays, addYears, insertInBatches, longDatePt, mix, normalizeName, shortDatePt } from './support';

/** Sample plans and TACs (sample = 1) placed on real aerodromes and IBGE municipalities. */

const TAC_COUNT = 60;
const FIRST_DAY = '2015-01-01';
/** Keeps every generated date inside 2015–2025. */
const DAY_SPAN = 3_950;

/** The columns loadPlaces selects. */
type AerodromeRow = Omit<AerodromesTable, 'elevation_m'>;
/** An aerodrome whose city was found among the municipalities of its state. */
interface Place {
  aerodrome: AerodromeRow;
  stateCode: string;
  municipalityId: number;
  municipalityName: string;
}

const PROTECTION_ZONES: Record<PlanType, string> = {
  PBZPA: 'Faixa de pista; Área de aproximação; Área de decolagem; Superfície de transição; Superfície horizontal interna; Superfície cônica',
  PEZPA:
    'Faixa de pista; Área de aproximação; Área de decolagem; Superfície de transição; Superfície horizontal interna; Superfície cônica; Superfície horizontal externa',
  PBZPH: 'Área de aproximação final e de decolagem (FATO); Área de segurança; Superfície de aproximação; Superfície de decolagem; Superfície de transição',
  PZPANA: 'Zona de proteção de VOR/DME; Zona de proteção de ILS (localizador e rampa de planeio); Zona de proteção de NDB; Zona de proteção de radar',
  PZPREAH: 'Rota especial de aeronaves em voo visual (REA); Rota especial de helicópteros (REH); Corredor visual; Área de espera',
};

/** City names in the source are sometimes "Locality, Municipality"; try the whole text, then each part from the last. */
function cityCandidates(city: string): string[] {
  const parts = city
    .split(/[,/]/)
    .map((p) => p.trim())
    .filter(Boolean)
    .reverse();
  return [city, ...parts].map(normalizeName);
}

async function loadPlaces(db: Kysely<Database>): Promise<Place[]> {
  const municipalities = await db.selectFrom('municipalities').select(['id', 'name', 'state_code']).execute();
  const byName = new Map<string, { id: number; name: string }>();
  for (const m of municipalities) byName.set(`${m.state_code}|${normalizeName(m.name)}`, { id: m.id, name: m.name });

  const aerodromes = await db
    .selectFrom('aerodromes')
    .select(['id', 'icao', 'name', 'kind', 'municipality', 'state_code', 'latitude', 'longitude', 'scheduled_service'])
    .orderBy('id')
    .execute();
  const places: Place[] = [];
  for (const aerodrome of aerodromes) {
    const stateCode = aerodrome.state_code;
    if (!stateCode || !aerodrome.municipality) continue;
    for (const candidate of cityCandidates(aerodrome.municipality)) {
      const match = byName.get(`${stateCode}|${candidate}`);
      if (match) {
        places.push({ aerodrome, stateCode, municipalityId: match.id, municipalityName: match.name });
        break;
      }
    }
  }
  return places;
}

/** The plan an aerodrome gets, or null when it is not one of the sample "public aerodromes". */
function planTypeFor(a: AerodromeRow, lightedRunways: number): PlanType | null {
  switch (a.kind) {
    case 'large_airport':
      return 'PEZPA';
    case 'medium_airport':
      return lightedRunways > 0 && mix(a.id, 3) % 2 === 0 ? 'PZPANA' : 'PBZPA';
    case 'small_airport':
      return a.scheduled_service ? 'PBZPA' : null;
    case 'heliport':
      if (mix(a.id, 1) % 15 !== 0) return null;
      return mix(a.id, 2) % 5 === 0 ? 'PZPREAH' : 'PBZPH';
    default:
      return null;
  }
}

/** Municipalities of the nearest other aerodromes of the same state: a cheap stand-in for real neighbours. */
function neighbours(place: Place, sameState: readonly Place[], count: number): string[] {
  if (count === 0) return [];
  const { latitude, longitude } = place.aerodrome;
  const cos = Math.cos((latitude * Math.PI) / 180);
  const sorted = sameState
    .filter((p) => p.municipalityId !== place.municipalityId)
    .map((p) => ({ p, d: (p.aerodrome.latitude - latitude) ** 2 + ((p.aerodrome.longitude - longitude) * cos) ** 2 }))
    .sort((a, b) => a.d - b.d || a.p.municipalityId - b.p.municipalityId);
  const names: string[] = [];
  for (const { p } of sorted) {
    if (!names.includes(p.municipalityName)) names.push(p.municipalityName);
    if (names.length === count) break;
  }
  return names;
}

function placeColumns(p: Place) {
  return {
    aerodrome_id: p.aerodrome.id,
    aerodrome_name: p.aerodrome.name,
    icao: p.aerodrome.icao,
    state_code: p.stateCode,
    municipality_id: p.municipalityId,
    municipality: p.municipalityName,
    sample: 1,
  };
}

function planRows(places: readonly Place[], lighted: ReadonlyMap<number, number>): Insertable<PlansTable>[] {
  const byState = new Map<string, Place[]>();
  for (const p of places) {
    const group = byState.get(p.stateCode);
    if (group) group.push(p);
    else byState.set(p.stateCode, [p]);
  }
  const rows: Insertable<PlansTable>[] = [];
  for (const place of places) {
    const { id } = place.aerodrome;
    if (!place.aerodrome.icao) continue;
    const type = planTypeFor(place.aerodrome, lighted.get(id) ?? 0);
    if (!type) continue;
    const signature = addDays(FIRST_DAY, mix(id, 4) % DAY_SPAN);
    const impacted = [place.municipalityName, ...neighbours(place, byState.get(place.stateCode) ?? [], mix(id, 7) % 4)];
    rows.push({
      ...placeColumns(place),
      type,
      signature_date: signature,
      date: addDays(signature, 1 + (mix(id, 5) % 45)),
      ordinance: `Portaria DECEA nº ${1 + (mix(id, 6) % 450)}/DGCEA, de ${longDatePt(signature)}`,
      impacted_municipalities: impacted.join(', '),
      protection_zones: PROTECTION_ZONES[type],
    });
  }
  return rows;
}

function tacRows(places: readonly Place[]): Insertable<TacsTable>[] {
  return places
    .filter((p) => p.aerodrome.kind === 'small_airport' && p.aerodrome.icao && !p.aerodrome.scheduled_service)
    .sort((a, b) => mix(a.aerodrome.id, 8) - mix(b.aerodrome.id, 8) || a.aerodrome.id - b.aerodrome.id)
    .slice(0, TAC_COUNT)
    .map((place) => {
      const { id } = place.aerodrome;
      const signature = addDays(FIRST_DAY, mix(id, 9) % DAY_SPAN);
      const date = addDays(signature, 2 + (mix(id, 10) % 40));
      return {
        ...placeColumns(place),
        signature_date: signature,
        dou_reference: `DOU nº ${1 + (mix(id, 11) % 245)}, Seção 3, p. ${1 + (mix(id, 12) % 180)}, de ${shortDatePt(date)}`,
        type: TAC_TYPES[mix(id, 13) % TAC_TYPES.length] ?? TAC_TYPES[0],
        date,
        validity: addYears(date, mix(id, 14) % 2 === 0 ? 2 : 5),
      };
    });
}

export async function seedPlans(db: Kysely<Database>): Promise<number> {
  const places = await loadPlaces(db);
  const lit = await db
    .selectFrom('runways')
    .select((eb) => ['aerodrome_id', eb.fn.sum<number>('lighted').as('lighted')])
    .groupBy('aerodrome_id')
    .execute();
  const lighted = new Map(lit.map((r) => [r.aerodrome_id, Number(r.lighted)]));
  return insertInBatches(db, 'plans', planRows(places, lighted));
}

export async function seedTacs(db: Kysely<Database>): Promise<number> {
  return insertInBatches(db, 'tacs', tacRows(await loadPlaces(db)));
}
