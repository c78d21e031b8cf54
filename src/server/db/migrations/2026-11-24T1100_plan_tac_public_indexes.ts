import type { Kysely } from 'kysely';

const TABLES = ['plans', 'tacs'] as const;

/**
 * The public searches filter on status = 'published' besides the state or municipality, sorted by name.
 * These indexes serve that page in order and its count from the index alone, as the (state_code,
 * aerodrome_name, id) ones did before the publication state existed (1M plans: a count read 100k rows).
 */
export async function up(db: Kysely<any>): Promise<void> {
  for (const table of TABLES) {
    await db.schema.createIndex(`${table}_public_state_name`).on(table).columns(['status', 'state_code', 'aerodrome_name', 'id']).execute();
    await db.schema.createIndex(`${table}_public_municipality_name`).on(table).columns(['status', 'municipality_id', 'aerodrome_name', 'id']).execute();
    await db.schema.createIndex(`${table}_public_name`).on(table).columns(['status', 'aerodrome_name', 'id']).execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of TABLES) {
    for (const name of ['public_state_name', 'public_municipality_name', 'public_name']) await db.schema.dropIndex(`${table}_${name}`).execute();
  }
}
