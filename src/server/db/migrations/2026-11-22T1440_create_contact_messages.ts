import type { Kysely } from 'kysely';
import { withSerialId } from '../portable';

/** Messages sent from the contact form of /atendimento. */
export async function up(db: Kysely<any>): Promise<void> {
  await withSerialId(db, db.schema.createTable('contact_messages'))
    .addColumn('name', 'varchar(120)', (c) => c.notNull())
    .addColumn('email', 'varchar(200)', (c) => c.notNull())
    .addColumn('subject', 'varchar(200)', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('locale', 'varchar(5)', (c) => c.notNull())
    .addColumn('ip', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  for (const column of ['email', 'created_at', 'name']) {
    await db.schema.createIndex(`contact_messages_${column}`).on('contact_messages').column(column).execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('contact_messages').execute();
}
