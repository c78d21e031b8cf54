import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { carriedQuery, parseAuthorizationRequest } from '../authorization-request';
import { sendActivationMail } from '../activation';
import type { IdpContext } from '../context';
import { flatParams, formTokenMatches, issueFormToken, sendHtml } from '../http';
import { pickLocale, translator, type Locale } from '../i18n';
import { codeRedirect, endpoint, sendErrorPage, startSession } from '../login-flow';
import { addTakenErrors, validateRegistration, type FieldErrors } from '../registration';
import { consumeVerifyEmailToken, createUser, findUserById } from '../users';
import { renderMessagePage } from '../views/message';
import { renderRegisterPage } from '../views/register';

/**
 * Self-registration (Keycloak's `/registrations`, reached with the same parameters as `/auth`) and the e-mail link that
 * activates the account (`/login-actions/action-token`).
 */
export function registrationRoutes(app: FastifyInstance, ctx: IdpContext): void {
  const registrations = endpoint(ctx, 'registrations');

  const formPage = (
    reply: FastifyReply,
    locale: Locale,
    query: Record<string, string | undefined>,
    state: { values?: Record<string, string | undefined>; errors?: FieldErrors; error?: string; status?: number } = {},
  ) => {
    const page = renderRegisterPage({
      locale,
      realmName: ctx.realm.displayName,
      action: `${registrations}?${carriedQuery(query)}`,
      csrfToken: issueFormToken(ctx, reply),
      values: state.values ?? {},
      errors: state.errors ?? {},
      error: state.error,
      loginUrl: `${endpoint(ctx, 'auth')}?${carriedQuery(query)}`,
      switchLocaleUrl: (l) => `${registrations}?${carriedQuery(query, { kc_locale: l })}`,
    });
    return sendHtml(ctx, reply, state.status ?? 200, page);
  };

  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    const query = flatParams(request.query);
    const locale = pickLocale(query, request.headers['accept-language']);
    const t = translator(locale);
    if (!ctx.realm.registrationAllowed) return sendErrorPage(ctx, reply, locale, 'registrationDisabled', 403);
    const parsed = parseAuthorizationRequest(ctx, query);
    if (parsed.kind === 'page') return sendErrorPage(ctx, reply, locale, parsed.message);
    if (parsed.kind === 'redirect') return reply.redirect(parsed.location, 302);
    if (request.method !== 'POST') return formPage(reply, locale, query);

    const form = flatParams(request.body);
    if (!formTokenMatches(request, form.session_code)) return formPage(reply, locale, query, { values: form, error: t('loginExpired'), status: 400 });
    const { input, errors } = await validateRegistration(ctx, form, t);
    const invalid = (fieldErrors: FieldErrors) => formPage(reply, locale, query, { values: form, errors: fieldErrors, error: t('formHasErrors'), status: 400 });
    if (Object.keys(errors).length) return invalid(errors);

    const id = await createUser(ctx.db, { ...input, roles: [], emailVerified: !ctx.realm.verifyEmail, locale });
    if (!id) {
      // Lost a race with another registration of the same username, e-mail or CPF.
      const raced: FieldErrors = {};
      await addTakenErrors(ctx, input, raced, t);
      return invalid(raced);
    }
    const user = (await findUserById(ctx.db, id))!;
    request.log.info({ user: user.username }, 'embedded identity provider: user registered');
    if (!ctx.realm.verifyEmail) {
      const session = await startSession(ctx, reply, user);
      return reply.redirect(codeRedirect(ctx, parsed.request, session), 302);
    }
    await sendActivationMail(ctx, user, locale, parsed.request.redirectUri);
    const page = renderMessagePage({
      locale,
      realmName: ctx.realm.displayName,
      title: t('checkEmailTitle'),
      message: t('checkEmailBody', { email: user.email }),
      kind: 'info',
      link: { href: `${endpoint(ctx, 'auth')}?${carriedQuery(query)}`, text: t('backToLogin') },
    });
    return sendHtml(ctx, reply, 200, page);
  };
  const route = `${ctx.realmPath}/protocol/openid-connect/registrations`;
  app.get(route, { schema: { hide: true } }, handler);
  app.post(route, { schema: { hide: true } }, handler);

  app.get(`${ctx.realmPath}/login-actions/action-token`, { schema: { hide: true } }, async (request, reply) => {
    const query = flatParams(request.query);
    const used = query.key ? await consumeVerifyEmailToken(ctx.db, query.key) : undefined;
    const locale = pickLocale({ ...query, kc_locale: query.kc_locale ?? used?.user.locale ?? undefined }, request.headers['accept-language']);
    const t = translator(locale);
    if (!used) {
      const page = renderMessagePage({ locale, realmName: ctx.realm.displayName, title: t('invalidLinkTitle'), message: t('invalidLinkBody'), kind: 'error' });
      return sendHtml(ctx, reply, 400, page);
    }
    request.log.info({ user: used.user.username }, 'embedded identity provider: e-mail verified');
    const back = used.redirectUri ? used.redirectUri.split(/[?#]/)[0]! : `${ctx.config.publicUrl}/`;
    const page = renderMessagePage({
      locale,
      realmName: ctx.realm.displayName,
      title: t('activatedTitle'),
      message: t('activatedBody'),
      kind: 'success',
      link: { href: back, text: t('backToApplication') },
    });
    return sendHtml(ctx, reply, 200, page);
  });
}
