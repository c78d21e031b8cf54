import crypto from 'node:crypto';
import { SignJWT, jwtVerify, type JWTPayload } from 'jose';
import type { SigningKey } from './keys';

/** The user data that ends up in tokens. */
export interface TokenUser {
  id: string;
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  cpf: string | null;
  emailVerified: boolean;
  roles: string[];
}

export interface ProfileClaims {
  email_verified: boolean;
  name: string;
  preferred_username: string;
  given_name: string;
  family_name: string;
  email: string;
  cpf?: string;
}

/** A Keycloak 26 access token as the portal's client receives it (audience mapper + cpf attribute mapper). */
export interface AccessTokenClaims extends ProfileClaims {
  exp: number;
  iat: number;
  auth_time: number;
  jti: string;
  iss: string;
  aud: string[];
  sub: string;
  typ: 'Bearer';
  azp: string;
  sid: string;
  session_state: string;
  acr: string;
  'allowed-origins': string[];
  realm_access: { roles: string[] };
  resource_access: Record<string, { roles: string[] }>;
  scope: string;
}

export const DEFAULT_SCOPE = 'openid profile email';
const DEFAULT_REALM_ROLES = (realm: string) => [`default-roles-${realm}`, 'offline_access', 'uma_authorization'];
const ACCOUNT_ROLES = ['manage-account', 'view-profile'];

export function profileClaims(user: TokenUser): ProfileClaims {
  return {
    email_verified: user.emailVerified,
    name: [user.firstName, user.lastName].filter(Boolean).join(' '),
    preferred_username: user.username,
    given_name: user.firstName,
    family_name: user.lastName,
    email: user.email,
    ...(user.cpf ? { cpf: user.cpf } : {}),
  };
}

export interface AccessTokenInput {
  issuer: string;
  realm: string;
  clientId: string;
  user: TokenUser;
  sid: string;
  authTime: number;
  now: number;
  lifetimeSeconds: number;
  allowedOrigins: string[];
  scope?: string;
}

export function accessTokenClaims(input: AccessTokenInput): AccessTokenClaims {
  return {
    exp: input.now + input.lifetimeSeconds,
    iat: input.now,
    auth_time: input.authTime,
    jti: crypto.randomUUID(),
    iss: input.issuer,
    aud: [input.clientId, 'account'],
    sub: input.user.id,
    typ: 'Bearer',
    azp: input.clientId,
    sid: input.sid,
    session_state: input.sid,
    acr: '1',
    'allowed-origins': input.allowedOrigins,
    realm_access: { roles: DEFAULT_REALM_ROLES(input.realm) },
    resource_access: { [input.clientId]: { roles: input.user.roles }, account: { roles: ACCOUNT_ROLES } },
    scope: input.scope ?? DEFAULT_SCOPE,
    ...profileClaims(input.user),
  };
}

async function signJwt(key: Pick<SigningKey, 'kid' | 'privateKey'>, claims: JWTPayload): Promise<string> {
  return new SignJWT(claims).setProtectedHeader({ alg: 'RS256', typ: 'JWT', kid: key.kid }).sign(key.privateKey);
}

export interface TokenSetInput extends AccessTokenInput {
  nonce: string | undefined;
  /** Seconds the refresh token lives: the idle timeout, cut at the session's end. */
  refreshSeconds: number;
}

export interface TokenSet {
  response: {
    access_token: string;
    expires_in: number;
    refresh_expires_in: number;
    refresh_token: string;
    token_type: 'Bearer';
    id_token?: string;
    'not-before-policy': 0;
    session_state: string;
    scope: string;
  };
  refreshJti: string;
}

/** Access, ID and refresh tokens for one code exchange or refresh, shaped like Keycloak's. */
export async function issueTokenSet(key: SigningKey, input: TokenSetInput): Promise<TokenSet> {
  const access = accessTokenClaims(input);
  const accessToken = await signJwt(key, { ...access });
  const base = { iat: input.now, auth_time: input.authTime, iss: input.issuer, sub: input.user.id, azp: input.clientId, sid: input.sid };
  const scope = access.scope;
  let idToken: string | undefined;
  if (scope.split(' ').includes('openid')) {
    const digest = crypto.createHash('sha256').update(accessToken).digest();
    idToken = await signJwt(key, {
      ...base,
      exp: access.exp,
      jti: crypto.randomUUID(),
      aud: input.clientId,
      typ: 'ID',
      ...(input.nonce ? { nonce: input.nonce } : {}),
      at_hash: digest.subarray(0, digest.length / 2).toString('base64url'),
      acr: '1',
      ...profileClaims(input.user),
    });
  }
  const refreshJti = crypto.randomUUID();
  const refreshToken = await signJwt(key, {
    ...base,
    exp: input.now + input.refreshSeconds,
    jti: refreshJti,
    aud: input.issuer,
    typ: 'Refresh',
    session_state: input.sid,
    scope,
  });
  return {
    response: {
      access_token: accessToken,
      expires_in: input.lifetimeSeconds,
      refresh_expires_in: input.refreshSeconds,
      refresh_token: refreshToken,
      token_type: 'Bearer',
      ...(idToken ? { id_token: idToken } : {}),
      'not-before-policy': 0,
      session_state: input.sid,
      scope,
    },
    refreshJti,
  };
}

/**
 * Verifies a token this stand-in issued and checks its `typ`. `allowExpired` is for id_token_hint at logout,
 * which Keycloak accepts after expiry.
 */
export async function verifyOwnToken(
  key: Pick<SigningKey, 'publicKey'>,
  issuer: string,
  token: string,
  typ: 'Bearer' | 'ID' | 'Refresh',
  options: { allowExpired?: boolean } = {},
): Promise<JWTPayload & { sub: string; sid?: string; azp?: string }> {
  const { payload } = await jwtVerify(token, key.publicKey, {
    issuer,
    algorithms: ['RS256'],
    requiredClaims: ['sub', 'exp'],
    ...(options.allowExpired ? { currentDate: new Date(0) } : {}),
  });
  if (payload.typ !== typ) throw new Error(`expected a ${typ} token`);
  return payload as JWTPayload & { sub: string; sid?: string; azp?: string };
}
