import autocannon from 'autocannon';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { formatNup } from '../../src/domain/nup';
import { startServer, type TestServer } from '../helpers/server';
import { tokenFor } from '../helpers/tokens';

const SECONDS = Number(process.env.MIXED_LOAD_SECONDS ?? 60);
const CONNECTIONS = 100;
const MARK = `carga-${Date.now()}`;

let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startServer();
  token = await tokenFor(server, 'Interno');
});
afterAll(() => server?.close());

it(`serves ${CONNECTIONS} connections of mixed reads and writes for ${SECONDS} s without one error, and keeps every write`, async () => {
  const auth = { authorization: `Bearer ${token}` };
  // Each write has a NUP of its own (the server refuses one another complaint has).
  let written = 0;
  const complaint = () =>
    JSON.stringify({
      regional: 'CINDACTA 2',
      summary: MARK,
      nup: formatNup(`6${String(++written).padStart(10, '0')}2025`),
      content: 'Teste de carga: leituras e escritas misturadas.',
      process_type: 'Denúncia',
      state_code: 'PR',
      municipality: 'Curitiba',
      aerodrome_name: 'Afonso Pena',
      icao: 'SBCT',
    });
  let page = 0;
  // Each connection cycles through this sequence: four public reads (different pages and filters), one
  // authenticated read and one authenticated write.
  const result = await autocannon({
    url: server.url,
    connections: CONNECTIONS,
    duration: SECONDS,
    timeout: 30,
    requests: [
      {
        method: 'GET',
        setupRequest: (r) => {
          const start = (page++ % 20) * 10;
          return { ...r, path: `/api/plans?_start=${start}&_end=${start + 10}&_sort=aerodrome_name` };
        },
      },
      { method: 'GET', path: '/api/plans?state_code=SP&_sort=date&_order=desc&_start=0&_end=25' },
      { method: 'GET', path: '/api/municipalities?state_code=MG&q=bel&_start=0&_end=20' },
      { method: 'GET', path: '/api/tacs?_start=0&_end=10' },
      { method: 'GET', path: '/api/complaints?_sort=number&_order=desc&_start=0&_end=25', headers: auth },
      { method: 'POST', path: '/api/complaints', headers: { ...auth, 'content-type': 'application/json' }, setupRequest: (r) => ({ ...r, body: complaint() }) },
    ],
  });
  const created = result.statusCodeStats['201']?.count ?? 0;
  // autocannon keeps each rebuilt request on the request object every connection shares, so two connections
  // now and then send the same body (the same NUP): the server rightly answers the second with 409. That is
  // the only refusal allowed; the rows below prove no NUP and no number was stored twice.
  const duplicates = result.statusCodeStats['409']?.count ?? 0;
  expect({
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx - duplicates,
    statuses: Object.keys(result.statusCodeStats)
      .filter((s) => s !== '409')
      .sort(),
  }).toEqual({ errors: 0, timeouts: 0, non2xx: 0, statuses: ['200', '201'] });
  expect(duplicates).toBeLessThan(CONNECTIONS);
  expect(result.requests.total).toBeGreaterThan(CONNECTIONS * 6);

  // Every acknowledged write is there, each with its own number. Writes still in flight when the load
  // stopped (at most one per connection) may be stored without autocannon having counted their answer.
  const rows = await server.app.db.selectFrom('complaints').select(['number', 'nup']).where('summary', '=', MARK).execute();
  expect(new Set(rows.map((row) => row.nup)).size).toBe(rows.length);
  expect(rows.length).toBeGreaterThanOrEqual(created);
  expect(rows.length).toBeLessThanOrEqual(created + CONNECTIONS);
  expect(new Set(rows.map((row) => row.number)).size).toBe(rows.length);
  console.log(
    `mixed load: ${result.requests.total} requests in ${SECONDS} s (${result.requests.average.toFixed(0)} req/s), ${created} complaints written, 0 errors`,
  );
});
