import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { carriedQuery } from '../authorization-request';
import type { IdpContext } from '../context';
import { FORM_COOKIE, IDENTITY_COOKIE, SESSION_COOKIE, clearCookie, flatParams, formTokenMatches, issueFormToken, readCookie, sendHtml } from '../http';
import { pickLocale, translator, type Locale } from '../i18n';
import { endpoint, sendErrorPage } from '../login-flow';
import { isAllowedRedirect, withResponseParams } from '../redirect-uris';
import { endSession, sessionFromCookie } from '../sessions';
import { verifyOwnToken } from '../tokens';
import { html } from '../views/html';
import { renderMessagePage } from '../views/message';

/**
 * RP-initiated logout (OpenID Connect RP-Initiated Logout 1.0) as Keycloak does it: with an id_token_hint the session
 * ends at once; without one the user confirms first, so a cross-site link cannot sign anyone out.
 */
export function logoutRoutes(app: FastifyInstance, ctx: IdpContext): void {
  const confirmPage = (reply: FastifyReply, locale: Locale, params: Record<string, string | undefined>) => {
    const t = translator(locale);
    const extra = html`<form id="kc-logout-confirm" method="post" action="${endpoint(ctx, 'logout')}?${carriedQuery(params)}">
      <input type="hidden" name="session_code" value="${issueFormToken(ctx, reply)}" />
      <input type="hidden" name="confirm" value="yes" />
      <input type="submit" id="kc-logout" name="confirmLogout" value="${t('signOut')}" />
    </form>`;
    const page = renderMessagePage({ locale, realmName: ctx.realm.displayName, title: t('logoutTitle'), message: t('logoutConfirm'), kind: 'info', extra });
    return sendHtml(ctx, reply, 200, page);
  };

  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    const query = flatParams(request.query);
    const params = flatParams(request.query, request.body);
    const locale = pickLocale(params, request.headers['accept-language']);

    let hintSid: string | undefined;
    let hintClient: string | undefined;
    if (params.id_token_hint) {
      try {
        const claims = await verifyOwnToken(ctx.key, ctx.issuer, params.id_token_hint, 'ID', { allowExpired: true });
        hintSid = claims.sid;
        hintClient = claims.azp;
      } catch {
        return sendErrorPage(ctx, reply, locale, 'invalidParameterIdTokenHint');
      }
    }
    if (params.client_id && hintClient && params.client_id !== hintClient) return sendErrorPage(ctx, reply, locale, 'invalidParameterIdTokenHint');
    const clientId = params.client_id ?? hintClient;
    const client = clientId ? ctx.clients.get(clientId) : undefined;
    if (clientId && !client) return sendErrorPage(ctx, reply, locale, 'invalidClient');
    const redirect = params.post_logout_redirect_uri;
    if (redirect !== undefined && !(client && isAllowedRedirect(client.postLogoutRedirectUris, redirect))) {
      return sendErrorPage(ctx, reply, locale, 'invalidPostLogoutRedirectUri');
    }

    const sso = await sessionFromCookie(ctx.db, readCookie(request, IDENTITY_COOKIE), ctx.realm);
    const confirmed = params.confirm === 'yes' && formTokenMatches(request, params.session_code);
    if (!hintSid && sso && !confirmed) return confirmPage(reply, locale, query);

    for (const sid of new Set([hintSid, sso?.session.id])) if (sid) await endSession(ctx.db, sid);
    for (const name of [IDENTITY_COOKIE, SESSION_COOKIE, FORM_COOKIE]) clearCookie(ctx, reply, name);
    if (redirect) return reply.redirect(withResponseParams(redirect, { state: params.state }, 'query'), 302);
    const t = translator(locale);
    const page = renderMessagePage({ locale, realmName: ctx.realm.displayName, title: t('loggedOutTitle'), message: t('loggedOutBody'), kind: 'success' });
    return sendHtml(ctx, reply, 200, page);
  };
  const url = `${ctx.realmPath}/protocol/openid-connect/logout`;
  app.get(url, { schema: { hide: true } }, handler);
  app.post(url, { schema: { hide: true } }, handler);
}
