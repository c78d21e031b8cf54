import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allows, defineAbilityFor, ROLES, type Action, type Role } from '../../src/domain/access';
import { RESOURCE_DEFINITIONS } from '../../src/server/resources/index';
import { startServer, type TestServer } from '../helpers/server';
import { tokenFor } from '../helpers/tokens';

let server: TestServer;
const tokens = new Map<Role, string>();
beforeAll(async () => {
  server = await startServer();
  for (const role of ROLES) tokens.set(role, await tokenFor(server, role));
});
afterAll(() => server?.close());

type Method = 'list' | 'get' | 'create' | 'replace' | 'patch' | 'delete';
const ACTION: Record<Method, Action> = { list: 'read', get: 'read', create: 'create', replace: 'update', patch: 'update', delete: 'delete' };

async function call(resource: string, method: Method, token: string | undefined) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  // Probe bodies are deliberately invalid: an allowed caller gets 400 (validation), a refused one 401/403 first.
  const target = method === 'list' || method === 'create' ? `/api/${resource}` : `/api/${resource}/1`;
  const verb = { list: 'GET', get: 'GET', create: 'POST', replace: 'PUT', patch: 'PATCH', delete: 'DELETE' }[method];
  const body = verb === 'GET' || verb === 'DELETE' ? undefined : JSON.stringify({ not_a_field: true });
  // DELETE of an allowed caller would remove row 1; use an id that does not exist so nothing is lost.
  const url = method === 'delete' ? `/api/${resource}/999999999` : target;
  return (await fetch(`${server.url}${url}`, { method: verb, headers, body })).status;
}

// The matrix is generated from the ability file and the resource list, so a new resource is covered by itself.
const MATRIX = RESOURCE_DEFINITIONS.flatMap((definition) =>
  (['list', 'get', 'create', 'replace', 'patch', 'delete'] as Method[])
    .filter((method) => definition.input || method === 'list' || method === 'get')
    .flatMap((method) => [null, ...ROLES].map((role) => ({ resource: definition.name, subject: definition.subject, method, role }))),
);

describe('role × resource × action', () => {
  it.each(MATRIX)('$role $method $resource', async ({ resource, subject, method, role }) => {
    const ability = defineAbilityFor(role ? { id: 'matrix', roles: [role] } : null);
    const allowed = allows(ability, ACTION[method], subject);
    const status = await call(resource, method, role ? tokens.get(role) : undefined);
    if (allowed) expect([200, 201, 400, 404]).toContain(status);
    else expect(status).toBe(role ? 403 : 401);
  });

  it('routes without a resource definition are still refused: read-only resources have no write routes', async () => {
    const status = await call('states', 'create', tokens.get('Desenvolvedor'));
    expect(status).toBe(404);
  });
});

describe('a write by a permitted role', () => {
  it('lets Interno create, patch and delete a plan, and the list reflects each change at once', async () => {
    const auth = { authorization: `Bearer ${tokens.get('Interno')}`, 'content-type': 'application/json' };
    const plan = {
      aerodrome_name: 'Campo de Teste',
      icao: 'sbzz',
      type: 'PBZPA',
      signature_date: '2024-01-10',
      date: '2024-02-01',
      ordinance: 'Portaria 9/2024',
      state_code: 'sp',
      municipality_id: 3550308,
      municipality: 'São Paulo',
    };
    const created = await fetch(`${server.url}/api/plans`, { method: 'POST', headers: auth, body: JSON.stringify(plan) });
    expect(created.status).toBe(201);
    const record = await created.json();
    expect(record).toMatchObject({ icao: 'SBZZ', state_code: 'SP', sample: false, impacted_municipalities: '' });
    const listed = async () => (await (await fetch(`${server.url}/api/plans?icao=SBZZ`)).json()) as { ordinance: string }[];
    expect((await listed()).map((p) => p.ordinance)).toEqual(['Portaria 9/2024']);

    const patched = await fetch(`${server.url}/api/plans/${record.id}`, { method: 'PATCH', headers: auth, body: '{"ordinance":"Portaria 10/2024"}' });
    expect(await patched.json()).toMatchObject({ ordinance: 'Portaria 10/2024', aerodrome_name: 'Campo de Teste', sample: false });
    expect((await listed()).map((p) => p.ordinance)).toEqual(['Portaria 10/2024']);

    const bad = await fetch(`${server.url}/api/plans/${record.id}`, {
      method: 'PATCH',
      headers: { ...auth, 'accept-language': 'en' },
      body: '{"date":"2024-02-30","type":"XYZ"}',
    });
    expect(bad.status).toBe(400);
    const problem = await bad.json();
    expect(problem.errors.map((e: { path: string }) => e.path).sort()).toEqual(['body.date', 'body.type']);
    expect((await listed()).map((p) => p.ordinance)).toEqual(['Portaria 10/2024']);

    expect((await fetch(`${server.url}/api/plans/${record.id}`, { method: 'DELETE', headers: auth })).status).toBe(200);
    expect(await listed()).toEqual([]);
  });
});
