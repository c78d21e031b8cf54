import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../helpers/server';
import { tokenFor } from '../helpers/tokens';

// A made-up municipality of Acre (inserted below, a plan's municipality must lie in its state): the sample data never reaches it.
const TOWN = { municipality_id: 9000777, municipality: 'Vila Publicação', state_code: 'AC' };
const SUBSCRIBER = 'assinante-publicacao@example.com';
const PLAN = {
  aerodrome_name: 'Zeta Campo Rascunho',
  icao: 'ZZPU',
  type: 'PBZPA',
  signature_date: '2026-03-02',
  date: '2026-03-10',
  ordinance: 'Portaria 9/2026',
  ...TOWN,
};
const TAC = {
  aerodrome_name: 'Zeta Campo Acordo',
  icao: 'ZZTA',
  type: 'Regularização',
  signature_date: '2026-01-05',
  dou_reference: 'DOU 12/2026, seção 3',
  date: '2026-01-10',
  validity: '2027-01-10',
  ...TOWN,
};

let server: TestServer;
let interno: Record<string, string>;
let externo: Record<string, string>;

beforeAll(async () => {
  server = await startServer();
  interno = { authorization: `Bearer ${await tokenFor(server, 'Interno')}`, 'content-type': 'application/json', 'accept-language': 'en' };
  externo = { authorization: `Bearer ${await tokenFor(server, 'Externo')}`, 'content-type': 'application/json' };
  await server.app.db.insertInto('municipalities').values({ id: TOWN.municipality_id, name: TOWN.municipality, state_code: TOWN.state_code }).execute();
  await server.app.db
    .insertInto('subscriptions')
    .values({
      email: SUBSCRIBER,
      ...TOWN,
      locale: 'pt',
      token_hash: 'x'.repeat(64),
      confirmed_at: new Date().toISOString(),
      unsubscribed_at: null,
      created_at: new Date().toISOString(),
    })
    .execute();
});
afterAll(() => server?.close());

const call = (method: string, path: string, headers: Record<string, string> = {}, body?: unknown) =>
  fetch(`${server.url}/api${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
const names = async (path: string, headers: Record<string, string> = {}) =>
  ((await (await call('GET', path, headers)).json()) as { aerodrome_name: string }[]).map((row) => row.aerodrome_name);
const mailsToSubscriber = async () => (await server.app.db.selectFrom('outbox').select('subject').where('to_address', '=', SUBSCRIBER).execute()).length;

describe.each([
  { name: 'plans', record: PLAN },
  { name: 'tacs', record: TAC },
])('publication of $name', ({ name, record }) => {
  const search = `/${name}?municipality_id=${TOWN.municipality_id}`;
  let id: number;

  it('keeps a draft out of the public list, the record and the export, but shows it to Interno', async () => {
    const mailsBefore = await mailsToSubscriber();
    const created = await call('POST', `/${name}`, interno, { ...record, status: 'draft' });
    expect(created.status).toBe(201);
    const body = (await created.json()) as { id: number; status: string; published_at: string | null };
    expect(body).toMatchObject({ status: 'draft', published_at: null });
    id = body.id;
    expect(await names(search)).toEqual([]);
    expect(await names(search, externo)).toEqual([]);
    expect((await call('GET', `/${name}/${id}`)).status).toBe(404);
    const csv = await (await call('GET', `/${name}/export.csv?municipality_id=${TOWN.municipality_id}`)).text();
    expect(csv).not.toContain(record.aerodrome_name);
    expect(await names(`${search}&status=draft`, interno)).toEqual([record.aerodrome_name]);
    expect(await mailsToSubscriber()).toBe(mailsBefore);
  });

  it('refuses to change the status by editing, and refuses Externo and visitors', async () => {
    const edit = await call('PATCH', `/${name}/${id}`, interno, { status: 'published' });
    expect(edit.status).toBe(409);
    expect(((await edit.json()) as { detail: string }).detail).toMatch(/Publish and Withdraw/);
    expect((await call('POST', `/${name}/${id}/publish`, externo)).status).toBe(403);
    expect((await call('POST', `/${name}/${id}/publish`)).status).toBe(401);
    expect((await call('POST', `/${name}/${id}/withdraw`, externo, { reason: 'Sem motivo algum' })).status).toBe(403);
  });

  it('publishes once: the record becomes public and a plan e-mails its subscribers exactly once', async () => {
    const before = await mailsToSubscriber();
    const published = await call('POST', `/${name}/${id}/publish`, interno);
    expect(published.status).toBe(200);
    expect(await published.json()).toMatchObject({ status: 'published', withdrawn_at: null });
    expect(await names(search)).toEqual([record.aerodrome_name]);
    expect((await call('GET', `/${name}/${id}`, externo)).status).toBe(200);
    const again = await call('POST', `/${name}/${id}/publish`, interno);
    expect(again.status).toBe(409);
    expect(((await again.json()) as { detail: string }).detail).toBe('This record is already published.');
    expect(await mailsToSubscriber()).toBe(before + (name === 'plans' ? 1 : 0));
  });

  it('withdraws with a reason: the record leaves the public list; a second withdrawal is a conflict', async () => {
    expect((await call('POST', `/${name}/${id}/withdraw`, interno, { reason: '' })).status).toBe(400);
    const withdrawn = await call('POST', `/${name}/${id}/withdraw`, interno, { reason: 'Portaria revogada pelo DECEA' });
    expect(withdrawn.status).toBe(200);
    expect(await withdrawn.json()).toMatchObject({ status: 'withdrawn', withdrawal_reason: 'Portaria revogada pelo DECEA' });
    expect(await names(search)).toEqual([]);
    expect(await names(`${search}&status=withdrawn`, interno)).toEqual([record.aerodrome_name]);
    const again = await call('POST', `/${name}/${id}/withdraw`, interno, { reason: 'Outra vez, por engano' });
    expect(again.status).toBe(409);
    expect(((await again.json()) as { detail: string }).detail).toMatch(/Only a published record/);
    expect((await call('POST', `/${name}/99999999/publish`, interno)).status).toBe(404);
  });
});

describe('creating as published', () => {
  it('is the default: the plan is public at once and its subscribers get one e-mail', async () => {
    const before = await mailsToSubscriber();
    const created = await call('POST', '/plans', interno, { ...PLAN, aerodrome_name: 'Zeta Campo Direto' });
    expect(created.status).toBe(201);
    expect(await created.json()).toMatchObject({ status: 'published', published_at: expect.any(String) });
    expect(await names(`/plans?municipality_id=${TOWN.municipality_id}&q=direto`)).toEqual(['Zeta Campo Direto']);
    expect(await mailsToSubscriber()).toBe(before + 1);
  });
});
