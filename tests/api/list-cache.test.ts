import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listCacheStore } from '../../src/server/resources/list-cache';
import { startServer, type TestServer } from '../helpers/server';

const MAX_BYTES = 150_000;
let server: TestServer;

beforeAll(async () => {
  server = await startServer({ env: { LIST_CACHE_MAX_BYTES: String(MAX_BYTES) } });
});
afterAll(() => server?.close());

describe('list cache bound', () => {
  it('keeps the cached answers of many distinct anonymous queries under LIST_CACHE_MAX_BYTES', async () => {
    const store = listCacheStore(server.app.db, { maxBytes: 0, maxEntries: 0 }); // the app's own, made at start
    let served = 0;
    let peak = 0;
    for (let i = 0; i < 400; i++) {
      const resource = i % 2 ? 'municipalities' : 'aerodromes';
      const response = await fetch(`${server.url}/api/${resource}?_start=${i}&_end=${i + 25}`);
      expect(response.status).toBe(200);
      served += (await response.text()).length;
      peak = Math.max(peak, store.calculatedSize);
    }
    expect(served).toBeGreaterThan(MAX_BYTES * 5);
    expect(peak).toBeLessThanOrEqual(MAX_BYTES);
    expect(store.calculatedSize).toBeGreaterThan(0);
  });
});
