import type { Kysely } from 'kysely';
import { REAL, withSerialId } from '../portable';

/** Stored pre-analysis results, looked up by their public protocol (10 upper-case hexadecimal characters). */
export async function up(db: Kysely<any>): Promise<void> {
  await withSerialId(db, db.schema.createTable('preanalyses'))
    .addColumn('protocol', 'char(10)', (c) => c.notNull().unique())
    .addColumn('user_id', 'varchar(64)')
    .addColumn('latitude', REAL, (c) => c.notNull())
    .addColumn('longitude', REAL, (c) => c.notNull())
    .addColumn('base_altitude_m', REAL, (c) => c.notNull())
    .addColumn('object_height_m', REAL, (c) => c.notNull())
    .addColumn('outcome', 'varchar(20)', (c) => c.notNull())
    .addColumn('result', 'text', (c) => c.notNull())
    .addColumn('rule_set_version', 'varchar(40)', (c) => c.notNull())
    .addColumn('data_version', 'varchar(40)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('valid_until', 'varchar(30)', (c) => c.notNull())
    .addColumn('sample', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('preanalyses_user_id').on('preanalyses').column('user_id').execute();
  await db.schema.createIndex('preanalyses_created_at').on('preanalyses').column('created_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('preanalyses').execute();
}
