import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BATCH_MAX_ROWS } from '../../src/server/preanalysis/batch';
import { startServer, type TestServer } from '../helpers/server';
import { tokenFor } from '../helpers/tokens';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server?.close());

const FAR = { id: 'far', latitude: '-12.9', longitude: '-53.3', base_altitude_m: '300', object_height_m: '20', object_type: 'building' };
const NEAR_SBSP = { id: 'sbsp', latitude: `23°37'12"S`, longitude: '-46.66', base_altitude_m: 780, object_height_m: 150, object_type: 'tower_mast_antenna' };

const post = (token: string | null, payload: unknown, lang = 'en') =>
  fetch(`${server.url}/api/preanalyses/batch`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': lang, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(payload),
  });

describe('POST /api/preanalyses/batch', () => {
  it('answers 401 to a visitor and 403 to a role that may not request', async () => {
    expect((await post(null, { rows: [FAR] })).status).toBe(401);
    expect((await post(await tokenFor(server, null), { rows: [FAR] })).status).toBe(403);
  });

  it('evaluates every row (decimal and DMS), numbers rows from first_row, and stores nothing', async () => {
    const before = (await server.app.db.selectFrom('preanalyses').select('id').execute()).length;
    const response = await post(await tokenFor(server, 'Externo'), { first_row: 10, rows: [FAR, NEAR_SBSP] });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.summary).toEqual({ rows: 2, not_required: 1, case_required: 1, invalid: 0 });
    expect(body.results[0]).toMatchObject({ row: 10, id: 'far', outcome: 'not_required', object_top_m: 320, criteria: [], max_excess_m: null, errors: [] });
    const near = body.results[1];
    expect(near).toMatchObject({ row: 11, id: 'sbsp', outcome: 'case_required', object_top_m: 930 });
    expect(near.criteria.some((c: string) => c.includes('/SBSP'))).toBe(true);
    expect(near.max_excess_m).toBeGreaterThan(0);
    expect(body.rule_set_version).toMatch(/\S/);
    expect((await server.app.db.selectFrom('preanalyses').select('id').execute()).length).toBe(before);
  });

  it('reports every bad cell of a row with its row number, and evaluates the good rows', async () => {
    const rows = [
      { ...FAR, latitude: `12°75'S` },
      { ...FAR, longitude: '', base_altitude_m: 'abc', object_height_m: '5000', object_type: 'castle' },
      { ...FAR, latitude: '40.4', longitude: '-3.7' },
      FAR,
    ];
    const response = await post(await tokenFor(server, 'Externo'), { rows });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.summary).toMatchObject({ rows: 4, invalid: 3, not_required: 1 });
    expect(body.results.map((r: { row: number }) => r.row)).toEqual([2, 3, 4, 5]);
    expect(body.results[0].errors).toEqual([{ field: 'latitude', code: 'minutes_out_of_range' }]);
    expect(body.results[1].errors).toEqual([
      { field: 'longitude', code: 'empty' },
      { field: 'base_altitude_m', code: 'number' },
      { field: 'object_height_m', code: 'height_range' },
      { field: 'object_type', code: 'object_type' },
    ]);
    expect(body.results[2]).toMatchObject({ outcome: null, errors: [{ field: 'latitude', code: 'outside_brazil' }] });
  });

  it('refuses more than the maximum number of rows, an empty batch and a malformed body', async () => {
    const token = await tokenFor(server, 'Externo');
    const tooMany = await post(token, { rows: Array.from({ length: BATCH_MAX_ROWS + 1 }, () => FAR) });
    expect([400, 413]).toContain(tooMany.status);
    expect(tooMany.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    expect((await post(token, { rows: [] })).status).toBe(400);
    expect((await post(token, { rows: 'x' })).status).toBe(400);
    const big = await post(token, { rows: Array.from({ length: BATCH_MAX_ROWS }, () => FAR) });
    expect(big.status).toBe(200);
    expect((await big.json()).summary.not_required).toBe(BATCH_MAX_ROWS);
  });
});
