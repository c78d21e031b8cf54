import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../portable';

/** The tables whose public list is held in memory (resources/public-index). */
const TABLES = ['plans', 'tacs'] as const;

/**
 * A change counter per table, moved by triggers on every insert, update and delete — whoever writes (this
 * server, another instance, a script). The in-memory public list reads it with each page and drops a snapshot the
 * counter has moved past.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('list_versions')
    .addColumn('table_name', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('version', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  for (const table of TABLES) await db.insertInto('list_versions').values({ table_name: table, version: 0 }).execute();
  if (dialectOf(db) === 'postgres') {
    await sql`create function list_version_bump() returns trigger language plpgsql as $$
      begin update list_versions set version = version + 1 where table_name = TG_TABLE_NAME; return null; end $$`.execute(db);
    for (const table of TABLES) {
      await sql`create trigger ${sql.id(`${table}_list_version`)} after insert or update or delete or truncate on ${sql.table(table)}
        for each statement execute function list_version_bump()`.execute(db);
    }
    return;
  }
  for (const table of TABLES) {
    for (const event of ['insert', 'update', 'delete']) {
      await sql`create trigger ${sql.id(`${table}_list_version_${event}`)} after ${sql.raw(event)} on ${sql.table(table)} begin
        update list_versions set version = version + 1 where table_name = ${sql.lit(table)}; end`.execute(db);
    }
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  if (dialectOf(db) === 'postgres') {
    for (const table of TABLES) await sql`drop trigger if exists ${sql.id(`${table}_list_version`)} on ${sql.table(table)}`.execute(db);
    await sql`drop function if exists list_version_bump()`.execute(db);
  } else {
    for (const table of TABLES)
      for (const event of ['insert', 'update', 'delete']) await sql`drop trigger if exists ${sql.id(`${table}_list_version_${event}`)}`.execute(db);
  }
  await db.schema.dropTable('list_versions').execute();
}
