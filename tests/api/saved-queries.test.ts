import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../helpers/server';
import { tokenFor } from '../helpers/tokens';

let server: TestServer;
const headers: Record<string, Record<string, string>> = {};
const query = { filters: [{ field: 'state_code', operator: 'eq', value: 'SP' }], sorters: [{ field: 'number', order: 'desc' }] };

async function call(role: string | null, method: string, path: string, body?: unknown, language = 'pt') {
  const response = await fetch(`${server.url}/api/saved-queries${path}`, {
    method,
    headers: { ...(role ? headers[role] : {}), 'accept-language': language, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as any };
}

beforeAll(async () => {
  server = await startServer();
  for (const role of ['Interno', 'Administrador'] as const) headers[role] = { authorization: `Bearer ${await tokenFor(server, role)}` };
});
afterAll(() => server?.close());

describe('/api/saved-queries', () => {
  it('answers 401 to a visitor', async () => {
    expect((await call(null, 'GET', '?resource=complaints')).status).toBe(401);
    expect((await call(null, 'POST', '', { resource: 'complaints', name: 'SP', query })).status).toBe(401);
    expect((await call(null, 'DELETE', '/1')).status).toBe(401);
  });

  it("saves, lists by list name, replaces by name and deletes a user's own queries", async () => {
    const saved = await call('Interno', 'POST', '', { resource: 'complaints', name: 'Só SP', query });
    expect(saved.status).toBe(201);
    expect(saved.body).toMatchObject({ resource: 'complaints', name: 'Só SP', query });
    await call('Interno', 'POST', '', { resource: 'users', name: 'Outra lista', query: { filters: [], sorters: [] } });
    const listed = await call('Interno', 'GET', '?resource=complaints');
    expect(listed.status).toBe(200);
    expect(listed.body.map((q: { name: string }) => q.name)).toEqual(['Só SP']);

    const replaced = await call('Interno', 'POST', '', { resource: 'complaints', name: 'Só SP', query: { ...query, sorters: [] } });
    expect(replaced.body.id).toBe(saved.body.id);
    expect((await call('Interno', 'GET', '?resource=complaints')).body).toEqual([expect.objectContaining({ query: { ...query, sorters: [] } })]);

    expect((await call('Interno', 'DELETE', `/${saved.body.id}`)).status).toBe(204);
    expect((await call('Interno', 'GET', '?resource=complaints')).body).toEqual([]);
  });

  it("shows a user only their own queries and lets nobody delete another's", async () => {
    const mine = await call('Interno', 'POST', '', { resource: 'complaints', name: 'Minha', query });
    const theirs = await call('Administrador', 'POST', '', { resource: 'complaints', name: 'Minha', query });
    expect(theirs.status).toBe(201);
    expect(theirs.body.id).not.toBe(mine.body.id);
    const seen = await call('Administrador', 'GET', '?resource=complaints');
    expect(seen.body.map((q: { id: number }) => q.id)).toEqual([theirs.body.id]);
    expect((await call('Administrador', 'DELETE', `/${mine.body.id}`)).status).toBe(404);
    expect((await call('Interno', 'GET', '?resource=complaints')).body.map((q: { id: number }) => q.id)).toContain(mine.body.id);
  });

  it("refuses bad input with a 400 naming the field, in the caller's language", async () => {
    const noName = await call('Interno', 'POST', '', { resource: 'complaints', name: '  ', query }, 'en');
    expect(noName.status).toBe(400);
    expect(noName.body.errors.map((e: { path: string }) => e.path)).toEqual(['body.name']);
    expect(noName.body.title).toMatch(/Bad Request|invalid/i);

    const badOperator = await call('Interno', 'POST', '', {
      resource: 'complaints',
      name: 'x',
      query: { filters: [{ field: 'a', operator: 'like', value: 1 }], sorters: [] },
    });
    expect(badOperator.status).toBe(400);
    expect(badOperator.body.errors[0].path).toBe('body.query.filters.0.operator');

    const badList = await call('Interno', 'GET', '?resource=Not%20a%20list', undefined, 'es');
    expect(badList.status).toBe(400);
    expect(badList.body.errors[0].path).toBe('querystring.resource');

    expect((await call('Interno', 'DELETE', '/abc')).status).toBe(400);
  });
});
