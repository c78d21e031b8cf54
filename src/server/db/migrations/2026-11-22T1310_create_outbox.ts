import type { Kysely } from 'kysely';
import { withSerialId } from '../portable';

/** Every e-mail the portal sends is written here first (src/server/mail), delivered or not. */
export async function up(db: Kysely<any>): Promise<void> {
  await withSerialId(db, db.schema.createTable('outbox'))
    .addColumn('to_address', 'varchar(200)', (c) => c.notNull())
    .addColumn('subject', 'varchar(300)', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('html', 'text')
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('sent_at', 'varchar(30)')
    .addColumn('failed_at', 'varchar(30)')
    .addColumn('error', 'text')
    .execute();
  await db.schema.createIndex('outbox_to_address').on('outbox').column('to_address').execute();
  await db.schema.createIndex('outbox_created_at').on('outbox').column('created_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('outbox').execute();
}
