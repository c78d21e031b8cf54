import type { Db } from '../db/index';
import type { UsersTable } from '../db/schema';
import type { AuthUser } from './plugin';

/** Creates or refreshes the local record of a signed-in user (first/last seen, groups); keeps the block date. */
export async function upsertSeenUser(db: Db, user: AuthUser): Promise<UsersTable> {
  const now = new Date().toISOString();
  const values = {
    username: user.username,
    name: user.name || user.username,
    email: user.email,
    cpf: user.cpf,
    groups: user.roles.join(','),
    last_seen_at: now,
  };
  await db
    .insertInto('users')
    .values({ id: user.id, ...values, first_seen_at: now, preanalysis_blocked_until: null })
    .onConflict((oc) => oc.column('id').doUpdateSet(values))
    .execute();
  return db.selectFrom('users').selectAll().where('id', '=', user.id).executeTakeFirstOrThrow();
}
