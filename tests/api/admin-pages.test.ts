import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminPage } from '../../src/domain/schemas/admin-page';
import { startServer, type TestServer } from '../helpers/server';
import { tokenFor } from '../helpers/tokens';

let server: TestServer;
let admin: Record<string, string>;
let interno: Record<string, string>;

const XSS = '# Título\n\n<img src=x onerror="window.__pwned=1"> <script>window.__pwned=2</script>\n\n[link](javascript:alert(1))';
const section = (overrides: Record<string, unknown> = {}) => ({
  locale: 'pt',
  slug: 'teste-api',
  title: 'Seção de teste',
  body_md: XSS,
  position: 900,
  ...overrides,
});

async function call(method: string, path: string, headers: Record<string, string> = admin, body?: unknown) {
  const response = await fetch(`${server.url}/api/${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  return { status: response.status, body: await response.json(), total: Number(response.headers.get('x-total-count')) };
}

beforeAll(async () => {
  server = await startServer();
  admin = { authorization: `Bearer ${await tokenFor(server, 'Administrador')}`, 'content-type': 'application/json', 'accept-language': 'en' };
  interno = { authorization: `Bearer ${await tokenFor(server, 'Interno')}`, 'content-type': 'application/json' };
});
afterAll(() => server?.close());

describe('/api/documentation and /api/guide', () => {
  it('serves the seeded sections of each kind apart, in every language', async () => {
    for (const kind of ['documentation', 'guide'] as const) {
      for (const locale of ['pt', 'en', 'es']) {
        const listed = await call('GET', `${kind}?locale=${locale}&_sort=position&_order=asc`);
        expect(listed.status).toBe(200);
        expect(listed.body.length).toBeGreaterThanOrEqual(4);
        expect((listed.body as AdminPage[]).every((page) => page.kind === kind && page.locale === locale && page.body_md.length > 200)).toBe(true);
      }
    }
  });

  it('lets Administrador create, read, patch and delete; Markdown with HTML is stored and returned as written', async () => {
    const created = await call('POST', 'guide', admin, { ...section(), kind: 'documentation' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ kind: 'guide', slug: 'teste-api', body_md: XSS, updated_by: 'administrador' });
    const id = created.body.id as number;

    expect((await call('GET', `guide/${id}`)).body.body_md).toBe(XSS);
    // The other kind does not see the row, whatever the id.
    expect((await call('GET', `documentation/${id}`)).status).toBe(404);
    expect((await call('PATCH', `documentation/${id}`, admin, { title: 'Outra' })).status).toBe(404);
    expect((await call('GET', 'documentation?slug=teste-api')).body).toEqual([]);

    const patched = await call('PATCH', `guide/${id}`, admin, { body_md: '## Novo texto', position: 5 });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({ kind: 'guide', title: 'Seção de teste', body_md: '## Novo texto', position: 5 });
    expect(patched.body.updated_at >= created.body.updated_at).toBe(true);

    expect((await call('DELETE', `guide/${id}`)).status).toBe(200);
    expect((await call('GET', `guide/${id}`)).status).toBe(404);
  });

  it('lets Desenvolvedor write too (manage all)', async () => {
    const dev = { authorization: `Bearer ${await tokenFor(server, 'Desenvolvedor')}`, 'content-type': 'application/json' };
    const created = await call('POST', 'documentation', dev, section({ slug: 'dev' }));
    expect(created.status).toBe(201);
    expect(created.body.updated_by).toBe('desenvolvedor');
    expect((await call('DELETE', `documentation/${created.body.id}`, dev)).status).toBe(200);
  });

  it('refuses Interno (403) and visitors (401), reading included', async () => {
    for (const kind of ['documentation', 'guide']) {
      expect((await call('GET', kind, interno)).status).toBe(403);
      expect((await call('POST', kind, interno, section())).status).toBe(403);
      expect((await call('GET', kind, {})).status).toBe(401);
      expect((await call('GET', `${kind}/1`, {})).status).toBe(401);
      expect((await call('POST', kind, { 'content-type': 'application/json' }, section())).status).toBe(401);
    }
  });

  it('answers 400 with the offending fields for bad input', async () => {
    const bad = await call('POST', 'documentation', admin, section({ locale: 'fr', slug: 'Não Vale', title: 'x', body_md: 'a'.repeat(50_001) }));
    expect(bad.status).toBe(400);
    expect(bad.body.errors.map((e: { path: string }) => e.path).sort()).toEqual(['body.body_md', 'body.locale', 'body.slug', 'body.title']);
    expect((await call('PATCH', 'documentation/1', admin, { position: -1 })).status).toBe(400);
    expect((await call('PATCH', 'documentation/abc', admin, { title: 'Válido' })).status).toBe(400);
  });
});
