import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Dashboard } from '../../src/domain/schemas/dashboard';
import { formatNup } from '../../src/domain/nup';
import { portalToday } from '../../src/domain/today';
import { buildApp } from '../../src/server/app';
import type { IntegrityFinding } from '../../src/server/db/integrity-report';
import { startServer, type TestServer } from '../helpers/server';
import { tokenFor } from '../helpers/tokens';

// Impossible rows written straight into the database (as before the rules, or by hand): the start-up report names
// them without touching them, and the dashboard and notifications stay sane.
let server: TestServer;
let interno: Record<string, string>;
const ids: Record<string, number> = {};

const NUP = formatNup('62000000001' + '2025');
const complaint = (summary: string, changes: Record<string, unknown>) => ({
  number: 80_000 + Object.keys(ids).length,
  regional: 'CINDACTA 1',
  summary,
  nup: formatNup(`62000${String(Object.keys(ids).length + 10).padStart(6, '0')}2025`),
  content: 'Linha gravada direto no banco.',
  process_type: 'Denúncia',
  state_code: 'DF',
  municipality_id: null,
  municipality: '',
  aerodrome_id: null,
  aerodrome_name: '',
  icao: null,
  created_at: portalToday(),
  sample: 0,
  ...changes,
});
const plan = (name: string, changes: Record<string, unknown>) => ({
  aerodrome_id: null,
  aerodrome_name: name,
  icao: null,
  type: 'PBZPA',
  signature_date: '2025-01-01',
  date: '2025-02-01',
  ordinance: 'Portaria 1/2025',
  state_code: 'SP',
  municipality_id: 3509502,
  municipality: 'Campinas',
  impacted_municipalities: '',
  protection_zones: '',
  sample: 0,
  status: 'published',
  ...changes,
});

async function insert(key: string, table: 'complaints' | 'plans', row: Record<string, unknown>) {
  const { id } = await server.app.db
    .insertInto(table)
    .values(row as never)
    .returning('id')
    .executeTakeFirstOrThrow();
  ids[key] = Number(id);
}
const integrityEntries = () => server.app.db.selectFrom('logs').selectAll().where('category', '=', 'integrity').execute();

beforeAll(async () => {
  server = await startServer();
  interno = { authorization: `Bearer ${await tokenFor(server, 'Interno')}` };
});
afterAll(() => server?.close());

describe('stored rows that break the data rules', () => {
  it('the sample data breaks none: the first start reports nothing', async () => {
    expect(await integrityEntries()).toEqual([]);
  });

  it('are reported once at the next start, with counts and example ids, and left as they are', async () => {
    await insert('future', 'complaints', complaint('Data impossível', { created_at: '2099-12-31' }));
    await insert('state', 'complaints', complaint('UF inexistente', { state_code: 'XX' }));
    await insert('nupA', 'complaints', complaint('NUP repetido A', { nup: NUP }));
    await insert('nupB', 'complaints', complaint('NUP repetido B', { nup: NUP }));
    await insert('digits', 'complaints', complaint('NUP com dígitos errados', { nup: '62000.000099/2025-00' }));
    await insert('town', 'complaints', complaint('Município de outra UF', { municipality_id: 3509502 }));
    await insert('planTown', 'plans', plan('Regra Plano Outra UF', { state_code: 'PR' }));
    await insert('planDates', 'plans', plan('Regra Plano Datas', { signature_date: '2025-03-01', date: '2099-01-01' }));
    await insert('planOrder', 'plans', plan('Regra Plano Ordem', { signature_date: '2025-03-01', date: '2025-02-01' }));
    const before = await server.app.db.selectFrom('complaints').selectAll().orderBy('id').execute();

    // A second start on the same database: migrations and seed have nothing to do, the check runs once.
    const restarted = await buildApp(server.app.config, { logger: false });
    await restarted.ready();
    await restarted.close();

    const entries = await integrityEntries();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ level: 'warning' });
    const findings = (JSON.parse(entries[0]!.context ?? '{}') as { findings: IntegrityFinding[] }).findings;
    const found = (table: string, field: string, rule: string) => findings.find((f) => f.table === table && f.field === field && f.rule === rule);
    expect(found('complaints', 'created_at', 'date_in_future')).toEqual({
      table: 'complaints',
      field: 'created_at',
      rule: 'date_in_future',
      count: 1,
      example_ids: [ids.future],
    });
    expect(found('complaints', 'state_code', 'unknown_state')?.example_ids).toEqual([ids.state]);
    expect(found('complaints', 'nup', 'nup_taken')?.example_ids).toEqual([ids.nupA, ids.nupB]);
    expect(found('complaints', 'nup', 'nup_check_digits')?.example_ids).toEqual([ids.digits]);
    expect(found('complaints', 'municipality_id', 'municipality_not_in_state')?.example_ids).toEqual([ids.town]);
    expect(found('plans', 'municipality_id', 'municipality_not_in_state')?.example_ids).toEqual([ids.planTown]);
    expect(found('plans', 'date', 'date_in_future')?.example_ids).toEqual([ids.planDates]);
    expect(found('plans', 'date', 'date_before_signature')?.example_ids).toEqual([ids.planOrder]);
    expect(findings).toHaveLength(8);
    expect(entries[0]!.message).toContain('complaints.created_at date_in_future ×1');
    // Nothing deleted or changed.
    expect(await server.app.db.selectFrom('complaints').selectAll().orderBy('id').execute()).toEqual(before);

    const shown = await fetch(`${server.url}/api/logs?category=integrity`, { headers: { authorization: `Bearer ${await tokenFor(server, 'Desenvolvedor')}` } });
    expect(shown.status).toBe(200);
    expect(((await shown.json()) as { message: string }[]).map((e) => e.message)).toEqual([entries[0]!.message]);
  });

  it("leave the dashboard's months and recent list at today", async () => {
    const response = await fetch(`${server.url}/api/dashboard`, { headers: interno });
    expect(response.status).toBe(200);
    const body = (await response.json()) as Dashboard;
    const months = body.complaints?.by_month.map((m) => m.month) ?? [];
    expect(months.at(-1)).toBe(portalToday().slice(0, 7));
    expect(months.length).toBeLessThanOrEqual(24);
    expect(body.recent.every((item) => item.date.slice(0, 10) <= portalToday())).toBe(true);
    expect(body.recent.map((item) => item.title)).not.toContain('Data impossível');
    expect(body.recent.map((item) => item.title)).toContain('UF inexistente');
  });

  it('never become a notification dated in the future', async () => {
    const response = await fetch(`${server.url}/api/notifications`, { headers: interno });
    expect(response.status).toBe(200);
    const { items } = (await response.json()) as { items: { id: string; created_at: string }[] };
    expect(items.map((item) => item.id)).not.toContain(`complaint:${ids.future}`);
    expect(items.map((item) => item.id)).toContain(`complaint:${ids.state}`);
    expect(items.every((item) => item.created_at.slice(0, 10) <= portalToday())).toBe(true);
  });
});
