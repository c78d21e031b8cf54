import type { FastifyReply } from 'fastify';
import type { AuthorizationRequest } from './authorization-request';
import { carriedQuery } from './authorization-request';
import type { IdpContext } from './context';
import { IDENTITY_COOKIE, SESSION_COOKIE, issueFormToken, sendHtml, setCookie } from './http';
import { translator, type Locale, type MessageKey } from './i18n';
import { burnVerification, verifyPassword } from './passwords';
import { withResponseParams } from './redirect-uris';
import { createSession, type IdpSession } from './sessions';
import { accountRule, addressRule, keys } from './throttling';
import { findUserByLogin, type IdpUser } from './users';
import { renderLoginPage } from './views/login';
import { renderMessagePage } from './views/message';

/** Absolute endpoint URLs, so links and form actions also work when PUBLIC_URL has a path prefix. */
export const endpoint = (ctx: IdpContext, name: string) => `${ctx.issuer}/protocol/openid-connect/${name}`;

export type AuthenticationResult =
  { ok: true; user: IdpUser } | { ok: false; message: MessageKey; params?: Record<string, string | number>; unverified?: IdpUser; retryAfterMs?: number };

/**
 * Checks a username (or e-mail) and password, throttled per client address and per login name (./throttling.ts).
 * An attempt during a wait is refused before the password is looked at; otherwise the password is always run
 * through scrypt, so an unknown name and a known one answer alike, in the same time.
 */
export async function authenticate(ctx: IdpContext, login: string, password: string, address: string): Promise<AuthenticationResult> {
  if (!login.trim() || !password) return { ok: false, message: 'missingCredentials' };
  const perAccount = accountRule(ctx.realm);
  const addressKey = keys.loginAddress(address);
  const accountKey = keys.loginAccount(login);
  const wait = Math.max(await ctx.throttle.blockedFor(addressKey), perAccount ? await ctx.throttle.blockedFor(accountKey) : 0);
  if (wait > 0) return { ok: false, message: 'tooManyAttempts', params: { seconds: Math.ceil(wait / 1000) }, retryAfterMs: wait };

  const user = await findUserByLogin(ctx.db, login, ctx.realm.loginWithEmailAllowed);
  const matches = user ? await verifyPassword(password, user.password_hash) : (await burnVerification(password), false);
  if (!user || !matches) {
    await ctx.throttle.hit(addressKey, addressRule(ctx.realm));
    if (perAccount) await ctx.throttle.hit(accountKey, perAccount);
    return { ok: false, message: 'invalidCredentials' };
  }
  if (perAccount) await ctx.throttle.reset(accountKey);
  if (!user.enabled) return { ok: false, message: 'accountDisabled' };
  if (ctx.realm.verifyEmail && !user.email_verified) return { ok: false, message: 'emailNotVerified', params: { email: user.email }, unverified: user };
  return { ok: true, user };
}

/** Starts the SSO session and sets its cookies. */
export async function startSession(ctx: IdpContext, reply: FastifyReply, user: IdpUser): Promise<IdpSession> {
  const { session, cookie } = await createSession(ctx.db, user.id, ctx.realm);
  setCookie(ctx, reply, IDENTITY_COOKIE, cookie, { httpOnly: true });
  setCookie(ctx, reply, SESSION_COOKIE, `${ctx.realm.name}/${user.id}/${session.id}`, { httpOnly: false });
  return session;
}

/** Issues a one-time code for the session and returns the redirect to the client (with iss, per RFC 9207). */
export function codeRedirect(ctx: IdpContext, auth: AuthorizationRequest, session: IdpSession): string {
  const code = ctx.codes.issue({
    clientId: auth.client.clientId,
    redirectUri: auth.redirectUri,
    codeChallenge: auth.codeChallenge,
    nonce: auth.nonce,
    scope: auth.scope,
    sessionId: session.id,
    userId: session.user_id,
  });
  return withResponseParams(auth.redirectUri, { state: auth.state, session_state: session.id, iss: ctx.issuer, code }, auth.responseMode);
}

export interface LoginPageOptions {
  status?: number;
  username?: string;
  error?: { message: MessageKey; params?: Record<string, string | number> };
  info?: { message: MessageKey; params?: Record<string, string | number> };
}

/** The login form for an authorization request; `query` is the request's own query, carried into the form's action. */
export function sendLoginPage(
  ctx: IdpContext,
  reply: FastifyReply,
  locale: Locale,
  query: Record<string, string | undefined>,
  options: LoginPageOptions = {},
): FastifyReply {
  const t = translator(locale);
  const auth = endpoint(ctx, 'auth');
  const page = renderLoginPage({
    locale,
    realmName: ctx.realm.displayName,
    action: `${auth}?${carriedQuery(query)}`,
    csrfToken: issueFormToken(ctx, reply),
    username: options.username ?? query.login_hint ?? '',
    loginWithEmail: ctx.realm.loginWithEmailAllowed,
    error: options.error && t(options.error.message, options.error.params),
    info: options.info && t(options.info.message, options.info.params),
    registrationUrl: ctx.realm.registrationAllowed ? `${endpoint(ctx, 'registrations')}?${carriedQuery(query)}` : undefined,
    switchLocaleUrl: (l) => `${auth}?${carriedQuery(query, { kc_locale: l })}`,
  });
  return sendHtml(ctx, reply, options.status ?? 200, page);
}

export function sendErrorPage(ctx: IdpContext, reply: FastifyReply, locale: Locale, message: MessageKey, status = 400): FastifyReply {
  const t = translator(locale);
  const page = renderMessagePage({ locale, realmName: ctx.realm.displayName, title: t('errorTitle'), message: t(message), kind: 'error' });
  return sendHtml(ctx, reply, status, page);
}
