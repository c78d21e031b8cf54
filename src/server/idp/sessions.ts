import crypto from 'node:crypto';
import type { Selectable } from 'kysely';
import type { Db } from '../db/index';
import type { IdpSessionsTable } from '../db/schema';
import { findUserById, type IdpUser } from './users';

export type IdpSession = Selectable<IdpSessionsTable>;

export interface SessionLimits {
  sessionIdleSeconds: number;
  sessionMaxSeconds: number;
}

const sha256 = (text: string) => crypto.createHash('sha256').update(text).digest('hex');

/** Starts an SSO session; the returned cookie value is `<sid>.<secret>` and only the secret's hash is stored. */
export async function createSession(db: Db, userId: string, limits: SessionLimits): Promise<{ session: IdpSession; cookie: string }> {
  const now = Date.now();
  const secret = crypto.randomBytes(32).toString('base64url');
  const session: IdpSession = {
    id: crypto.randomUUID(),
    user_id: userId,
    secret_hash: sha256(secret),
    created_at: new Date(now).toISOString(),
    last_seen_at: new Date(now).toISOString(),
    expires_at: new Date(now + limits.sessionMaxSeconds * 1000).toISOString(),
    ended_at: null,
  };
  await db.insertInto('idp_sessions').values(session).execute();
  return { session, cookie: `${session.id}.${secret}` };
}

function isLive(session: IdpSession, limits: SessionLimits, now = Date.now()): boolean {
  if (session.ended_at) return false;
  if (Date.parse(session.expires_at) <= now) return false;
  return Date.parse(session.last_seen_at) + limits.sessionIdleSeconds * 1000 > now;
}

/** The live session with its (enabled) user, by id; refresh and userinfo use it to honour logout. */
export async function activeSession(db: Db, sid: string, limits: SessionLimits): Promise<{ session: IdpSession; user: IdpUser } | undefined> {
  const session = await db.selectFrom('idp_sessions').selectAll().where('id', '=', sid).executeTakeFirst();
  if (!session || !isLive(session, limits)) return undefined;
  const user = await findUserById(db, session.user_id);
  if (!user || !user.enabled) return undefined;
  return { session, user };
}

/** The live session an SSO cookie value stands for, checking its secret. */
export async function sessionFromCookie(db: Db, cookie: string | undefined, limits: SessionLimits) {
  const [sid, secret] = (cookie ?? '').split('.');
  if (!sid || !secret) return undefined;
  const found = await activeSession(db, sid, limits);
  if (!found) return undefined;
  const expected = Buffer.from(found.session.secret_hash);
  const actual = Buffer.from(sha256(secret));
  return expected.length === actual.length && crypto.timingSafeEqual(expected, actual) ? found : undefined;
}

export async function touchSession(db: Db, sid: string): Promise<void> {
  await db.updateTable('idp_sessions').set({ last_seen_at: new Date().toISOString() }).where('id', '=', sid).execute();
}

export async function endSession(db: Db, sid: string): Promise<void> {
  await db.updateTable('idp_sessions').set({ ended_at: new Date().toISOString() }).where('id', '=', sid).where('ended_at', 'is', null).execute();
  await db.deleteFrom('idp_grants').where('session_id', '=', sid).execute();
}

/** Opens a refresh-token chain for one code exchange. */
export async function createGrant(db: Db, input: { sessionId: string; clientId: string; jti: string }): Promise<void> {
  await db
    .insertInto('idp_grants')
    .values({ id: crypto.randomUUID(), session_id: input.sessionId, client_id: input.clientId, current_jti: input.jti, created_at: new Date().toISOString() })
    .execute();
}

/**
 * Replaces the chain's current refresh token id; false when `oldJti` is not current (already rotated, or the session
 * ended), which is how a refresh token used a second time is refused. The conditional update makes two racing uses
 * of one token succeed at most once.
 */
export async function rotateGrant(db: Db, oldJti: string, newJti: string): Promise<boolean> {
  const result = await db.updateTable('idp_grants').set({ current_jti: newJti }).where('current_jti', '=', oldJti).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export interface PendingCode {
  clientId: string;
  redirectUri: string;
  codeChallenge: string | undefined;
  nonce: string | undefined;
  scope: string;
  sessionId: string;
  userId: string;
  expiresAt: number;
}

/**
 * Authorization codes live in memory: they last `lifetimeSeconds` (60 s in the realm) and are single-use, so losing
 * them on a restart only makes an in-flight login start over.
 */
export class AuthorizationCodes {
  private readonly pending = new Map<string, PendingCode>();

  constructor(private readonly lifetimeSeconds: number) {}

  issue(code: Omit<PendingCode, 'expiresAt'>): string {
    const now = Date.now();
    for (const [key, value] of this.pending) if (value.expiresAt <= now) this.pending.delete(key);
    const key = crypto.randomBytes(32).toString('base64url');
    this.pending.set(key, { ...code, expiresAt: now + this.lifetimeSeconds * 1000 });
    return key;
  }

  /** Takes the code out whatever happens next, so a second use always fails. */
  consume(key: string): PendingCode | undefined {
    const code = this.pending.get(key);
    this.pending.delete(key);
    return code && code.expiresAt > Date.now() ? code : undefined;
  }
}
