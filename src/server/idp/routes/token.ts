import crypto from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { IdpContext } from '../context';
import { flatParams, sendOAuthError } from '../http';
import { activeSession, createGrant, rotateGrant, touchSession } from '../sessions';
import { tokensFor } from '../token-service';
import { verifyOwnToken } from '../tokens';

const PKCE_VERIFIER = /^[A-Za-z0-9._~-]{43,128}$/;

function s256(verifier: string): string {
  return crypto.createHash('sha256').update(verifier).digest('base64url');
}

/** The token endpoint: authorization_code (PKCE S256) and refresh_token with rotation, for public clients. */
export function tokenRoutes(app: FastifyInstance, ctx: IdpContext): void {
  const authorizationCode = async (reply: FastifyReply, params: Record<string, string | undefined>, clientId: string) => {
    const pending = params.code ? ctx.codes.consume(params.code) : undefined;
    if (!pending) return sendOAuthError(reply, 400, 'invalid_grant', 'Code not valid');
    if (pending.clientId !== clientId) return sendOAuthError(reply, 400, 'invalid_grant', 'Auth error');
    if (params.redirect_uri !== pending.redirectUri) return sendOAuthError(reply, 400, 'invalid_grant', 'Incorrect redirect_uri');
    if (pending.codeChallenge) {
      const verifier = params.code_verifier;
      if (!verifier) return sendOAuthError(reply, 400, 'invalid_grant', 'PKCE code verifier not specified');
      if (!PKCE_VERIFIER.test(verifier) || s256(verifier) !== pending.codeChallenge) {
        return sendOAuthError(reply, 400, 'invalid_grant', 'PKCE verification failed: Code mismatch');
      }
    }
    const live = await activeSession(ctx.db, pending.sessionId, ctx.realm);
    if (!live || live.user.id !== pending.userId) return sendOAuthError(reply, 400, 'invalid_grant', 'Session not active');
    const client = ctx.clients.get(clientId)!;
    const tokens = await tokensFor(ctx, { user: live.user, session: live.session, client, nonce: pending.nonce, scope: pending.scope });
    await createGrant(ctx.db, { sessionId: live.session.id, clientId, jti: tokens.refreshJti });
    return reply.header('cache-control', 'no-store').header('pragma', 'no-cache').send(tokens.response);
  };

  const refreshToken = async (reply: FastifyReply, params: Record<string, string | undefined>, clientId: string) => {
    let claims;
    try {
      claims = await verifyOwnToken(ctx.key, ctx.issuer, params.refresh_token ?? '', 'Refresh');
    } catch {
      return sendOAuthError(reply, 400, 'invalid_grant', 'Invalid refresh token');
    }
    if (claims.azp !== clientId) return sendOAuthError(reply, 400, 'invalid_grant', "Invalid refresh token. Token client and authorized client don't match");
    const live = claims.sid ? await activeSession(ctx.db, claims.sid, ctx.realm) : undefined;
    if (!live || live.user.id !== claims.sub) return sendOAuthError(reply, 400, 'invalid_grant', 'Session not active');
    const client = ctx.clients.get(clientId)!;
    const scope = typeof claims.scope === 'string' ? claims.scope : '';
    const tokens = await tokensFor(ctx, { user: live.user, session: live.session, client, nonce: undefined, scope });
    if (!claims.jti || !(await rotateGrant(ctx.db, claims.jti, tokens.refreshJti))) {
      return sendOAuthError(reply, 400, 'invalid_grant', 'Maximum allowed refresh token reuse exceeded');
    }
    await touchSession(ctx.db, live.session.id);
    return reply.header('cache-control', 'no-store').header('pragma', 'no-cache').send(tokens.response);
  };

  app.post(`${ctx.realmPath}/protocol/openid-connect/token`, { schema: { hide: true } }, async (request: FastifyRequest, reply) => {
    const params = flatParams(request.body);
    const clientId = params.client_id;
    if (!clientId || !ctx.clients.has(clientId)) return sendOAuthError(reply, 401, 'invalid_client', 'Invalid client or Invalid client credentials');
    switch (params.grant_type) {
      case 'authorization_code':
        return authorizationCode(reply, params, clientId);
      case 'refresh_token':
        return refreshToken(reply, params, clientId);
      default:
        return sendOAuthError(reply, 400, 'unsupported_grant_type', 'Unsupported grant_type');
    }
  });
}
