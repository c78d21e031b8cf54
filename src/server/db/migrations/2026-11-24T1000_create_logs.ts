import type { Kysely } from 'kysely';
import { withSerialId } from '../portable';

/** Errors and warnings of the server and of the browsers (src/server/logs), read on /logs by developers. */
export async function up(db: Kysely<any>): Promise<void> {
  await withSerialId(db, db.schema.createTable('logs'))
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('level', 'varchar(10)', (c) => c.notNull())
    .addColumn('category', 'varchar(30)', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('context', 'text')
    .addColumn('source', 'varchar(300)', (c) => c.notNull().defaultTo(''))
    .addColumn('user_id', 'varchar(64)')
    .execute();
  await db.schema.createIndex('logs_created_at').on('logs').column('created_at').execute();
  await db.schema.createIndex('logs_category_created_at').on('logs').columns(['category', 'created_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('logs').execute();
}
