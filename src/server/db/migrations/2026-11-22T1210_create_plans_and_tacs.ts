import type { CreateTableBuilder, Kysely } from 'kysely';
import { withSerialId } from '../portable';

function placeColumns<T extends string>(table: CreateTableBuilder<T, 'id'>) {
  return table
    .addColumn('aerodrome_id', 'integer', (c) => c.references('aerodromes.id').onDelete('set null'))
    .addColumn('aerodrome_name', 'varchar(200)', (c) => c.notNull())
    .addColumn('icao', 'varchar(4)')
    .addColumn('state_code', 'varchar(2)', (c) => c.notNull())
    .addColumn('municipality_id', 'integer', (c) => c.notNull())
    .addColumn('municipality', 'varchar(120)', (c) => c.notNull())
    .addColumn('sample', 'integer', (c) => c.notNull().defaultTo(0));
}

const INDEXED = {
  plans: ['aerodrome_name', 'icao', 'type', 'signature_date', 'date', 'ordinance', 'state_code', 'municipality_id', 'municipality'],
  tacs: ['aerodrome_name', 'icao', 'type', 'signature_date', 'date', 'validity', 'state_code', 'municipality_id', 'municipality'],
};

export async function up(db: Kysely<any>): Promise<void> {
  await placeColumns(withSerialId(db, db.schema.createTable('plans')))
    .addColumn('type', 'varchar(8)', (c) => c.notNull())
    .addColumn('signature_date', 'varchar(10)', (c) => c.notNull())
    .addColumn('date', 'varchar(10)', (c) => c.notNull())
    .addColumn('ordinance', 'varchar(200)', (c) => c.notNull())
    .addColumn('impacted_municipalities', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('protection_zones', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await placeColumns(withSerialId(db, db.schema.createTable('tacs')))
    .addColumn('signature_date', 'varchar(10)', (c) => c.notNull())
    .addColumn('dou_reference', 'varchar(200)', (c) => c.notNull())
    .addColumn('type', 'varchar(20)', (c) => c.notNull())
    .addColumn('date', 'varchar(10)', (c) => c.notNull())
    .addColumn('validity', 'varchar(10)', (c) => c.notNull())
    .execute();
  for (const [table, columns] of Object.entries(INDEXED)) {
    for (const column of columns) await db.schema.createIndex(`${table}_${column}`).on(table).column(column).execute();
    // The public searches filter by state or municipality and list by aerodrome name: these serve
    // the page in order and the count from the index alone.
    await db.schema.createIndex(`${table}_state_name`).on(table).columns(['state_code', 'aerodrome_name', 'id']).execute();
    await db.schema.createIndex(`${table}_municipality_name`).on(table).columns(['municipality_id', 'aerodrome_name', 'id']).execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('tacs').execute();
  await db.schema.dropTable('plans').execute();
}
