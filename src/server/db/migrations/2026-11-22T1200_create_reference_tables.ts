import type { Kysely } from 'kysely';
import { REAL } from '../portable';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('states')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('code', 'varchar(2)', (c) => c.notNull().unique())
    .addColumn('name', 'varchar(60)', (c) => c.notNull())
    .addColumn('region', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('municipalities')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('name', 'varchar(120)', (c) => c.notNull())
    .addColumn('state_code', 'varchar(2)', (c) => c.notNull().references('states.code'))
    .execute();
  await db.schema.createIndex('municipalities_state_name').on('municipalities').columns(['state_code', 'name']).execute();
  await db.schema.createIndex('municipalities_name').on('municipalities').column('name').execute();

  await db.schema
    .createTable('aerodromes')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('icao', 'varchar(8)')
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('kind', 'varchar(30)', (c) => c.notNull())
    .addColumn('municipality', 'varchar(120)')
    .addColumn('state_code', 'varchar(2)')
    .addColumn('latitude', REAL, (c) => c.notNull())
    .addColumn('longitude', REAL, (c) => c.notNull())
    .addColumn('elevation_m', REAL)
    .addColumn('scheduled_service', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  for (const column of ['icao', 'name', 'kind', 'state_code', 'municipality']) {
    await db.schema.createIndex(`aerodromes_${column}`).on('aerodromes').column(column).execute();
  }
  await db.schema.createIndex('aerodromes_position').on('aerodromes').columns(['latitude', 'longitude']).execute();

  await db.schema
    .createTable('runways')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('aerodrome_id', 'integer', (c) => c.notNull().references('aerodromes.id').onDelete('cascade'))
    .addColumn('length_m', REAL, (c) => c.notNull())
    .addColumn('width_m', REAL, (c) => c.notNull())
    .addColumn('surface', 'varchar(60)', (c) => c.notNull())
    .addColumn('lighted', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('runways_aerodrome').on('runways').column('aerodrome_id').execute();
  await db.schema
    .createTable('runway_ends')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('runway_id', 'integer', (c) => c.notNull().references('runways.id').onDelete('cascade'))
    .addColumn('ident', 'varchar(8)', (c) => c.notNull())
    .addColumn('heading_deg', REAL, (c) => c.notNull())
    .addColumn('latitude', REAL, (c) => c.notNull())
    .addColumn('longitude', REAL, (c) => c.notNull())
    .addColumn('displaced_threshold_m', REAL)
    .addColumn('elevation_m', REAL)
    .execute();
  await db.schema.createIndex('runway_ends_runway').on('runway_ends').column('runway_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['runway_ends', 'runways', 'aerodromes', 'municipalities', 'states']) {
    await db.schema.dropTable(table).execute();
  }
}
