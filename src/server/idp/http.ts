import crypto from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { IdpContext } from './context';

/** The SSO credential (HttpOnly): `<sid>.<secret>`. */
export const IDENTITY_COOKIE = 'KEYCLOAK_IDENTITY';
/** Readable by the login-status iframe, as in Keycloak: `<realm>/<user id>/<sid>`; it proves nothing by itself. */
export const SESSION_COOKIE = 'KEYCLOAK_SESSION';
/** Ties a login or registration form to the browser that loaded it (a cross-site POST lacks this Lax cookie). */
export const FORM_COOKIE = 'AUTH_SESSION_ID';

export function readCookie(request: FastifyRequest, name: string): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const index = part.indexOf('=');
    if (index > 0 && part.slice(0, index).trim() === name) {
      try {
        return decodeURIComponent(part.slice(index + 1).trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

export function setCookie(ctx: IdpContext, reply: FastifyReply, name: string, value: string, options: { httpOnly: boolean; maxAge?: number }): void {
  const attributes = [
    `${name}=${encodeURIComponent(value)}`,
    `Path=${new URL(ctx.issuer).pathname}/`,
    'SameSite=Lax',
    ...(options.httpOnly ? ['HttpOnly'] : []),
    ...(ctx.secureCookies ? ['Secure'] : []),
    ...(options.maxAge !== undefined ? [`Max-Age=${options.maxAge}`] : []),
  ];
  const previous = reply.getHeader('set-cookie');
  const list = previous === undefined ? [] : Array.isArray(previous) ? previous.map(String) : [String(previous)];
  reply.header('set-cookie', [...list, attributes.join('; ')]);
}

export function clearCookie(ctx: IdpContext, reply: FastifyReply, name: string): void {
  setCookie(ctx, reply, name, '', { httpOnly: true, maxAge: 0 });
}

/** A fresh per-form token, set as a cookie and returned for the hidden field. */
export function issueFormToken(ctx: IdpContext, reply: FastifyReply): string {
  const token = crypto.randomBytes(24).toString('base64url');
  setCookie(ctx, reply, FORM_COOKIE, token, { httpOnly: true });
  return token;
}

export function formTokenMatches(request: FastifyRequest, submitted: string | undefined): boolean {
  const expected = readCookie(request, FORM_COOKIE);
  if (!expected || !submitted) return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(submitted);
  return a.length === b.length && crypto.timingSafeEqual(a, b);
}

/**
 * The portal's policy (no inline script), except that forms may post (then redirect) to the registered client
 * origins, and the hidden keycloak-js iframes may be framed by them.
 */
function pagePolicy(ctx: IdpContext, framable: boolean): string {
  const origins = [...new Set([...ctx.clients.values()].flatMap((c) => c.webOrigins))].join(' ');
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "object-src 'none'",
    "base-uri 'self'",
    `form-action 'self' ${origins}`,
    framable ? `frame-ancestors 'self' ${origins}` : "frame-ancestors 'self'",
  ].join('; ');
}

export function sendHtml(ctx: IdpContext, reply: FastifyReply, status: number, body: string, options: { framable?: boolean } = {}): FastifyReply {
  if (options.framable) reply.removeHeader('x-frame-options');
  return reply
    .status(status)
    .header('content-security-policy', pagePolicy(ctx, options.framable === true))
    .header('cache-control', 'no-store, must-revalidate, max-age=0')
    .header('referrer-policy', 'no-referrer')
    .type('text/html; charset=utf-8')
    .send(body);
}

export function sendScript(reply: FastifyReply, source: string): FastifyReply {
  return reply.header('cache-control', 'no-cache').type('text/javascript; charset=utf-8').send(source);
}

/** OAuth JSON errors (RFC 6749 §5.2) with the no-store headers token responses need. */
export function sendOAuthError(reply: FastifyReply, status: number, error: string, description: string): FastifyReply {
  return reply.status(status).header('cache-control', 'no-store').header('pragma', 'no-cache').send({ error, error_description: description });
}

/** Parses HTML form posts in this plugin only, unless the application already does. */
export function acceptFormBodies(app: FastifyInstance): void {
  const type = 'application/x-www-form-urlencoded';
  if (app.hasContentTypeParser(type)) return;
  app.addContentTypeParser(type, { parseAs: 'string', bodyLimit: 64 * 1024 }, (_request, body, done) => {
    const fields: Record<string, string> = {};
    for (const [key, value] of new URLSearchParams(body as string)) if (!(key in fields)) fields[key] = value;
    done(null, fields);
  });
}

/** Flattens parsed query or form objects into one string map (first value of a repeated key; later sources win). */
export function flatParams(...sources: unknown[]): Record<string, string | undefined> {
  const merged: Record<string, string | undefined> = {};
  for (const source of sources) {
    if (!source || typeof source !== 'object') continue;
    for (const [key, value] of Object.entries(source)) {
      if (typeof value === 'string') merged[key] = value;
      else if (Array.isArray(value) && typeof value[0] === 'string') merged[key] = value[0];
    }
  }
  return merged;
}
