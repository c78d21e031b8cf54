import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { planListSpec } from '../../src/domain/schemas/plan';
import { whereOfRule } from '../../src/server/access/where-allowed';
import { openDatabase, type Db } from '../../src/server/db/index';
import { migrateToLatest } from '../../src/server/db/migrate';
import { HttpProblem } from '../../src/server/errors/problem';
import { parseListQuery, type RawQuery } from '../../src/server/resources/list-query';
import { whereOf } from '../../src/server/resources/list-sql';

const spec = planListSpec;
const fields = Object.keys(spec.filterable);
const valueFor: Record<string, fc.Arbitrary<string>> = {
  integer: fc.integer({ min: -1e6, max: 1e9 }).map(String),
  number: fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e6, max: 1e6 }).map(String),
  date: fc.date({ min: new Date('1900-01-01'), max: new Date('2100-12-31'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)),
  boolean: fc.constantFrom('true', 'false', '1', '0'),
  text: fc.string({ maxLength: 20 }),
};

const validQuery: fc.Arbitrary<RawQuery> = fc
  .record({
    start: fc.integer({ min: 0, max: 5000 }),
    size: fc.integer({ min: 0, max: 1000 }),
    sort: fc.subarray([...spec.sortable], { maxLength: 3 }),
    orders: fc.array(fc.constantFrom('asc', 'desc', 'ASC'), { maxLength: 3 }),
    filters: fc
      .array(fc.tuple(fc.constantFrom(...fields), fc.constantFrom('', '_ne', '_gte', '_lte', '_like')), { maxLength: 4 })
      .map((pairs) => pairs.filter(([field, suffix]) => suffix !== '_like' || spec.filterable[field] === 'text')),
    q: fc.option(fc.string({ maxLength: 30 }), { nil: undefined }),
  })
  .chain(({ start, size, sort, orders, filters, q }) =>
    fc.tuple(...filters.map(([field]) => valueFor[spec.filterable[field]!]!)).map((values) => {
      const raw: RawQuery = { _start: String(start), _end: String(start + size), q };
      if (sort.length) {
        raw._sort = sort.join(',');
        raw._order = orders.slice(0, sort.length).join(',') || undefined;
      }
      filters.forEach(([field, suffix], i) => {
        raw[`${field}${suffix}`] = values[i];
      });
      return raw;
    }),
  );

const invalidQuery: fc.Arbitrary<RawQuery> = fc.oneof(
  fc
    .string({ minLength: 1, maxLength: 12 })
    .filter((f) => !fields.includes(f) && !f.startsWith('_') && f !== 'q' && !/_(ne|gte|lte|like)$/.test(f))
    .map((f) => ({ [f]: 'x' })),
  fc
    .string({ minLength: 1 })
    .filter((v) => !/^-?\d{1,15}$/.test(v))
    .map((v) => ({ municipality_id: v })),
  fc
    .string({ minLength: 1 })
    .filter((v) => !/^\d{4}-\d{2}-\d{2}/.test(v))
    .map((v) => ({ date_gte: v })),
  fc.integer({ min: 1, max: 1000 }).map((n) => ({ _start: String(n), _end: String(n - 1) })),
  fc.integer({ min: 1001, max: 100000 }).map((n) => ({ _start: '0', _end: String(n) })),
  fc
    .string({ minLength: 1, maxLength: 12 })
    .filter((f) => !spec.sortable.includes(f) && !f.includes(',') && f.trim() === f && f !== '')
    .map((f) => ({ _sort: f })),
  fc.constantFrom('up', 'down', 'random').map((o) => ({ _sort: 'date', _order: o })),
  fc
    .string({ minLength: 1 })
    .filter((v) => !/^\d{1,9}$/.test(v))
    .map((v) => ({ _start: v })),
  fc.constantFrom('id', 'municipality_id', 'date', 'sample').map((f) => ({ [`${f}_like`]: '1' })),
  fc.string().map((v) => ({ aerodrome_name: `${v}\u0000` })),
);

let dir: string;
let db: Db;
beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'aga-unit-'));
  db = openDatabase({ dataDir: dir });
  await migrateToLatest(db);
});
afterAll(async () => {
  await db.destroy();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('parseListQuery', () => {
  it('turns every valid query into SQL that runs', async () => {
    await fc.assert(
      fc.asyncProperty(validQuery, async (raw) => {
        const query = parseListQuery(raw, spec);
        expect(query.end - query.start).toBeLessThanOrEqual(1000);
        let select = db
          .selectFrom('plans')
          .selectAll()
          .where(whereOf(query, spec, whereOfRule(true)) as never);
        for (const s of query.sort) select = select.orderBy(s.field as never, s.order);
        const rows = await select
          .limit(query.end - query.start)
          .offset(query.start)
          .execute();
        expect(Array.isArray(rows)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('answers every invalid query with a 400 problem, never another error', () => {
    fc.assert(
      fc.property(invalidQuery, (raw) => {
        let thrown: unknown = null;
        try {
          parseListQuery(raw, spec);
        } catch (error) {
          thrown = error;
        }
        expect(thrown).toBeInstanceOf(HttpProblem);
        expect((thrown as HttpProblem).status).toBe(400);
      }),
      { numRuns: 500 },
    );
  });

  it('reads repeated parameters as a list, several sort fields, and defaults', () => {
    const query = parseListQuery({ state_code: ['SP', 'RJ'], _sort: 'date,aerodrome_name', _order: 'desc,asc' }, spec);
    expect(query.filters).toEqual([{ field: 'state_code', op: 'eq', values: ['SP', 'RJ'] }]);
    expect(query.sort).toEqual([
      { field: 'date', order: 'desc' },
      { field: 'aerodrome_name', order: 'asc' },
    ]);
    expect([query.start, query.end]).toEqual([0, 10]);
    expect(parseListQuery({}, spec).sort).toEqual(spec.defaultSort);
  });

  it('does not take inherited property names for fields', () => {
    for (const field of ['toString', 'constructor', '__proto__', 'hasOwnProperty']) {
      expect(() => parseListQuery({ [field]: 'x' }, spec)).toThrow(HttpProblem);
    }
  });

  it('names each unknown field in the problem', () => {
    try {
      parseListQuery({ colour: 'blue', size_gte: '3' }, spec);
      expect.unreachable();
    } catch (error) {
      expect((error as HttpProblem).errors.map((e) => e.params?.field)).toEqual(['colour', 'size_gte']);
    }
  });
});
