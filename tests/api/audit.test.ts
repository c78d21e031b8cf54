import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../src/domain/access';
import { formatNup } from '../../src/domain/nup';
import { purgeAuditEntries } from '../../src/server/audit/retention';
import { startServer, type TestServer } from '../helpers/server';
import { tokenFor } from '../helpers/tokens';

type Row = Record<string, unknown>;
interface Entry {
  id: number;
  user_id: string;
  user_name: string;
  resource: string;
  record_id: string;
  action: string;
  changes: string;
  request_id: string;
  ip: string;
}

let server: TestServer;
const auth = new Map<Role, Record<string, string>>();
let town: { municipality_id: number; municipality: string; state_code: string };

beforeAll(async () => {
  server = await startServer();
  for (const role of ['Desenvolvedor', 'Administrador', 'Interno', 'Externo'] as const) {
    auth.set(role, { authorization: `Bearer ${await tokenFor(server, role)}`, 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.7' });
  }
  const row = await server.app.db
    .selectFrom('municipalities')
    .select(['id', 'name', 'state_code'])
    .where('state_code', '=', 'SP')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  town = { municipality_id: row.id, municipality: row.name, state_code: row.state_code };
});
afterAll(() => server?.close());

const call = async (method: string, path: string, role: Role | null = 'Desenvolvedor', body?: unknown) => {
  const response = await fetch(`${server.url}/api${path}`, {
    method,
    headers: role ? auth.get(role) : {},
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as Row & Row[] };
};
const entries = async (resource: string, recordId: string | number) =>
  (await call('GET', `/audit?resource=${resource}&record_id=${encodeURIComponent(String(recordId))}&_sort=id&_order=asc`)).body as unknown as Entry[];
const total = async () =>
  Number(
    (
      await server.app.db
        .selectFrom('audit_entries')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const changes = (entry: Entry | undefined) => JSON.parse(entry?.changes ?? '{}') as Record<string, { before: unknown; after: unknown }>;

let nup = 0;
const CASES: { resource: string; role: Role; create: () => Row; patch: Row }[] = [
  {
    resource: 'complaints',
    role: 'Interno',
    patch: { summary: 'Resumo alterado' },
    create: () => ({
      regional: 'CINDACTA 2',
      summary: 'Antena auditada',
      nup: formatNup(`61000${String(++nup).padStart(6, '0')}2025`),
      content: 'Antena de 40 m.',
      process_type: 'Denúncia',
      state_code: 'PR',
      municipality: 'Vila Auditoria',
    }),
  },
  {
    resource: 'plans',
    role: 'Interno',
    patch: { ordinance: 'Portaria 2/2026' },
    create: () => ({
      aerodrome_name: 'Campo Auditado',
      type: 'PBZPA',
      signature_date: '2026-03-02',
      date: '2026-03-10',
      ordinance: 'Portaria 1/2026',
      status: 'draft',
      ...town,
    }),
  },
  {
    resource: 'tacs',
    role: 'Interno',
    patch: { dou_reference: 'DOU 2/2026' },
    create: () => ({
      aerodrome_name: 'Campo Acordo',
      type: 'Regularização',
      signature_date: '2026-01-05',
      dou_reference: 'DOU 1/2026',
      date: '2026-01-10',
      validity: '2027-01-10',
      status: 'draft',
      ...town,
    }),
  },
  {
    resource: 'documentation',
    role: 'Administrador',
    patch: { title: 'Seção revista' },
    create: () => ({ locale: 'pt', slug: 'auditoria-doc', title: 'Seção auditada', body_md: '# Texto' }),
  },
  {
    resource: 'guide',
    role: 'Administrador',
    patch: { title: 'Guia revisto' },
    create: () => ({ locale: 'pt', slug: 'auditoria-guia', title: 'Guia auditado', body_md: 'Texto' }),
  },
  { resource: 'roadmap', role: 'Administrador', patch: { status: 'done' }, create: () => ({ title: 'Trilha de auditoria', status: 'planned' }) },
  {
    resource: 'pages',
    role: 'Desenvolvedor',
    patch: { title: 'Página revista' },
    create: () => ({ slug: 'auditoria', locale: 'pt', title: 'Página auditada', body: '[]' }),
  },
  {
    resource: 'documents',
    role: 'Desenvolvedor',
    patch: { title: 'Documento revisto' },
    create: () => ({ title: 'Documento auditado', category: 'form', file_name: 'auditoria.pdf', locale: 'pt', published_at: '2026-01-01' }),
  },
  {
    resource: 'faqs',
    role: 'Desenvolvedor',
    patch: { answer: 'Outra resposta' },
    create: () => ({ question: 'Quem mudou isto?', answer: 'A auditoria diz.', category: 'general', locale: 'pt' }),
  },
  { resource: 'legislation', role: 'Desenvolvedor', patch: { title: 'Lei revista' }, create: () => ({ code: 'AUD-1', title: 'Lei auditada', locale: 'pt' }) },
];

describe.each(CASES)('audit of $resource', ({ resource, role, create, patch }) => {
  it('writes exactly one entry per create, update and delete, with who, the fields before → after, request id and address', async () => {
    const before = await total();
    const created = await call('POST', `/${resource}`, role, create());
    expect(created.status).toBe(201);
    const id = created.body.id as number;
    let trail = await entries(resource, id);
    expect(trail.map((e) => e.action)).toEqual(['create']);
    expect(trail[0]).toMatchObject({ user_name: expect.any(String), ip: '203.0.113.7', request_id: expect.any(String) });
    expect(trail[0]!.user_id).not.toBe('');
    const field = Object.keys(patch)[0]!;
    expect(changes(trail[0])[field]).toEqual({ before: null, after: created.body[field] });

    const patched = await call('PATCH', `/${resource}/${id}`, role, patch);
    expect(patched.status).toBe(200);
    trail = await entries(resource, id);
    expect(trail.map((e) => e.action)).toEqual(['create', 'update']);
    expect(changes(trail[1])).toEqual({ [field]: { before: created.body[field], after: patch[field] } });

    const removed = await call('DELETE', `/${resource}/${id}`, role);
    expect(removed.status).toBe(200);
    trail = await entries(resource, id);
    expect(trail.map((e) => e.action)).toEqual(['create', 'update', 'delete']);
    expect(changes(trail[2])[field]).toEqual({ before: patch[field], after: null });
    expect(await total()).toBe(before + 3);
  });

  it('writes none for a refused (400, 403) write', async () => {
    const before = await total();
    expect((await call('POST', `/${resource}`, role, { ...create(), locale: 'xx', status: 'xx', regional: 'xx', category: 'xx', type: 'xx' })).status).toBe(
      400,
    );
    expect((await call('POST', `/${resource}`, 'Externo', create())).status).toBe(403);
    expect((await call('PATCH', `/${resource}/999999`, role, patch)).status).toBe(404);
    expect(await total()).toBe(before);
  });
});

describe('audit of the other staff writes', () => {
  it('records publish and withdraw of plans and TACs with the status before → after', async () => {
    for (const { resource, create } of CASES.filter((c) => c.resource === 'plans' || c.resource === 'tacs')) {
      const id = (await call('POST', `/${resource}`, 'Interno', create())).body.id as number;
      expect((await call('POST', `/${resource}/${id}/publish`, 'Interno')).status).toBe(200);
      expect((await call('POST', `/${resource}/${id}/publish`, 'Interno')).status).toBe(409);
      expect((await call('POST', `/${resource}/${id}/withdraw`, 'Interno', { reason: 'Portaria revogada' })).status).toBe(200);
      const trail = await entries(resource, id);
      expect(trail.map((e) => e.action)).toEqual(['create', 'publish', 'withdraw']);
      expect(changes(trail[1]).status).toEqual({ before: 'draft', after: 'published' });
      expect(changes(trail[2])).toMatchObject({
        status: { before: 'published', after: 'withdrawn' },
        withdrawal_reason: { before: null, after: 'Portaria revogada' },
      });
    }
  });

  it("records a user's pre-analysis block and its lifting", async () => {
    const { id } = (await (await fetch(`${server.url}/keycloak/user_info`, { headers: auth.get('Externo') })).json()) as { id: string };
    const until = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    expect((await call('PATCH', `/users/${id}`, 'Administrador', { preanalysis_blocked_until: until })).status).toBe(200);
    expect((await call('PATCH', `/users/${id}`, 'Administrador', { preanalysis_blocked_until: '2020-01-01' })).status).toBe(400);
    expect((await call('PATCH', `/users/${id}`, 'Administrador', { preanalysis_blocked_until: null })).status).toBe(200);
    expect((await call('POST', '/users', 'Desenvolvedor', { preanalysis_blocked_until: null })).status).toBe(409);
    const trail = await entries('users', id);
    expect(trail.map((e) => e.action)).toEqual(['block', 'unblock']);
    expect(changes(trail[0])).toEqual({ preanalysis_blocked_until: { before: null, after: until } });
    expect(changes(trail[1])).toEqual({ preanalysis_blocked_until: { before: until, after: null } });
  });

  it('records the default theme and translation overrides (put and delete)', async () => {
    expect((await call('PUT', '/settings/default-theme', 'Administrador', { index: 2 })).status).toBe(200);
    expect((await call('PUT', '/settings/default-theme', 'Administrador', { index: -1 })).status).toBe(400);
    const theme = await entries('settings', 'default_theme');
    expect(theme.map((e) => [e.action, changes(e).value])).toEqual([['theme', { before: null, after: '2' }]]);

    const override = { locale: 'pt', namespace: 'pages', key: 'home.title', value: 'Portal auditado' };
    expect((await call('PUT', '/i18n/overrides', 'Administrador', override)).status).toBe(200);
    expect((await call('PUT', '/i18n/overrides', 'Administrador', { ...override, key: 'no.such.key' })).status).toBe(400);
    expect((await call('DELETE', '/i18n/overrides/pt/pages/home.title', 'Administrador')).status).toBe(204);
    expect((await call('DELETE', '/i18n/overrides/pt/pages/home.title', 'Administrador')).status).toBe(404);
    const trail = await entries('i18n_overrides', 'pt/pages/home.title');
    expect(trail.map((e) => [e.action, changes(e).value])).toEqual([
      ['translation', { before: null, after: 'Portal auditado' }],
      ['delete', { before: 'Portal auditado', after: null }],
    ]);
  });

  it('writes none for a 409 and undoes the change when the entry cannot be written (same transaction)', async () => {
    const first = (await call('POST', '/complaints', 'Interno', CASES[0]!.create())).body;
    const before = await total();
    expect((await call('POST', '/complaints', 'Interno', { ...CASES[0]!.create(), nup: first.nup })).status).toBe(409);
    expect(await total()).toBe(before);
    await sql`alter table audit_entries rename to audit_entries_off`.execute(server.app.db);
    try {
      expect((await call('PATCH', `/complaints/${first.id}`, 'Interno', { summary: 'Nunca gravado' })).status).toBe(500);
    } finally {
      await sql`alter table audit_entries_off rename to audit_entries`.execute(server.app.db);
    }
    expect((await call('GET', `/complaints/${first.id}`, 'Interno')).body.summary).toBe(first.summary);
  });
});

describe('the trail itself', () => {
  it('is read-only through the API: no route creates, changes or deletes an entry', async () => {
    const [entry] = (await call('GET', '/audit?_end=1')).body as unknown as Entry[];
    for (const [method, path] of [
      ['POST', '/audit'],
      ['PUT', `/audit/${entry!.id}`],
      ['PATCH', `/audit/${entry!.id}`],
      ['DELETE', `/audit/${entry!.id}`],
    ] as const) {
      expect([404, 405]).toContain((await call(method, path, 'Desenvolvedor', method === 'DELETE' ? undefined : { action: 'x' })).status);
    }
    expect((await call('GET', `/audit/${entry!.id}`)).body).toEqual(entry);
  });

  it('refuses a direct UPDATE at the database, and on PostgreSQL a DELETE too', async () => {
    await expect(sql`update audit_entries set action = 'update'`.execute(server.app.db)).rejects.toThrow(/append-only/);
    if (process.env.TEST_DATABASE_URL) await expect(sql`delete from audit_entries`.execute(server.app.db)).rejects.toThrow(/append-only/);
  });

  it('lets Desenvolvedor and Administrador read and export it, Interno only the entries of the records it manages', async () => {
    expect((await call('GET', '/audit', 'Externo')).status).toBe(403);
    expect((await call('GET', '/audit', null)).status).toBe(401);
    expect((await call('GET', '/audit?resource=users', 'Administrador')).body.length).toBeGreaterThan(0);
    expect((await call('GET', '/audit?resource=users', 'Interno')).body).toEqual([]);
    const resources = new Set(((await call('GET', '/audit?_end=500', 'Interno')).body as unknown as Entry[]).map((e) => e.resource));
    expect([...resources].sort()).toEqual(['complaints', 'plans', 'tacs']);
    expect((await call('GET', '/audit/export.csv', 'Interno')).status).toBe(403);
    const csv = await fetch(`${server.url}/api/audit/export.csv?action=publish`, { headers: { ...auth.get('Administrador'), 'accept-language': 'en' } });
    expect(csv.status).toBe(200);
    const lines = (await csv.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toContain('Date and time');
    expect(lines[0]).toContain('Action');
    expect(lines.slice(1).every((line) => line.includes('Publication'))).toBe(true);
    expect(lines).toHaveLength(3);
  });

  it('filters by user, action and date range, and searches', async () => {
    const interno = (await call('GET', '/audit?action=create&_end=1', 'Interno')).body[0] as unknown as Entry;
    const mine = (await call('GET', `/audit?user_id=${interno.user_id}&_end=500`)).body as unknown as Entry[];
    expect(mine.every((e) => e.user_id === interno.user_id)).toBe(true);
    expect((await call('GET', '/audit?created_at_gte=2000-01-01&created_at_lte=2000-12-31')).body).toEqual([]);
    const found = (await call('GET', '/audit?q=Portaria%20revogada')).body as unknown as Entry[];
    expect(found.map((e) => e.action)).toEqual(['withdraw', 'withdraw']);
  });

  it('purges entries older than the retention, and only those', async () => {
    const old = { user_id: 'u', user_name: 'Antigo', resource: 'faqs', record_id: '1', action: 'update', changes: '{}', request_id: 'r', ip: '127.0.0.1' };
    await server.app.db
      .insertInto('audit_entries')
      .values([
        { ...old, created_at: '2020-01-01T00:00:00.000Z' },
        { ...old, created_at: new Date(Date.now() - 10 * 86_400_000).toISOString() },
      ])
      .execute();
    const before = await total();
    expect(await purgeAuditEntries(server.app.db, 30)).toBe(1);
    expect(await total()).toBe(before - 1);
    expect((await call('GET', '/audit?user_name=Antigo')).body).toHaveLength(1);
  });
});
