import type { Redis } from 'ioredis';

/**
 * Counters with growing waits, for login and registration throttling and "at most one e-mail per window".
 * In memory by default (one instance); in Redis when REDIS_URL is set, so several instances share them.
 */

/** How waits grow: `free` hits cost nothing, then each further hit waits twice as long as the last, up to a cap. */
export interface ThrottleRule {
  /** Hits before the first wait. */
  free: number;
  /** The wait after hit number `free`; doubles with every further hit. */
  firstWaitMs: number;
  maxWaitMs: number;
  /** A key's count is forgotten this long after its last hit (and its wait) end. */
  windowMs: number;
}

export interface Hit {
  /** Hits counted under the key within its window, this one included. */
  count: number;
  /** How long the next attempt must wait (0: none). */
  retryAfterMs: number;
}

export interface Throttle {
  /** Counts one hit (e.g. a failed login) and starts the wait the rule asks for. */
  hit(key: string, rule: ThrottleRule): Promise<Hit>;
  /** Milliseconds the key still has to wait (0 when it may go ahead). */
  blockedFor(key: string): Promise<number>;
  reset(key: string): Promise<void>;
  /** True for the first claim of a key within `ms` (e.g. "send this e-mail at most once per 15 minutes"). */
  claim(key: string, ms: number): Promise<boolean>;
}

/** The wait after the `count`-th hit. */
export function waitAfter(count: number, rule: ThrottleRule): number {
  if (count < rule.free) return 0;
  return Math.min(rule.maxWaitMs, rule.firstWaitMs * 2 ** Math.min(count - rule.free, 40));
}

interface Entry {
  count: number;
  blockedUntil: number;
  expiresAt: number;
}

/** One instance's throttle: a Map with expiry and a size cap, so a flood of keys cannot grow memory without bound. */
export class MemoryThrottle implements Throttle {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly maxEntries = 50_000,
    private readonly now: () => number = () => Date.now(),
  ) {}

  get size(): number {
    return this.entries.size;
  }

  private live(key: string): Entry | undefined {
    const entry = this.entries.get(key);
    if (entry && entry.expiresAt <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  private store(key: string, entry: Entry): void {
    this.entries.delete(key);
    // Full: forget the least recently touched key (Map order is insertion order, and store re-inserts), in O(1)
    // so a flood of new addresses costs no sweep; expired keys are dropped when read.
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(key, entry);
  }

  async hit(key: string, rule: ThrottleRule): Promise<Hit> {
    const now = this.now();
    const count = (this.live(key)?.count ?? 0) + 1;
    const wait = waitAfter(count, rule);
    this.store(key, { count, blockedUntil: now + wait, expiresAt: now + wait + rule.windowMs });
    return { count, retryAfterMs: wait };
  }

  async blockedFor(key: string): Promise<number> {
    const entry = this.live(key);
    return entry ? Math.max(0, entry.blockedUntil - this.now()) : 0;
  }

  async reset(key: string): Promise<void> {
    this.entries.delete(key);
  }

  async claim(key: string, ms: number): Promise<boolean> {
    if (this.live(key)) return false;
    const now = this.now();
    this.store(key, { count: 1, blockedUntil: now + ms, expiresAt: now + ms });
    return true;
  }
}

// The count lives in KEYS[1] (expiring `window + wait` after the last hit), the wait in KEYS[2] (expiring with it),
// so no clock is compared across instances.
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
local free, first, max, window = tonumber(ARGV[1]), tonumber(ARGV[2]), tonumber(ARGV[3]), tonumber(ARGV[4])
local wait = 0
if count >= free then wait = math.min(max, first * 2 ^ math.min(count - free, 40)) end
wait = math.floor(wait)
redis.call('PEXPIRE', KEYS[1], window + wait)
if wait > 0 then redis.call('SET', KEYS[2], '1', 'PX', wait) end
return {count, wait}
`;

/**
 * The shared throttle: keys `aga-throttle:<key>` (count) and `aga-throttle:<key>:wait`. When Redis fails, the
 * instance falls back to its own memory rather than refusing every login (or letting every attempt through).
 */
export class RedisThrottle implements Throttle {
  private readonly fallback = new MemoryThrottle();

  constructor(
    private readonly redis: Redis,
    private readonly prefix = 'aga-throttle:',
    private readonly onError: (error: unknown) => void = () => {},
  ) {}

  private async guarded<T>(work: () => Promise<T>, fallback: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      this.onError(error);
      return fallback();
    }
  }

  hit(key: string, rule: ThrottleRule): Promise<Hit> {
    return this.guarded(
      async () => {
        const k = this.prefix + key;
        const [count, wait] = (await this.redis.eval(HIT_SCRIPT, 2, k, `${k}:wait`, rule.free, rule.firstWaitMs, rule.maxWaitMs, rule.windowMs)) as [
          number,
          number,
        ];
        return { count: Number(count), retryAfterMs: Number(wait) };
      },
      () => this.fallback.hit(key, rule),
    );
  }

  blockedFor(key: string): Promise<number> {
    return this.guarded(
      async () => Math.max(0, await this.redis.pttl(`${this.prefix}${key}:wait`)),
      () => this.fallback.blockedFor(key),
    );
  }

  reset(key: string): Promise<void> {
    return this.guarded(
      async () => {
        await this.redis.del(this.prefix + key, `${this.prefix}${key}:wait`);
      },
      () => this.fallback.reset(key),
    );
  }

  claim(key: string, ms: number): Promise<boolean> {
    return this.guarded(
      async () => (await this.redis.set(`${this.prefix}${key}:claim`, '1', 'PX', ms, 'NX')) === 'OK',
      () => this.fallback.claim(key, ms),
    );
  }
}

/** Redis when the app has one (several instances share the counts), memory otherwise. */
export function createThrottle(redis: Redis | null, onError?: (error: unknown) => void): Throttle {
  return redis ? new RedisThrottle(redis, 'aga-throttle:', onError) : new MemoryThrottle();
}
