import type { ColumnDefinitionBuilder, CreateTableBuilder } from 'kysely';
import type { DynamicDb } from './dynamic';

export type Dialect = 'sqlite' | 'postgres';

/** The dialect a migration runs on, read from the adapter Kysely was built with. */
export function dialectOf(db: DynamicDb): Dialect {
  return db.getExecutor().adapter.constructor.name.startsWith('Postgres') ? 'postgres' : 'sqlite';
}

/** An auto-increment integer primary key on either dialect. */
export function withSerialId<T extends string>(db: DynamicDb, table: CreateTableBuilder<T, never>) {
  return dialectOf(db) === 'postgres'
    ? table.addColumn('id', 'integer', (c: ColumnDefinitionBuilder) => c.primaryKey().generatedByDefaultAsIdentity())
    : table.addColumn('id', 'integer', (c: ColumnDefinitionBuilder) => c.primaryKey().autoIncrement());
}

/** Double precision that both dialects accept. */
export const REAL = 'double precision' as const;
