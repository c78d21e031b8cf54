import { STORAGE_PREFIX } from '../../domain/constants';

/** The user record of spec §3/§7, as GET /keycloak/user_info answers it (or as rebuilt from the token). */
export interface UserInfo {
  id: string;
  name: string;
  email: string;
  cpf: string | null;
  roles: string[];
  permissions: unknown[];
  avatar: string;
  status: string;
  user: Record<string, unknown>;
}

/** The claims of a Keycloak access token that the fallback reads. */
export interface TokenClaims {
  sub?: string;
  name?: string;
  preferred_username?: string;
  email?: string;
  cpf?: string;
  resource_access?: Record<string, { roles?: string[] } | undefined>;
  [claim: string]: unknown;
}

const USER_KEY_PREFIX = `${STORAGE_PREFIX}user_`;
/** The per-browser salt of the key derivation (not under vva_user_, which holds only records). */
export const SALT_KEY = `${STORAGE_PREFIX}cache_salt`;

export function userCacheKey(subject: string): string {
  return `${USER_KEY_PREFIX}${subject}`;
}

const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));

function saltOf(storage: Storage): Uint8Array<ArrayBuffer> {
  const stored = storage.getItem(SALT_KEY);
  if (stored) {
    const bytes = fromBase64(stored);
    if (bytes.length === 16) return bytes;
  }
  const salt = crypto.getRandomValues(new Uint8Array(16));
  storage.setItem(SALT_KEY, toBase64(salt));
  return salt;
}

/** AES-GCM key from the token subject and the browser's salt: a convenience against casual reading, not a security boundary. */
async function keyFor(subject: string, storage: Storage): Promise<CryptoKey> {
  const material = await crypto.subtle.importKey('raw', new TextEncoder().encode(subject), 'PBKDF2', false, ['deriveKey']);
  return crypto.subtle.deriveKey(
    { name: 'PBKDF2', salt: saltOf(storage), iterations: 100_000, hash: 'SHA-256' },
    material,
    { name: 'AES-GCM', length: 256 },
    false,
    ['encrypt', 'decrypt'],
  );
}

/** Encrypts the record and stores it under vva_user_<sub>. */
export async function saveCachedUser(subject: string, info: UserInfo, storage: Storage = localStorage): Promise<void> {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const data = new TextEncoder().encode(JSON.stringify(info));
  const sealed = new Uint8Array(await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, await keyFor(subject, storage), data));
  storage.setItem(userCacheKey(subject), `${toBase64(iv)}.${toBase64(sealed)}`);
}

function isUserInfo(value: unknown): value is UserInfo {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.id === 'string' && typeof v.name === 'string' && Array.isArray(v.roles) && v.roles.every((r) => typeof r === 'string');
}

/** The cached record, or null when there is none or it cannot be decrypted (spec §4 step 5 then clears it). */
export async function loadCachedUser(subject: string, storage: Storage = localStorage): Promise<UserInfo | null> {
  const stored = storage.getItem(userCacheKey(subject));
  if (!stored) return null;
  try {
    const [iv, sealed] = stored.split('.');
    if (!iv || !sealed) return null;
    const plain = await crypto.subtle.decrypt({ name: 'AES-GCM', iv: fromBase64(iv) }, await keyFor(subject, storage), fromBase64(sealed));
    const value: unknown = JSON.parse(new TextDecoder().decode(plain));
    return isUserInfo(value) && value.id === subject ? value : null;
  } catch {
    return null;
  }
}

export function clearCachedUser(subject: string, storage: Storage = localStorage): void {
  storage.removeItem(userCacheKey(subject));
}

/** Spec §7 fallback: name, e-mail (the username), cpf and the client roles, from the token itself. */
export function userFromToken(claims: TokenClaims, clientId: string): UserInfo {
  const roles = claims.resource_access?.[clientId]?.roles ?? [];
  const username = claims.preferred_username ?? '';
  return {
    id: claims.sub ?? '',
    name: claims.name ?? username,
    email: username,
    cpf: claims.cpf ?? null,
    roles: roles.filter((r) => typeof r === 'string'),
    permissions: [],
    avatar: '',
    status: 'active',
    user: { ...claims },
  };
}

const USER_INFO_URL = '/keycloak/user_info';

/** GET /keycloak/user_info with the bearer token; on any failure, the token's data and a console warning (spec §8). */
export async function fetchUserInfo(token: string, claims: TokenClaims, clientId: string, fetchImpl: typeof fetch = fetch): Promise<UserInfo> {
  try {
    const response = await fetchImpl(USER_INFO_URL, { headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' } });
    if (!response.ok) throw new Error(`${USER_INFO_URL} answered ${response.status}`);
    const body: unknown = await response.json();
    if (!isUserInfo(body)) throw new Error(`${USER_INFO_URL} answered an unexpected shape`);
    return body;
  } catch (error) {
    console.warn('user info unavailable, using the token data instead', error);
    return userFromToken(claims, clientId);
  }
}
