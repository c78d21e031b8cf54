import { sql, type Kysely } from 'kysely';
import { dialectOf, withSerialId } from '../portable';

/**
 * The audit trail of staff writes (src/server/audit): append-only. PostgreSQL refuses UPDATE, DELETE and TRUNCATE
 * at the database, except a DELETE run by the retention purge, which sets `aga.audit_purge` for its transaction
 * only (docs/decisions.md). SQLite refuses UPDATE; its DELETE is left to the purge (one process owns the file).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await withSerialId(db, db.schema.createTable('audit_entries'))
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('user_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('user_name', 'varchar(200)', (c) => c.notNull())
    .addColumn('resource', 'varchar(60)', (c) => c.notNull())
    .addColumn('record_id', 'varchar(300)', (c) => c.notNull())
    .addColumn('action', 'varchar(20)', (c) => c.notNull())
    .addColumn('changes', 'text', (c) => c.notNull())
    .addColumn('request_id', 'varchar(100)', (c) => c.notNull())
    .addColumn('ip', 'varchar(64)', (c) => c.notNull())
    // Folded user name, record id and changes for `q` (db/search-text.ts fills it on insert).
    .addColumn('search_text', 'text')
    .execute();
  await db.schema.createIndex('audit_entries_created_at').on('audit_entries').column('created_at').execute();
  await db.schema.createIndex('audit_entries_record').on('audit_entries').columns(['resource', 'record_id', 'id']).execute();
  await db.schema.createIndex('audit_entries_user_id').on('audit_entries').columns(['user_id', 'id']).execute();
  await db.schema.createIndex('audit_entries_action').on('audit_entries').columns(['action', 'id']).execute();

  if (dialectOf(db) === 'postgres') {
    await sql`
      create function audit_entries_append_only() returns trigger language plpgsql as $$
      begin
        if tg_op = 'DELETE' and current_setting('aga.audit_purge', true) = 'on' then return old; end if;
        raise exception 'audit_entries is append-only (% refused)', tg_op using errcode = 'insufficient_privilege';
      end $$`.execute(db);
    await sql`create trigger audit_entries_no_change before update or delete on audit_entries
      for each row execute function audit_entries_append_only()`.execute(db);
    await sql`create trigger audit_entries_no_truncate before truncate on audit_entries
      for each statement execute function audit_entries_append_only()`.execute(db);
  } else {
    await sql`create trigger audit_entries_no_update before update on audit_entries
      begin select raise(abort, 'audit_entries is append-only (UPDATE refused)'); end`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('audit_entries').execute();
  if (dialectOf(db) === 'postgres') await sql`drop function if exists audit_entries_append_only()`.execute(db);
}
