import type { Kysely } from 'kysely';

/** The columns a visitor can sort the public plan and TAC lists by, besides the aerodrome's name (public_name). */
const SORTS = {
  plans: ['icao', 'type', 'signature_date', 'date', 'ordinance', 'state_code', 'municipality'],
  tacs: ['icao', 'type', 'signature_date', 'date', 'validity', 'state_code', 'municipality'],
} as const;
/** The public filters, after the sort: a search by state, município, type or date reads them from the index. */
const FILTERS = ['state_code', 'municipality_id', 'type', 'date'];

/**
 * A page sorted by a column without an index sorted every matching row first (1M plans: 1–5 s for "all plans by
 * ordinance"). One index per public sort, behind the published status the public search filters on, walks the rows
 * in order and stops after the page; the filter columns ride along so a filtered walk skips rows inside the index
 * (SQLite) and the bounded count reads the index only. See docs/performance.md, "Varied searches".
 */
export async function up(db: Kysely<any>): Promise<void> {
  for (const [table, columns] of Object.entries(SORTS)) {
    for (const column of columns) {
      const rest = FILTERS.filter((filter) => filter !== column);
      await db.schema
        .createIndex(`${table}_public_sort_${column}`)
        .on(table)
        .columns(['status', column, 'id', ...rest])
        .execute();
    }
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const [table, columns] of Object.entries(SORTS)) {
    for (const column of columns) await db.schema.dropIndex(`${table}_public_sort_${column}`).execute();
  }
}
