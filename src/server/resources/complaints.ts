import type { Kysely } from 'kysely';
import { complaintInputSchema, complaintListSpec, complaintSchema } from '../../domain/schemas/complaint';
import type { Database } from '../db/schema';
import type { ResourceDefinition } from './definition';

/** Takes the next control number: the counter row is bumped in the creating transaction, never decreased. */
export async function nextComplaintNumber(db: Kysely<Database>): Promise<number> {
  const row = await db.updateTable('complaint_numbers').set((eb) => ({ last: eb('last', '+', 1) })).where('id', '=', 1)
    .returning('last').executeTakeFirstOrThrow();
  return Number(row.last);
}

export const complaints: ResourceDefinition = {
  name: 'complaints',
  table: 'complaints',
  subject: 'Complaint',
  idKind: 'integer',
  record: complaintSchema,
  input: complaintInputSchema,
  list: complaintListSpec,
  flags: ['sample'],
  // The columns of the complaints screen (spec §2), in its order.
  exportColumns: ['regional', 'summary', 'number', 'nup', 'created_at', 'content', 'process_type'],
  beforeCreate: async (db, row) => ({
    ...row,
    number: await nextComplaintNumber(db),
    created_at: typeof row.created_at === 'string' ? row.created_at : new Date().toISOString().slice(0, 10),
  }),
  description: 'Complaints about obstacles near aerodromes, with a sequential control number (never reused) and the NUP of their process.',
};
