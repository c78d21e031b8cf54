import type { Kysely } from 'kysely';

/** Delivery retries: how many SMTP attempts a message has had and when the worker tries it next (null = nothing pending). */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('outbox')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('outbox').addColumn('next_attempt_at', 'varchar(30)').execute();
  await db.schema.createIndex('outbox_next_attempt_at').on('outbox').column('next_attempt_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('outbox_next_attempt_at').execute();
  await db.schema.alterTable('outbox').dropColumn('next_attempt_at').execute();
  await db.schema.alterTable('outbox').dropColumn('attempts').execute();
}
