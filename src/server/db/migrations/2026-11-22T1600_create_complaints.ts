import type { Kysely } from 'kysely';
import { withSerialId } from '../portable';

/** Every filter and sort of the complaints list (spec §2). */
const INDEXED = [
  'number',
  'regional',
  'summary',
  'nup',
  'created_at',
  'process_type',
  'state_code',
  'municipality_id',
  'municipality',
  'aerodrome_id',
  'aerodrome_name',
  'icao',
];

export async function up(db: Kysely<any>): Promise<void> {
  await withSerialId(db, db.schema.createTable('complaints'))
    .addColumn('number', 'integer', (c) => c.notNull().unique())
    .addColumn('regional', 'varchar(20)', (c) => c.notNull())
    .addColumn('summary', 'varchar(200)', (c) => c.notNull())
    .addColumn('nup', 'varchar(20)', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('process_type', 'varchar(30)', (c) => c.notNull())
    .addColumn('state_code', 'varchar(2)', (c) => c.notNull())
    .addColumn('municipality_id', 'integer')
    .addColumn('municipality', 'varchar(120)', (c) => c.notNull().defaultTo(''))
    .addColumn('aerodrome_id', 'integer', (c) => c.references('aerodromes.id').onDelete('set null'))
    .addColumn('aerodrome_name', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('icao', 'varchar(4)')
    .addColumn('created_at', 'varchar(10)', (c) => c.notNull())
    .addColumn('sample', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  for (const column of INDEXED) {
    if (column === 'number') continue; // the unique constraint is its index
    await db.schema.createIndex(`complaints_${column}`).on('complaints').column(column).execute();
  }
  // The list's default order (newest number first) filtered by a state or a date range.
  await db.schema.createIndex('complaints_state_number').on('complaints').columns(['state_code', 'number']).execute();
  // One counter row: the last number handed out. Bumped in the creating transaction, never decreased,
  // so a deleted complaint's number is never handed out again.
  await db.schema
    .createTable('complaint_numbers')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('last', 'integer', (c) => c.notNull())
    .execute();
  await db.insertInto('complaint_numbers').values({ id: 1, last: 0 }).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('complaint_numbers').execute();
  await db.schema.dropTable('complaints').execute();
}
