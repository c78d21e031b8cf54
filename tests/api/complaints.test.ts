import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatNup } from '../../src/domain/nup';
import { portalToday } from '../../src/domain/today';
import { startServer, type TestServer } from '../helpers/server';
import { tokenFor } from '../helpers/tokens';

let server: TestServer;
let interno: Record<string, string>;
let externo: Record<string, string>;

/** Every complaint of this file lives in a made-up municipality (free text), so the seeded ones never show. */
const TOWN = 'Vila Zeta';
let sequence = 0;
/** A valid NUP no other complaint of this file has. */
const freshNup = () => formatNup(`60000${String(++sequence).padStart(6, '0')}2025`);
const CURITIBA = 4106902;
const SAO_PAULO = 3550308;

const complaint = (overrides: Record<string, unknown> = {}) => ({
  regional: 'CINDACTA 2',
  summary: 'Antena sem autorização',
  nup: freshNup(),
  content: 'Antena de 40 m perto da cabeceira.',
  process_type: 'Denúncia',
  state_code: 'pr',
  municipality: TOWN,
  aerodrome_name: 'Afonso Pena',
  icao: 'sbct',
  ...overrides,
});

async function post(body: unknown, headers = interno) {
  const response = await fetch(`${server.url}/api/complaints`, { method: 'POST', headers, body: JSON.stringify(body) });
  return { status: response.status, body: await response.json() };
}
async function patch(id: number, body: unknown, headers = interno) {
  const response = await fetch(`${server.url}/api/complaints/${id}`, { method: 'PATCH', headers, body: JSON.stringify(body) });
  return { status: response.status, body: await response.json() };
}
async function list(query: string) {
  const town = query.includes('municipality_like=') ? '' : `municipality_like=${encodeURIComponent(TOWN)}&`;
  const response = await fetch(`${server.url}/api/complaints?${town}${query}`, { headers: interno });
  const body = (await response.json()) as { summary: string; number: number }[];
  return { status: response.status, body, total: Number(response.headers.get('x-total-count')) };
}
/** The portal's tomorrow (a day after today in Brasília). */
function tomorrow(): string {
  const [y, m, d] = portalToday().split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
}
const paths = (body: { errors?: { path: string }[] }) => (body.errors ?? []).map((e) => e.path);
const messageAt = (body: { errors?: { path: string; message: string }[] }, path: string) => body.errors?.find((e) => e.path === path)?.message;

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
    expect(created.body).toMatchObject({ regional: 'CINDACTA 2', state_code: 'PR', icao: 'SBCT', sample: false });
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
    const good = freshNup();
    const wrongDigits = `${good.slice(0, -2)}${good.endsWith('00') ? '11' : '00'}`;
    for (const nup of ['123', wrongDigits]) {
      const bad = await post(complaint({ nup }));
      expect(bad.status).toBe(400);
      expect(bad.body.errors.map((e: { path: string }) => e.path)).toContain('body.nup');
    }
    expect((await patch(1, { nup: wrongDigits })).status).toBe(400);
  });

  it('filters by created_at range, state, municipality and ICAO', async () => {
    const made = [];
    for (const [summary, created_at, icao] of [
      ['Jan', '2025-01-10', 'SBGR'],
      ['Feb', '2025-02-10', 'SBBR'],
      ['Mar', '2025-03-10', 'SBGL'],
    ] as const) {
      made.push((await post(complaint({ summary, created_at, icao, aerodrome_name: '', state_code: 'DF', municipality: `${TOWN} ${summary}` }))).body);
    }
    const range = await list('created_at_gte=2025-02-01&created_at_lte=2025-03-10&_sort=created_at');
    expect(range.body.map((c) => c.summary)).toEqual(['Feb', 'Mar']);
    expect(range.total).toBe(2);
    expect((await list('created_at_lte=2025-01-10')).body.map((c) => c.summary)).toEqual(['Jan']);
    expect((await list('icao=SBBR')).body.map((c) => c.summary)).toEqual(['Feb']);
    expect((await list(`municipality_like=${encodeURIComponent(`${TOWN} mar`.toLowerCase())}`)).body.map((c) => c.summary)).toEqual(['Mar']);
    expect((await list('created_at_gte=not-a-date')).status).toBe(400);
    for (const c of made) await fetch(`${server.url}/api/complaints/${c.id}`, { method: 'DELETE', headers: interno });
  });

  it("refuses a state outside the 27 federative units, naming state_code in the caller's language", async () => {
    const bad = await post(complaint({ state_code: 'XX' }));
    expect(bad.status).toBe(400);
    expect(paths(bad.body)).toEqual(['body.state_code']);
    expect(messageAt(bad.body, 'body.state_code')).toBe('Choose one of the 27 federative units.');
    const pt = await post(complaint({ state_code: 'XX' }), { ...interno, 'accept-language': 'pt-BR' });
    expect(messageAt(pt.body, 'body.state_code')).toBe('Escolha uma das 27 unidades da federação.');
    const { id } = (await post(complaint())).body as { id: number };
    const patched = await patch(id, { state_code: 'ZZ' });
    expect(patched.status).toBe(400);
    expect(paths(patched.body)).toEqual(['body.state_code']);
  });

  it("takes a municipality of the complaint's state only, also when a PATCH changes just the state", async () => {
    const elsewhere = await post(complaint({ state_code: 'PR', municipality_id: SAO_PAULO, municipality: 'São Paulo' }));
    expect(elsewhere.status).toBe(400);
    expect(paths(elsewhere.body)).toEqual(['body.municipality_id']);
    expect(messageAt(elsewhere.body, 'body.municipality_id')).toBe('The municipality is not in the state PR.');
    expect((await post(complaint({ municipality_id: 99_999_999 }))).status).toBe(400);
    const curitiba = await post(complaint({ state_code: 'PR', municipality_id: CURITIBA, municipality: 'Curitiba' }));
    expect(curitiba.status).toBe(201);
    const moved = await patch(curitiba.body.id, { state_code: 'SP' });
    expect(moved.status).toBe(400);
    expect(paths(moved.body)).toEqual(['body.municipality_id']);
    expect((await patch(curitiba.body.id, { state_code: 'SP', municipality_id: SAO_PAULO, municipality: 'São Paulo' })).status).toBe(200);
    await fetch(`${server.url}/api/complaints/${curitiba.body.id}`, { method: 'DELETE', headers: interno });
  });

  it('takes an existing aerodrome only, with its own ICAO code', async () => {
    const unknownId = await post(complaint({ aerodrome_id: 99_999_999 }));
    expect(unknownId.status).toBe(400);
    expect(paths(unknownId.body)).toEqual(['body.aerodrome_id']);
    const unknownIcao = await post(complaint({ icao: 'ZZZZ' }));
    expect(unknownIcao.status).toBe(400);
    expect(paths(unknownIcao.body)).toEqual(['body.icao']);
    const { id: aerodromeId } = await (await fetch(`${server.url}/api/aerodromes?icao=SBCT`)).json().then((rows: { id: number }[]) => rows[0]!);
    const mismatch = await post(complaint({ aerodrome_id: aerodromeId, icao: 'SBGR' }));
    expect(mismatch.status).toBe(400);
    expect(paths(mismatch.body)).toEqual(['body.icao']);
    const picked = await post(complaint({ aerodrome_id: aerodromeId, icao: 'SBCT' }));
    expect(picked.status).toBe(201);
    expect(picked.body).toMatchObject({ aerodrome_id: aerodromeId, icao: 'SBCT' });
  });

  it('refuses a creation date after today, on create and on PATCH; today is fine', async () => {
    for (const created_at of ['2099-12-31', tomorrow()]) {
      const bad = await post(complaint({ created_at }));
      expect(bad.status).toBe(400);
      expect(paths(bad.body)).toEqual(['body.created_at']);
      expect(messageAt(bad.body, 'body.created_at')).toBe('The date cannot be later than today.');
    }
    const today = await post(complaint({ created_at: portalToday() }));
    expect(today.status).toBe(201);
    expect((await patch(today.body.id, { created_at: '2099-12-31' })).status).toBe(400);
  });

  it('refuses a NUP another complaint has with 409 naming nup; a complaint keeps its own NUP on edit', async () => {
    const first = await post(complaint());
    expect(first.status).toBe(201);
    const again = await post(complaint({ nup: first.body.nup }), { ...interno, 'accept-language': 'pt' });
    expect(again.status).toBe(409);
    expect(paths(again.body)).toEqual(['body.nup']);
    expect(messageAt(again.body, 'body.nup')).toBe(`O NUP ${first.body.nup} já está na denúncia nº ${first.body.number}.`);
    const second = await post(complaint());
    const taken = await patch(second.body.id, { nup: first.body.nup });
    expect(taken.status).toBe(409);
    expect(paths(taken.body)).toEqual(['body.nup']);
    expect((await patch(first.body.id, { nup: first.body.nup, summary: 'Mesmo NUP, outro resumo' })).status).toBe(200);
    // A refused create takes no control number.
    const third = await post(complaint());
    expect(third.body.number).toBe(second.body.number + 1);
  });

  it('refuses Externo with 403 and a visitor with 401', async () => {
    expect((await fetch(`${server.url}/api/complaints`, { headers: externo })).status).toBe(403);
    expect((await post(complaint(), externo)).status).toBe(403);
    expect((await fetch(`${server.url}/api/complaints`)).status).toBe(401);
    expect(
      (await fetch(`${server.url}/api/complaints`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(complaint()) }))
        .status,
    ).toBe(401);
  });
});
