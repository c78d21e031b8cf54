import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RoadmapItem } from '../../src/domain/schemas/roadmap';
import { startServer, type TestServer } from '../helpers/server';
import { tokenFor } from '../helpers/tokens';

let server: TestServer;
let admin: Record<string, string>;

async function call(method: string, path: string, headers: Record<string, string> = admin, body?: unknown) {
  const response = await fetch(`${server.url}/api/${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  return { status: response.status, body: await response.json() };
}

beforeAll(async () => {
  server = await startServer();
  admin = { authorization: `Bearer ${await tokenFor(server, 'Administrador')}`, 'content-type': 'application/json', 'accept-language': 'en' };
});
afterAll(() => server?.close());

describe('/api/roadmap', () => {
  it('starts with the project items in every status', async () => {
    const listed = await call('GET', 'roadmap?_sort=position&_order=asc');
    expect(listed.status).toBe(200);
    const statuses = new Set((listed.body as RoadmapItem[]).map((item) => item.status));
    expect([...statuses].sort()).toEqual(['cancelled', 'done', 'in_progress', 'planned']);
    expect((listed.body as RoadmapItem[]).some((item) => item.title.includes('SYSAGA'))).toBe(true);
  });

  it('lets Administrador create, change the status of, filter and delete an item', async () => {
    const created = await call('POST', 'roadmap', admin, { title: 'Painel de indicadores', description: '<b>raw</b>', status: 'planned', target: '2027-T3' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ title: 'Painel de indicadores', description: '<b>raw</b>', status: 'planned', target: '2027-T3', position: 0 });
    expect(created.body.created_at).toBe(created.body.updated_at);
    const id = created.body.id as number;

    const moved = await call('PATCH', `roadmap/${id}`, admin, { status: 'in_progress' });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ status: 'in_progress', title: 'Painel de indicadores', created_at: created.body.created_at });
    const filtered = await call('GET', 'roadmap?status=in_progress');
    expect((filtered.body as RoadmapItem[]).map((item) => item.id)).toContain(id);

    expect((await call('DELETE', `roadmap/${id}`)).status).toBe(200);
    expect((await call('GET', `roadmap/${id}`)).status).toBe(404);
  });

  it('refuses Interno (403) and visitors (401)', async () => {
    const interno = { authorization: `Bearer ${await tokenFor(server, 'Interno')}`, 'content-type': 'application/json' };
    expect((await call('GET', 'roadmap', interno)).status).toBe(403);
    expect((await call('PATCH', 'roadmap/1', interno, { status: 'done' })).status).toBe(403);
    expect((await call('GET', 'roadmap', {})).status).toBe(401);
    expect((await call('DELETE', 'roadmap/1', {})).status).toBe(401);
  });

  it('answers 400 for an unknown status, a short title or an overlong target', async () => {
    const bad = await call('POST', 'roadmap', admin, { title: 'x', status: 'someday', target: 'y'.repeat(41) });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.map((e: { path: string }) => e.path).sort()).toEqual(['body.status', 'body.target', 'body.title']);
    expect((await call('PATCH', 'roadmap/1', admin, { status: 'later' })).status).toBe(400);
  });
});
