import type { Kysely } from 'kysely';
import { withSerialId } from '../portable';

/** Frequently asked questions, per language, ordered by position. */
export async function up(db: Kysely<any>): Promise<void> {
  await withSerialId(db, db.schema.createTable('faqs'))
    .addColumn('question', 'varchar(500)', (c) => c.notNull())
    .addColumn('answer', 'text', (c) => c.notNull())
    .addColumn('category', 'varchar(30)', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('locale', 'varchar(5)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('faqs_locale_position').on('faqs').columns(['locale', 'position', 'id']).execute();
  for (const column of ['category', 'question', 'position']) {
    await db.schema.createIndex(`faqs_${column}`).on('faqs').column(column).execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('faqs').execute();
}
