// npx tsx tests/bench/explain-search.ts: the query plans of the plans list search (/planos: one state,
// published, "sao jose", by aerodrome name) and the complaints search ("conceicao", by number) before
// (lower(field) like on every searchable field) and after (search_text), on SQLite and PostgreSQL, over
// EXPLAIN_ROWS (default 100k) generated rows of each table. Quoted in docs/decisions.md.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql, type Kysely, type SqlBool } from 'kysely';
import pg from 'pg';
import { complaintListSpec } from '../../src/domain/schemas/complaint';
import { planListSpec } from '../../src/domain/schemas/plan';
import type { ListSpec } from '../../src/domain/list-spec';
import { openDatabase } from '../../src/server/db/index';
import { migrateToLatest } from '../../src/server/db/migrate';
import { dialectOf } from '../../src/server/db/portable';
import { parseListQuery } from '../../src/server/resources/list-query';
import { whereOf } from '../../src/server/resources/list-sql';
import { generatePlans } from './generate-plans';

const ROWS = Number(process.env.EXPLAIN_ROWS ?? 100_000);
const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const TOWNS = ['São José dos Campos', 'Conceição do Jacuípe', 'Maceió', 'Pré-Análise'];
/** One row in a thousand is in a searched town: a search selects few rows, as on real data. */
const town = (i: number) => (i % 1000 === 0 ? TOWNS[(i / 1000) % TOWNS.length] : `Município ${i % 500}`);

async function fill(db: Kysely<any>) {
  const plans = generatePlans(ROWS).map((p, i) => ({ ...p, municipality: town(i), status: 'published' }));
  const complaints = Array.from({ length: ROWS }, (_, i) => ({
    number: i + 1,
    regional: 'CINDACTA 1',
    summary: `Obra ${i}`,
    nup: String(i).padStart(17, '0'),
    content: `Torre de ${i % 90} m`,
    process_type: 'Denúncia',
    state_code: 'SP',
    municipality_id: null,
    municipality: town(i),
    aerodrome_id: null,
    aerodrome_name: `Aeródromo ${i}`,
    icao: null,
    created_at: '2025-01-01',
    sample: 1,
  }));
  for (let i = 0; i < ROWS; i += 500) {
    await db
      .insertInto('plans')
      .values(plans.slice(i, i + 500))
      .execute();
    await db
      .insertInto('complaints')
      .values(complaints.slice(i, i + 500))
      .execute();
  }
  await sql`analyze`.execute(db);
}

/** The WHERE before search_text: every word in some searchable field, compared lower-cased. */
function before(spec: ListSpec, words: string[]) {
  return sql<SqlBool>`${sql.join(
    words.map(
      (w) =>
        sql`(${sql.join(
          spec.searchable.map((f) => sql`lower(${sql.ref(f)}) like ${`%${w}%`} escape '\\'`),
          sql` or `,
        )})`,
    ),
    sql` and `,
  )}`;
}

async function explain(db: Kysely<any>, label: string, query: { compile(): { sql: string; parameters: readonly unknown[] } }) {
  const compiled = query.compile();
  const prefix = dialectOf(db) === 'postgres' ? 'explain ' : 'explain query plan ';
  const { rows } = (await db.executeQuery({ ...compiled, sql: prefix + compiled.sql } as never)) as { rows: Record<string, unknown>[] };
  console.log(`--- ${dialectOf(db)}: ${label}\n${rows.map((r) => String(r['QUERY PLAN'] ?? r.detail)).join('\n')}`);
}

async function report(db: Kysely<any>) {
  await migrateToLatest(db);
  await fill(db);
  const planQuery = parseListQuery({ state_code: 'SP', q: 'sao jose', _start: '0', _end: '25' }, planListSpec);
  const plansAfter = db
    .selectFrom('plans')
    .selectAll()
    .where(whereOf(planQuery, planListSpec, (eb) => eb('status', '=', 'published')) as never)
    .orderBy('aerodrome_name')
    .orderBy('id')
    .limit(25);
  const plansBefore = db
    .selectFrom('plans')
    .selectAll()
    .where('state_code', '=', 'SP')
    .where('status', '=', 'published')
    .where(before(planListSpec, ['sao', 'jose']))
    .orderBy('aerodrome_name')
    .orderBy('id')
    .limit(25);
  const complaintQuery = parseListQuery({ q: 'conceicao', _start: '0', _end: '25' }, complaintListSpec);
  const complaintsAfter = db
    .selectFrom('complaints')
    .selectAll()
    .where(whereOf(complaintQuery, complaintListSpec, () => sql<boolean>`true`) as never)
    .orderBy('number', 'desc')
    .orderBy('id', 'desc')
    .limit(25);
  const complaintsBefore = db
    .selectFrom('complaints')
    .selectAll()
    .where(before(complaintListSpec, ['conceicao']))
    .orderBy('number', 'desc')
    .orderBy('id', 'desc')
    .limit(25);
  await explain(db, 'plans, before', plansBefore);
  await explain(db, 'plans, after', plansAfter);
  await explain(db, 'complaints, before', complaintsBefore);
  await explain(db, 'complaints, after', complaintsAfter);
  const count = db
    .selectFrom('complaints')
    .select((eb) => eb.fn.countAll().as('n'))
    .where(whereOf(complaintQuery, complaintListSpec, () => sql<boolean>`true`) as never);
  await explain(db, 'complaints count, after', count);
  await db.destroy();
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'explain-'));
await report(openDatabase({ dataDir: dir }));
fs.rmSync(dir, { recursive: true, force: true });
const schema = `explain_${process.pid}`;
const admin = new pg.Client({ connectionString: PG_URL });
await admin.connect();
await admin.query(`create schema ${schema}`);
try {
  const url = new URL(PG_URL);
  url.searchParams.set('options', `-c search_path=${schema}`);
  await report(openDatabase({ databaseUrl: url.toString(), dataDir: dir }));
} finally {
  await admin.query(`drop schema ${schema} cascade`);
  await admin.end();
}
