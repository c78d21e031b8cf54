import type { Kysely } from 'kysely';
import { withSerialId } from '../portable';

/** The rules that govern the AGA processes, described per language. */
export async function up(db: Kysely<any>): Promise<void> {
  await withSerialId(db, db.schema.createTable('legislation'))
    .addColumn('code', 'varchar(60)', (c) => c.notNull())
    .addColumn('title', 'varchar(300)', (c) => c.notNull())
    .addColumn('summary', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('issuing_body', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('year', 'integer')
    .addColumn('reference', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('locale', 'varchar(5)', (c) => c.notNull())
    .execute();
  for (const column of ['code', 'title', 'locale', 'issuing_body', 'year']) {
    await db.schema.createIndex(`legislation_${column}`).on('legislation').column(column).execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('legislation').execute();
}
