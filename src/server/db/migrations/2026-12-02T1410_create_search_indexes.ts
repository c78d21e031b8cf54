import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../portable';

/** The big lists (PostgreSQL's pg_trgm indexes cover the same tables, migration 2026-11-27T1300). */
const TABLES = ['plans', 'tacs', 'complaints', 'municipalities', 'aerodromes'] as const;

/**
 * SQLite only: `q` compared `search_text like '%word%'` on every row (1M plans: 0.5–5 s a search). An FTS5 table
 * with the trigram tokenizer over each big list's `search_text` finds the rows holding a word (3 characters or
 * more) from its index, as pg_trgm does on PostgreSQL; triggers keep it in step with the table.
 */
export async function up(db: Kysely<any>): Promise<void> {
  if (dialectOf(db) !== 'sqlite') return;
  for (const table of TABLES) {
    const index = sql.table(`${table}_search`);
    const t = sql.table(table);
    await sql`create virtual table ${index} using fts5(search_text, content=${sql.lit(table)}, content_rowid='id', tokenize='trigram')`.execute(db);
    await sql`create trigger ${sql.id(`${table}_search_insert`)} after insert on ${t} begin
      insert into ${index}(rowid, search_text) values (new.id, new.search_text); end`.execute(db);
    await sql`create trigger ${sql.id(`${table}_search_delete`)} after delete on ${t} begin
      insert into ${index}(${index}, rowid, search_text) values ('delete', old.id, old.search_text); end`.execute(db);
    await sql`create trigger ${sql.id(`${table}_search_update`)} after update of search_text on ${t} begin
      insert into ${index}(${index}, rowid, search_text) values ('delete', old.id, old.search_text);
      insert into ${index}(rowid, search_text) values (new.id, new.search_text); end`.execute(db);
    await sql`insert into ${index}(${index}) values ('rebuild')`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  if (dialectOf(db) !== 'sqlite') return;
  for (const table of TABLES) {
    for (const event of ['insert', 'delete', 'update']) await sql`drop trigger if exists ${sql.id(`${table}_search_${event}`)}`.execute(db);
    await sql`drop table if exists ${sql.table(`${table}_search`)}`.execute(db);
  }
}
