import type { Kysely } from 'kysely';
import { withSerialId } from '../portable';

/** E-mail subscriptions to new plans of a municipality (double opt-in; the token is stored only as a SHA-256 hash). */
export async function up(db: Kysely<any>): Promise<void> {
  await withSerialId(db, db.schema.createTable('subscriptions'))
    .addColumn('email', 'varchar(200)', (c) => c.notNull())
    .addColumn('municipality_id', 'integer', (c) => c.notNull())
    .addColumn('municipality', 'varchar(120)', (c) => c.notNull())
    .addColumn('state_code', 'varchar(2)', (c) => c.notNull())
    .addColumn('locale', 'varchar(2)', (c) => c.notNull().defaultTo('pt'))
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('confirmed_at', 'varchar(30)')
    .addColumn('unsubscribed_at', 'varchar(30)')
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addUniqueConstraint('subscriptions_email_municipality', ['email', 'municipality_id'])
    .execute();
  await db.schema.createIndex('subscriptions_token_hash').on('subscriptions').column('token_hash').execute();
  await db.schema.createIndex('subscriptions_municipality_id').on('subscriptions').column('municipality_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('subscriptions').execute();
}
