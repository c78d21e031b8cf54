import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLAN_TYPES } from '../../src/domain/constants';
import { TAC_TYPES } from '../../src/domain/tac-types';
import { generatePlans } from '../bench/generate-plans';
import { seededRandom, variedQuery } from '../bench/varied-queries';
import { startServer, type TestServer } from '../helpers/server';
import { tokenFor } from '../helpers/tokens';

/** Small, so searches end both under and past it (a sorted page of known matches, or a walk in the sort's order). */
const BOUND = 150;
const ROWS = 2_500;
const TACS = 400;
let server: TestServer;
let interno: Record<string, string>;

interface Answer {
  source: string | null;
  total: string | null;
  exact: string | null;
  body: unknown;
}

async function list(query: string, headers: Record<string, string> = {}, resource = 'plans'): Promise<Answer> {
  const response = await fetch(`${server.url}/api/${resource}${query}`, { headers });
  expect(response.status, query).toBe(200);
  return {
    source: /desc="(\w+)"/.exec(response.headers.get('server-timing') ?? '')?.[1] ?? null,
    total: response.headers.get('x-total-count'),
    exact: response.headers.get('x-total-count-exact'),
    body: await response.json(),
  };
}

/** The visitor's answer (from memory once the index is read) beside Interno's for the published rows (SQL). */
async function bothWays(query: string, resource = 'plans') {
  const visitor = await list(query, {}, resource);
  const staff = await list(`${query}${query.includes('?') ? '&' : '?'}status=published`, interno, resource);
  expect(staff.source).toBe('sql');
  return { visitor, staff };
}

/** Asks until the index answers (it reads the rows in the background after a change). */
async function untilFromMemory(query: string, resource = 'plans') {
  const deadline = Date.now() + 20_000;
  while ((await list(query, {}, resource)).source !== 'memory') {
    if (Date.now() > deadline) throw new Error(`${query}: never answered from memory`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

beforeAll(async () => {
  // No list cache: every answer is searched.
  server = await startServer({ env: { LIST_COUNT_BOUND: String(BOUND), LIST_CACHE_ENTRIES: '0' } });
  interno = { authorization: `Bearer ${await tokenFor(server, 'Interno')}` };
  await server.app.db
    .insertInto('municipalities')
    .values(generatePlans(500).map((_, i) => ({ id: 1_000_000 + i, name: `Município ${i}`, state_code: 'SP' })))
    .onConflict((oc) => oc.doNothing())
    .execute();
  // The bench's rows, with what they lack: drafts, missing ICAO codes, mixed flags, repeated names.
  const rows = generatePlans(ROWS).map((row, i) => ({
    ...row,
    icao: i % 7 === 0 ? null : row.icao,
    aerodrome_name: i % 11 === 0 ? 'Aeródromo repetido' : row.aerodrome_name,
    sample: i % 3 === 0 ? 0 : 1,
    status: i % 9 === 0 ? 'draft' : 'published',
  }));
  for (let i = 0; i < rows.length; i += 500)
    await server.app.db
      .insertInto('plans')
      .values(rows.slice(i, i + 500))
      .execute();
  const tacs = generatePlans(TACS).map(({ ordinance, protection_zones: _zones, impacted_municipalities: _towns, ...row }, i) => ({
    ...row,
    dou_reference: ordinance,
    type: TAC_TYPES[i % TAC_TYPES.length]!,
    validity: `${2020 + (i % 9)}-0${1 + (i % 9)}-1${i % 10}`,
    icao: i % 5 === 0 ? null : row.icao,
    status: i % 4 === 0 ? 'withdrawn' : 'published',
  }));
  await server.app.db.insertInto('tacs').values(tacs).execute();
  await untilFromMemory('?_start=0&_end=1');
  await untilFromMemory('?_start=0&_end=1', 'tacs');
}, 60_000);
afterAll(() => server?.close());

describe('public plan searches answered from memory', () => {
  it('answers varied searches exactly as SQL does: rows, order, total and whether it is exact', async () => {
    const random = seededRandom(2026);
    const extra = [
      '?_sort=icao&_order=asc&_start=0&_end=25',
      '?_sort=icao&_order=desc&_start=2400&_end=2425',
      '?_sort=id&_order=desc&_start=100&_end=125',
      '?state_code=SP&state_code=RJ&type=PBZPA&_sort=date&_start=0&_end=10',
      '?sample=false&_sort=aerodrome_name&_start=0&_end=25',
      '?date_gte=2010-06-15&_sort=date&_order=desc&_start=0&_end=25',
      '?date_lte=2003-01-01&date_gte=2001-12-31&_sort=signature_date&_start=0&_end=50',
      '?q=1&_sort=ordinance&_start=0&_end=25',
      '?q=sa&_sort=municipality&_order=desc&_start=0&_end=25',
      '?q=repetido%2012&_start=0&_end=25',
      '?q=nada%20disso&_start=0&_end=25',
      '?state_code=XX&_start=0&_end=25',
      `?type=${PLAN_TYPES[1]}&municipality_id=1000007&_sort=type&_start=0&_end=25`,
      '?_start=0&_end=0',
      // A few rows lead and a word of many tokens is checked against each, its marks reused by the next search's.
      '?municipality_id=1000007&q=1&_start=0&_end=25',
      '?municipality_id=1000007&q=2&_start=0&_end=25',
      '?municipality_id=1000012&q=3%207&_sort=date&_start=0&_end=25',
      '?municipality_id=1000012&q=7%203&_sort=date&_start=0&_end=25',
    ];
    const queries = [
      ...extra,
      ...Array.from({ length: 250 }, () =>
        variedQuery(random)
          .replace(/_start=(\d+)/, (_, s) => `_start=${Number(s) % 3000}`)
          .replace(/_end=(\d+)/, (_, e) => `_end=${Number(e) % 3000 || 25}`),
      ),
    ];
    let fromMemory = 0;
    for (const query of queries) {
      const { visitor, staff } = await bothWays(query);
      if (visitor.source === 'memory') fromMemory++;
      expect({ query, total: visitor.total, exact: visitor.exact, body: visitor.body }).toEqual({
        query,
        total: staff.total,
        exact: staff.exact,
        body: staff.body,
      });
    }
    // Every one of them is a visitor's search the index can answer.
    expect(fromMemory).toBe(queries.length);
  });

  it('answers TAC searches as SQL does too', async () => {
    const random = seededRandom(15);
    for (let i = 0; i < 60; i++) {
      const query = variedQuery(random)
        .replace('_sort=ordinance', '_sort=validity')
        .replace(/type=[^&]+/, `type=${encodeURIComponent(TAC_TYPES[i % TAC_TYPES.length]!)}`)
        .replace(/_start=(\d+)&_end=(\d+)/, (_, start) => `_start=${Number(start) % 500}&_end=${(Number(start) % 500) + 25}`);
      const { visitor, staff } = await bothWays(query, 'tacs');
      expect(visitor.source).toBe('memory');
      expect({ query, total: visitor.total, exact: visitor.exact, body: visitor.body }).toEqual({
        query,
        total: staff.total,
        exact: staff.exact,
        body: staff.body,
      });
    }
  });

  it('answers with a change at once, whoever wrote it, and from memory again once it has read the rows anew', async () => {
    const query = '?q=renomeado&_start=0&_end=10';
    expect((await list(query)).body).toEqual([]);
    const [first] = (await list('?_sort=id&_start=0&_end=1')).body as { id: number }[];
    const patch = await fetch(`${server.url}/api/plans/${first!.id}`, {
      method: 'PATCH',
      headers: { ...interno, 'content-type': 'application/json' },
      body: JSON.stringify({ aerodrome_name: 'Aeródromo renomeado' }),
    });
    expect(patch.status).toBe(200);
    expect(((await list(query)).body as { id: number }[]).map((row) => row.id)).toEqual([first!.id]);
    await untilFromMemory(query);
    expect(((await list(query)).body as { id: number }[]).map((row) => row.id)).toEqual([first!.id]);

    // A write outside the API (a script, another instance) moves the table's counter just the same.
    await server.app.db.updateTable('plans').set({ status: 'draft' }).where('id', '=', first!.id).execute();
    expect((await list(query)).body).toEqual([]);
    await untilFromMemory(query);
    expect((await list(query)).body).toEqual([]);
  });

  it('leaves staff searches and what memory cannot answer exactly to SQL', async () => {
    expect((await list('?_start=0&_end=5', interno)).source).toBe('sql');
    expect((await list('?aerodrome_name_like=repetido&_start=0&_end=5')).source).toBe('sql');
    expect((await list('?_sort=type,date&_order=asc,desc&_start=0&_end=5')).source).toBe('sql');
    expect((await list('?type_ne=PBZPA&_start=0&_end=5')).source).toBe('sql');
  });
});
