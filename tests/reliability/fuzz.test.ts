import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESOURCE_DEFINITIONS } from '../../src/server/resources/index';
import { startServer, type TestServer } from '../helpers/server';
import { tokenFor } from '../helpers/tokens';

let server: TestServer;
let headers: Record<string, string>;
beforeAll(async () => {
  server = await startServer();
  headers = { authorization: `Bearer ${await tokenFor(server, 'Desenvolvedor')}`, 'content-type': 'application/json' };
});
afterAll(() => server?.close());

const WRITABLE = RESOURCE_DEFINITIONS.filter((d) => d.input);
const RUNS_PER_RESOURCE = Math.ceil(10_000 / Math.max(WRITABLE.length, 1));

/** Bodies that look almost right: real field names with values of any type, plus junk. */
const bodyFor = (fields: string[]) =>
  fc.oneof(
    fc.dictionary(fc.constantFrom(...fields), fc.jsonValue(), { maxKeys: fields.length }),
    fc.jsonValue(),
    fc.string().map((s) => ({ [s]: s })),
  );

async function snapshot(resource: string) {
  const response = await fetch(`${server.url}/api/${resource}?_start=0&_end=1000`, { headers });
  expect(response.status).toBe(200);
  return `${response.headers.get('x-total-count')}:${await response.text()}`;
}

describe('fuzzing every writable endpoint', () => {
  it.each(WRITABLE.map((d) => d.name))('%s: random bodies never cause a 5xx, and a refused write changes nothing', async (resource) => {
    const definition = WRITABLE.find((d) => d.name === resource)!;
    const fields = Object.keys(definition.input!.shape);
    const [first] = await (await fetch(`${server.url}/api/${resource}?_end=1`, { headers })).json();
    const statuses = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(fc.constantFrom('POST', 'PUT', 'PATCH'), bodyFor(fields), async (method, body) => {
        const target = method === 'POST' ? `/api/${resource}` : `/api/${resource}/${first?.id ?? 1}`;
        const before = method === 'POST' ? null : await snapshot(resource);
        const response = await fetch(`${server.url}${target}`, { method, headers, body: JSON.stringify(body) });
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        expect(response.status).toBeLessThan(500);
        if (response.status >= 400 && before !== null) expect(await snapshot(resource)).toBe(before);
      }),
      { numRuns: RUNS_PER_RESOURCE },
    );
    console.log(`${resource}: ${RUNS_PER_RESOURCE} random writes →`, Object.fromEntries(statuses));
  });
});
