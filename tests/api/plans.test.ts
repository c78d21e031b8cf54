import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../helpers/server';

let server: TestServer;
// Rows of our own, all in the made-up state "ZZ", so the assertions do not depend on the sample data.
const OWN = [
  {
    aerodrome_name: 'Zeta Campo Alfa',
    icao: 'ZZAA',
    type: 'PBZPA',
    signature_date: '2019-03-10',
    date: '2019-04-01',
    ordinance: 'Portaria 1/2019',
    municipality_id: 9000001,
    municipality: 'Vila Um',
  },
  {
    aerodrome_name: 'Zeta Campo Beta',
    icao: 'ZZBB',
    type: 'PBZPH',
    signature_date: '2020-06-15',
    date: '2020-07-01',
    ordinance: 'Portaria 2/2020',
    municipality_id: 9000002,
    municipality: 'Vila Dois',
  },
  {
    aerodrome_name: 'Zeta Heliponto Gama',
    icao: 'ZZCC',
    type: 'PBZPH',
    signature_date: '2021-01-20',
    date: '2021-02-01',
    ordinance: 'Portaria 3/2021',
    municipality_id: 9000002,
    municipality: 'Vila Dois',
  },
  {
    aerodrome_name: 'Zeta Campo 100% Delta',
    icao: null,
    type: 'PEZPA',
    signature_date: '2022-11-30',
    date: '2022-12-01',
    ordinance: 'Portaria 4/2022',
    municipality_id: 9000003,
    municipality: 'Vila Três',
  },
];

async function list(query: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${server.url}/api/plans?state_code=ZZ&${query}`, { headers });
  const body = await response.json();
  return {
    response,
    body,
    total: Number(response.headers.get('x-total-count')),
    names: Array.isArray(body) ? body.map((p: { aerodrome_name: string }) => p.aerodrome_name) : [],
  };
}

beforeAll(async () => {
  server = await startServer();
  await server.app.db
    .insertInto('plans')
    .values(
      OWN.map((p) => ({
        ...p,
        aerodrome_id: null,
        state_code: 'ZZ',
        impacted_municipalities: p.municipality,
        protection_zones: 'Superfície cônica',
        sample: 0,
      })),
    )
    .execute();
});
afterAll(() => server?.close());

describe('GET /api/plans', () => {
  it('filters by equality, by a list of values, and counts the whole match', async () => {
    const one = await list('municipality_id=9000002&_sort=aerodrome_name');
    expect(one.names).toEqual(['Zeta Campo Beta', 'Zeta Heliponto Gama']);
    expect(one.total).toBe(2);
    const many = await list('icao=ZZAA&icao=ZZCC&_sort=icao');
    expect(many.names).toEqual(['Zeta Campo Alfa', 'Zeta Heliponto Gama']);
  });

  it('supports _ne, _gte, _lte and _like (case-insensitive, % taken literally)', async () => {
    expect((await list('type_ne=PBZPH&_sort=date')).names).toEqual(['Zeta Campo Alfa', 'Zeta Campo 100% Delta']);
    expect((await list('date_gte=2020-07-01&date_lte=2021-02-01&_sort=date')).names).toEqual(['Zeta Campo Beta', 'Zeta Heliponto Gama']);
    expect((await list('aerodrome_name_like=HELIPONTO')).names).toEqual(['Zeta Heliponto Gama']);
    expect((await list('aerodrome_name_like=100%25')).names).toEqual(['Zeta Campo 100% Delta']);
    expect((await list('aerodrome_name_like=0%25 D')).total).toBe(1);
  });

  it('searches q across name, ICAO and municipality, every word must match', async () => {
    expect((await list('q=zzbb')).names).toEqual(['Zeta Campo Beta']);
    expect((await list('q=vila dois heliponto')).names).toEqual(['Zeta Heliponto Gama']);
  });

  it('sorts by several fields and directions, and pages with _start/_end', async () => {
    const sorted = await list('_sort=type,date&_order=desc,asc');
    expect(sorted.names).toEqual(['Zeta Campo 100% Delta', 'Zeta Campo Beta', 'Zeta Heliponto Gama', 'Zeta Campo Alfa']);
    const page = await list('_sort=date&_order=desc&_start=1&_end=3');
    expect(page.names).toEqual(['Zeta Heliponto Gama', 'Zeta Campo Beta']);
    expect(page.total).toBe(4);
    const empty = await list('_start=10&_end=20');
    expect(empty.body).toEqual([]);
    expect(empty.total).toBe(4);
  });

  it('exposes X-Total-Count to CORS for the app origin', async () => {
    const { response } = await list('', { origin: server.url });
    expect(response.headers.get('access-control-expose-headers')).toMatch(/X-Total-Count/i);
  });

  it.each([
    ['colour=blue', /colour/],
    ['municipality_id=abc', /abc/],
    ['date_gte=2020-02-30', /2020-02-30/],
    ['_sort=protection_zones', /protection_zones/],
    ['_sort=date&_order=up', /up/],
    ['_start=10&_end=5', /_end \(5\).*_start \(10\)/],
    ['_start=0&_end=1001', /1000/],
    ['_start=-1', /-1/],
  ])('answers %s with a 400 problem naming it', async (query, named) => {
    const { response, body } = await list(query, { 'accept-language': 'en' });
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    expect(body.status).toBe(400);
    expect(body.detail).toMatch(named);
    expect(JSON.stringify(body)).not.toMatch(/at .*\.ts:\d+/);
  });

  it('words problems in Portuguese by default and in Spanish on request', async () => {
    expect((await list('colour=1')).body.title).toBe('Requisição inválida');
    expect((await list('colour=1', { 'accept-language': 'es-ES,es;q=0.9' })).body.title).toBe('Solicitud inválida');
  });
});

describe('GET /api/plans/:id', () => {
  it('returns one plan, 404 for an unknown id, 400 for a malformed one', async () => {
    const [first] = (await list('icao=ZZAA')).body;
    const found = await fetch(`${server.url}/api/plans/${first.id}`);
    expect(await found.json()).toMatchObject({ aerodrome_name: 'Zeta Campo Alfa', sample: false });
    const missing = await fetch(`${server.url}/api/plans/99999999`);
    expect(missing.status).toBe(404);
    expect((await missing.json()).detail).toMatch(/99999999/);
    expect((await fetch(`${server.url}/api/plans/abc`)).status).toBe(400);
  });
});

describe('writes without a token', () => {
  it('refuses create, replace, patch and delete with 401 and keeps the data', async () => {
    const [first] = (await list('icao=ZZAA')).body;
    const attempts = [
      fetch(`${server.url}/api/plans`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(first) }),
      fetch(`${server.url}/api/plans/${first.id}`, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify(first) }),
      fetch(`${server.url}/api/plans/${first.id}`, { method: 'PATCH', headers: { 'content-type': 'application/json' }, body: '{"ordinance":"x"}' }),
      fetch(`${server.url}/api/plans/${first.id}`, { method: 'DELETE' }),
    ];
    for (const response of await Promise.all(attempts)) expect(response.status).toBe(401);
    expect((await list('icao=ZZAA')).body).toEqual([first]);
  });
});
