import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { PLAN_TYPES } from '../../src/domain/constants';
import { planInputSchema } from '../../src/domain/schemas/plan';
import { tacInputSchema } from '../../src/domain/schemas/tac';
import { TAC_TYPES } from '../../src/domain/tac-types';
import { openDatabase, type Db } from '../../src/server/db/index';
import { migrateToLatest } from '../../src/server/db/migrate';
import type { Database } from '../../src/server/db/schema';
import { seedDatabase } from '../../src/server/db/seed/index';

const TABLES = ['states', 'municipalities', 'aerodromes', 'runways', 'runway_ends', 'plans', 'tacs'] as const;
const quietLog = { info: () => undefined };

async function counts(db: Db): Promise<Record<string, number>> {
  const result: Record<string, number> = {};
  for (const table of TABLES) {
    const row = await db
      .selectFrom(table as keyof Database)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    result[table] = Number(row.n);
  }
  return result;
}

async function seedTwiceAndCheck(db: Db, label: string): Promise<void> {
  await migrateToLatest(db);
  const lines: string[] = [];
  let started = performance.now();
  await seedDatabase(db, { info: (msg) => lines.push(msg) });
  console.log(`[${label}] first seed: ${Math.round(performance.now() - started)} ms\n  ${lines.join('\n  ')}`);
  const first = await counts(db);
  console.log(`[${label}] counts: ${JSON.stringify(first)}`);

  started = performance.now();
  await seedDatabase(db, quietLog);
  console.log(`[${label}] second seed (all skipped): ${Math.round(performance.now() - started)} ms`);
  expect(await counts(db)).toEqual(first);

  expect(first.states).toBe(27);
  expect(first.municipalities).toBeGreaterThan(5500);
  expect(first.aerodromes).toBeGreaterThan(1000);
  expect(first.runways).toBeGreaterThan(1000);
  expect(first.runway_ends).toBeGreaterThan(0);
  expect(first.plans).toBeGreaterThan(100);
  expect(first.tacs).toBeGreaterThanOrEqual(50);

  const sbsp = await db.selectFrom('aerodromes').selectAll().where('icao', '=', 'SBSP').executeTakeFirstOrThrow();
  expect(sbsp.state_code).toBe('SP');
  expect(sbsp.municipality).toBe('São Paulo');
  const saoPaulo = await db.selectFrom('municipalities').selectAll().where('id', '=', 3550308).executeTakeFirstOrThrow();
  expect(saoPaulo).toMatchObject({ name: 'São Paulo', state_code: 'SP' });
  const sp = await db.selectFrom('states').selectAll().where('code', '=', 'SP').executeTakeFirstOrThrow();
  expect(sp).toMatchObject({ id: 35, name: 'São Paulo', region: 'Sudeste' });

  const orphanPlans = await db
    .selectFrom('plans')
    .leftJoin('municipalities', 'municipalities.id', 'plans.municipality_id')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where((eb) => eb.or([eb('municipalities.id', 'is', null), eb('municipalities.state_code', '!=', eb.ref('plans.state_code'))]))
    .executeTakeFirstOrThrow();
  expect(Number(orphanPlans.n)).toBe(0);

  const plans = await db.selectFrom('plans').selectAll().execute();
  for (const plan of plans) {
    expect(PLAN_TYPES).toContain(plan.type);
    expect(plan.sample).toBe(1);
    expect(plan.impacted_municipalities.startsWith(plan.municipality)).toBe(true);
    expect(plan.date >= plan.signature_date && plan.date <= '2025-12-31' && plan.signature_date >= '2015-01-01').toBe(true);
    planInputSchema.parse({ ...plan, sample: true });
  }
  expect(new Set(plans.map((p) => p.type)).size).toBe(PLAN_TYPES.length);
  const spPlans = plans.filter((p) => p.state_code === 'SP' && p.municipality === 'São Paulo').map((p) => p.icao);
  expect(spPlans).toEqual(expect.arrayContaining(['SBSP', 'SBMT']));

  const tacs = await db.selectFrom('tacs').selectAll().execute();
  for (const tac of tacs) {
    expect(TAC_TYPES).toContain(tac.type);
    expect(tac.validity > tac.date).toBe(true);
    tacInputSchema.parse({ ...tac, sample: true });
  }
}

describe('seedDatabase', () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it('seeds SQLite once, fast and idempotently', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-seed-'));
    const db = openDatabase({ dataDir });
    cleanups.push(async () => {
      await db.destroy();
      fs.rmSync(dataDir, { recursive: true, force: true });
    });
    await seedTwiceAndCheck(db, 'sqlite');
  }, 60_000);

  if (!process.env.TEST_DATABASE_URL) console.log('Skipping the PostgreSQL seed test: TEST_DATABASE_URL is not set (npm test sets it for the PostgreSQL run).');
  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'seeds PostgreSQL once and idempotently',
    async () => {
      const baseUrl = process.env.TEST_DATABASE_URL ?? '';
      const schema = `seed_test_${process.pid}_${Date.now()}`;
      const admin = new pg.Client({ connectionString: baseUrl });
      await admin.connect();
      await admin.query(`CREATE SCHEMA ${schema}`);
      cleanups.push(async () => {
        await admin.query(`DROP SCHEMA ${schema} CASCADE`);
        await admin.end();
      });
      const url = `${baseUrl}${baseUrl.includes('?') ? '&' : '?'}options=-c%20search_path%3D${schema}`;
      const db = openDatabase({ databaseUrl: url, dataDir: os.tmpdir() });
      cleanups.push(() => db.destroy());
      const where = await sql<{ s: string }>`select current_schema() as s`.execute(db);
      expect(where.rows[0]?.s).toBe(schema);
      await seedTwiceAndCheck(db, 'postgres');
    },
    120_000,
  );
});
