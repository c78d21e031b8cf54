import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { IdpContext } from '../context';
import { flatParams } from '../http';
import { activeSession } from '../sessions';
import { profileClaims, verifyOwnToken } from '../tokens';
import { tokenUser } from '../token-service';
import type { IdpUser } from '../users';

/** The user of a bearer access token whose session is still live, or a 401 already sent. */
export async function bearerUser(ctx: IdpContext, request: FastifyRequest, reply: FastifyReply): Promise<IdpUser | undefined> {
  const header = request.headers.authorization ?? '';
  const token = /^Bearer\s+(\S+)$/i.exec(header)?.[1] ?? flatParams(request.body).access_token;
  const refuse = (description: string) => {
    void reply
      .status(401)
      .header('www-authenticate', `Bearer realm="${ctx.realm.name}", error="invalid_token", error_description="${description}"`)
      .send({ error: 'invalid_token', error_description: description });
    return undefined;
  };
  if (!token) return refuse('Token not provided');
  let claims;
  try {
    claims = await verifyOwnToken(ctx.key, ctx.issuer, token, 'Bearer');
  } catch {
    return refuse('Token verification failed');
  }
  const live = claims.sid ? await activeSession(ctx.db, claims.sid, ctx.realm) : undefined;
  if (!live || live.user.id !== claims.sub) return refuse("User session not found or doesn't have client attached on it");
  return live.user;
}

export function userinfoRoutes(app: FastifyInstance, ctx: IdpContext): void {
  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    const user = await bearerUser(ctx, request, reply);
    if (!user) return reply;
    return reply.header('cache-control', 'no-store').send({ sub: user.id, ...profileClaims(tokenUser(user, [])) });
  };
  const url = `${ctx.realmPath}/protocol/openid-connect/userinfo`;
  app.get(url, { schema: { hide: true } }, handler);
  app.post(url, { schema: { hide: true } }, handler);
}
