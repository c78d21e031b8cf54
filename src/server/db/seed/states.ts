import { getMunicipalities } from '@brazilian-utils/brazilian-utils/get-municipalities';
import { getStates } from '@brazilian-utils/brazilian-utils/get-states';
import type { Insertable, Kysely } from 'kysely';
import type { Database, MunicipalitiesTable, StatesTable } from '../schema';
import { insertInBatches } from './support';

/** The 27 federative units with their IBGE codes and regions (IBGE via @brazilian-utils/brazilian-utils). */
export function stateRows(): Insertable<StatesTable>[] {
  return getStates()
    .map((s) => ({ id: s.ibgeCode, code: s.code, name: s.name, region: s.regionName }))
    .sort((a, b) => a.id - b.id);
}

/** Every municipality with its 7-digit IBGE code (IBGE via @brazilian-utils/brazilian-utils). */
function municipalityRows(): Insertable<MunicipalitiesTable>[] {
  return getMunicipalities()
    .map((m) => ({ id: Number(m.code), name: m.name, state_code: m.stateCode }))
    .sort((a, b) => a.id - b.id);
}

export async function seedStates(db: Kysely<Database>): Promise<number> {
  return insertInBatches(db, 'states', stateRows());
}

export async function seedMunicipalities(db: Kysely<Database>): Promise<number> {
  return insertInBatches(db, 'municipalities', municipalityRows());
}
