import type { Kysely } from 'kysely';

const TABLES = ['plans', 'tacs'] as const;

/**
 * Publication state of plans and TACs: draft → published → withdrawn (and back to published).
 * Rows that already exist stay published, so the public searches show what they showed before.
 */
export async function up(db: Kysely<any>): Promise<void> {
  for (const table of TABLES) {
    await db.schema
      .alterTable(table)
      .addColumn('status', 'varchar(10)', (c) => c.notNull().defaultTo('published'))
      .execute();
    await db.schema.alterTable(table).addColumn('published_at', 'varchar(30)').execute();
    await db.schema.alterTable(table).addColumn('withdrawn_at', 'varchar(30)').execute();
    await db.schema.alterTable(table).addColumn('withdrawal_reason', 'varchar(1000)').execute();
    await db.schema.createIndex(`${table}_status`).on(table).column('status').execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of TABLES) {
    await db.schema.dropIndex(`${table}_status`).execute();
    for (const column of ['withdrawal_reason', 'withdrawn_at', 'published_at', 'status']) {
      await db.schema.alterTable(table).dropColumn(column).execute();
    }
  }
}
