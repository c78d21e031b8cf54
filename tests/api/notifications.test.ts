import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatNup } from '../../src/domain/nup';
import { startServer, type TestServer } from '../helpers/server';
import { tokenFor } from '../helpers/tokens';

interface Item {
  id: string;
  kind: string;
  params: Record<string, string | number>;
  created_at: string;
  link: string;
  read: boolean;
}
interface Listing {
  items: Item[];
  unread: number;
}

let server: TestServer;
const headers: Record<string, Record<string, string>> = {};

async function listing(role: string): Promise<Listing> {
  const response = await fetch(`${server.url}/api/notifications`, { headers: headers[role] });
  expect(response.status).toBe(200);
  return response.json() as Promise<Listing>;
}
async function post(role: string, path: string, body?: unknown) {
  const response = await fetch(`${server.url}/api/notifications/${path}`, { method: 'POST', headers: headers[role], body: JSON.stringify(body ?? {}) });
  return { status: response.status, body: (await response.json()) as { unread?: number; errors?: { path: string }[] } };
}
let nups = 0;
async function createComplaint(summary: string): Promise<{ id: number; number: number }> {
  const response = await fetch(`${server.url}/api/complaints`, {
    method: 'POST',
    headers: headers.Interno,
    body: JSON.stringify({
      // Each complaint has a NUP of its own (the server refuses one another complaint has).
      regional: 'CINDACTA 1',
      summary,
      nup: formatNup(`60000${String(++nups).padStart(6, '0')}2025`),
      content: 'Antena de 40 m.',
      process_type: 'Denúncia',
      state_code: 'DF',
    }),
  });
  expect(response.status).toBe(201);
  return response.json() as Promise<{ id: number; number: number }>;
}

beforeAll(async () => {
  server = await startServer();
  for (const role of ['Interno', 'Externo', 'Desenvolvedor', 'Administrador'] as const) {
    headers[role] = { authorization: `Bearer ${await tokenFor(server, role)}`, 'content-type': 'application/json' };
  }
});
afterAll(() => server?.close());

describe('/api/notifications', () => {
  it('answers 401 to a visitor, for the list and for marking', async () => {
    expect((await fetch(`${server.url}/api/notifications`)).status).toBe(401);
    const read = await fetch(`${server.url}/api/notifications/read`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"ids":["complaint:1"]}',
    });
    expect(read.status).toBe(401);
    expect((await fetch(`${server.url}/api/notifications/read-all`, { method: 'POST' })).status).toBe(401);
  });

  it('shows Interno a new complaint, unread, newest first; old sample complaints are not new', async () => {
    const before = await listing('Interno');
    const first = await createComplaint('Guindaste sem sinalização');
    const second = await createComplaint('Torre sem balizamento');
    const after = await listing('Interno');
    expect(after.unread).toBe(before.unread + 2);
    expect(after.items.slice(0, 2).map((i) => i.id)).toEqual([`complaint:${second.id}`, `complaint:${first.id}`]);
    expect(after.items[0]).toMatchObject({
      kind: 'complaint',
      read: false,
      link: '/denuncias',
      params: { number: second.number, summary: 'Torre sem balizamento' },
    });
    expect(after.items.every((i) => i.kind === 'complaint')).toBe(true);
    expect(after.items.every((i) => Date.now() - Date.parse(i.created_at) < 31 * 86_400_000)).toBe(true);
  });

  it('does not show complaints to Externo nor to Administrador', async () => {
    await createComplaint('Balões no entorno');
    for (const role of ['Externo', 'Administrador']) {
      const { items } = await listing(role);
      expect(items.filter((i) => i.kind === 'complaint')).toEqual([]);
    }
  });

  it("shows Externo its own new pre-analyses only, and Desenvolvedor everyone's", async () => {
    const externoId = decodeJwt(headers.Externo!.authorization!.slice(7)).sub!;
    const row = (userId: string | null, protocol: string) => ({
      protocol,
      user_id: userId,
      latitude: -15.8,
      longitude: -47.9,
      base_altitude_m: 1000,
      object_height_m: 30,
      outcome: 'not_required',
      result: '{"criteria":[],"facilities":[]}',
      rule_set_version: 't',
      data_version: 't',
      created_at: new Date().toISOString(),
      valid_until: new Date(Date.now() + 86_400_000).toISOString(),
      sample: 0,
    });
    await server.app.db
      .insertInto('preanalyses')
      .values([row(externoId, 'ABCDEF0001'), row('outro-usuario', 'ABCDEF0002')])
      .execute();
    const own = (await listing('Externo')).items.filter((i) => i.kind === 'preanalysis');
    expect(own.map((i) => i.params.protocol)).toEqual(['ABCDEF0001']);
    expect(own[0]).toMatchObject({ link: '/preanalise?protocolo=ABCDEF0001', read: false });
    const all = (await listing('Desenvolvedor')).items.filter((i) => i.kind === 'preanalysis').map((i) => i.params.protocol);
    expect(all).toEqual(expect.arrayContaining(['ABCDEF0001', 'ABCDEF0002']));
    // Staff follow every pre-analysis.
    const staff = (await listing('Interno')).items.filter((i) => i.kind === 'preanalysis').map((i) => i.params.protocol);
    expect(staff).toEqual(expect.arrayContaining(['ABCDEF0001', 'ABCDEF0002']));
  });

  it('shows Desenvolvedor a failed e-mail delivery, and nobody else', async () => {
    const now = new Date().toISOString();
    const inserted = await server.app.db
      .insertInto('outbox')
      .values({
        to_address: 'falhou@example.org',
        subject: 'Confirme sua inscrição',
        text: 'x',
        html: null,
        created_at: now,
        sent_at: null,
        failed_at: now,
        error: 'connection refused',
        next_attempt_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const { items } = await listing('Desenvolvedor');
    expect(items.find((i) => i.id === `mail_failed:${inserted.id}`)).toMatchObject({
      kind: 'mail_failed',
      link: '/outbox',
      read: false,
      params: { to: 'falhou@example.org', subject: 'Confirme sua inscrição' },
    });
    for (const role of ['Interno', 'Externo', 'Administrador']) {
      expect((await listing(role)).items.some((i) => i.kind === 'mail_failed')).toBe(false);
    }
  });

  it('marks one as read and then all as read, for this user only, and it persists', async () => {
    await createComplaint('Laser apontado para aeronaves');
    const start = await listing('Interno');
    expect(start.unread).toBeGreaterThanOrEqual(2);
    const target = start.items.find((i) => !i.read)!;

    const one = await post('Interno', 'read', { ids: [target.id, 'mail_failed:999999'] });
    expect(one).toMatchObject({ status: 200, body: { unread: start.unread - 1 } });
    const afterOne = await listing('Interno');
    expect(afterOne.unread).toBe(start.unread - 1);
    expect(afterOne.items.find((i) => i.id === target.id)?.read).toBe(true);
    expect((await listing('Desenvolvedor')).items.find((i) => i.id === target.id)?.read).toBe(false);

    const all = await post('Interno', 'read-all');
    expect(all).toMatchObject({ status: 200, body: { unread: 0 } });
    const afterAll = await listing('Interno');
    expect(afterAll.unread).toBe(0);
    expect(afterAll.items.every((i) => i.read)).toBe(true);

    const fresh = await createComplaint('Aterro atraindo aves');
    const later = await listing('Interno');
    expect(later.unread).toBe(1);
    expect(later.items.find((i) => i.id === `complaint:${fresh.id}`)?.read).toBe(false);
  });

  it('refuses malformed ids with a 400 naming the field', async () => {
    for (const body of [{ ids: ['complaint:abc'] }, { ids: [] }, {}]) {
      const bad = await post('Interno', 'read', body);
      expect(bad.status).toBe(400);
      expect(bad.body.errors?.map((e) => e.path).join(' ')).toContain('ids');
    }
  });
});
