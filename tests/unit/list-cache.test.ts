import { describe, expect, it } from 'vitest';
import { ListCacheStore } from '../../src/server/resources/list-cache';

const body = (n: number) => JSON.stringify(Array.from({ length: 20 }, (_, i) => ({ id: n * 100 + i, name: `aeródromo ${n}-${i}` })));

describe('list cache', () => {
  it('keeps many distinct queries under its byte budget, shared by every resource', () => {
    const maxBytes = 200_000;
    const store = new ListCacheStore({ maxBytes, maxEntries: 100_000 });
    const plans = store.forResource('plans');
    const tacs = store.forResource('tacs');
    let peak = 0;
    for (let n = 0; n < 5_000; n++) {
      const cache = n % 2 ? plans : tacs;
      cache.set(`{"q":"query ${n}"}`, body(n), n, cache.epoch());
      peak = Math.max(peak, store.calculatedSize);
    }
    // 5,000 answers of ~1 kB each would be ~5 MB; the store holds only what fits the budget.
    expect(peak).toBeLessThanOrEqual(maxBytes);
    expect(store.calculatedSize).toBeGreaterThan(maxBytes / 2);
    expect(store.size).toBeLessThan(5_000 / 10);
    // The most recent answers are the ones kept.
    expect(plans.get('{"q":"query 4999"}')?.total).toBe(4999);
    expect(plans.get('{"q":"query 1"}')).toBeUndefined();
  });

  it('clears one resource without touching the others, and tells the sync plugin about local writes only', () => {
    const store = new ListCacheStore({ maxBytes: 1_000_000, maxEntries: 100 });
    const cleared: string[] = [];
    store.onLocalClear = (resource) => cleared.push(resource);
    const plans = store.forResource('plans');
    const tacs = store.forResource('tacs');
    plans.set('a', '[1]', 1, plans.epoch());
    tacs.set('a', '[2]', 1, tacs.epoch());
    plans.clear();
    expect(plans.get('a')).toBeUndefined();
    expect(tacs.get('a')?.body).toBe('[2]');
    store.clear('tacs', 'remote');
    expect(tacs.get('a')).toBeUndefined();
    expect(cleared).toEqual(['plans']);
    expect(store.calculatedSize).toBe(0);
  });

  it('does not store an answer read before a clear (a write in between wins)', () => {
    const store = new ListCacheStore({ maxBytes: 1_000_000, maxEntries: 100 });
    const plans = store.forResource('plans');
    const before = plans.epoch();
    store.clear('plans', 'remote');
    plans.set('a', '[old]', 1, before);
    expect(plans.get('a')).toBeUndefined();
    plans.set('a', '[new]', 1, plans.epoch());
    expect(plans.get('a')?.body).toBe('[new]');
  });

  it('caps entries per resource and expires them after the TTL even when never read again', () => {
    let clock = 1_000;
    const store = new ListCacheStore({ maxBytes: 1_000_000, maxEntries: 3, ttlMs: 60_000, now: () => clock });
    {
      const plans = store.forResource('plans');
      for (const key of ['a', 'b', 'c', 'd']) plans.set(key, '[]', 0, plans.epoch());
      expect(plans.get('a')).toBeUndefined();
      expect(store.size).toBe(3);
      clock += 61_000;
      // A write sweeps what expired, without anyone touching the old keys.
      store.forResource('tacs').set('x', '[]', 0, 0);
      expect(store.size).toBe(1);
    }
  });

  it('caches nothing when turned off or for an uncached resource', () => {
    const off = new ListCacheStore({ maxBytes: 0, maxEntries: 500 });
    off.forResource('plans').set('a', '[]', 0, 0);
    expect(off.forResource('plans').get('a')).toBeUndefined();
    const store = new ListCacheStore({ maxBytes: 1_000, maxEntries: 500 });
    store.forResource('logs', false).set('a', '[]', 0, 0);
    expect(store.size).toBe(0);
  });
});
