import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('username', 'varchar(120)', (c) => c.notNull())
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('email', 'varchar(200)', (c) => c.notNull())
    .addColumn('cpf', 'varchar(14)')
    .addColumn('groups', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('first_seen_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('last_seen_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('preanalysis_blocked_until', 'varchar(10)')
    .execute();
  for (const column of ['name', 'username', 'last_seen_at', 'preanalysis_blocked_until']) {
    await db.schema.createIndex(`users_${column}`).on('users').column(column).execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('users').execute();
}
