import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../helpers/server';
import { tokenFor } from '../helpers/tokens';

// A made-up municipality of Acre, so the searched words match only the rows made here.
const TOWN = { municipality_id: 9000888, municipality: 'Vila Trigrama', state_code: 'AC' };
const PLAN = {
  aerodrome_name: 'Zeta Campo Quíxote',
  icao: 'ZZQX',
  type: 'PBZPA',
  signature_date: '2026-03-02',
  date: '2026-03-10',
  ordinance: 'Portaria 8/2026',
  status: 'published',
  ...TOWN,
};

let server: TestServer;
let interno: Record<string, string>;

beforeAll(async () => {
  server = await startServer();
  interno = { authorization: `Bearer ${await tokenFor(server, 'Interno')}`, 'content-type': 'application/json' };
  await server.app.db.insertInto('municipalities').values({ id: TOWN.municipality_id, name: TOWN.municipality, state_code: TOWN.state_code }).execute();
});
afterAll(() => server?.close());

const call = (method: string, path: string, body?: unknown) =>
  fetch(`${server.url}/api${path}`, { method, headers: interno, body: body === undefined ? undefined : JSON.stringify(body) });
async function found(q: string, resource = 'plans'): Promise<string[]> {
  const response = await call('GET', `/${resource}?q=${encodeURIComponent(q)}&_sort=id&_start=0&_end=100`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { icao?: string; name: string }[]).map((row) => row.icao ?? row.name);
}

describe('q search by the word index (trigram on SQLite, pg_trgm on PostgreSQL)', () => {
  it('finds a record by any part of a word, folded, as soon as it is created, changed or deleted', async () => {
    const created = await call('POST', '/plans', PLAN);
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: number };
    expect(await found('quixote')).toEqual(['ZZQX']);
    expect(await found('IXOT trigr')).toEqual(['ZZQX']);
    expect(await found('ZZQX')).toEqual(['ZZQX']);
    // Words under three characters are compared row by row: the same rows, with the other words narrowing them.
    expect(await found('qu trigrama')).toEqual(['ZZQX']);
    expect(await found('"quixote"')).toEqual([]);

    expect((await call('PATCH', `/plans/${id}`, { aerodrome_name: 'Zeta Campo Sancho' })).status).toBe(200);
    expect(await found('quixote')).toEqual([]);
    expect(await found('sancho')).toEqual(['ZZQX']);
    // The export holds the same rows as the list.
    const csv = await (await fetch(`${server.url}/api/plans/export.csv?q=sancho`, { headers: interno })).text();
    expect(csv).toContain('Zeta Campo Sancho');
    expect(csv.trim().split('\n')).toHaveLength(2);

    expect((await call('DELETE', `/plans/${id}`)).status).toBe(200);
    expect(await found('sancho')).toEqual([]);
  });

  it('finds the same municipalities as a row-by-row comparison of the name (_like)', async () => {
    // Municipalities rank q's best matches first: compare the sets (ids in order) and the counts.
    const ids = async (query: string) => {
      const response = await call('GET', `/municipalities?${query}&_sort=id&_start=0&_end=100`);
      const rows = (await response.json()) as { id: number }[];
      return { total: response.headers.get('x-total-count'), ids: rows.map((row) => row.id).sort((a, b) => a - b) };
    };
    for (const word of ['josé', 'itá', 'lagoa', 'xa', 'pau"lo', 'sao']) {
      const byIndex = await ids(`q=${encodeURIComponent(word)}`);
      const byRow = await ids(`name_like=${encodeURIComponent(word)}`);
      expect({ word, total: byIndex.total }).toEqual({ word, total: byRow.total });
      if (Number(byRow.total) <= 100) expect({ word, ids: byIndex.ids }).toEqual({ word, ids: byRow.ids });
    }
  });
});
