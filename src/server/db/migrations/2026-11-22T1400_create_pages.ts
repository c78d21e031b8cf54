import type { Kysely } from 'kysely';
import { withSerialId } from '../portable';

/** Content pages of the public portal, one row per slug and language (body: JSON sections). */
export async function up(db: Kysely<any>): Promise<void> {
  await withSerialId(db, db.schema.createTable('pages'))
    .addColumn('slug', 'varchar(60)', (c) => c.notNull())
    .addColumn('locale', 'varchar(5)', (c) => c.notNull())
    .addColumn('title', 'varchar(200)', (c) => c.notNull())
    .addColumn('summary', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull().defaultTo(''))
    .addUniqueConstraint('pages_slug_locale', ['slug', 'locale'])
    .execute();
  await db.schema.createIndex('pages_locale').on('pages').column('locale').execute();
  await db.schema.createIndex('pages_title').on('pages').column('title').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('pages').execute();
}
