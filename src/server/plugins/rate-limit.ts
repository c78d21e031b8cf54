import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';

/**
 * @fastify/rate-limit registered once for the whole app, off by default: a route opts in with
 * `config: { rateLimit: {...} }`. With REDIS_URL the counters live in Redis, so N instances share one
 * limit instead of multiplying it by N (keys `aga-rate-limit:<METHOD><route>-<client>`). Keys are the client
 * address as Fastify sees it (see TRUST_PROXY). While Redis is unreachable the limits are skipped rather
 * than answering 500: the contact form and subscriptions keep working, unlimited, until Redis is back.
 */
export const rateLimitPlugin = fp(
  async (app) => {
    await app.register(rateLimit, {
      global: false,
      ...(app.redis ? { redis: app.redis, nameSpace: 'aga-rate-limit:', skipOnError: true } : {}),
    });
  },
  { name: 'rate-limit', dependencies: ['redis'] },
);
