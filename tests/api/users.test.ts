import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { portalToday } from '../../src/domain/today';
import { startServer, type TestServer } from '../helpers/server';
import { tokenFor } from '../helpers/tokens';

let server: TestServer;
const auth = new Map<string, Record<string, string>>();
beforeAll(async () => {
  server = await startServer();
  for (const role of ['Administrador', 'Interno', 'Externo'] as const) {
    auth.set(role, { authorization: `Bearer ${await tokenFor(server, role)}`, 'content-type': 'application/json' });
  }
});
afterAll(() => server?.close());

const userInfo = async (role: string) =>
  (await fetch(`${server.url}/keycloak/user_info`, { headers: auth.get(role) })).json() as Promise<{ id: string; status: string; user: { username: string } }>;

describe('/api/users', () => {
  it('lets Administrador list users, set a pre-analysis block and clear it; user_info reports it', async () => {
    const externo = await userInfo('Externo'); // signing in records the user
    expect(externo.status).toBe('active');
    const listed = await fetch(`${server.url}/api/users?q=${encodeURIComponent(externo.user.username)}`, { headers: auth.get('Administrador') });
    expect(listed.status).toBe(200);
    const rows = (await listed.json()) as { id: string; groups: string; preanalysis_blocked_until: string | null }[];
    expect(rows.map((r) => r.id)).toEqual([externo.id]);
    expect(rows[0]!.groups).toContain('Externo');
    expect(rows[0]!.preanalysis_blocked_until).toBeNull();

    const until = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    const patched = await fetch(`${server.url}/api/users/${externo.id}`, {
      method: 'PATCH',
      headers: auth.get('Administrador'),
      body: JSON.stringify({ preanalysis_blocked_until: until }),
    });
    expect(patched.status).toBe(200);
    expect(await patched.json()).toMatchObject({ id: externo.id, preanalysis_blocked_until: until });
    expect((await userInfo('Externo')).status).toBe('blocked');
    const blocked = await fetch(`${server.url}/api/users?preanalysis_blocked_until_gte=${until}`, { headers: auth.get('Administrador') });
    expect(((await blocked.json()) as { id: string }[]).map((r) => r.id)).toEqual([externo.id]);

    const cleared = await fetch(`${server.url}/api/users/${externo.id}`, {
      method: 'PATCH',
      headers: auth.get('Administrador'),
      body: '{"preanalysis_blocked_until":null}',
    });
    expect(await cleared.json()).toMatchObject({ preanalysis_blocked_until: null });
    expect((await userInfo('Externo')).status).toBe('active');
  });

  it('accepts only the block date, as a real date or null', async () => {
    const { id } = await userInfo('Externo');
    const patch = (body: string) => fetch(`${server.url}/api/users/${id}`, { method: 'PATCH', headers: auth.get('Administrador'), body });
    expect((await patch('{"preanalysis_blocked_until":"2025-02-30"}')).status).toBe(400);
    expect((await patch('{"name":"Outro nome"}')).status).toBe(400);
  });

  it("refuses a block date before today (it would block nothing), naming the field in the caller's language; today or null are fine", async () => {
    const { id } = await userInfo('Externo');
    const patch = (body: unknown, lang = 'en') =>
      fetch(`${server.url}/api/users/${id}`, {
        method: 'PATCH',
        headers: { ...auth.get('Administrador'), 'accept-language': lang },
        body: JSON.stringify(body),
      });
    for (const [lang, message] of [
      ['en', 'The date cannot be earlier than today.'],
      ['es', 'La fecha no puede ser anterior a hoy.'],
    ] as const) {
      const past = await patch({ preanalysis_blocked_until: '2020-01-01' }, lang);
      expect(past.status).toBe(400);
      expect(((await past.json()) as { errors: { path: string; message: string }[] }).errors).toEqual([{ path: 'body.preanalysis_blocked_until', message }]);
    }
    const today = portalToday();
    expect((await patch({ preanalysis_blocked_until: today })).status).toBe(200);
    expect((await patch({ preanalysis_blocked_until: null })).status).toBe(200);
  });

  it('refuses Interno (403) and visitors (401); users are never created through the API', async () => {
    expect((await fetch(`${server.url}/api/users`, { headers: auth.get('Interno') })).status).toBe(403);
    const { id } = await userInfo('Externo');
    expect(
      (await fetch(`${server.url}/api/users/${id}`, { method: 'PATCH', headers: auth.get('Interno'), body: '{"preanalysis_blocked_until":null}' })).status,
    ).toBe(403);
    expect((await fetch(`${server.url}/api/users`)).status).toBe(401);
    expect(
      (await fetch(`${server.url}/api/users`, { method: 'POST', headers: auth.get('Administrador'), body: '{"preanalysis_blocked_until":null}' })).status,
    ).toBe(403);
    const developer = { authorization: `Bearer ${await tokenFor(server, 'Desenvolvedor')}`, 'content-type': 'application/json' };
    expect((await fetch(`${server.url}/api/users`, { method: 'POST', headers: developer, body: '{"preanalysis_blocked_until":null}' })).status).toBe(409);
  });
});
