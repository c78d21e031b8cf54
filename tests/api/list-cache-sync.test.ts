import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listCacheChannel } from '../../src/server/plugins/list-cache-sync';
import { listCacheStore } from '../../src/server/resources/list-cache';
import { startServer, type TestServer } from '../helpers/server';

const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const ci = process.env.CI === 'true' || process.env.CI === '1';

async function redisUp(): Promise<boolean> {
  const probe = new Redis(redisUrl, { lazyConnect: true, connectTimeout: 2000, maxRetriesPerRequest: 0, retryStrategy: () => null });
  probe.on('error', () => {});
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}

const up = await redisUp();
if (!up && ci) throw new Error(`Redis is not reachable at ${redisUrl}; CI requires it (set TEST_REDIS_URL).`);
if (!up) console.warn(`Skipping the list-cache invalidation tests: no Redis at ${redisUrl}.`);

let server: TestServer;
let admin: Redis;
const cacheOf = () => listCacheStore(server.app.db, { maxBytes: 0, maxEntries: 0 });
const warm = async () => {
  for (const resource of ['states', 'faqs']) expect((await fetch(`${server.url}/api/${resource}`)).status).toBe(200);
  expect(cacheOf().size).toBeGreaterThan(0);
};

describe.skipIf(!up)('list cache with REDIS_URL', () => {
  beforeAll(async () => {
    server = await startServer({ env: { REDIS_URL: redisUrl } });
    admin = new Redis(redisUrl);
  });
  afterAll(async () => {
    admin?.disconnect();
    await server?.close();
  });

  it('clears a resource when another instance publishes its name, and keeps the others', async () => {
    await warm();
    await admin.publish(listCacheChannel(server.app.redis!), 'states');
    // The message arrives within milliseconds.
    const deadline = Date.now() + 3000;
    while (cacheOf().entriesOf('states') > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    expect(cacheOf().entriesOf('states')).toBe(0);
    expect(cacheOf().entriesOf('faqs')).toBeGreaterThan(0);
  });

  it('forgets everything when its subscription reconnects (invalidations may have been missed)', async () => {
    await warm();
    const name = `aga-list-cache-sync:${process.pid}`;
    const list = String(await admin.call('CLIENT', 'LIST', 'TYPE', 'pubsub'));
    const id = list
      .split('\n')
      .find((line) => line.includes(` name=${name} `))
      ?.match(/^id=(\d+)/)?.[1];
    expect(id).toBeDefined();
    await admin.call('CLIENT', 'KILL', 'ID', id!);
    const deadline = Date.now() + 10_000;
    while (cacheOf().size > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    expect(cacheOf().size).toBe(0);
  });
});
