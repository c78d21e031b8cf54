import type { Kysely } from 'kysely';

/** One row rewritten by GET /api/health/ready: the probe proves the database accepts writes, not only reads. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('health_heartbeat')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('beat_at', 'varchar(30)', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('health_heartbeat').execute();
}
