import type { FastifyRequest } from 'fastify';
import type { JSONWebKeySet } from 'jose';
import fp from 'fastify-plugin';
import { defineAbilityFor, isRole, type AppAbility, type Role } from '../../domain/access';
import { createTokenVerifier, rolesFrom, type KeycloakClaims } from './verify';
import { VerifiedTokens } from './verified-tokens';
import { HttpProblem } from '../errors/problem';

export interface AuthUser {
  id: string;
  username: string;
  name: string;
  email: string;
  cpf: string | null;
  roles: Role[];
  claims: KeycloakClaims;
}

declare module 'fastify' {
  interface FastifyRequest {
    user: AuthUser | null;
    ability: AppAbility;
  }
}

const ANONYMOUS = defineAbilityFor(null);

interface RouteSchemaShape {
  security?: Record<string, unknown>[];
  body?: unknown;
  response?: Record<string, unknown>;
}

/**
 * Whether a route serves signed-in users only: its OpenAPI `security` names a scheme (with no empty, anonymous
 * alternative), or it takes a body and documents a 401 answer. Such routes refuse a visitor before the body is
 * parsed or validated, so an anonymous caller learns nothing from a 400 about the body (finding #14b).
 */
function requiresUser(method: string | string[], schema: RouteSchemaShape | undefined): boolean {
  if (!schema) return false;
  if (Array.isArray(schema.security)) return schema.security.length > 0 && schema.security.every((s) => Object.keys(s).length > 0);
  const methods = Array.isArray(method) ? method : [method];
  return schema.body !== undefined && schema.response !== undefined && '401' in schema.response && !methods.includes('GET');
}

async function refuseVisitor(request: FastifyRequest) {
  if (!request.user) throw new HttpProblem(401, 'unauthenticated');
}

interface AuthOptions {
  /** The embedded identity provider's public keys, when it stands in for Keycloak (KEYCLOAK_URL unset). */
  localKeys?: JSONWebKeySet;
}

/** Verifies any bearer token before the handler runs and gives each request its user and CASL ability. */
export const authPlugin = fp<AuthOptions>(
  async (app, { localKeys }) => {
    const verify = createTokenVerifier(app.config, localKeys);
    const clientId = app.config.keycloak.clientId;
    const verified = new VerifiedTokens<{ user: AuthUser; ability: AppAbility }>();
    // Runs after the onRequest hook below has read the token (route hooks follow the application's).
    app.addHook('onRoute', (route) => {
      if (!requiresUser(route.method, route.schema as RouteSchemaShape | undefined)) return;
      const own = route.onRequest ? [route.onRequest].flat() : [];
      route.onRequest = [refuseVisitor, ...own];
    });
    app.decorateRequest('user', null);
    app.decorateRequest('ability', null as unknown as AppAbility);
    app.addHook('onRequest', async (request: FastifyRequest) => {
      request.ability = ANONYMOUS;
      const header = request.headers.authorization;
      if (!header || !(request.url.startsWith('/api/') || request.url.startsWith('/keycloak/'))) return;
      const match = /^Bearer\s+(\S+)$/i.exec(header);
      if (!match?.[1]) throw new HttpProblem(401, 'invalid_token');
      const known = verified.get(match[1]);
      if (known) {
        request.user = known.user;
        request.ability = known.ability;
        return;
      }
      let claims: KeycloakClaims;
      try {
        claims = await verify(match[1]);
      } catch (error) {
        request.log.info({ reason: error instanceof Error ? error.message : String(error) }, 'bearer token refused');
        throw new HttpProblem(401, 'invalid_token');
      }
      const roles = rolesFrom(claims, clientId).filter(isRole);
      request.user = {
        id: claims.sub,
        username: claims.preferred_username ?? claims.sub,
        name: claims.name ?? [claims.given_name, claims.family_name].filter(Boolean).join(' ') ?? '',
        email: claims.email ?? '',
        cpf: claims.cpf ?? null,
        roles,
        claims,
      };
      request.ability = defineAbilityFor({ id: claims.sub, roles });
      if (typeof claims.exp === 'number') verified.set(match[1], { user: request.user, ability: request.ability }, claims.exp);
    });
  },
  { name: 'auth', dependencies: ['problem-json'] },
);
