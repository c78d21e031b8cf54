import type { Redis } from 'ioredis';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** The shared store of several instances (REDIS_URL), or null: one instance, state in memory. */
    redis: Redis | null;
  }
}

/**
 * One Redis connection per instance when REDIS_URL is set, for shared rate limits, throttles and
 * list-cache invalidation. Commands fail fast (no offline queue) so a Redis outage surfaces as an error
 * the callers handle instead of requests piling up.
 */
export const redisPlugin = fp(
  async (app) => {
    if (!app.config.redisUrl) {
      app.decorate('redis', null);
      return;
    }
    // Loaded only when configured: a single instance never holds the client.
    const { Redis: RedisClient } = await import('ioredis');
    const redis = new RedisClient(app.config.redisUrl, { lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 1, connectTimeout: 5_000 });
    redis.on('error', (error) => app.log.warn({ err: error }, 'redis error'));
    await redis.connect();
    app.decorate('redis', redis);
    app.addHook('onClose', async () => {
      await redis.quit().catch(() => redis.disconnect());
    });
  },
  { name: 'redis' },
);
