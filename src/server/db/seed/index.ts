import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../portable';
import type { Database } from '../schema';
import { seedAdminPages, seedRoadmap } from './admin-docs';
import { seedAerodromes } from './aerodromes';
import { seedComplaints } from './complaints';
import { seedContent } from './content';
import { seedPreanalyses } from './preanalyses';
import { seedPlans, seedTacs } from './samples';
import { seedMunicipalities, seedStates } from './states';

export interface SeedLogger { info(msg: string): void }

interface SeedPart {
  name: string;
  /** The part is skipped when this table already has a row. */
  table: keyof Database & string;
  run(db: Kysely<Database>): Promise<unknown>;
}

/** In dependency order: samples are placed on seeded aerodromes and municipalities. */
const PARTS: readonly SeedPart[] = [
  { name: 'states', table: 'states', run: seedStates },
  { name: 'municipalities', table: 'municipalities', run: seedMunicipalities },
  { name: 'aerodromes (OurAirports, ODbL)', table: 'aerodromes', run: (db) => seedAerodromes(db) },
  { name: 'sample plans', table: 'plans', run: seedPlans },
  { name: 'sample TACs', table: 'tacs', run: seedTacs },
  { name: 'portal content (pages, documents, legislation, FAQs)', table: 'pages', run: (db) => seedContent(db) },
  { name: 'sample pre-analyses', table: 'preanalyses', run: seedPreanalyses },
  { name: 'sample complaints', table: 'complaints', run: seedComplaints },
  { name: 'internal documentation and guide', table: 'admin_pages', run: seedAdminPages },
  { name: 'roadmap', table: 'roadmap_items', run: seedRoadmap },
];

/** Arbitrary application-wide key for pg_advisory_xact_lock. */
const PG_SEED_LOCK = 7_254_031;

async function isPopulated(db: Kysely<Database>, table: keyof Database & string): Promise<boolean> {
  const row = await db.selectFrom(table).select(sql<number>`1`.as('one')).limit(1).executeTakeFirst();
  return row !== undefined;
}

function describe(result: unknown): string {
  if (typeof result === 'number') return `${result} rows`;
  if (result && typeof result === 'object') {
    return Object.entries(result).map(([k, v]) => `${String(v)} ${k.replace(/[A-Z]/g, (c) => ` ${c.toLowerCase()}`)}`).join(', ');
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
