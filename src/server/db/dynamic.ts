/**
 * The one adapter between Kysely's typed tables and the server's generic code: the resource engine, exports,
 * access rules and notifications serve a table named at run time, which Kysely's types cannot follow. They reach
 * the database through `dynamicDb` and build conditions with `DynamicEb`; everything else uses the typed `Db`.
 * Each resource's own code (hooks, columns, flags) is still checked against its table (resources/definition.ts).
 */
/* eslint-disable @typescript-eslint/no-explicit-any -- this file is where untyped table access is confined */
import type { ExpressionBuilder, Kysely } from 'kysely';
import type { Database } from './schema';

/** A database handle for tables and columns named at run time. */
export type DynamicDb = Kysely<any>;
/** An expression builder over a table named at run time (where clauses of the generic code). */
export type DynamicEb = ExpressionBuilder<any, any>;

export function dynamicDb(db: Kysely<Database>): DynamicDb {
  return db as unknown as DynamicDb;
}
