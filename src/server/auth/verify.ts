import { createLocalJWKSet, createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose';
import type { AppConfig } from '../config';
import { loadSigningKey } from '../idp/keys';

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

/**
 * Verifies Keycloak access tokens: RS256 only, signed by a key of the realm's JWKS, with the realm's
 * issuer, our audience, and valid exp/nbf. The embedded stand-in's key is read locally.
 */
export async function createTokenVerifier(config: AppConfig): Promise<TokenVerifier> {
  const issuer = issuerOf(config);
  const keys = config.keycloak.url
    ? createRemoteJWKSet(new URL(`${issuer}/protocol/openid-connect/certs`), { cooldownDuration: 30_000 })
    : createLocalJWKSet({ keys: [(await loadSigningKey(config.dataDir)).publicJwk] });
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
