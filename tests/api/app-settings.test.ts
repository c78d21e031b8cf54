import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../helpers/server';
import { tokenFor } from '../helpers/tokens';

let server: TestServer;
beforeAll(async () => {
  server = await startServer({ seed: false });
});
afterAll(() => server?.close());

const publicSettings = () => fetch(`${server.url}/api/settings/public`);
async function setDefault(body: unknown, role: 'Administrador' | 'Desenvolvedor' | 'Interno' | null) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (role) headers.authorization = `Bearer ${await tokenFor(server, role)}`;
  return fetch(`${server.url}/api/settings/default-theme`, { method: 'PUT', headers, body: JSON.stringify(body) });
}

describe('default colour theme', () => {
  it('is theme 0 until an administrator chooses one, and anybody may read it', async () => {
    const response = await publicSettings();
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ defaultThemeIndex: 0 });
  });

  it('is set by an Administrador (and a Desenvolvedor), read back by a visitor, and recorded with its author', async () => {
    const set = await setDefault({ index: 5 }, 'Administrador');
    expect(set.status).toBe(200);
    expect(await set.json()).toEqual({ defaultThemeIndex: 5 });
    expect(await (await publicSettings()).json()).toEqual({ defaultThemeIndex: 5 });
    const row = await server.app.db.selectFrom('app_settings').selectAll().where('key', '=', 'default_theme').executeTakeFirstOrThrow();
    expect(row).toMatchObject({ value: '5', updated_by: 'administrador' });

    expect((await setDefault({ index: 2 }, 'Desenvolvedor')).status).toBe(200);
    expect(await (await publicSettings()).json()).toEqual({ defaultThemeIndex: 2 });
    expect(await server.app.db.selectFrom('app_settings').select('key').execute()).toHaveLength(1);
  });

  it('refuses visitors (401) and Interno (403) without changing it', async () => {
    const before = await (await publicSettings()).json();
    const visitor = await setDefault({ index: 1 }, null);
    expect(visitor.status).toBe(401);
    const interno = await setDefault({ index: 1 }, 'Interno');
    expect(interno.status).toBe(403);
    expect(interno.headers.get('content-type')).toContain('application/problem+json');
    expect(await (await publicSettings()).json()).toEqual(before);
  });

  it('answers 400 with the field for an index outside 0..7 or a malformed body', async () => {
    for (const body of [{ index: 8 }, { index: -1 }, { index: 1.5 }, { index: '3' }, {}, { index: 1, extra: true }]) {
      const response = await setDefault(body, 'Administrador');
      expect(response.status, JSON.stringify(body)).toBe(400);
      const problem = await response.json();
      expect(problem.status).toBe(400);
      expect(problem.detail.length).toBeGreaterThan(0);
    }
  });
});
