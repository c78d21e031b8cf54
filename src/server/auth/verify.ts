import { createLocalJWKSet, createRemoteJWKSet, jwtVerify, type JSONWebKeySet, type JWTPayload } from 'jose';
import type { AppConfig } from '../config';

export interface KeycloakClaims extends JWTPayload {
  sub: string;
  preferred_username?: string;
  name?: string;
  email?: string;
  cpf?: string;
  given_name?: string;
  family_name?: string;
  resource_access?: Record<string, { roles?: string[] }>;
  realm_access?: { roles?: string[] };
}

export type TokenVerifier = (token: string) => Promise<KeycloakClaims>;

function issuerOf(config: AppConfig): string {
  return `${config.keycloak.url ?? config.publicUrl}/realms/${config.keycloak.realm}`;
}

/** The realm's keys: Keycloak's JWKS endpoint, or the keys the embedded stand-in gave (local mode). */
function keysOf(config: AppConfig, issuer: string, localKeys: JSONWebKeySet | undefined) {
  if (config.keycloak.url) return createRemoteJWKSet(new URL(`${issuer}/protocol/openid-connect/certs`), { cooldownDuration: 30_000 });
  if (!localKeys) throw new Error('KEYCLOAK_URL is unset and no embedded identity provider gave its keys');
  return createLocalJWKSet(localKeys);
}

/**
 * Verifies Keycloak access tokens: RS256 only, signed by a key of the realm's JWKS, with the realm's
 * issuer, our audience, and valid exp/nbf. In local mode the embedded stand-in's public keys are given.
 */
export function createTokenVerifier(config: AppConfig, localKeys?: JSONWebKeySet): TokenVerifier {
  const issuer = issuerOf(config);
  const keys = keysOf(config, issuer, localKeys);
  return async (token) => {
    const { payload } = await jwtVerify(token, keys, {
      issuer,
      audience: config.keycloak.audience,
      algorithms: ['RS256'],
      clockTolerance: 5,
      requiredClaims: ['sub', 'exp'],
    });
    if (payload.typ !== undefined && payload.typ !== 'Bearer') throw new Error('not an access token');
    return payload as KeycloakClaims;
  };
}

/** The client roles of our client in the token (spec §6: resource roles). */
export function rolesFrom(claims: KeycloakClaims, clientId: string): string[] {
  return claims.resource_access?.[clientId]?.roles ?? [];
}
