import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorRedirect, parseAuthorizationRequest } from '../authorization-request';
import { sendActivationMail } from '../activation';
import type { IdpContext } from '../context';
import { IDENTITY_COOKIE, flatParams, formTokenMatches, readCookie } from '../http';
import { pickLocale } from '../i18n';
import { authenticate, codeRedirect, sendErrorPage, sendLoginPage, startSession } from '../login-flow';
import { sessionFromCookie } from '../sessions';
import { MAIL_INTERVAL_MS } from '../throttling';

/** `GET /auth` answers from the SSO session or shows the login form; `POST /auth` is that form's submission. */
export function authorizeRoutes(app: FastifyInstance, ctx: IdpContext): void {
  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    const query = flatParams(request.query);
    const locale = pickLocale(query, request.headers['accept-language']);
    const parsed = parseAuthorizationRequest(ctx, query);
    if (parsed.kind === 'page') return sendErrorPage(ctx, reply, locale, parsed.message);
    if (parsed.kind === 'redirect') return reply.redirect(parsed.location, 302);
    const auth = parsed.request;

    if (request.method !== 'POST') {
      const sso = await sessionFromCookie(ctx.db, readCookie(request, IDENTITY_COOKIE), ctx.realm);
      const tooOld = sso && auth.maxAge !== undefined && Date.now() - Date.parse(sso.session.created_at) > auth.maxAge * 1000;
      if (sso && !tooOld && !auth.prompt.includes('login')) return reply.redirect(codeRedirect(ctx, auth, sso.session), 302);
      if (auth.prompt.includes('none')) return reply.redirect(errorRedirect(ctx, auth, 'login_required'), 302);
      return sendLoginPage(ctx, reply, locale, query);
    }

    const form = flatParams(request.body);
    const username = form.username ?? '';
    if (!formTokenMatches(request, form.session_code)) {
      return sendLoginPage(ctx, reply, locale, query, { status: 400, username, error: { message: 'loginExpired' } });
    }
    const result = await authenticate(ctx, username, form.password ?? '', request.ip);
    if (!result.ok) {
      let { message, params } = result;
      if (result.unverified && !(await sendActivationMail(ctx, result.unverified, locale, auth.redirectUri))) {
        message = 'emailNotVerifiedRecent';
        params = { ...params, minutes: MAIL_INTERVAL_MS / 60_000 };
      }
      if (result.retryAfterMs) reply.header('retry-after', Math.ceil(result.retryAfterMs / 1000));
      return sendLoginPage(ctx, reply, locale, query, { status: result.retryAfterMs ? 429 : 401, username, error: { message, params } });
    }
    const session = await startSession(ctx, reply, result.user);
    request.log.info({ user: result.user.username, sid: session.id }, 'embedded identity provider: login');
    return reply.redirect(codeRedirect(ctx, auth, session), 302);
  };
  const url = `${ctx.realmPath}/protocol/openid-connect/auth`;
  app.get(url, { schema: { hide: true } }, handler);
  app.post(url, { schema: { hide: true } }, handler);
}
