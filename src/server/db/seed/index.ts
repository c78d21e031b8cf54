import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../portable';
import type { Database } from '../schema';

export interface SeedLogger {
  info(msg: string): void;
}

interface SeedPart {
  name: string;
  /** The part is skipped when this table already has a row. */
  table: keyof Database & string;
  run(db: Kysely<Database>): Promise<unknown>;
}

/**
 * In dependency order: samples are placed on seeded aerodromes and municipalities. Each part's code (and its data:
 * the IBGE tables of @brazilian-utils, the OurAirports file, the texts) is imported only when its table is empty,
 * so a server started on a populated database never loads or holds it.
 */
const PARTS: readonly SeedPart[] = [
  { name: 'states', table: 'states', run: async (db) => (await import('./states')).seedStates(db) },
  { name: 'municipalities', table: 'municipalities', run: async (db) => (await import('./states')).seedMunicipalities(db) },
  { name: 'aerodromes (OurAirports, ODbL)', table: 'aerodromes', run: async (db) => (await import('./aerodromes')).seedAerodromes(db) },
  { name: 'sample plans', table: 'plans', run: async (db) => (await import('./samples')).seedPlans(db) },
  { name: 'sample TACs', table: 'tacs', run: async (db) => (await import('./samples')).seedTacs(db) },
  { name: 'portal content (pages, documents, legislation, FAQs)', table: 'pages', run: async (db) => (await import('./content')).seedContent(db) },
  { name: 'sample pre-analyses', table: 'preanalyses', run: async (db) => (await import('./preanalyses')).seedPreanalyses(db) },
  { name: 'sample complaints', table: 'complaints', run: async (db) => (await import('./complaints')).seedComplaints(db) },
  { name: 'internal documentation and guide', table: 'admin_pages', run: async (db) => (await import('./admin-docs')).seedAdminPages(db) },
  { name: 'roadmap', table: 'roadmap_items', run: async (db) => (await import('./admin-docs')).seedRoadmap(db) },
];

/** Arbitrary application-wide key for pg_advisory_xact_lock. */
const PG_SEED_LOCK = 7_254_031;

async function isPopulated(db: Kysely<Database>, table: keyof Database & string): Promise<boolean> {
  const row = await db
    .selectFrom(table)
    .select(sql<number>`1`.as('one'))
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

function describe(result: unknown): string {
  if (typeof result === 'number') return `${result} rows`;
  if (result && typeof result === 'object') {
    return Object.entries(result)
      .map(([k, v]) => `${String(v)} ${k.replace(/[A-Z]/g, (c) => ` ${c.toLowerCase()}`)}`)
      .join(', ');
  }
  return 'done';
}

/**
 * Fills reference and sample data on first start. Each part runs in its own transaction and is
 * skipped when its table already has rows, so restarts neither duplicate nor overwrite anything.
 */
export async function seedDatabase(db: Kysely<Database>, log: SeedLogger): Promise<void> {
  const postgres = dialectOf(db) === 'postgres';
  for (const part of PARTS) {
    const started = performance.now();
    const result = await db.transaction().execute(async (trx) => {
      // Two instances starting together against one PostgreSQL must not both see an empty table.
      if (postgres) await sql`select pg_advisory_xact_lock(${PG_SEED_LOCK})`.execute(trx);
      if (await isPopulated(trx, part.table)) return null;
      return part.run(trx);
    });
    if (result === null) continue;
    log.info(`seed: ${part.name}: ${describe(result)} in ${Math.round(performance.now() - started)} ms`);
  }
}
