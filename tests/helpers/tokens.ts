import { SignJWT, UnsecuredJWT, exportJWK, generateKeyPair, importJWK, type JWK, type JWTPayload } from 'jose';
import { promises as fs } from 'node:fs';
import type { Role } from '../../src/domain/access';
import { loadSigningKey, signingKeyPath } from '../../src/server/idp/keys';
import { loadRealm, type RealmUser } from '../../src/server/idp/realm';
import { accessTokenClaims, type AccessTokenClaims } from '../../src/server/idp/tokens';

export type TokenClaims = AccessTokenClaims;

export interface TokenOptions {
  /** Header alg: RSA algorithms (RS256, PS256…) use an RSA key, ES256 a fresh EC key, HS256 a random secret, 'none' signs nothing. */
  alg?: string;
  /** 'stand-in' (default) signs with the embedded identity provider's key of this server; 'foreign' with an unknown key. */
  key?: 'stand-in' | 'foreign';
}

const CLIENT_ID = 'aga-portal';
const realm = loadRealm();

const NO_ROLE_ID = '00000000-0000-4000-8000-000000000000';
/** A user with no portal role, for "authenticated but nothing granted" cases. */
const NO_ROLE_USER: RealmUser = {
  id: NO_ROLE_ID,
  username: 'sem-perfil',
  email: 'sem-perfil@aga.local',
  firstName: 'Sem',
  lastName: 'Perfil',
  cpf: undefined,
  password: undefined,
  emailVerified: true,
  enabled: true,
  clientRoles: {},
};

function demoUser(role: Role | null): RealmUser {
  if (role === null) return NO_ROLE_USER;
  const user = realm.users.find((u) => u.clientRoles[CLIENT_ID]?.includes(role));
  if (!user) throw new Error(`realm/aga-realm.json has no demo user with role ${role}`);
  return user;
}

let foreignJwk: Promise<JWK> | undefined;

async function rsaJwk(dataDir: string, which: 'stand-in' | 'foreign'): Promise<JWK> {
  if (which === 'foreign') {
    foreignJwk ??= generateKeyPair('RS256', { extractable: true }).then((pair) => exportJWK(pair.privateKey));
    return foreignJwk;
  }
  await loadSigningKey(dataDir); // creates the key when no server has yet
  return JSON.parse(await fs.readFile(signingKeyPath(dataDir), 'utf8')) as JWK;
}

/** The RSA key imported for `alg`, so RS384 or PS256 tokens can be made with the stand-in's own key material. */
async function rsaSigningKey(dataDir: string, which: 'stand-in' | 'foreign', alg: string): Promise<CryptoKey> {
  const { alg: _stored, ...material } = await rsaJwk(dataDir, which);
  return (await importJWK(material, alg)) as CryptoKey;
}

/**
 * A Keycloak-shaped access token for a demo user of `role` (or a role-less user for null), signed like the embedded
 * identity provider of `server` signs them. `overrides` replace claims (an `undefined` value removes the claim), so
 * tests can make it expired, mis-issued or mis-addressed; `options` choose a foreign key or another algorithm.
 */
export async function tokenFor(
  server: { dataDir: string; url: string },
  role: Role | null,
  overrides: Partial<Record<keyof TokenClaims, unknown>> & Record<string, unknown> = {},
  options: TokenOptions = {},
): Promise<string> {
  const user = demoUser(role);
  const now = Math.floor(Date.now() / 1000);
  const claims: JWTPayload = {
    ...accessTokenClaims({
      issuer: `${server.url}/realms/${realm.name}`,
      realm: realm.name,
      clientId: CLIENT_ID,
      user: {
        id: user.id ?? NO_ROLE_ID,
        username: user.username,
        email: user.email,
        firstName: user.firstName,
        lastName: user.lastName,
        cpf: user.cpf ?? null,
        emailVerified: user.emailVerified,
        roles: role ? [role] : [],
      },
      sid: crypto.randomUUID(),
      authTime: now,
      now,
      lifetimeSeconds: realm.accessTokenSeconds,
      allowedOrigins: [new URL(server.url).origin],
    }),
  };
  for (const [name, value] of Object.entries(overrides)) {
    if (value === undefined) delete claims[name];
    else claims[name] = value;
  }

  const alg = options.alg ?? 'RS256';
  const which = options.key ?? 'stand-in';
  if (alg === 'none') return new UnsecuredJWT(claims).encode();
  if (alg.startsWith('HS')) {
    const secret = crypto.getRandomValues(new Uint8Array(64));
    return new SignJWT(claims).setProtectedHeader({ alg, typ: 'JWT' }).sign(secret);
  }
  if (alg.startsWith('ES')) {
    const { privateKey } = await generateKeyPair(alg);
    return new SignJWT(claims).setProtectedHeader({ alg, typ: 'JWT', kid: 'foreign-ec' }).sign(privateKey);
  }
  const kid = which === 'stand-in' ? (await loadSigningKey(server.dataDir)).kid : 'foreign-rsa';
  return new SignJWT(claims).setProtectedHeader({ alg, typ: 'JWT', kid }).sign(await rsaSigningKey(server.dataDir, which, alg));
}
