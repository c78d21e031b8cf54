import type { Kysely } from 'kysely';
import { withSerialId } from '../portable';

/** Staff lists' saved queries: a user's named filters and sort for one list, seen only by that user. */
export async function up(db: Kysely<any>): Promise<void> {
  await withSerialId(db, db.schema.createTable('saved_queries'))
    .addColumn('user_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('resource', 'varchar(40)', (c) => c.notNull())
    .addColumn('name', 'varchar(80)', (c) => c.notNull())
    .addColumn('query', 'text', (c) => c.notNull())
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addUniqueConstraint('saved_queries_user_resource_name', ['user_id', 'resource', 'name'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('saved_queries').execute();
}
