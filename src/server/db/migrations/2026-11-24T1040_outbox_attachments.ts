import type { Kysely } from 'kysely';

/** Attachments of an outbox message: JSON array of { filename, content_type, content_base64 } (null = none). */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('outbox').addColumn('attachments', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('outbox').dropColumn('attachments').execute();
}
