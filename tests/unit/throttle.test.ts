import crypto from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MemoryThrottle, RedisThrottle, waitAfter, type Throttle, type ThrottleRule } from '../../src/server/security/throttle';

const RULE: ThrottleRule = { free: 3, firstWaitMs: 1000, maxWaitMs: 4000, windowMs: 60_000 };

describe('waitAfter', () => {
  it('lets `free` hits through, then doubles the wait up to the cap', () => {
    expect([1, 2, 3, 4, 5, 6, 50].map((n) => waitAfter(n, RULE))).toEqual([0, 0, 1000, 2000, 4000, 4000, 4000]);
  });
});

describe('memory throttle', () => {
  it('counts hits, blocks for the wait, forgets after the window and resets', async () => {
    let now = 0;
    const throttle = new MemoryThrottle(100, () => now);
    expect(await throttle.hit('a', RULE)).toEqual({ count: 1, retryAfterMs: 0 });
    await throttle.hit('a', RULE);
    expect(await throttle.hit('a', RULE)).toEqual({ count: 3, retryAfterMs: 1000 });
    expect(await throttle.blockedFor('a')).toBe(1000);
    now = 400;
    expect(await throttle.blockedFor('a')).toBe(600);
    now = 1000;
    expect(await throttle.blockedFor('a')).toBe(0);
    expect(await throttle.hit('a', RULE)).toEqual({ count: 4, retryAfterMs: 2000 });
    now = 3000 + RULE.windowMs;
    expect((await throttle.hit('a', RULE)).count).toBe(1);
    await throttle.reset('a');
    expect(await throttle.blockedFor('a')).toBe(0);
  });

  it('grants a claim once per interval', async () => {
    let now = 0;
    const throttle = new MemoryThrottle(100, () => now);
    expect(await throttle.claim('mail', 900)).toBe(true);
    expect(await throttle.claim('mail', 900)).toBe(false);
    now = 900;
    expect(await throttle.claim('mail', 900)).toBe(true);
  });

  it('stays within its size cap under a flood of keys', async () => {
    const throttle = new MemoryThrottle(1000);
    for (let i = 0; i < 5000; i++) await throttle.hit(`ip:${i}`, RULE);
    expect(throttle.size).toBeLessThanOrEqual(1000);
    expect((await throttle.hit('ip:4999', RULE)).count).toBe(2);
  });
});

describe('Redis throttle (127.0.0.1:6379)', () => {
  let redis: Redis;
  const prefix = `aga-throttle-test:${crypto.randomUUID()}:`;
  beforeAll(async () => {
    redis = new Redis('redis://127.0.0.1:6379', { lazyConnect: true, maxRetriesPerRequest: 1 });
    await redis.connect();
  });
  afterAll(async () => {
    const left = await redis.keys(`${prefix}*`);
    if (left.length) await redis.del(...left);
    await redis.quit();
  });

  it('shares counts and waits between two instances, with keys under the prefix', async () => {
    const a: Throttle = new RedisThrottle(redis, prefix);
    const b: Throttle = new RedisThrottle(redis, prefix);
    await a.hit('k', RULE);
    await b.hit('k', RULE);
    expect(await a.hit('k', RULE)).toEqual({ count: 3, retryAfterMs: 1000 });
    expect(await b.blockedFor('k')).toBeGreaterThan(0);
    expect(await b.blockedFor('k')).toBeLessThanOrEqual(1000);
    expect(await redis.pttl(`${prefix}k`)).toBeGreaterThan(RULE.windowMs);
    await b.reset('k');
    expect(await a.blockedFor('k')).toBe(0);
    expect((await a.hit('k', RULE)).count).toBe(1);
  });

  it('grants a claim to one instance only', async () => {
    const a = new RedisThrottle(redis, prefix);
    const b = new RedisThrottle(redis, prefix);
    expect(await Promise.all([a.claim('mail', 60_000), b.claim('mail', 60_000)])).toEqual(expect.arrayContaining([true, false]));
  });

  it('falls back to memory when Redis fails', async () => {
    const broken = new Redis('redis://127.0.0.1:1', { lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 0 });
    const errors: unknown[] = [];
    const throttle = new RedisThrottle(broken, prefix, (e) => errors.push(e));
    for (let i = 0; i < 3; i++) await throttle.hit('k', RULE);
    expect(await throttle.blockedFor('k')).toBeGreaterThan(0);
    expect(errors.length).toBeGreaterThan(0);
    broken.disconnect();
  });
});
