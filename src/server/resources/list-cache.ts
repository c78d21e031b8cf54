import { CACHE_TTL_SECONDS } from '../../domain/constants';

interface Entry {
  body: string;
  total: number;
  expires: number;
}

/**
 * Recent list answers of one resource, keyed by the normalised query. Any write through the API clears
 * the resource's entries; entries also expire after the spec's 60-second TTL, which bounds how stale a
 * second server instance sharing a PostgreSQL database can be. The key also names the rows the caller may
 * see (resources/visibility.ts), so callers share an answer only when the ability file shows them the same rows.
 */
export class ListCache {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly maxEntries = 500, private readonly ttlMs = CACHE_TTL_SECONDS * 1000) {}

  get(key: string): Entry | undefined {
    if (this.maxEntries === 0) return undefined;
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expires < Date.now()) {
      this.entries.delete(key);
      return undefined;
    }
    // Re-insert to keep the Map in least-recently-used order.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry;
  }

  set(key: string, body: string, total: number) {
    if (this.maxEntries === 0) return;
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, { body, total, expires: Date.now() + this.ttlMs });
  }

  clear() {
    this.entries.clear();
  }
}

const registry = new WeakMap<object, Map<string, ListCache>>();

/** Remembers a resource's cache per database, so a custom route that writes its rows can clear it. */
export function registerListCache(db: object, resource: string, cache: ListCache): ListCache {
  const caches = registry.get(db) ?? new Map<string, ListCache>();
  registry.set(db, caches);
  caches.set(resource, cache);
  return cache;
}

/** Clears the list answers of a resource after a write outside simple-rest (e.g. publishing a plan). */
export function clearListCache(db: object, resource: string) {
  registry.get(db)?.get(resource)?.clear();
}
