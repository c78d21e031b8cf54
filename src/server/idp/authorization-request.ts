import type { IdpContext } from './context';
import { DEFAULT_SCOPE } from './tokens';
import type { MessageKey } from './i18n';
import type { RealmClient } from './realm';
import { isAllowedRedirect, withResponseParams } from './redirect-uris';

export type ResponseMode = 'query' | 'fragment';

/** A validated `/auth` (or `/registrations`) request. */
export interface AuthorizationRequest {
  client: RealmClient;
  redirectUri: string;
  responseMode: ResponseMode;
  state: string | undefined;
  nonce: string | undefined;
  scope: string;
  codeChallenge: string | undefined;
  prompt: string[];
  maxAge: number | undefined;
  loginHint: string | undefined;
}

export type ParsedAuthorization =
  | { kind: 'ok'; request: AuthorizationRequest }
  /** Neither client nor redirect URI can be trusted: answer with a 400 page, never a redirect. */
  | { kind: 'page'; message: MessageKey }
  /** The redirect URI is trusted: report the error to the client there. */
  | { kind: 'redirect'; location: string };

const PKCE_CHALLENGE = /^[A-Za-z0-9._~-]{43,128}$/;

export function errorRedirect(
  ctx: IdpContext,
  target: { redirectUri: string; responseMode: ResponseMode; state: string | undefined },
  error: string,
  description?: string,
): string {
  return withResponseParams(target.redirectUri, { error, error_description: description, state: target.state, iss: ctx.issuer }, target.responseMode);
}

export function parseAuthorizationRequest(ctx: IdpContext, params: Record<string, string | undefined>): ParsedAuthorization {
  const client = params.client_id ? ctx.clients.get(params.client_id) : undefined;
  if (!client) return { kind: 'page', message: 'invalidClient' };
  const redirectUri = params.redirect_uri;
  if (!isAllowedRedirect(client.redirectUris, redirectUri)) return { kind: 'page', message: 'invalidRedirectUri' };
  const mode = params.response_mode ?? 'query';
  if (mode !== 'query' && mode !== 'fragment') return { kind: 'page', message: 'invalidRedirectUri' };
  const target = { redirectUri, responseMode: mode, state: params.state } as const;
  const fail = (error: string, description: string): ParsedAuthorization => ({
    kind: 'redirect',
    location: errorRedirect(ctx, target, error, description),
  });

  if (params.response_type !== 'code') return fail('unsupported_response_type', 'Client is not allowed to initiate browser login with given response_type.');
  const method = params.code_challenge_method;
  const challenge = params.code_challenge;
  if (client.pkceMethod === 'S256' && !method) return fail('invalid_request', 'Missing parameter: code_challenge_method');
  if ((method || challenge) && method !== 'S256') return fail('invalid_request', 'Invalid parameter: code_challenge_method');
  if (method && !challenge) return fail('invalid_request', 'Missing parameter: code_challenge');
  if (challenge && !PKCE_CHALLENGE.test(challenge)) return fail('invalid_request', 'Invalid parameter: code_challenge');
  const maxAge = params.max_age === undefined ? undefined : Number(params.max_age);
  if (maxAge !== undefined && !(Number.isInteger(maxAge) && maxAge >= 0)) return fail('invalid_request', 'Invalid parameter: max_age');

  return {
    kind: 'ok',
    request: {
      client,
      redirectUri,
      responseMode: mode,
      state: params.state,
      nonce: params.nonce,
      // Keycloak grants the client's default scopes whatever is asked; openid decides whether an ID token comes too.
      scope: (params.scope ?? '').split(' ').includes('openid') ? DEFAULT_SCOPE : 'profile email',
      codeChallenge: challenge,
      prompt: (params.prompt ?? '').split(' ').filter(Boolean),
      maxAge,
      loginHint: params.login_hint,
    },
  };
}

/** The query string of the original request, with `extra` set on top, to carry it from page to page. */
export function carriedQuery(params: Record<string, string | undefined>, extra: Record<string, string> = {}): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined) search.set(key, value);
  for (const [key, value] of Object.entries(extra)) search.set(key, value);
  return search.toString();
}
