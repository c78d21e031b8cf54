import type { Kysely } from 'kysely';

/** Settings chosen by administrators for everyone (JSON values by key) and translation overrides applied at run time. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('app_settings')
    .addColumn('key', 'varchar(60)', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('updated_by', 'varchar(120)', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('i18n_overrides')
    .addColumn('locale', 'varchar(2)', (c) => c.notNull())
    .addColumn('namespace', 'varchar(50)', (c) => c.notNull())
    .addColumn('key', 'varchar(200)', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('updated_by', 'varchar(120)', (c) => c.notNull())
    .addPrimaryKeyConstraint('i18n_overrides_pk', ['locale', 'namespace', 'key'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('i18n_overrides').execute();
  await db.schema.dropTable('app_settings').execute();
}
