import { promises as fs } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Migrator, sql, type Migration, type MigrationProvider } from 'kysely';
import { dialectOf } from './portable';
import type { DynamicDb } from './dynamic';

const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * Reads migrations/*.ts from our own module (not Kysely's FileMigrationProvider), so the import goes
 * through the same TypeScript loader as the rest of the server (tsx, or Vite in tests).
 */
const provider: MigrationProvider = {
  async getMigrations() {
    const files = (await fs.readdir(MIGRATIONS_DIR)).filter((f) => /^\d{4}-\d{2}-\d{2}T\d{4}_\w+\.(ts|js)$/.test(f)).sort();
    const migrations: Record<string, Migration> = {};
    for (const file of files) {
      migrations[file.replace(/\.(ts|js)$/, '')] = (await import(pathToFileURL(path.join(MIGRATIONS_DIR, file)).href)) as Migration;
    }
    return migrations;
  },
};

/** Runs every pending migration; throws with the failing migration's name. */
export async function migrateToLatest(db: DynamicDb): Promise<string[]> {
  // On PostgreSQL the bookkeeping tables live in the schema we migrate (the search_path's first), so
  // two databases in one cluster (or two schemas of one database) never read each other's lock.
  const migrationTableSchema = dialectOf(db) === 'postgres'
    ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema
    : undefined;
  const { error, results } = await new Migrator({ db, provider, migrationTableSchema }).migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error) {
    const cause = error instanceof Error ? error.message : String(error);
    throw new Error(`migration ${failed?.migrationName ?? '?'} failed: ${cause}`, { cause: error });
  }
  return (results ?? []).map((r) => r.migrationName);
}
