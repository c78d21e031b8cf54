import type { Kysely } from 'kysely';
import { isFederativeUnit } from '../../domain/schemas/common';
import type { RuleIssue } from '../../domain/schemas/record-rules';
import type { Database } from '../db/schema';
import { HttpProblem, type ProblemDetail } from '../errors/problem';

type Row = Record<string, unknown>;

/** The body field each broken rule names, its message translated on the way out. */
export const bodyErrors = (issues: readonly RuleIssue[]): ProblemDetail[] => issues.map(({ field, message }) => ({ path: `body.${field}`, message }));

/**
 * The municipality the row names (by id) lies in the row's state; a row without a municipality id passes, and
 * so does one whose state is not one of the 27 (the state is the field at fault then).
 */
export async function municipalityErrors(db: Kysely<Database>, row: Row): Promise<ProblemDetail[]> {
  if (row.municipality_id == null || !isFederativeUnit(row.state_code)) return [];
  const state = String(row.state_code);
  const town = await db.selectFrom('municipalities').select('state_code').where('id', '=', Number(row.municipality_id)).executeTakeFirst();
  return town?.state_code === state ? [] : [{ path: 'body.municipality_id', message: 'municipality_not_in_state', params: { state } }];
}

/** The aerodrome the row names by id exists; its ICAO code, for callers that check it against the row's. */
export async function referencedAerodrome(db: Kysely<Database>, row: Row): Promise<{ errors: ProblemDetail[]; icao?: string | null }> {
  if (row.aerodrome_id == null) return { errors: [] };
  const aerodrome = await db.selectFrom('aerodromes').select('icao').where('id', '=', Number(row.aerodrome_id)).executeTakeFirst();
  return aerodrome ? { errors: [], icao: aerodrome.icao } : { errors: [{ path: 'body.aerodrome_id', message: 'unknown_aerodrome' }] };
}

/** Refuses the write with 400 naming every field at fault, if any. */
export function refuseIf(errors: readonly ProblemDetail[]) {
  if (errors.length > 0) throw new HttpProblem(400, 'invalid_body', {}, [...errors]);
}
