import { AbilityBuilder, createMongoAbility, subject } from '@casl/ability';
import Database from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defineAbilityFor, type AppAbility } from '../../src/domain/access';
import { rowRule, whereAllowed, whereOfRule } from '../../src/server/access/where-allowed';

interface Row {
  id: number;
  status: string;
  owner: string | null;
  kind: string;
}
const ROWS: Row[] = [
  { id: 1, status: 'published', owner: 'u1', kind: 'a' },
  { id: 2, status: 'draft', owner: 'u1', kind: 'b' },
  { id: 3, status: 'withdrawn', owner: 'u2', kind: 'a' },
  { id: 4, status: 'published', owner: null, kind: 'b' },
  { id: 5, status: 'draft', owner: 'u2', kind: 'c' },
];

let db: Kysely<{ items: Row }>;
beforeAll(async () => {
  db = new Kysely({ dialect: new SqliteDialect({ database: new Database(':memory:') }) });
  await db.schema
    .createTable('items')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('owner', 'text')
    .addColumn('kind', 'text', (c) => c.notNull())
    .execute();
  await db.insertInto('items').values(ROWS).execute();
});
afterAll(() => db?.destroy());

type Build = (b: AbilityBuilder<AppAbility>) => void;
const abilityOf = (build: Build) => {
  const builder = new AbilityBuilder<AppAbility>(createMongoAbility);
  build(builder);
  return builder.build();
};
const c = (conditions: object) => conditions as never;
const selected = async (ability: AppAbility) =>
  (
    await db
      .selectFrom('items')
      .select('id')
      .where(whereAllowed(ability, 'read', 'Plan') as never)
      .orderBy('id')
      .execute()
  ).map((r) => r.id);
const byCasl = (ability: AppAbility) => ROWS.filter((row) => ability.can('read', subject('Plan', { ...row }))).map((row) => row.id);

// Rules CASL and SQL must agree on, row for row (CASL's own matcher is the reference).
const EXACT: [string, Build, number[]][] = [
  ['no rule: no row', () => undefined, []],
  ['an unconditioned grant: every row', ({ can }) => can('read', 'Plan'), [1, 2, 3, 4, 5]],
  ['manage all: every row', ({ can }) => can('manage', 'all'), [1, 2, 3, 4, 5]],
  ['equality', ({ can }) => can('read', 'Plan', c({ status: 'published' })), [1, 4]],
  ['several fields: all of them', ({ can }) => can('read', 'Plan', c({ status: 'draft', owner: 'u1' })), [2]],
  [
    'two grants: either',
    ({ can }) => {
      can('read', 'Plan', c({ status: 'published' }));
      can('read', 'Plan', c({ owner: 'u2' }));
    },
    [1, 3, 4, 5],
  ],
  [
    'a conditioned and an unconditioned grant: every row',
    ({ can }) => {
      can('read', 'Plan', c({ status: 'published' }));
      can('read', 'Plan');
    },
    [1, 2, 3, 4, 5],
  ],
  ['$eq and $ne', ({ can }) => can('read', 'Plan', c({ kind: { $eq: 'a' }, status: { $ne: 'published' } })), [3]],
  ['$in', ({ can }) => can('read', 'Plan', c({ status: { $in: ['draft', 'withdrawn'] } })), [2, 3, 5]],
  ['$nin', ({ can }) => can('read', 'Plan', c({ kind: { $nin: ['a', 'b'] } })), [5]],
  ['an empty $in: none', ({ can }) => can('read', 'Plan', c({ status: { $in: [] } })), []],
  ['null is IS NULL', ({ can }) => can('read', 'Plan', c({ owner: null })), [4]],
  [
    'a later cannot removes rows',
    ({ can, cannot }) => {
      can('read', 'Plan');
      cannot('read', 'Plan', c({ status: 'draft' }));
    },
    [1, 3, 4],
  ],
  [
    'an unconditioned cannot: none',
    ({ can, cannot }) => {
      can('read', 'Plan');
      cannot('read', 'Plan');
    },
    [],
  ],
  [
    'a later can overrides an earlier cannot',
    ({ can, cannot }) => {
      can('read', 'Plan');
      cannot('read', 'Plan', c({ status: 'draft' }));
      can('read', 'Plan', c({ owner: 'u2' }));
    },
    [1, 3, 4, 5],
  ],
  [
    'a cannot for another action changes nothing',
    ({ can, cannot }) => {
      can('read', 'Plan');
      cannot('update', 'Plan', c({ status: 'draft' }));
    },
    [1, 2, 3, 4, 5],
  ],
  ['a grant on another subject grants nothing', ({ can }) => can('read', 'Tac'), []],
];

// Rules with no SQL form here: they fail closed (a grant grants no row, a cannot hides every row).
const FAIL_CLOSED: [string, Build, number[]][] = [
  [
    'a $regex grant grants nothing (others still do)',
    ({ can }) => {
      can('read', 'Plan', c({ status: { $regex: '^pub' } }));
      can('read', 'Plan', c({ owner: 'u2' }));
    },
    [3, 5],
  ],
  [
    'a $regex cannot hides every row',
    ({ can, cannot }) => {
      can('read', 'Plan');
      cannot('read', 'Plan', c({ kind: { $regex: 'z' } }));
    },
    [],
  ],
  ['a dotted (nested) field', ({ can }) => can('read', 'Plan', c({ 'meta.status': 'published' })), []],
  ['an odd column name', ({ can }) => can('read', 'Plan', c({ 'status; drop table items': 'x' })), []],
  ['a boolean value', ({ can }) => can('read', 'Plan', c({ status: true })), []],
  ['an object value', ({ can }) => can('read', 'Plan', c({ status: { nested: 'x' } })), []],
  ['a grant limited to fields', ({ can }) => can('read', 'Plan', ['status']), []],
  ['$or at the top', ({ can }) => can('read', 'Plan', c({ $or: [{ status: 'draft' }] })), []],
];

describe('whereAllowed: CASL rules as SQL', () => {
  it.each(EXACT)('%s', async (_name, build, ids) => {
    const ability = abilityOf(build);
    expect(byCasl(ability)).toEqual(ids);
    expect(await selected(ability)).toEqual(ids);
  });

  it.each(FAIL_CLOSED)('fails closed: %s', async (_name, build, ids) => {
    expect(await selected(abilityOf(build))).toEqual(ids);
  });

  it('qualifies columns with a table alias', async () => {
    const ability = abilityOf(({ can }) => can('read', 'Plan', c({ status: 'published' })));
    const rows = await db
      .selectFrom('items as s')
      .select('s.id')
      .where(whereOfRule(rowRule(ability, 'read', 'Plan'), 's') as never)
      .execute();
    expect(rows.map((r) => r.id).sort()).toEqual([1, 4]);
  });

  it('needs every action when given several (read and export)', async () => {
    const ability = abilityOf(({ can }) => {
      can('read', 'Plan', c({ kind: 'a' }));
      can('export', 'Plan', c({ status: 'published' }));
    });
    const rows = await db
      .selectFrom('items')
      .select('id')
      .where(whereAllowed(ability, ['read', 'export'], 'Plan') as never)
      .execute();
    expect(rows.map((r) => r.id)).toEqual([1]);
  });

  it('reads the ability file: published plans for the public, every plan for those who manage them', () => {
    const published = { column: 'status', op: '=', value: 'published' };
    for (const user of [null, { id: 'u', roles: [] }, { id: 'u', roles: ['Externo'] }, { id: 'u', roles: ['Administrador'] }]) {
      const ability = defineAbilityFor(user);
      expect(rowRule(ability, 'read', 'Plan')).toEqual(published);
      expect(rowRule(ability, 'read', 'Tac')).toEqual(published);
      expect(rowRule(ability, 'export', 'Plan')).toEqual(published);
      // The menu asks about the subject type: a condition on its rows does not hide /planos.
      expect(ability.can('read', 'Plan')).toBe(true);
    }
    for (const roles of [['Interno'], ['Desenvolvedor'], ['Externo', 'Interno']]) {
      expect(rowRule(defineAbilityFor({ id: 'u', roles }), 'read', 'Plan')).toBe(true);
    }
    expect(rowRule(defineAbilityFor({ id: 'u1', roles: ['Externo'] }), 'read', 'PreAnalysis')).toEqual({ column: 'user_id', op: '=', value: 'u1' });
    expect(rowRule(defineAbilityFor(null), 'read', 'Complaint')).toBe(false);
  });
});
