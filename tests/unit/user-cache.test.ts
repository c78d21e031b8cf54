import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  SALT_KEY,
  clearCachedUser,
  fetchUserInfo,
  loadCachedUser,
  saveCachedUser,
  userCacheKey,
  userFromToken,
  type TokenClaims,
  type UserInfo,
} from '../../src/client/providers/user-cache';
import { MemoryStorage } from '../helpers/memory-storage';

const SUB = '6f1c2a9e-0000-4000-8000-000000000001';
const record: UserInfo = {
  id: SUB,
  name: 'Ana Interna',
  email: 'interno@example.com',
  cpf: '52998224725',
  roles: ['Interno'],
  permissions: [{ action: 'read', subject: 'Dashboard' }],
  avatar: 'data:image/svg+xml;base64,AAAA',
  status: 'active',
  user: { username: 'interno' },
};
const claims: TokenClaims = {
  sub: SUB,
  name: 'Ana Interna',
  preferred_username: 'interno',
  email: 'ana@example.com',
  cpf: '52998224725',
  resource_access: { 'aga-portal': { roles: ['Interno', 'Externo'] }, account: { roles: ['manage-account'] } },
};

let storage: MemoryStorage;
beforeEach(() => {
  storage = new MemoryStorage();
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('encrypted user cache', () => {
  it('stores the record under vva_user_<sub>, encrypted, and reads it back', async () => {
    await saveCachedUser(SUB, record, storage);
    const stored = storage.getItem(`vva_user_${SUB}`);
    expect(userCacheKey(SUB)).toBe(`vva_user_${SUB}`);
    expect(stored).toBeTruthy();
    expect(stored).not.toContain('Interno');
    expect(stored).not.toContain('Ana');
    expect(storage.getItem(SALT_KEY)).toMatch(/^[A-Za-z0-9+/]+=*$/);
    expect(await loadCachedUser(SUB, storage)).toEqual(record);
  });

  it('uses a fresh IV each time, so the same record never encrypts the same way', async () => {
    await saveCachedUser(SUB, record, storage);
    const first = storage.getItem(userCacheKey(SUB));
    await saveCachedUser(SUB, record, storage);
    expect(storage.getItem(userCacheKey(SUB))).not.toBe(first);
  });

  it('answers null when there is no record', async () => {
    expect(await loadCachedUser(SUB, storage)).toBeNull();
  });

  it('answers null when the record was tampered with, belongs to another subject or the salt changed', async () => {
    await saveCachedUser(SUB, record, storage);
    const stored = storage.getItem(userCacheKey(SUB))!;
    const [iv, sealed] = stored.split('.');
    const flipped = sealed!.startsWith('A') ? `B${sealed!.slice(1)}` : `A${sealed!.slice(1)}`;
    storage.setItem(userCacheKey(SUB), `${iv}.${flipped}`);
    expect(await loadCachedUser(SUB, storage)).toBeNull();

    // Another subject's key cannot open it, even copied under that subject's name.
    storage.setItem(userCacheKey('someone-else'), stored);
    expect(await loadCachedUser('someone-else', storage)).toBeNull();

    storage.setItem(userCacheKey(SUB), stored);
    expect(await loadCachedUser(SUB, storage)).toEqual(record);
    storage.removeItem(SALT_KEY);
    expect(await loadCachedUser(SUB, storage)).toBeNull();

    storage.setItem(userCacheKey(SUB), 'not even base64');
    expect(await loadCachedUser(SUB, storage)).toBeNull();
  });

  it('removes the record on clear and keeps the salt', async () => {
    await saveCachedUser(SUB, record, storage);
    clearCachedUser(SUB, storage);
    expect(storage.getItem(userCacheKey(SUB))).toBeNull();
    expect(storage.getItem(SALT_KEY)).not.toBeNull();
  });
});

describe('user info with the token fallback (spec §7)', () => {
  it('rebuilds name, e-mail (the username), cpf and the client roles from the token', () => {
    expect(userFromToken(claims, 'aga-portal')).toMatchObject({
      id: SUB,
      name: 'Ana Interna',
      email: 'interno',
      cpf: '52998224725',
      roles: ['Interno', 'Externo'],
    });
    expect(userFromToken({ sub: SUB, preferred_username: 'x' }, 'aga-portal')).toMatchObject({ name: 'x', cpf: null, roles: [] });
  });

  it('returns the backend answer, sending the bearer token', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify(record), { status: 200, headers: { 'content-type': 'application/json' } }));
    expect(await fetchUserInfo('tok', claims, 'aga-portal', fetchMock)).toEqual(record);
    expect(fetchMock).toHaveBeenCalledWith('/keycloak/user_info', { headers: { Authorization: 'Bearer tok', Accept: 'application/json' } });
  });

  it.each([
    ['an error status', async () => new Response('{"status":500}', { status: 500 })],
    ['an unexpected body', async () => new Response('{"hello":1}', { status: 200 })],
    [
      'a network failure',
      async (): Promise<Response> => {
        throw new TypeError('Failed to fetch');
      },
    ],
  ])('falls back to the token on %s, with a warning', async (_case, answer) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const user = await fetchUserInfo('tok', claims, 'aga-portal', vi.fn(answer));
    expect(user).toMatchObject({ id: SUB, email: 'interno', roles: ['Interno', 'Externo'] });
    expect(warn).toHaveBeenCalledOnce();
  });
});
