import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { carriedQuery, parseAuthorizationRequest } from '../authorization-request';
import { sendActivationMail } from '../activation';
import type { IdpContext } from '../context';
import { flatParams, formTokenMatches, issueFormToken, sendHtml } from '../http';
import { pickLocale, translator, type Locale } from '../i18n';
import { codeRedirect, endpoint, sendErrorPage, startSession } from '../login-flow';
import { addTakenErrors, validateRegistration, type FieldErrors } from '../registration';
import { burnVerification } from '../passwords';
import { sendRegistrationNotice } from '../registration-mail';
import { REGISTRATION_RULE, keys } from '../throttling';
import { consumeVerifyEmailToken, createUser, findUserById, takenFields } from '../users';
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
    const addressKey = keys.registrationAddress(request.ip);
    const wait = await ctx.throttle.blockedFor(addressKey);
    if (wait > 0) {
      reply.header('retry-after', Math.ceil(wait / 1000));
      return formPage(reply, locale, query, { values: form, error: t('tooManyRegistrations', { minutes: Math.ceil(wait / 60_000) }), status: 429 });
    }
    const verifyEmail = ctx.realm.verifyEmail;
    const { input, errors } = await validateRegistration(ctx, form, t, !verifyEmail);
    const invalid = (fieldErrors: FieldErrors) => formPage(reply, locale, query, { values: form, errors: fieldErrors, error: t('formHasErrors'), status: 400 });
    if (Object.keys(errors).length) return invalid(errors);
    // Only well-formed registrations count: each one sends an e-mail.
    await ctx.throttle.hit(addressKey, REGISTRATION_RULE);
    const newUser = { ...input, roles: [], emailVerified: !verifyEmail, locale };

    if (!verifyEmail) {
      // Without e-mail verification a registration signs in at once, so taken fields cannot be hidden anyway.
      const id = await createUser(ctx.db, newUser);
      if (!id) {
        // Lost a race with another registration of the same username, e-mail or CPF.
        const raced: FieldErrors = {};
        await addTakenErrors(ctx, input, raced, t);
        return invalid(raced);
      }
      const user = (await findUserById(ctx.db, id))!;
      request.log.info({ user: user.username }, 'embedded identity provider: user registered');
      const session = await startSession(ctx, reply, user);
      return reply.redirect(codeRedirect(ctx, parsed.request, session), 302);
    }

    // The same page whether or not anything is taken; the e-mail tells its owner what happened.
    let taken = await takenFields(ctx.db, input);
    const free = !taken.username && !taken.email && !taken.cpf;
    const id = free ? await createUser(ctx.db, newUser) : undefined;
    if (id) {
      const user = (await findUserById(ctx.db, id))!;
      request.log.info({ user: user.username }, 'embedded identity provider: user registered');
      await sendActivationMail(ctx, user, locale, parsed.request.redirectUri);
    } else {
      if (free)
        taken = await takenFields(ctx.db, input); // lost a race with another registration
      else await burnVerification(input.password); // what createUser's hashing would have cost
      request.log.info({ taken }, 'embedded identity provider: registration refused, the e-mail address is told');
      await sendRegistrationNotice(ctx, input.email, locale, taken);
    }
    const page = renderMessagePage({
      locale,
      realmName: ctx.realm.displayName,
      title: t('checkEmailTitle'),
      message: t('checkEmailBodyAny', { email: input.email }),
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
