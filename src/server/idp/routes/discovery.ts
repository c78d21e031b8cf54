import type { FastifyInstance } from 'fastify';
import type { IdpContext } from '../context';

/** The OpenID Provider metadata of a Keycloak realm, limited to what the stand-in implements. */
function discoveryDocument(ctx: IdpContext) {
  const oidc = `${ctx.issuer}/protocol/openid-connect`;
  return {
    issuer: ctx.issuer,
    authorization_endpoint: `${oidc}/auth`,
    token_endpoint: `${oidc}/token`,
    userinfo_endpoint: `${oidc}/userinfo`,
    end_session_endpoint: `${oidc}/logout`,
    jwks_uri: `${oidc}/certs`,
    check_session_iframe: `${oidc}/login-status-iframe.html`,
    frontchannel_logout_session_supported: true,
    frontchannel_logout_supported: true,
    backchannel_logout_supported: false,
    grant_types_supported: ['authorization_code', 'refresh_token'],
    response_types_supported: ['code'],
    response_modes_supported: ['query', 'fragment'],
    subject_types_supported: ['public'],
    id_token_signing_alg_values_supported: ['RS256'],
    userinfo_signing_alg_values_supported: ['none'],
    token_endpoint_auth_methods_supported: ['none'],
    code_challenge_methods_supported: ['S256'],
    scopes_supported: ['openid', 'profile', 'email', 'roles', 'web-origins', 'acr', 'basic'],
    claims_supported: ['aud', 'sub', 'iss', 'auth_time', 'name', 'given_name', 'family_name', 'preferred_username', 'email', 'email_verified', 'acr', 'cpf'],
    claims_parameter_supported: false,
    request_parameter_supported: false,
    request_uri_parameter_supported: false,
    require_request_uri_registration: false,
    authorization_response_iss_parameter_supported: true,
  };
}

export function discoveryRoutes(app: FastifyInstance, ctx: IdpContext): void {
  const document = discoveryDocument(ctx);
  app.get(`${ctx.realmPath}/.well-known/openid-configuration`, { schema: { hide: true } }, async (_request, reply) =>
    reply.header('access-control-allow-origin', '*').send(document),
  );
  app.get(`${ctx.realmPath}/protocol/openid-connect/certs`, { schema: { hide: true } }, async (_request, reply) =>
    reply
      .header('access-control-allow-origin', '*')
      .header('cache-control', 'no-cache')
      .send({ keys: [ctx.key.publicJwk] }),
  );
}
