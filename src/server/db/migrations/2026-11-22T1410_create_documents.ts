import type { Kysely } from 'kysely';
import { dialectOf, withSerialId } from '../portable';

/** Auxiliary documents (metadata) and their files (bytes kept apart so lists never read them). */
export async function up(db: Kysely<any>): Promise<void> {
  await withSerialId(db, db.schema.createTable('documents'))
    .addColumn('title', 'varchar(200)', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('category', 'varchar(30)', (c) => c.notNull())
    .addColumn('file_name', 'varchar(120)', (c) => c.notNull())
    .addColumn('mime_type', 'varchar(100)', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('locale', 'varchar(5)', (c) => c.notNull())
    .addColumn('published_at', 'varchar(10)', (c) => c.notNull())
    .execute();
  for (const column of ['title', 'category', 'locale', 'published_at']) {
    await db.schema.createIndex(`documents_${column}`).on('documents').column(column).execute();
  }
  await db.schema
    .createTable('document_files')
    .addColumn('document_id', 'integer', (c) => c.primaryKey().references('documents.id').onDelete('cascade'))
    .addColumn('data', dialectOf(db) === 'postgres' ? 'bytea' : 'blob', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('document_files').execute();
  await db.schema.dropTable('documents').execute();
}
