import type { IdpContext } from './context';
import type { IdpSession } from './sessions';
import { issueTokenSet, type TokenSet, type TokenUser } from './tokens';
import { rolesOf, type IdpUser } from './users';
import type { RealmClient } from './realm';

export function tokenUser(user: IdpUser, roles: string[]): TokenUser {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    firstName: user.first_name,
    lastName: user.last_name,
    cpf: user.cpf,
    emailVerified: user.email_verified === 1,
    roles,
  };
}

/** Tokens for a user's session and client, with the refresh token cut at the session's maximum lifespan. */
export async function tokensFor(
  ctx: IdpContext,
  input: { user: IdpUser; session: IdpSession; client: RealmClient; nonce: string | undefined; scope: string },
): Promise<TokenSet> {
  const now = Math.floor(Date.now() / 1000);
  const sessionEnd = Math.floor(Date.parse(input.session.expires_at) / 1000);
  const { user, client } = input;
  return issueTokenSet(ctx.key, {
    issuer: ctx.issuer,
    realm: ctx.realm.name,
    clientId: client.clientId,
    // Only the portal client carries roles; the built-in account client gets none.
    user: tokenUser(user, client.clientId === ctx.portal.clientId ? rolesOf(user).filter((r) => client.roles.includes(r)) : []),
    sid: input.session.id,
    authTime: Math.floor(Date.parse(input.session.created_at) / 1000),
    now,
    lifetimeSeconds: ctx.realm.accessTokenSeconds,
    refreshSeconds: Math.max(0, Math.min(ctx.realm.sessionIdleSeconds, sessionEnd - now)),
    allowedOrigins: client.webOrigins,
    nonce: input.nonce,
    scope: input.scope,
  });
}
