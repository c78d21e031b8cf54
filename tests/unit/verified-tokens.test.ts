import { describe, expect, it } from 'vitest';
import { VerifiedTokens } from '../../src/server/auth/verified-tokens';

describe('VerifiedTokens', () => {
  it('returns what was stored for a token until the token expires, then forgets it', () => {
    const tokens = new VerifiedTokens<string>();
    tokens.set('a', 'user a', 1_000);
    expect(tokens.get('a', 999_999)).toBe('user a');
    expect(tokens.get('a', 1_000_000)).toBeUndefined();
    expect(tokens.get('a', 999_000)).toBeUndefined();
    expect(tokens.get('never-seen', 0)).toBeUndefined();
  });

  it('keeps at most its bound, dropping the least recently used', () => {
    const tokens = new VerifiedTokens<number>(2);
    tokens.set('a', 1, 10);
    tokens.set('b', 2, 10);
    expect(tokens.get('a', 0)).toBe(1);
    tokens.set('c', 3, 10);
    expect(tokens.get('b', 0)).toBeUndefined();
    expect(tokens.get('a', 0)).toBe(1);
    expect(tokens.get('c', 0)).toBe(3);
  });
});
