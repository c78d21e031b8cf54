import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import type PgModule from 'pg';
import { foldForSearch } from '../../domain/search-text';
import type { Database } from './schema';
import { SearchTextPlugin } from './search-text';

export type Db = Kysely<Database>;

/** The SQLite connection under a Kysely instance, for the one hot read that keeps its prepared statements. */
const sqliteHandles = new WeakMap<object, SQLite.Database>();

/** The better-sqlite3 connection of `db` (undefined on PostgreSQL). */
export function sqliteHandleOf(db: object): SQLite.Database | undefined {
  return sqliteHandles.get(db);
}

/**
 * pg is loaded only when a PostgreSQL URL is given (synchronously: it is CommonJS), so a SQLite server never holds
 * it. PostgreSQL returns bigint counts and numeric as strings; our counts fit in a JS number.
 */
function loadPg(): typeof PgModule {
  const pg = createRequire(import.meta.url)('pg') as typeof PgModule;
  pg.types.setTypeParser(20, (v) => Number(v));
  pg.types.setTypeParser(1700, (v) => Number(v));
  return pg;
}

/** Opens PostgreSQL when a URL is given, otherwise the SQLite file `portal.sqlite` in dataDir (WAL, foreign keys). */
export function openDatabase(options: { databaseUrl?: string; dataDir: string; file?: string }): Db {
  if (options.databaseUrl) {
    return new Kysely<Database>({
      dialect: new PostgresDialect({ pool: new (loadPg().Pool)({ connectionString: options.databaseUrl, max: 10 }) }),
      plugins: [new SearchTextPlugin()],
    });
  }
  fs.mkdirSync(options.dataDir, { recursive: true });
  const sqlite = new SQLite(path.join(options.dataDir, options.file ?? 'portal.sqlite'));
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  // FULL: an acknowledged write survives a crash of the machine, not only of the process.
  sqlite.pragma('synchronous = FULL');
  // `_like` compares folded text (domain/search-text.ts); PostgreSQL gets the same rule as a SQL function (migration search_text).
  sqlite.function('portal_fold', { deterministic: true }, (value: unknown) => (value == null ? null : foldForSearch(String(value))));
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }), plugins: [new SearchTextPlugin()] });
  sqliteHandles.set(db, sqlite);
  return db;
}
