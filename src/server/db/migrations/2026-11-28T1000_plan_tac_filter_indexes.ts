import type { Kysely } from 'kysely';

const TABLES = ['plans', 'tacs'] as const;

/**
 * Every list answer counts its filter set. The public searches filter on status = 'published' and on a type,
 * a date range, a state or a município; before these indexes a count by type or by date found the rows in a
 * one-column index and then read each row for its status (1M plans: 200k rows, 260 ms and 850 ms on SQLite).
 * These serve those counts from the index alone (30–40 ms); see docs/performance.md, "Varied searches".
 */
const INDEXES: Record<string, string[]> = {
  public_type_date: ['status', 'type', 'date'],
  public_date: ['status', 'date'],
  public_state_type_date: ['status', 'state_code', 'type', 'date'],
  public_state_date: ['status', 'state_code', 'date'],
  public_municipality_type_date: ['status', 'municipality_id', 'type', 'date'],
};

export async function up(db: Kysely<any>): Promise<void> {
  for (const table of TABLES) {
    for (const [name, columns] of Object.entries(INDEXES)) await db.schema.createIndex(`${table}_${name}`).on(table).columns(columns).execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of TABLES) {
    for (const name of Object.keys(INDEXES)) await db.schema.dropIndex(`${table}_${name}`).execute();
  }
}
