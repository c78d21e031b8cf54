import { describe, expect, it } from 'vitest';
import { readStoredTokens, storedSubject, writeStoredTokens } from '../../src/client/providers/stored-tokens';

/** A Storage over a Map: the tab's sessionStorage. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value), 'utf8').toString('base64').replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const jwt = (claims: unknown) => `${base64url({ alg: 'RS256' })}.${base64url(claims)}.signature`;

describe("the tab's stored tokens", () => {
  it('are kept and read back; without a refresh token there is nothing to resume', () => {
    const storage = memoryStorage();
    writeStoredTokens({ token: 'a', refreshToken: 'r' }, storage);
    expect(readStoredTokens(storage)).toEqual({ token: 'a', refreshToken: 'r' });
    writeStoredTokens({ token: 'a' }, storage);
    expect(readStoredTokens(storage)).toBeNull();
  });

  it("name the access token's subject (base64url payload), and nothing for a damaged token", () => {
    expect(storedSubject({ token: jwt({ sub: '6f1c2a9e-4b7d-4f0e-9a51-3c2d1e0f9b8a', name: 'Ana' }), refreshToken: 'r' })).toBe(
      '6f1c2a9e-4b7d-4f0e-9a51-3c2d1e0f9b8a',
    );
    expect(storedSubject({ token: jwt({ sub: 'joão?>>~', name: 'João' }), refreshToken: 'r' })).toBe('joão?>>~');
    expect(storedSubject({ token: jwt({ name: 'no subject' }), refreshToken: 'r' })).toBeUndefined();
    expect(storedSubject({ token: 'not-a-jwt', refreshToken: 'r' })).toBeUndefined();
    expect(storedSubject({ token: 'a.%%%.c', refreshToken: 'r' })).toBeUndefined();
    expect(storedSubject(null)).toBeUndefined();
  });
});
