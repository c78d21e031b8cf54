import { userInputSchema, userListSpec, userSchema } from '../../domain/schemas/user';
import { HttpProblem } from '../errors/problem';
import { defineResource } from './definition';

/** Users recorded at sign-in (auth/users.ts); the only editable field is the pre-analysis block date. */
export const users = defineResource({
  name: 'users',
  table: 'users',
  subject: 'User',
  idKind: 'text',
  record: userSchema,
  input: userInputSchema,
  list: userListSpec,
  // Every signed-in request refreshes a row (last seen, groups) behind the API: never cache a list.
  uncached: true,
  exportColumns: ['name', 'username', 'email', 'groups', 'last_seen_at', 'preanalysis_blocked_until'],
  // The trail tells a block from the lifting of one.
  auditAction: (_before, after) => (after.preanalysis_blocked_until ? 'block' : 'unblock'),
  // Users come from the identity provider at sign-in, never from this API.
  beforeCreate: () => Promise.reject(new HttpProblem(409, 'conflict', { resource: 'users' })),
  description: 'Users seen by the portal, with the date until which their pre-analysis requests are blocked.',
});
