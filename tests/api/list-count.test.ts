import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../helpers/server';

const BOUND = 5;
let server: TestServer;

beforeAll(async () => {
  server = await startServer({ env: { LIST_COUNT_BOUND: String(BOUND) } });
});
afterAll(() => server?.close());

async function list(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${server.url}/api/${path}`, { headers });
  expect(response.status).toBe(200);
  const body = (await response.json()) as { id: number }[];
  return { response, body, total: Number(response.headers.get('x-total-count')), exact: response.headers.get('x-total-count-exact') };
}

describe('bounded list count (LIST_COUNT_BOUND)', () => {
  it('counts up to the bound and says "more" past it, on every page and from the cache', async () => {
    for (let i = 0; i < 2; i++) {
      const first = await list('municipalities?_start=0&_end=3');
      expect(first.body).toHaveLength(3);
      expect(first.total).toBe(BOUND);
      expect(first.exact).toBe('false');
    }
    // A full page past the bound, with a row after it, proves more than its end; an empty one only the bound.
    const deep = await list('municipalities?_start=10&_end=20');
    expect(deep.body).toHaveLength(10);
    expect(deep.total).toBe(20);
    expect(deep.exact).toBe('false');
    const beyond = await list('municipalities?_start=1000000&_end=1000010');
    expect(beyond.body).toEqual([]);
    expect(beyond.total).toBe(BOUND);
    expect(beyond.exact).toBe('false');
  });

  it('counts exactly at or under the bound, and takes a short page as the end of the list', async () => {
    const ids = (await list('municipalities?_start=0&_end=4')).body.map((row) => row.id);
    const filter = ids.map((id) => `id=${id}`).join('&');
    const full = await list(`municipalities?${filter}&_start=0&_end=2`);
    expect(full.body).toHaveLength(2);
    expect(full.total).toBe(4);
    expect(full.exact).toBeNull();
    const last = await list(`municipalities?${filter}&_start=2&_end=4`);
    expect(last.body.map((row) => row.id)).toEqual(ids.slice(2));
    expect(last.total).toBe(4);
    expect(last.exact).toBeNull();
    const short = await list(`municipalities?${filter}&_start=3&_end=10`);
    expect(short.body.map((row) => row.id)).toEqual([ids[3]]);
    expect(short.total).toBe(4);
    expect(short.exact).toBeNull();
    const none = await list('municipalities?name=No such town at all&_start=0&_end=10');
    expect(none.body).toEqual([]);
    expect(none.total).toBe(0);
  });

  it('exposes X-Total-Count-Exact to CORS for the app origin', async () => {
    const { response } = await list('municipalities?_start=0&_end=1', { origin: server.url });
    expect(response.headers.get('access-control-expose-headers')).toMatch(/X-Total-Count-Exact/i);
  });

  it('exports every matching row whatever the bound', async () => {
    const response = await fetch(`${server.url}/api/plans/export.csv`);
    expect(response.status).toBe(200);
    const lines = (await response.text()).trim().split('\n').length - 1;
    expect(lines).toBeGreaterThan(BOUND);
    const listed = await list('plans?_start=0&_end=100');
    expect(listed.body).toHaveLength(Math.min(lines, 100));
  });
});
