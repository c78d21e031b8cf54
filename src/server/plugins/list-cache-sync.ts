import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { listCacheStore } from '../resources/list-cache';

/** The pub/sub channel of list-cache invalidations; the Redis database number keeps deployments apart. */
export function listCacheChannel(redis: Redis): string {
  return `aga:list-cache:${redis.options.db ?? 0}`;
}

/**
 * With REDIS_URL, a write on one instance clears the list cache of every instance: the writer clears its
 * own at once and publishes the resource name; every instance (itself included, harmlessly) clears that
 * resource when the message arrives. A lost message (Redis away) leaves other instances at most one cache
 * TTL (60 s) stale, and an instance whose subscription drops clears everything when it is back.
 * Without REDIS_URL nothing is registered: one instance, the cache is cleared in memory only.
 */
export const listCacheSyncPlugin = fp(
  async (app) => {
    const redis = app.redis;
    if (!redis) return;
    const store = listCacheStore(app.db, { maxBytes: app.config.listCacheMaxBytes, maxEntries: app.config.listCacheEntries });
    const channel = listCacheChannel(redis);

    // Named so an operator (and the test) can tell it in CLIENT LIST.
    const subscriber = redis.duplicate({ lazyConnect: true, connectionName: `aga-list-cache-sync:${process.pid}` });
    subscriber.on('error', (error) => app.log.warn({ err: error }, 'redis subscriber error'));
    let subscribedOnce = false;
    subscriber.on('ready', () => {
      // ioredis re-subscribes by itself after a reconnect; what was published meanwhile is lost, so forget all.
      if (subscribedOnce) {
        store.clearAll();
        app.log.info('list cache cleared: the invalidation channel reconnected');
      }
    });
    subscriber.on('message', (from: string, resource: string) => {
      if (from === channel && resource.length <= 100) store.clear(resource, 'remote');
    });
    await subscriber.connect();
    await subscriber.subscribe(channel);
    subscribedOnce = true;

    store.onLocalClear = (resource) => {
      redis.publish(channel, resource).catch((error: unknown) => {
        app.log.warn({ err: error, resource }, 'list cache: the invalidation was not published (other instances stay stale up to the TTL)');
      });
    };
    app.addHook('onClose', async () => {
      store.onLocalClear = null;
      await subscriber.quit().catch(() => subscriber.disconnect());
    });
  },
  { name: 'list-cache-sync', dependencies: ['redis'] },
);
