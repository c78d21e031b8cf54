import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatNup } from '../../src/domain/nup';
import { startServer, type TestServer } from '../helpers/server';
import { tokenFor } from '../helpers/tokens';

let server: TestServer;
let interno: Record<string, string>;
let externo: Record<string, string>;

const complaint = (overrides: Record<string, unknown> = {}) => ({
  regional: 'CINDACTA 1', summary: 'Antena sem autorização', nup: formatNup('600000012342025'), content: 'Antena de 40 m perto da cabeceira.',
  process_type: 'Denúncia', state_code: 'zz', municipality: 'Vila Teste', aerodrome_name: 'Campo Teste', icao: 'zzqa', ...overrides,
});

async function post(body: unknown, headers = interno) {
  const response = await fetch(`${server.url}/api/complaints`, { method: 'POST', headers, body: JSON.stringify(body) });
  return { status: response.status, body: await response.json() };
}
async function list(query: string) {
  const response = await fetch(`${server.url}/api/complaints?state_code=ZZ&${query}`, { headers: interno });
  const body = await response.json() as { summary: string; number: number }[];
  return { status: response.status, body, total: Number(response.headers.get('x-total-count')) };
}

beforeAll(async () => {
  server = await startServer();
  interno = { authorization: `Bearer ${await tokenFor(server, 'Interno')}`, 'content-type': 'application/json', 'accept-language': 'en' };
  externo = { authorization: `Bearer ${await tokenFor(server, 'Externo')}`, 'content-type': 'application/json' };
});
afterAll(() => server?.close());

describe('/api/complaints', () => {
  it('lets Interno create, read, patch and delete; the number is assigned by the server', async () => {
    const created = await post({ ...complaint(), number: 999 });
    // `number` is not an input field: an unknown key is dropped by the schema, the server assigns its own.
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ regional: 'CINDACTA 1', state_code: 'ZZ', icao: 'ZZQA', sample: false });
    expect(created.body.number).not.toBe(999);
    expect(created.body.created_at).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const id = created.body.id as number;

    const shown = await fetch(`${server.url}/api/complaints/${id}`, { headers: interno });
    expect(await shown.json()).toMatchObject({ id, number: created.body.number });

    const patched = await fetch(`${server.url}/api/complaints/${id}`, { method: 'PATCH', headers: interno, body: '{"summary":"Antena regularizada"}' });
    expect(patched.status).toBe(200);
    expect(await patched.json()).toMatchObject({ summary: 'Antena regularizada', number: created.body.number });

    expect((await fetch(`${server.url}/api/complaints/${id}`, { method: 'DELETE', headers: interno })).status).toBe(200);
    expect((await fetch(`${server.url}/api/complaints/${id}`, { headers: interno })).status).toBe(404);
  });

  it('hands out sequential numbers and never reuses one, even after a delete', async () => {
    const a = (await post(complaint({ summary: 'Seq A' }))).body;
    const b = (await post(complaint({ summary: 'Seq B' }))).body;
    expect(b.number).toBe(a.number + 1);
    await fetch(`${server.url}/api/complaints/${b.id}`, { method: 'DELETE', headers: interno });
    const c = (await post(complaint({ summary: 'Seq C' }))).body;
    expect(c.number).toBe(b.number + 1);
    await fetch(`${server.url}/api/complaints/${a.id}`, { method: 'DELETE', headers: interno });
    await fetch(`${server.url}/api/complaints/${c.id}`, { method: 'DELETE', headers: interno });
    const d = (await post(complaint({ summary: 'Seq D' }))).body;
    expect(d.number).toBe(c.number + 1);
    await fetch(`${server.url}/api/complaints/${d.id}`, { method: 'DELETE', headers: interno });
  });

  it('refuses a NUP with a wrong format or wrong check digits, naming the field', async () => {
    const good = formatNup('600000012342025');
    const wrongDigits = `${good.slice(0, -2)}${good.endsWith('00') ? '11' : '00'}`;
    for (const nup of ['123', wrongDigits]) {
      const bad = await post(complaint({ nup }));
      expect(bad.status).toBe(400);
      expect(bad.body.errors.map((e: { path: string }) => e.path)).toContain('body.nup');
    }
    const patch = await fetch(`${server.url}/api/complaints/1`, { method: 'PATCH', headers: interno, body: JSON.stringify({ nup: wrongDigits }) });
    expect(patch.status).toBe(400);
  });

  it('filters by created_at range, state, municipality and ICAO', async () => {
    const made = [];
    for (const [summary, created_at, icao] of [['Jan', '2025-01-10', 'ZZJA'], ['Feb', '2025-02-10', 'ZZFE'], ['Mar', '2025-03-10', 'ZZMA']] as const) {
      made.push((await post(complaint({ summary, created_at, icao, municipality: `Vila ${summary}` }))).body);
    }
    const range = await list('created_at_gte=2025-02-01&created_at_lte=2025-03-10&_sort=created_at');
    expect(range.body.map((c) => c.summary)).toEqual(['Feb', 'Mar']);
    expect(range.total).toBe(2);
    expect((await list('created_at_lte=2025-01-10')).body.map((c) => c.summary)).toEqual(['Jan']);
    expect((await list('icao=ZZFE')).body.map((c) => c.summary)).toEqual(['Feb']);
    expect((await list('municipality_like=vila mar')).body.map((c) => c.summary)).toEqual(['Mar']);
    expect((await list('created_at_gte=not-a-date')).status).toBe(400);
    for (const c of made) await fetch(`${server.url}/api/complaints/${c.id}`, { method: 'DELETE', headers: interno });
  });

  it('refuses Externo with 403 and a visitor with 401', async () => {
    expect((await fetch(`${server.url}/api/complaints`, { headers: externo })).status).toBe(403);
    expect((await post(complaint(), externo)).status).toBe(403);
    expect((await fetch(`${server.url}/api/complaints`)).status).toBe(401);
    expect((await fetch(`${server.url}/api/complaints`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(complaint()) })).status).toBe(401);
  });
});
