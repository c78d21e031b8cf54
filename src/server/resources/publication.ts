import { publicationRuleIssues } from '../../domain/schemas/record-rules';
import { HttpProblem } from '../errors/problem';
import type { ResourceDefinition } from './definition';
import { bodyErrors, municipalityErrors, referencedAerodrome, refuseIf } from './place-rules';

/**
 * What plans and TACs share about publication: a new row starts as a draft or published (stamped), and its
 * status changes afterwards only through POST /api/<name>/:id/publish and /withdraw (publication/routes.ts).
 * That the public reads only published rows is a condition of the ability file (domain/access.ts), which
 * server/access/where-allowed.ts turns into SQL.
 */
export const publicationHooks: Pick<ResourceDefinition<'plans' | 'tacs'>, 'beforeCreate' | 'beforeUpdate' | 'validate'> = {
  beforeCreate: async (_db, row) => (row.status === 'draft' ? row : { ...row, status: 'published', published_at: new Date().toISOString() }),
  beforeUpdate: (existing, changes) => {
    if (changes.status !== undefined && changes.status !== existing.status) {
      throw new HttpProblem(409, 'publication_status_via_actions', { status: String(existing.status) });
    }
  },
  // The body schema's rules again on the stored row merged with a PATCH, the municipality lies in the state and
  // the aerodrome named by id exists (the foreign key would otherwise fail the insert with a 500).
  validate: async (db, row) =>
    refuseIf([...bodyErrors(publicationRuleIssues(row)), ...(await municipalityErrors(db, row)), ...(await referencedAerodrome(db, row)).errors]),
};
