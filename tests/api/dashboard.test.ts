import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Dashboard } from '../../src/domain/schemas/dashboard';
import { loadRealm } from '../../src/server/idp/realm';
import { monthWindow } from '../../src/server/dashboard/routes';
import { startServer, type TestServer } from '../helpers/server';
import { tokenFor } from '../helpers/tokens';

let server: TestServer;
const externoId = loadRealm().users.find((u) => u.clientRoles['aga-portal']?.includes('Externo'))?.id ?? '';

async function dashboard(role: Parameters<typeof tokenFor>[1] | 'anonymous') {
  const headers: Record<string, string> = role === 'anonymous' ? {} : { authorization: `Bearer ${await tokenFor(server, role)}` };
  const response = await fetch(`${server.url}/api/dashboard`, { headers });
  return { status: response.status, type: response.headers.get('content-type'), body: (await response.json()) as Dashboard };
}

const tally = <T>(rows: T[], key: (row: T) => string) => {
  const counts: Record<string, number> = {};
  for (const row of rows) counts[key(row)] = (counts[key(row)] ?? 0) + 1;
  return counts;
};
const asRecord = (rows: { count: number }[], key: string) => Object.fromEntries(rows.map((r) => [(r as Record<string, unknown>)[key], r.count]));

const complaint = (n: number, regional: string, created_at: string) => ({
  number: 90_000 + n,
  regional,
  summary: `Denúncia de painel ${n}`,
  nup: `00000.00000${n}/2031-00`,
  content: 'Teste do painel.',
  process_type: 'Denúncia',
  state_code: 'ZZ',
  municipality_id: null,
  municipality: '',
  aerodrome_id: null,
  aerodrome_name: '',
  icao: null,
  created_at,
  sample: 0,
});
const preanalysis = (protocol: string, user_id: string | null, outcome: string, created_at: string) => ({
  protocol,
  user_id,
  latitude: -15,
  longitude: -47,
  base_altitude_m: 1000,
  object_height_m: 10,
  outcome,
  result: '{}',
  rule_set_version: 't',
  data_version: 't',
  created_at,
  valid_until: '2036-01-01T00:00:00.000Z',
  sample: 0,
});

beforeAll(async () => {
  server = await startServer();
  const { db } = server.app;
  await db
    .insertInto('complaints')
    .values([complaint(1, 'CINDACTA 4', '2026-07-05'), complaint(2, 'CINDACTA 4', '2026-07-20'), complaint(3, 'SRPV-SP', '2026-09-02')])
    .execute();
  await db
    .insertInto('preanalyses')
    .values([
      preanalysis('DA5B0A0001', externoId, 'case_required', '2026-07-01T10:00:00.000Z'),
      preanalysis('DA5B0A0002', externoId, 'not_required', '2026-07-03T10:00:00.000Z'),
      preanalysis('DA5B0A0003', '11111111-2222-4333-8444-555555555555', 'not_required', '2026-07-04T10:00:00.000Z'),
    ])
    .execute();
});
afterAll(() => server?.close());

describe('GET /api/dashboard', () => {
  it('answers 401 with a problem to a visitor', async () => {
    const response = await fetch(`${server.url}/api/dashboard`);
    expect(response.status).toBe(401);
    expect(response.headers.get('content-type')).toMatch(/^application\/problem\+json/);
  });

  it('gives Interno complaint figures equal to what the table holds, and every pre-analysis', async () => {
    const { db } = server.app;
    const rows = await db.selectFrom('complaints').select(['regional', 'created_at']).execute();
    const { status, body } = await dashboard('Interno');
    expect(status).toBe(200);
    expect(body.preanalyses?.scope).toBe('all');
    expect(body.complaints?.total).toBe(rows.length);
    expect(asRecord(body.complaints?.by_regional ?? [], 'regional')).toEqual(tally(rows, (r) => r.regional));
    const byMonth = body.complaints?.by_month ?? [];
    // The window ends at the latest month holding data (the rows inserted above, later than every sample row), gaps filled with zero.
    expect(byMonth.slice(-3)).toEqual([
      { month: '2026-07', count: 2 },
      { month: '2026-08', count: 0 },
      { month: '2026-09', count: 1 },
    ]);
    const inWindow = rows.filter((r) => r.created_at.slice(0, 7) >= (byMonth[0]?.month ?? ''));
    expect(byMonth.reduce((sum, m) => sum + m.count, 0)).toBe(inWindow.length);
    expect(byMonth.length).toBeLessThanOrEqual(24);
  });

  it('counts plans by type and state and TACs for every signed-in user (published ones unless the user manages them)', async () => {
    const { db } = server.app;
    for (const role of ['Interno', 'Externo', null] as const) {
      const statuses = role === 'Interno' ? ['draft', 'published', 'withdrawn'] : ['published'];
      const plans = await db.selectFrom('plans').select(['type', 'state_code']).where('status', 'in', statuses).execute();
      const tacs = await db.selectFrom('tacs').select('id').where('status', 'in', statuses).execute();
      const { status, body } = await dashboard(role);
      expect(status).toBe(200);
      expect(body.plans.total).toBe(plans.length);
      expect(asRecord(body.plans.by_type, 'type')).toEqual(tally(plans, (p) => p.type));
      expect(asRecord(body.plans.by_state, 'state_code')).toEqual(tally(plans, (p) => p.state_code));
      expect(body.tacs.total).toBe(tacs.length);
    }
  });

  it('gives Externo only its own pre-analyses and nothing about complaints', async () => {
    const { status, body } = await dashboard('Externo');
    expect(status).toBe(200);
    expect(body.complaints).toBeUndefined();
    expect(body.preanalyses).toMatchObject({ scope: 'own', total: 2 });
    expect(asRecord(body.preanalyses?.by_outcome ?? [], 'outcome')).toEqual({ case_required: 1, not_required: 1 });
    expect(body.preanalyses?.by_month).toEqual([{ month: '2026-07', not_required: 1, case_required: 1 }]);
    expect(body.recent.some((item) => item.kind === 'complaint')).toBe(false);
    expect(
      body.recent
        .filter((item) => item.kind === 'preanalysis')
        .map((item) => item.reference)
        .sort(),
    ).toEqual(['DA5B0A0001', 'DA5B0A0002']);
  });

  it('gives Desenvolvedor every pre-analysis, and a recent list of at most 10, newest first', async () => {
    const all = await server.app.db.selectFrom('preanalyses').select('outcome').execute();
    const { body } = await dashboard('Desenvolvedor');
    expect(body.preanalyses).toMatchObject({ scope: 'all', total: all.length });
    expect(asRecord(body.preanalyses?.by_outcome ?? [], 'outcome')).toEqual(tally(all, (p) => p.outcome));
    expect(body.recent.length).toBeLessThanOrEqual(10);
    expect(body.recent[0]).toMatchObject({ kind: 'complaint', reference: '00000.000003/2031-00' });
    const dates = body.recent.map((item) => item.date);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('leaves a role-less user with the public sections only', async () => {
    const { body } = await dashboard(null);
    expect(body.complaints).toBeUndefined();
    expect(body.preanalyses).toBeUndefined();
    expect(body.recent.every((item) => item.kind === 'plan')).toBe(true);
  });

  it('is described in the OpenAPI document with its response schema', async () => {
    const doc = (await (await fetch(`${server.url}/api/docs/json`)).json()) as {
      paths: Record<string, { get?: { responses: Record<string, { content?: Record<string, { schema: { properties?: object } }> }> } }>;
    };
    const ok = doc.paths['/api/dashboard']?.get?.responses['200'];
    expect(Object.keys(ok?.content?.['application/json']?.schema.properties ?? {})).toEqual(['complaints', 'preanalyses', 'plans', 'tacs', 'recent']);
  });
});

describe('monthWindow', () => {
  it('covers at most 24 months ending at the latest, from the earliest present', () => {
    expect(monthWindow([])).toEqual([]);
    expect(monthWindow(['2025-11', '2025-12', '2026-02'])).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
    const long = monthWindow(['2019-05', '2026-08']);
    expect(long).toHaveLength(24);
    expect(long[0]).toBe('2024-09');
    expect(long.at(-1)).toBe('2026-08');
  });

  it('leaves out months after the current one (a row dated 2099 by mistake)', () => {
    expect(monthWindow(['2026-09', '2026-11', '2099-12'], 24, '2026-11')).toEqual(['2026-09', '2026-10', '2026-11']);
    expect(monthWindow(['2099-12'], 24, '2026-11')).toEqual([]);
  });
});
