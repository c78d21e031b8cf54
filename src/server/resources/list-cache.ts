import { LRUCache } from 'lru-cache';
import { CACHE_TTL_SECONDS } from '../../domain/constants';

interface Entry {
  body: string;
  total: number;
  /** false: `total` is LIST_COUNT_BOUND and more rows match (resources/list-count.ts); absent means true. */
  exact?: boolean;
}

interface StoredEntry extends Entry {
  resource: string;
}

export interface ListCacheLimits {
  /** Total bytes (2 per character of key and body, at most what V8 holds) of every resource's answers together; 0 turns the cache off. */
  maxBytes: number;
  /** Entries per resource; 0 turns the cache off. */
  maxEntries: number;
  ttlMs?: number;
  /** Milliseconds clock (tests); performance.now by default. */
  now?: () => number;
}

/** Bookkeeping per entry (the Map slot, the key's wrapper, the Entry object), so even '' bodies count. */
const ENTRY_OVERHEAD = 64;
/** Expired entries are swept at most this often, on a write, so untouched ones do not linger. */
const PURGE_EVERY_MS = 5_000;

/**
 * Recent list answers of every resource of one app, keyed by resource and normalised query, in ONE LRU
 * bounded in bytes (LIST_CACHE_MAX_BYTES): many distinct anonymous queries evict each other instead of
 * growing memory. Entries expire after the spec's 60-second TTL. Any write through the API clears its
 * resource; with REDIS_URL the clear is also sent to the other instances (plugins/list-cache-sync.ts).
 * Only answers that do not depend on the caller (no per-user row conditions) are cached.
 */
export class ListCacheStore {
  private readonly lru: LRUCache<string, StoredEntry> | null;
  /** Keys of each resource in insertion order: clearing a resource, and its per-resource entry cap. */
  private readonly keysOf = new Map<string, Set<string>>();
  /** Bumped on every clear: an answer read from the database before a clear is not stored after it. */
  private readonly epochs = new Map<string, number>();
  private readonly now: () => number;
  private lastPurge: number;
  /** Called after a local write cleared a resource (the sync plugin publishes it to the other instances). */
  onLocalClear: ((resource: string) => void) | null = null;

  constructor(private readonly limits: ListCacheLimits) {
    this.now = limits.now ?? (() => performance.now());
    this.lastPurge = this.now();
    this.lru =
      limits.maxBytes > 0 && limits.maxEntries > 0
        ? new LRUCache<string, StoredEntry>({
            maxSize: limits.maxBytes,
            // One huge answer may not flush everyone else's.
            maxEntrySize: Math.max(1, Math.floor(limits.maxBytes / 4)),
            // V8 keeps a string with any character beyond Latin-1 at 2 bytes per character: count the worst case.
            sizeCalculation: (entry, key) => 2 * (key.length + entry.body.length) + ENTRY_OVERHEAD,
            ttl: limits.ttlMs ?? CACHE_TTL_SECONDS * 1000,
            // A hit does not extend an entry's life: the TTL bounds staleness, whatever the traffic.
            updateAgeOnGet: false,
            perf: { now: this.now },
            // Read the clock each time rather than caching it behind a 1 ms timer per call.
            ttlResolution: 0,
            // Evicted, expired or deleted; a replacement ('set') keeps its key.
            dispose: (entry, key, reason) => {
              if (reason !== 'set') this.keysOf.get(entry.resource)?.delete(key);
            },
          })
        : null;
  }

  /** The sum of the entries' calculated sizes (never above maxBytes). */
  get calculatedSize(): number {
    return this.lru?.calculatedSize ?? 0;
  }

  get size(): number {
    return this.lru?.size ?? 0;
  }

  /** How many answers of `resource` are held. */
  entriesOf(resource: string): number {
    return this.keysOf.get(resource)?.size ?? 0;
  }

  /** A view of one resource's part; `enabled: false` caches nothing (answers that change per call). */
  forResource(resource: string, enabled = true): ListCache {
    return new ListCache(this, resource, enabled && this.lru !== null);
  }

  get(resource: string, key: string): Entry | undefined {
    return this.lru?.get(`${resource}\u0000${key}`);
  }

  epoch(resource: string): number {
    return this.epochs.get(resource) ?? 0;
  }

  set(resource: string, key: string, entry: Entry, epoch: number) {
    if (!this.lru || epoch !== this.epoch(resource)) return;
    const now = this.now();
    if (now - this.lastPurge >= PURGE_EVERY_MS) {
      this.lastPurge = now;
      this.lru.purgeStale();
    }
    const fullKey = `${resource}\u0000${key}`;
    const keys = this.keysOf.get(resource) ?? new Set<string>();
    this.keysOf.set(resource, keys);
    if (!keys.has(fullKey) && keys.size >= this.limits.maxEntries) this.lru.delete(keys.values().next().value!);
    keys.delete(fullKey);
    keys.add(fullKey);
    this.lru.set(fullKey, { ...entry, resource });
    // An answer larger than the whole budget is refused by the LRU (and disposed): forget its key too.
    if (!this.lru.has(fullKey)) keys.delete(fullKey);
  }

  /** Forgets a resource's answers here; `local` (a write on this instance) also tells the other instances. */
  clear(resource: string, origin: 'local' | 'remote' = 'local') {
    this.epochs.set(resource, this.epoch(resource) + 1);
    for (const key of [...(this.keysOf.get(resource) ?? [])]) this.lru?.delete(key);
    this.keysOf.delete(resource);
    if (origin === 'local') this.onLocalClear?.(resource);
  }

  /** Forgets everything without telling anyone (e.g. after missing invalidations while Redis was away). */
  clearAll() {
    for (const resource of new Set([...this.keysOf.keys(), ...this.epochs.keys()])) this.epochs.set(resource, this.epoch(resource) + 1);
    this.lru?.clear();
    this.keysOf.clear();
  }
}

/** One resource's part of the store (what simple-rest holds). */
export class ListCache {
  constructor(
    private readonly store: ListCacheStore,
    readonly resource: string,
    private readonly enabled: boolean,
  ) {}

  get(key: string): Entry | undefined {
    return this.enabled ? this.store.get(this.resource, key) : undefined;
  }

  /** Take this before reading the database and pass it to set: a clear in between wins over the answer. */
  epoch(): number {
    return this.store.epoch(this.resource);
  }

  set(key: string, body: string, total: number, epoch: number, exact = true) {
    if (this.enabled) this.store.set(this.resource, key, exact ? { body, total } : { body, total, exact }, epoch);
  }

  clear() {
    this.store.clear(this.resource);
  }
}

const stores = new WeakMap<object, ListCacheStore>();

/** The list cache of the app using database `db` (created on first use with the app's limits). */
export function listCacheStore(db: object, limits: ListCacheLimits): ListCacheStore {
  let store = stores.get(db);
  if (!store) {
    store = new ListCacheStore(limits);
    stores.set(db, store);
  }
  return store;
}

/** Clears the list answers of a resource after a write outside simple-rest (e.g. publishing a plan). */
export function clearListCache(db: object, resource: string) {
  stores.get(db)?.clear(resource);
}
