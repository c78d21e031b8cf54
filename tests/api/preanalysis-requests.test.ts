import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PREANALYSIS_REQUEST_RATE } from '../../src/server/preanalysis/requests';
import { startServer, type TestServer } from '../helpers/server';
import { tokenFor } from '../helpers/tokens';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server?.close());

/** In the middle of the Xingu (Mato Grosso), far from any aerodrome. */
const FAR = { latitude: -12.9, longitude: -53.3 };
/** Next to Congonhas (SBSP). */
const NEAR_SBSP = { latitude: -23.62, longitude: -46.66 };
const body = (vertex: { latitude: number; longitude: number }, extra: Record<string, unknown> = {}) => ({
  vertices: [vertex],
  base_altitude_m: 300,
  object_height_m: 20,
  object_type: 'building',
  ...extra,
});

async function post(token: string | null, payload: unknown, headers: Record<string, string> = {}) {
  return fetch(`${server.url}/api/preanalyses`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
    body: JSON.stringify(payload),
  });
}

describe('POST /api/preanalyses', () => {
  it('answers 401 to a visitor and 403 to a role without PreAnalysis create', async () => {
    expect((await post(null, body(FAR))).status).toBe(401);
    const response = await post(await tokenFor(server, null), body(FAR));
    expect(response.status).toBe(403);
    expect(response.headers.get('content-type')).toMatch(/^application\/problem\+json/);
  });

  it('stores a not_required result under a new protocol, e-mails the declaration and shows it in the lookup', async () => {
    const token = await tokenFor(server, 'Externo');
    const response = await post(token, body(FAR));
    expect(response.status).toBe(201);
    const created = await response.json();
    expect(created.protocol).toMatch(/^[0-9A-F]{10}$/);
    expect(created.outcome).toBe('not_required');
    expect(created.result).toMatchObject({ outcome: 'not_required', criteria: [], object_top_m: 320 });

    const row = await server.app.db.selectFrom('preanalyses').selectAll().where('protocol', '=', created.protocol).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ outcome: 'not_required', sample: 0 });
    expect(row.user_id).toBeTruthy();
    expect(Number(row.base_altitude_m)).toBe(300);
    const stored = JSON.parse(row.result);
    expect(stored.input).toMatchObject({ object_type: 'building', object_height_m: 20 });
    expect(stored.engine.outcome).toBe('not_required');
    expect(row.valid_until.slice(0, 4)).toBe(String(Number(row.created_at.slice(0, 4)) + 5));

    const lookup = await fetch(`${server.url}/api/preanalyses/lookup/${created.protocol}`);
    expect(lookup.status).toBe(200);
    expect(await lookup.json()).toMatchObject({ protocol: created.protocol, outcome: 'not_required', sample: false, expired: false });
    const pdf = await fetch(`${server.url}/api/preanalyses/lookup/${created.protocol}/declaration.pdf`);
    expect(pdf.status).toBe(200);

    const mails = await server.app.db.selectFrom('outbox').select(['subject', 'text']).where('to_address', '=', 'externo@aga.local').execute();
    const mail = mails.find((m) => m.subject.includes(created.protocol));
    expect(mail?.text).toContain(`/api/preanalyses/lookup/${created.protocol}/declaration.pdf`);

    const mine = await (await fetch(`${server.url}/api/preanalyses/mine`, { headers: { authorization: `Bearer ${token}` } })).json();
    expect(mine[0]).toMatchObject({ protocol: created.protocol, outcome: 'not_required' });
  });

  it('answers case_required with the criteria for a tall object next to Congonhas, and e-mails the notice', async () => {
    const before = await server.app.db.selectFrom('outbox').select('id').execute();
    const response = await post(
      await tokenFor(server, 'Externo'),
      body(NEAR_SBSP, { base_altitude_m: 780, object_height_m: 150, object_type: 'tower_mast_antenna' }),
    );
    expect(response.status).toBe(201);
    const created = await response.json();
    expect(created.outcome).toBe('case_required');
    expect(created.result.criteria.length).toBeGreaterThan(0);
    expect(created.result.criteria.some((c: { facility_icao: string | null }) => c.facility_icao === 'SBSP')).toBe(true);
    expect(created.result.facilities[0].icao).toBe('SBSP');
    expect((await server.app.db.selectFrom('outbox').select('id').execute()).length).toBe(before.length + 1);
    const lookup = await (await fetch(`${server.url}/api/preanalyses/lookup/${created.protocol}`)).json();
    expect(lookup.outcome).toBe('case_required');
    expect(lookup.findings.length).toBeGreaterThan(0);
    expect(lookup.findings.length).toBeLessThanOrEqual(created.result.criteria.length);
    expect(lookup.findings.some((f: { facility: string }) => f.facility.includes('(SBSP)'))).toBe(true);
  });

  it('refuses a blocked user with a 403 that states the date', async () => {
    const token = await tokenFor(server, 'Externo');
    expect((await post(token, body(FAR))).status).toBe(201);
    try {
      await server.app.db.updateTable('users').where('username', '=', 'externo').set({ preanalysis_blocked_until: '2999-01-31' }).execute();
      const response = await post(token, body(FAR), { 'accept-language': 'en' });
      expect(response.status).toBe(403);
      expect((await response.json()).detail).toContain('2999-01-31');
    } finally {
      await server.app.db.updateTable('users').set({ preanalysis_blocked_until: null }).where('username', '=', 'externo').execute();
    }
  });

  it('answers an invalid body with a 400 that names the fields', async () => {
    const token = await tokenFor(server, 'Externo');
    const response = await post(
      token,
      { vertices: [{ latitude: 40.4, longitude: -3.7 }], base_altitude_m: 5000, object_height_m: 0, object_type: 'castle' },
      { 'accept-language': 'en' },
    );
    expect(response.status).toBe(400);
    const problem = await response.json();
    const paths = problem.errors.map((e: { path: string }) => e.path);
    expect(paths).toEqual(expect.arrayContaining(['body.vertices.0', 'body.base_altitude_m', 'body.object_height_m', 'body.object_type']));
    expect(problem.detail).toContain('outside Brazilian territory');
    // Each field's message is worded for the person (the form shows it on the field): no zod jargon.
    for (const error of problem.errors as { message: string }[]) expect(error.message).not.toMatch(/expected|pattern|Too (big|small)|Invalid (input|option)/);
    expect((await post(token, { ...body(FAR), vertices: [] })).status).toBe(400);
  });

  it('limits the requests of each user (keyed by user, not by address)', async () => {
    const token = await tokenFor(server, 'Desenvolvedor');
    for (let i = 0; i < PREANALYSIS_REQUEST_RATE.max; i++) expect((await post(token, body(FAR))).status).toBe(201);
    const refused = await post(token, body(FAR), { 'accept-language': 'en' });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    // Another user from the same address is not affected.
    expect((await post(await tokenFor(server, 'Externo'), body(FAR))).status).toBe(201);
  });
});
