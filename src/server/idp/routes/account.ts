import crypto from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { carriedQuery } from '../authorization-request';
import { ACCOUNT_CLIENT_ID, type IdpContext } from '../context';
import { IDENTITY_COOKIE, flatParams, readCookie, sendHtml } from '../http';
import { pickLocale } from '../i18n';
import { endpoint } from '../login-flow';
import { isAllowedRedirect } from '../redirect-uris';
import { sessionFromCookie } from '../sessions';
import { fullName, rolesOf } from '../users';
import { renderAccountPage } from '../views/account';
import { bearerUser } from './userinfo';

/**
 * A small stand-in for Keycloak's account console: an HTML profile page for the SSO session (signing in through the
 * built-in account-console client first), and the JSON profile keycloak-js `loadUserProfile()` reads with a bearer token.
 */
export function accountRoutes(app: FastifyInstance, ctx: IdpContext): void {
  const accountUrl = `${ctx.issuer}/account/`;

  const profile = async (request: FastifyRequest, reply: FastifyReply) => {
    const user = await bearerUser(ctx, request, reply);
    if (!user) return reply;
    return reply.header('cache-control', 'no-store').send({
      id: user.id,
      username: user.username,
      firstName: user.first_name,
      lastName: user.last_name,
      email: user.email,
      emailVerified: user.email_verified === 1,
      attributes: user.cpf ? { cpf: [user.cpf] } : {},
    });
  };

  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.headers.authorization) return profile(request, reply);
    const query = flatParams(request.query);
    const locale = pickLocale(query, request.headers['accept-language']);
    const kept = { referrer: query.referrer, referrer_uri: query.referrer_uri, kc_locale: query.kc_locale };
    const sso = await sessionFromCookie(ctx.db, readCookie(request, IDENTITY_COOKIE), ctx.realm);
    if (!sso) {
      // The code that comes back is never exchanged: signing in sets the SSO cookie, which is all this page needs.
      const login = carriedQuery({
        client_id: ACCOUNT_CLIENT_ID,
        redirect_uri: `${accountUrl}${carriedQuery(kept) ? `?${carriedQuery(kept)}` : ''}`,
        response_type: 'code',
        response_mode: 'query',
        scope: 'openid',
        state: crypto.randomUUID(),
        code_challenge: crypto.randomBytes(32).toString('base64url'),
        code_challenge_method: 'S256',
        ui_locales: locale,
      });
      return reply.redirect(`${endpoint(ctx, 'auth')}?${login}`, 302);
    }
    const referrer = ctx.clients.get(query.referrer ?? ctx.portal.clientId);
    const back = referrer && isAllowedRedirect(referrer.redirectUris, query.referrer_uri) ? query.referrer_uri : `${ctx.config.publicUrl}/`;
    const logout = carriedQuery({ client_id: ctx.portal.clientId, post_logout_redirect_uri: `${ctx.config.publicUrl}/` });
    const { user } = sso;
    const page = renderAccountPage({
      locale,
      realmName: ctx.realm.displayName,
      user: { name: fullName(user), username: user.username, email: user.email, cpf: user.cpf, roles: rolesOf(user) },
      backUrl: back,
      logoutUrl: `${endpoint(ctx, 'logout')}?${logout}`,
      switchLocaleUrl: (l) => `${accountUrl}?${carriedQuery({ ...kept, kc_locale: l })}`,
    });
    return sendHtml(ctx, reply, 200, page);
  };
  app.get(`${ctx.realmPath}/account`, { schema: { hide: true } }, handler);
  app.get(`${ctx.realmPath}/account/`, { schema: { hide: true } }, handler);
}
