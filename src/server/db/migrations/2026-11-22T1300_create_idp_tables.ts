import type { Kysely } from 'kysely';

/** Tables of the embedded identity provider (src/server/idp): users, e-mail action tokens, SSO sessions and refresh grants. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('idp_users')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('username', 'varchar(120)', (c) => c.notNull().unique())
    .addColumn('email', 'varchar(200)', (c) => c.notNull().unique())
    .addColumn('first_name', 'varchar(120)', (c) => c.notNull())
    .addColumn('last_name', 'varchar(120)', (c) => c.notNull())
    .addColumn('cpf', 'varchar(14)')
    .addColumn('password_hash', 'varchar(300)', (c) => c.notNull())
    .addColumn('roles', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('email_verified', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('failed_logins', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('locked_until', 'varchar(30)')
    .addColumn('locale', 'varchar(10)')
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('idp_users_cpf').on('idp_users').column('cpf').execute();

  await db.schema
    .createTable('idp_action_tokens')
    .addColumn('key_hash', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('user_id', 'varchar(64)', (c) => c.notNull().references('idp_users.id').onDelete('cascade'))
    .addColumn('action', 'varchar(30)', (c) => c.notNull())
    .addColumn('redirect_uri', 'text')
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('expires_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('used_at', 'varchar(30)')
    .execute();
  await db.schema.createIndex('idp_action_tokens_user').on('idp_action_tokens').column('user_id').execute();

  await db.schema
    .createTable('idp_sessions')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('user_id', 'varchar(64)', (c) => c.notNull().references('idp_users.id').onDelete('cascade'))
    .addColumn('secret_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('last_seen_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('expires_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('ended_at', 'varchar(30)')
    .execute();
  await db.schema.createIndex('idp_sessions_user').on('idp_sessions').column('user_id').execute();

  // One row per authorization-code exchange; current_jti is the only refresh token of that chain still accepted.
  await db.schema
    .createTable('idp_grants')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('session_id', 'varchar(64)', (c) => c.notNull().references('idp_sessions.id').onDelete('cascade'))
    .addColumn('client_id', 'varchar(120)', (c) => c.notNull())
    .addColumn('current_jti', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('idp_grants_session').on('idp_grants').column('session_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['idp_grants', 'idp_sessions', 'idp_action_tokens', 'idp_users']) {
    await db.schema.dropTable(table).execute();
  }
}
