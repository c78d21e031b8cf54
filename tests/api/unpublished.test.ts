import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../src/domain/access';
import type { Dashboard } from '../../src/domain/schemas/dashboard';
import { portalToday } from '../../src/domain/today';
import { startServer, type TestServer } from '../helpers/server';
import { tokenFor } from '../helpers/tokens';

// Security review finding 4: unpublished plans and TACs leaked through the dashboard. Every read path goes through the
// ability file's `{ status: 'published' }` condition now; these rows are dated today so they top "recent" (rows dated
// after today are left out of it, see tests/api/integrity-report.test.ts).
let server: TestServer;
const TODAY = portalToday();
const TOWN = { state_code: 'XW', municipality_id: 9_300_001, municipality: 'Vila Inédita', aerodrome_id: null, sample: 0 };
const plan = (name: string, icao: string, status: string) => ({
  ...TOWN,
  aerodrome_name: name,
  icao,
  type: 'PBZPA',
  signature_date: TODAY,
  date: TODAY,
  ordinance: 'Portaria 1/2040',
  impacted_municipalities: '',
  protection_zones: '',
  status,
  published_at: status === 'published' ? `${TODAY}T00:00:00.000Z` : null,
  withdrawn_at: status === 'withdrawn' ? `${TODAY}T01:00:00.000Z` : null,
  withdrawal_reason: status === 'withdrawn' ? 'Revogada' : null,
});
const tac = (name: string, icao: string, status: string) => ({
  ...TOWN,
  aerodrome_name: name,
  icao,
  type: 'Regularização',
  signature_date: TODAY,
  dou_reference: 'DOU 1/2040',
  date: TODAY,
  validity: '2041-01-02',
  status,
  published_at: null,
  withdrawn_at: null,
  withdrawal_reason: null,
});
const ids: Record<string, number> = {};

beforeAll(async () => {
  server = await startServer();
  const { db } = server.app;
  for (const [name, icao, status] of [
    ['Campo Rascunho', 'XWDR', 'draft'],
    ['Campo Retirado', 'XWWD', 'withdrawn'],
    ['Campo Publicado', 'XWPB', 'published'],
  ]) {
    ids[status!] = Number(
      (
        await db
          .insertInto('plans')
          .values(plan(name!, icao!, status!))
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id,
    );
  }
  await db
    .insertInto('tacs')
    .values([tac('Acordo Rascunho', 'XWTD', 'draft'), tac('Acordo Retirado', 'XWTW', 'withdrawn')])
    .execute();
});
afterAll(() => server?.close());

const headersOf = async (who: Role | null | 'anonymous'): Promise<Record<string, string>> =>
  who === 'anonymous' ? {} : { authorization: `Bearer ${await tokenFor(server, who)}` };
const get = async (path: string, who: Role | null | 'anonymous') => fetch(`${server.url}/api${path}`, { headers: await headersOf(who) });
const count = async (table: 'plans' | 'tacs', publishedOnly: boolean) => {
  let query = server.app.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n'));
  if (publishedOnly) query = query.where('status', '=', 'published');
  return Number((await query.executeTakeFirstOrThrow()).n);
};

describe('unpublished plans and TACs', () => {
  it.each([null, 'Externo'] as const)('stay out of the dashboard of %s: recent and totals', async (role) => {
    const body = (await (await get('/dashboard', role)).json()) as Dashboard;
    const recentIds = body.recent.filter((item) => item.kind === 'plan').map((item) => item.id);
    expect(recentIds).toContain(ids.published);
    expect(recentIds).not.toContain(ids.draft);
    expect(recentIds).not.toContain(ids.withdrawn);
    expect(body.recent.map((item) => item.reference)).not.toEqual(expect.arrayContaining(['XWDR']));
    expect(body.plans.total).toBe(await count('plans', true));
    expect(body.plans.by_state.find((row) => row.state_code === 'XW')?.count).toBe(1);
    expect(body.tacs.total).toBe(await count('tacs', true));
  });

  it('are in the dashboard of Interno, recent and totals', async () => {
    const body = (await (await get('/dashboard', 'Interno')).json()) as Dashboard;
    const recentIds = body.recent.filter((item) => item.kind === 'plan').map((item) => item.id);
    expect(recentIds).toEqual(expect.arrayContaining([ids.draft, ids.withdrawn, ids.published]));
    expect(body.plans.total).toBe(await count('plans', false));
    expect(body.plans.total).toBeGreaterThan(await count('plans', true));
    expect(body.tacs.total).toBe(await count('tacs', false));
  });

  it.each(['anonymous', null, 'Externo'] as const)('answer 404 to GET /api/plans/:id for %s', async (who) => {
    expect((await get(`/plans/${ids.draft}`, who)).status).toBe(404);
    expect((await get(`/plans/${ids.withdrawn}`, who)).status).toBe(404);
    expect((await get(`/plans/${ids.published}`, who)).status).toBe(200);
  });

  it('are left out of the list and export.csv for a visitor, even when asked for by status', async () => {
    for (const query of ['state_code=XW', 'state_code=XW&status=draft', 'state_code=XW&status_ne=published']) {
      const list = await get(`/plans?${query}`, 'anonymous');
      const names = ((await list.json()) as { aerodrome_name: string }[]).map((row) => row.aerodrome_name);
      expect(names.filter((name) => name !== 'Campo Publicado')).toEqual([]);
      expect(Number(list.headers.get('x-total-count'))).toBe(names.length);
      const csv = await (await get(`/plans/export.csv?${query}`, 'anonymous')).text();
      expect(csv).not.toMatch(/Rascunho|Retirado/);
    }
    const tacs = (await (await get('/tacs?state_code=XW', 'anonymous')).json()) as unknown[];
    expect(tacs).toEqual([]);
  });

  it('are listed and exported for Interno', async () => {
    const list = (await (await get('/plans?state_code=XW&_sort=aerodrome_name', 'Interno')).json()) as { aerodrome_name: string }[];
    expect(list.map((row) => row.aerodrome_name)).toEqual(['Campo Publicado', 'Campo Rascunho', 'Campo Retirado']);
    const csv = await (await get('/plans/export.csv?state_code=XW', 'Interno')).text();
    expect(csv).toMatch(/Campo Rascunho/);
    expect((await get(`/plans/${ids.draft}`, 'Interno')).status).toBe(200);
  });
});
