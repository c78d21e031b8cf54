import crypto from 'node:crypto';
import type { Selectable } from 'kysely';
import type { Db } from '../db/index';
import type { IdpUsersTable } from '../db/schema';
import { hashPassword } from './passwords';
import type { RealmSettings } from './realm';

export type IdpUser = Selectable<IdpUsersTable>;

export interface NewUser {
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  cpf: string | null;
  password: string;
  roles: string[];
  emailVerified: boolean;
  locale: string | null;
}

export function rolesOf(user: Pick<IdpUser, 'roles'>): string[] {
  return user.roles.split(',').filter(Boolean);
}

export function fullName(user: Pick<IdpUser, 'first_name' | 'last_name'>): string {
  return [user.first_name, user.last_name].filter(Boolean).join(' ');
}

export async function findUserById(db: Db, id: string): Promise<IdpUser | undefined> {
  return db.selectFrom('idp_users').selectAll().where('id', '=', id).executeTakeFirst();
}

/** By username, or by e-mail when the realm allows logging in with it; both are stored lower-case, as Keycloak does. */
export async function findUserByLogin(db: Db, login: string, allowEmail: boolean): Promise<IdpUser | undefined> {
  const value = login.trim().toLowerCase();
  const byUsername = await db.selectFrom('idp_users').selectAll().where('username', '=', value).executeTakeFirst();
  if (byUsername || !allowEmail || !value.includes('@')) return byUsername;
  return db.selectFrom('idp_users').selectAll().where('email', '=', value).executeTakeFirst();
}

/** Which of username, e-mail and CPF are already taken. */
export async function takenFields(db: Db, fields: { username: string; email: string; cpf: string }) {
  const rows = await db
    .selectFrom('idp_users')
    .select(['username', 'email', 'cpf'])
    .where((eb) => eb.or([eb('username', '=', fields.username), eb('email', '=', fields.email), eb('cpf', '=', fields.cpf)]))
    .execute();
  return {
    username: rows.some((r) => r.username === fields.username),
    email: rows.some((r) => r.email === fields.email),
    cpf: rows.some((r) => r.cpf === fields.cpf),
  };
}

/** Inserts the user; undefined when the username, e-mail or id is already taken. */
export async function createUser(db: Db, user: NewUser, id: string = crypto.randomUUID()): Promise<string | undefined> {
  const result = await db
    .insertInto('idp_users')
    .values({
      id,
      username: user.username.toLowerCase(),
      email: user.email.toLowerCase(),
      first_name: user.firstName,
      last_name: user.lastName,
      cpf: user.cpf,
      password_hash: await hashPassword(user.password),
      roles: user.roles.join(','),
      email_verified: user.emailVerified ? 1 : 0,
      enabled: 1,
      failed_logins: 0,
      locked_until: null,
      locale: user.locale,
      created_at: new Date().toISOString(),
    })
    .onConflict((oc) => oc.doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0 ? id : undefined;
}

/** Imports the realm file's users that are not in the database yet (their passwords are exempt from the policy, as on import). */
export async function importRealmUsers(db: Db, realm: RealmSettings, clientId: string): Promise<Array<{ username: string; password: string }>> {
  const imported: Array<{ username: string; password: string }> = [];
  for (const user of realm.users) {
    if (!user.password) continue;
    imported.push({ username: user.username, password: user.password });
    const existing = await db.selectFrom('idp_users').select('id').where('username', '=', user.username).executeTakeFirst();
    if (existing) continue;
    await createUser(
      db,
      {
        username: user.username,
        email: user.email,
        firstName: user.firstName,
        lastName: user.lastName,
        cpf: user.cpf?.replace(/\D/g, '') ?? null,
        password: user.password,
        roles: user.clientRoles[clientId] ?? [],
        emailVerified: user.emailVerified,
        locale: null,
      },
      user.id,
    );
  }
  return imported;
}

const hashKey = (key: string) => crypto.createHash('sha256').update(key).digest('hex');

/** A single-use e-mail link key; only its hash is stored. */
export async function createActionToken(
  db: Db,
  input: { userId: string; action: 'verify-email'; redirectUri: string | null; lifetimeSeconds: number },
): Promise<string> {
  const key = crypto.randomBytes(32).toString('base64url');
  const now = Date.now();
  await db
    .insertInto('idp_action_tokens')
    .values({
      key_hash: hashKey(key),
      user_id: input.userId,
      action: input.action,
      redirect_uri: input.redirectUri,
      created_at: new Date(now).toISOString(),
      expires_at: new Date(now + input.lifetimeSeconds * 1000).toISOString(),
      used_at: null,
    })
    .execute();
  return key;
}

/** Uses a verify-email key: marks it used and the user's e-mail verified. Undefined when unknown, used or expired. */
export async function consumeVerifyEmailToken(db: Db, key: string): Promise<{ user: IdpUser; redirectUri: string | null } | undefined> {
  const now = new Date().toISOString();
  return db.transaction().execute(async (trx) => {
    const used = await trx
      .updateTable('idp_action_tokens')
      .set({ used_at: now })
      .where('key_hash', '=', hashKey(key))
      .where('action', '=', 'verify-email')
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .returning(['user_id', 'redirect_uri'])
      .executeTakeFirst();
    if (!used) return undefined;
    await trx.updateTable('idp_users').set({ email_verified: 1 }).where('id', '=', used.user_id).execute();
    const user = await trx.selectFrom('idp_users').selectAll().where('id', '=', used.user_id).executeTakeFirst();
    return user && { user, redirectUri: used.redirect_uri };
  });
}
