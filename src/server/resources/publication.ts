import type { Kysely } from 'kysely';
import { publicationRuleIssues } from '../../domain/schemas/record-rules';
import type { Database } from '../db/schema';
import { HttpProblem } from '../plugins/problem-json';
import type { ResourceDefinition } from './definition';
import { bodyErrors, municipalityErrors, refuseIf } from './place-rules';

type Row = Record<string, unknown>;

/**
 * What plans and TACs share about publication: a new row starts as a draft or published (stamped), and its
 * status changes afterwards only through POST /api/<name>/:id/publish and /withdraw (routes/publication.ts).
 * That the public reads only published rows is a condition of the ability file (domain/access.ts), which
 * server/access/where-allowed.ts turns into SQL.
 */
export const publicationHooks = {
  beforeCreate: async (_db: unknown, row: Row) => row.status === 'draft'
    ? row
    : { ...row, status: 'published', published_at: new Date().toISOString() },
  beforeUpdate: (existing: Row, changes: Row) => {
    if (changes.status !== undefined && changes.status !== existing.status) {
      throw new HttpProblem(409, 'publication_status_via_actions', { status: String(existing.status) });
    }
  },
  // The body schema's rules again on the stored row merged with a PATCH, and the municipality lies in the state.
  validate: async (db: Kysely<Database>, row: Row) => refuseIf([...bodyErrors(publicationRuleIssues(row)), ...await municipalityErrors(db, row)]),
} satisfies Partial<ResourceDefinition>;
