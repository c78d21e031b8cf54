import type { Kysely } from 'kysely';

/**
 * Per-user read state of the top bar's notifications (derived from complaints, pre-analyses and the outbox, never
 * stored themselves): `notification_read_marks` holds "everything of this kind up to this source id is read"
 * (mark all as read), `notification_reads` the single ones read since.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('notification_reads')
    .addColumn('user_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('kind', 'varchar(20)', (c) => c.notNull())
    .addColumn('source_id', 'integer', (c) => c.notNull())
    .addColumn('read_at', 'varchar(30)', (c) => c.notNull())
    .addPrimaryKeyConstraint('notification_reads_pk', ['user_id', 'kind', 'source_id'])
    .execute();
  await db.schema
    .createTable('notification_read_marks')
    .addColumn('user_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('kind', 'varchar(20)', (c) => c.notNull())
    .addColumn('up_to_id', 'integer', (c) => c.notNull())
    .addColumn('read_at', 'varchar(30)', (c) => c.notNull())
    .addPrimaryKeyConstraint('notification_read_marks_pk', ['user_id', 'kind'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('notification_read_marks').execute();
  await db.schema.dropTable('notification_reads').execute();
}
