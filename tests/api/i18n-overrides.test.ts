import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../helpers/server';
import { tokenFor } from '../helpers/tokens';

let server: TestServer;
beforeAll(async () => {
  server = await startServer({ seed: false });
});
afterAll(() => server?.close());

type Role = 'Administrador' | 'Desenvolvedor' | 'Interno' | null;
async function call(method: string, path: string, role: Role, body?: unknown) {
  const headers: Record<string, string> = {};
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (role) headers.authorization = `Bearer ${await tokenFor(server, role)}`;
  return fetch(`${server.url}/api/i18n/overrides${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
}
const put = (body: unknown, role: Role = 'Administrador') => call('PUT', '', role, body);

describe('translation overrides', () => {
  it('are empty at first and public for a language', async () => {
    const response = await call('GET', '?locale=pt', null);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({});
  });

  it('are saved by an Administrador, replaced on a second save, and served by language to visitors with an ETag', async () => {
    const saved = await put({ locale: 'pt', namespace: 'pages', key: 'home.title', value: '  Portal renovado  ' });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toMatchObject({ locale: 'pt', namespace: 'pages', key: 'home.title', value: 'Portal renovado', updated_by: 'administrador' });
    expect((await put({ locale: 'pt', namespace: 'pages', key: 'home.title', value: 'Portal novo' }, 'Desenvolvedor')).status).toBe(200);
    expect((await put({ locale: 'en', namespace: 'complaints', key: 'process_types.Denúncia', value: 'Report' })).status).toBe(200);

    const pt = await call('GET', '?locale=pt', null);
    expect(await pt.json()).toEqual({ pages: { 'home.title': 'Portal novo' } });
    const etag = pt.headers.get('etag');
    expect(etag).toMatch(/^".+"$/);
    const again = await fetch(`${server.url}/api/i18n/overrides?locale=pt`, { headers: { 'if-none-match': etag! } });
    expect(again.status).toBe(304);
    expect(await (await call('GET', '?locale=en', null)).json()).toEqual({ complaints: { 'process_types.Denúncia': 'Report' } });
    expect(await (await call('GET', '?locale=es', null)).json()).toEqual({});

    const all = await call('GET', '/all', 'Administrador');
    expect(all.status).toBe(200);
    expect((await all.json()).map((o: { locale: string; key: string }) => `${o.locale}:${o.key}`)).toEqual(['en:process_types.Denúncia', 'pt:home.title']);
  });

  it('refuses visitors (401) and Interno (403) on every change and on the full list', async () => {
    const body = { locale: 'pt', namespace: 'pages', key: 'home.title', value: 'Invadido' };
    expect((await put(body, null)).status).toBe(401);
    expect((await put(body, 'Interno')).status).toBe(403);
    expect((await call('GET', '/all', null)).status).toBe(401);
    expect((await call('GET', '/all', 'Interno')).status).toBe(403);
    expect((await call('DELETE', '/pt/pages/home.title', 'Interno')).status).toBe(403);
    expect((await call('DELETE', '/pt/pages/home.title', null)).status).toBe(401);
    expect(await (await call('GET', '?locale=pt', null)).json()).toEqual({ pages: { 'home.title': 'Portal novo' } });
  });

  it('answers 400 for a bad language, namespace, key or value', async () => {
    const good = { locale: 'pt', namespace: 'pages', key: 'home.title', value: 'Texto' };
    const bad = [
      { ...good, locale: 'fr' },
      { ...good, namespace: '../etc' },
      { ...good, namespace: 'Pages' },
      { ...good, key: 'home..title' },
      { ...good, key: 'home title' },
      { ...good, key: 'a'.repeat(201) },
      { ...good, value: '   ' },
      { ...good, value: 'x'.repeat(5001) },
      { ...good, extra: 1 },
      { locale: 'pt', namespace: 'pages', key: 'home.title' },
    ];
    for (const body of bad) {
      const response = await put(body);
      expect(response.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect((await response.json()).detail.length).toBeGreaterThan(0);
    }
    expect((await call('GET', '?locale=xx', null)).status).toBe(400);
    expect((await call('GET', '', null)).status).toBe(400);
  });

  it('are removed one at a time (404 when there is none)', async () => {
    const removed = await call('DELETE', '/pt/pages/home.title', 'Administrador');
    expect(removed.status).toBe(204);
    expect(await (await call('GET', '?locale=pt', null)).json()).toEqual({});
    const missing = await call('DELETE', '/pt/pages/home.title', 'Administrador');
    expect(missing.status).toBe(404);
    expect((await call('DELETE', '/fr/pages/home.title', 'Administrador')).status).toBe(400);
    expect(await (await call('GET', '?locale=en', null)).json()).toEqual({ complaints: { 'process_types.Denúncia': 'Report' } });
  });
});

describe("one key's texts in every language (PATCH /api/i18n/keys/:namespace/:key)", () => {
  const patch = (path: string, body: unknown, role: Role = 'Administrador') =>
    tokenFor(server, role ?? 'Interno').then((token) =>
      fetch(`${server.url}/api/i18n/keys/${path}`, {
        method: 'PATCH',
        headers: { 'content-type': 'application/json', ...(role ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify(body),
      }),
    );

  it('stores, replaces and removes the languages it names in one save, leaves the others, and answers the key as stored', async () => {
    expect((await patch('pages/home.lead', { pt: ' Chamada nova ', en: 'New lead' })).status).toBe(200);
    const saved = await patch('pages/home.lead', { pt: null, es: 'Nueva entrada' });
    expect(saved.status).toBe(200);
    const body = (await saved.json()) as { id: string; overrides: { locale: string; value: string; updated_by: string }[] };
    expect(body.id).toBe('pages:home.lead');
    expect(body.overrides.map((o) => [o.locale, o.value, o.updated_by])).toEqual([
      ['en', 'New lead', 'administrador'],
      ['es', 'Nueva entrada', 'administrador'],
    ]);
    expect(await (await call('GET', '?locale=pt', null)).json()).not.toHaveProperty(['pages', 'home.lead']);
    expect(await (await call('GET', '?locale=en', null)).json()).toMatchObject({ pages: { 'home.lead': 'New lead' } });
    // Removing what is not there is no error: the shipped text already applies.
    expect((await patch('pages/home.lead', { pt: null })).status).toBe(200);
  });

  it('refuses visitors (401) and Interno (403), and answers 400 naming the field for a bad text, language or key', async () => {
    expect((await patch('pages/home.lead', { pt: 'Invadido' }, null)).status).toBe(401);
    expect((await patch('pages/home.lead', { pt: 'Invadido' }, 'Interno')).status).toBe(403);
    const refusals: [string, unknown, string][] = [
      ['pages/home.lead', { pt: '   ' }, 'pt'],
      ['pages/home.lead', { en: 'x'.repeat(5001) }, 'en'],
      ['pages/home.lead', { fr: 'Texte' }, 'fr'],
      ['pages/home.nothing_here', { pt: 'Texto' }, 'key'],
      ['nowhere/home.lead', { pt: 'Texto' }, 'namespace'],
    ];
    for (const [path, body, field] of refusals) {
      const response = await patch(path, body);
      expect(response.status, `${path} ${JSON.stringify(body).slice(0, 60)}`).toBe(400);
      const problem = (await response.json()) as { errors?: { path: string }[] };
      expect(problem.errors?.map((e) => e.path).join(' '), path).toContain(field);
    }
  });
});

describe('translation override names (prototype pollution, findings #2 and #3)', () => {
  const good = { locale: 'pt', namespace: 'pages', key: 'home.title', value: 'Texto' };

  it.each([
    ['namespace', { ...good, namespace: 'constructor', key: 'entries' }],
    ['namespace', { ...good, namespace: 'prototype' }],
    ['namespace', { ...good, namespace: 'nonexistent' }],
    ['key', { ...good, key: '__proto__.x' }],
    ['key', { ...good, key: '__proto__.toString' }],
    ['key', { ...good, key: 'prototype' }],
    ['key', { ...good, key: 'constructor.prototype.x' }],
    ['key', { ...good, key: 'home.nonexistent' }],
  ])('refuses a %s the pt locale files do not ship with a 400 naming it (%o)', async (field, body) => {
    const response = await put(body);
    expect(response.status).toBe(400);
    const problem = (await response.json()) as { detail: string; errors: { path: string }[] };
    expect(problem.errors.map((e) => e.path)).toContain(`body.${field}`);
    expect(problem.detail).toContain(`${field}:`);
    expect(await (await call('GET', '?locale=pt', null)).json()).not.toHaveProperty(body.namespace);
  });

  it('skips a bad row stored in the database directly, logs it, and stays healthy', async () => {
    const { db } = server.app;
    const row = { locale: 'pt', value: 'polluted', updated_at: new Date().toISOString(), updated_by: 'sql' };
    await db
      .insertInto('i18n_overrides')
      .values([
        { ...row, namespace: 'constructor', key: 'entries' },
        { ...row, namespace: 'pages', key: '__proto__.x' },
        { ...row, namespace: 'prototype', key: 'x' },
        { ...row, namespace: 'pages', key: 'home.title' },
      ])
      .execute();
    try {
      for (let i = 0; i < 2; i++) {
        const overrides = await call('GET', '?locale=pt', null);
        expect(overrides.status).toBe(200);
        expect(await overrides.json()).toEqual({ pages: { 'home.title': 'polluted' } });
      }
      expect(typeof Object.entries).toBe('function');
      expect(({} as Record<string, unknown>).x).toBeUndefined();
      expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
      expect((await fetch(`${server.url}/api/plans?_end=5`)).status).toBe(200);
      expect((await fetch(`${server.url}/api/faqs?_end=5`)).status).toBe(200);
      // The log is written behind the request (logs/ batches its inserts): wait for the three entries.
      const skipped = () => db.selectFrom('logs').select(['level', 'message']).where('message', 'like', 'translation override skipped%').execute();
      await expect.poll(async () => (await skipped()).length, { timeout: 10_000 }).toBeGreaterThanOrEqual(3);
      const logs = await skipped();
      expect(logs.map((l) => l.message).sort()).toEqual([
        'translation override skipped: unknown namespace or key pt/constructor/entries',
        'translation override skipped: unknown namespace or key pt/pages/__proto__.x',
        'translation override skipped: unknown namespace or key pt/prototype/x',
      ]);
      expect(logs.every((l) => l.level === 'warning')).toBe(true);
      // An Administrador can still remove such a row.
      expect((await call('DELETE', '/pt/prototype/x', 'Administrador')).status).toBe(204);
    } finally {
      await db.deleteFrom('i18n_overrides').where('updated_by', '=', 'sql').execute();
    }
  });
});
