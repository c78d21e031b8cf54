import type { Kysely } from 'kysely';
import { complaintInputSchema, complaintListSpec, complaintSchema } from '../../domain/schemas/complaint';
import { complaintRuleIssues } from '../../domain/schemas/record-rules';
import { portalToday } from '../../domain/today';
import type { Database } from '../db/schema';
import { HttpProblem, type ProblemDetail } from '../errors/problem';
import { defineResource } from './definition';
import { bodyErrors, municipalityErrors, referencedAerodrome, refuseIf } from './place-rules';

type Row = Record<string, unknown>;

/** Takes the next control number: the counter row is bumped in the creating transaction, never decreased. */
async function nextComplaintNumber(db: Kysely<Database>): Promise<number> {
  const row = await db
    .updateTable('complaint_numbers')
    .set((eb) => ({ last: eb('last', '+', 1) }))
    .where('id', '=', 1)
    .returning('last')
    .executeTakeFirstOrThrow();
  return Number(row.last);
}

/**
 * The domain rules on the row about to be written, and what the schema cannot see: the municipality lies in
 * the complaint's state, the aerodrome exists and the ICAO is its code (or, alone, some aerodrome's), and no
 * other complaint has the NUP. Complaints stored before these checks keep a free-text municipality or
 * aerodrome name (their ids null).
 */
async function validateComplaint(db: Kysely<Database>, row: Row, existing?: Row): Promise<void> {
  // The schema's own rules again, on the stored row merged with a PATCH (it checked only the fields sent).
  const errors: ProblemDetail[] = [...bodyErrors(complaintRuleIssues(row)), ...(await municipalityErrors(db, row))];
  const icao = typeof row.icao === 'string' ? row.icao : null;
  if (row.aerodrome_id != null) {
    const aerodrome = await referencedAerodrome(db, row);
    errors.push(...aerodrome.errors);
    if (aerodrome.icao !== undefined && icao !== null && aerodrome.icao !== icao)
      errors.push({ path: 'body.icao', message: 'icao_not_aerodrome', params: { icao } });
  } else if (icao !== null) {
    const aerodrome = await db.selectFrom('aerodromes').select('id').where('icao', '=', icao).executeTakeFirst();
    if (!aerodrome) errors.push({ path: 'body.icao', message: 'unknown_icao', params: { icao } });
  }
  refuseIf(errors);
  let taken = db.selectFrom('complaints').select('number').where('nup', '=', String(row.nup));
  if (existing) taken = taken.where('id', '!=', Number(existing.id));
  const other = await taken.executeTakeFirst();
  if (other) {
    const params = { nup: String(row.nup), number: Number(other.number) };
    throw new HttpProblem(409, 'nup_taken', params, [{ path: 'body.nup', message: 'nup_taken', params }]);
  }
}

export const complaints = defineResource({
  name: 'complaints',
  table: 'complaints',
  subject: 'Complaint',
  idKind: 'integer',
  record: complaintSchema,
  input: complaintInputSchema,
  list: complaintListSpec,
  flags: ['sample'],
  // The columns of the complaints screen (spec §2), in its order.
  exportColumns: ['regional', 'summary', 'number', 'nup', 'created_at', 'content', 'process_type', 'sample'],
  beforeCreate: async (db, row) => ({
    ...row,
    number: await nextComplaintNumber(db),
    created_at: typeof row.created_at === 'string' ? row.created_at : portalToday(),
  }),
  // Runs after beforeCreate, whose counter update locks the counter row: concurrent creates wait for each
  // other there, so two of them cannot both find a NUP free.
  validate: validateComplaint,
  description: 'Complaints about obstacles near aerodromes, with a sequential control number (never reused) and the NUP of their process.',
});
