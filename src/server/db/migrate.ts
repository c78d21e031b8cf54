import { Migrator, sql, type MigrationProvider } from 'kysely';
import { migrations } from './migrations/index';
import { dialectOf } from './portable';
import type { DynamicDb } from './dynamic';

/**
 * The migrations come from a static index, not a folder read at run time (Kysely's FileMigrationProvider): the
 * compiled server is one bundle with no migrations folder beside it, and tsx and vitest load the same list.
 */
const provider: MigrationProvider = { getMigrations: async () => migrations };

/** Runs every pending migration; throws with the failing migration's name. */
export async function migrateToLatest(db: DynamicDb): Promise<string[]> {
  // On PostgreSQL the bookkeeping tables live in the schema we migrate (the search_path's first), so
  // two databases in one cluster (or two schemas of one database) never read each other's lock.
  const migrationTableSchema =
    dialectOf(db) === 'postgres' ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema : undefined;
  const { error, results } = await new Migrator({ db, provider, migrationTableSchema }).migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error) {
    const cause = error instanceof Error ? error.message : String(error);
    throw new Error(`migration ${failed?.migrationName ?? '?'} failed: ${cause}`, { cause: error });
  }
  return (results ?? []).map((r) => r.migrationName);
}
