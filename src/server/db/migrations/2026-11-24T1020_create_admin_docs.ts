import type { Kysely } from 'kysely';
import { withSerialId } from '../portable';

/** Internal documentation and guide sections (Markdown, per language) and the project's roadmap. */
export async function up(db: Kysely<any>): Promise<void> {
  await withSerialId(db, db.schema.createTable('admin_pages'))
    .addColumn('kind', 'varchar(20)', (c) => c.notNull())
    .addColumn('locale', 'varchar(5)', (c) => c.notNull())
    .addColumn('slug', 'varchar(80)', (c) => c.notNull())
    .addColumn('title', 'varchar(200)', (c) => c.notNull())
    .addColumn('body_md', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('updated_by', 'varchar(100)')
    .execute();
  await db.schema.createIndex('admin_pages_kind_locale_position').on('admin_pages').columns(['kind', 'locale', 'position', 'id']).execute();

  await withSerialId(db, db.schema.createTable('roadmap_items'))
    .addColumn('title', 'varchar(200)', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('status', 'varchar(20)', (c) => c.notNull())
    .addColumn('target', 'varchar(40)', (c) => c.notNull().defaultTo(''))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('roadmap_items_status_position').on('roadmap_items').columns(['status', 'position', 'id']).execute();
  await db.schema.createIndex('roadmap_items_position').on('roadmap_items').columns(['position', 'id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('roadmap_items').execute();
  await db.schema.dropTable('admin_pages').execute();
}
