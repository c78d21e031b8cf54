import { sql, type Kysely } from 'kysely';
import { foldForSearch } from '../../../domain/search-text';
import { dialectOf } from '../portable';
import { SEARCH_COLUMN, SEARCHABLE_TABLES, searchTextFor } from '../search-text';

/** The big lists, where a search reads many rows: on PostgreSQL a trigram index serves `%word%`. */
const TRIGRAM_TABLES = ['plans', 'tacs', 'complaints', 'municipalities', 'aerodromes'] as const;
const BATCH = 1000;
/** The tables that existed when this migration was written; later tables create the column themselves. */
const TABLES = [
  'plans',
  'tacs',
  'aerodromes',
  'states',
  'municipalities',
  'pages',
  'documents',
  'legislation',
  'faqs',
  'contact_messages',
  'outbox',
  'logs',
  'complaints',
  'users',
  'admin_pages',
  'roadmap_items',
] as const;

/**
 * Accent- and case-insensitive search: every searchable table gets `search_text`, its searchable
 * fields folded by the domain rule, filled here for the rows already stored. On PostgreSQL the same
 * rule becomes `portal_fold(text)` for `_like` (SQLite registers the function itself, db/index.ts), and
 * pg_trgm GIN indexes serve `search_text like '%…%'` when the extension can be created.
 */
export async function up(db: Kysely<any>): Promise<void> {
  for (const table of TABLES) {
    await db.schema.alterTable(table).addColumn(SEARCH_COLUMN, 'text').execute();
    await backfill(db, table, SEARCHABLE_TABLES[table] ?? []);
  }
  if (dialectOf(db) !== 'postgres') return;
  await createFoldFunction(db);
  const trigramSchema = await trigramExtension(db);
  if (!trigramSchema) return;
  for (const table of TRIGRAM_TABLES) {
    await sql`create index ${sql.id(`${table}_search_trgm`)} on ${sql.table(table)} using gin (${sql.ref(SEARCH_COLUMN)} ${sql.id(trigramSchema)}.gin_trgm_ops)`.execute(
      db,
    );
  }
}

async function backfill(db: Kysely<any>, table: string, fields: readonly string[]): Promise<void> {
  let last: unknown = null;
  for (;;) {
    let query = db
      .selectFrom(table)
      .select(['id', ...fields])
      .orderBy('id')
      .limit(BATCH);
    if (last !== null) query = query.where('id', '>', last);
    const rows = await query.execute();
    for (const row of rows) {
      await db
        .updateTable(table)
        .set({ [SEARCH_COLUMN]: searchTextFor(table, row) })
        .where('id', '=', row.id)
        .execute();
    }
    if (rows.length < BATCH) return;
    last = rows.at(-1)?.id;
  }
}

/**
 * `portal_fold(text)` on PostgreSQL: lower case, then every letter the domain rule changes mapped as it
 * maps it (table computed from foldForSearch over the Latin blocks), combining marks removed, spaces collapsed.
 */
async function createFoldFunction(db: Kysely<any>): Promise<void> {
  let from = '';
  let to = '';
  let dropped = '';
  const ranges: [number, number][] = [
    [0xc0, 0x24f],
    [0x300, 0x36f],
    [0x1e00, 0x1eff],
  ];
  for (const [low, high] of ranges) {
    for (let code = low; code <= high; code++) {
      const char = String.fromCodePoint(code);
      const folded = foldForSearch(char);
      if (folded === '' && char.trim() !== '') dropped += char;
      else if ([...folded].length === 1 && folded !== char) {
        from += char;
        to += folded;
      }
    }
  }
  await sql`create or replace function portal_fold(value text) returns text language sql immutable strict parallel safe
    as ${sql.lit(`select btrim(regexp_replace(translate(lower(value), '${from}${dropped}', '${to}'), '\\s+', ' ', 'g'))`)}`.execute(db);
}

/** Creates pg_trgm if it can (in a savepoint: a refusal must not abort the migration) and returns its schema, or null. */
async function trigramExtension(db: Kysely<any>): Promise<string | null> {
  await sql`savepoint trigram`.execute(db);
  try {
    await sql`create extension if not exists pg_trgm schema public`.execute(db);
    await sql`release savepoint trigram`.execute(db);
  } catch {
    await sql`rollback to savepoint trigram`.execute(db);
  }
  const { rows } = await sql<{ schema: string }>`select extnamespace::regnamespace::text as schema from pg_extension where extname = 'pg_trgm'`.execute(db);
  return rows[0]?.schema ?? null;
}

export async function down(db: Kysely<any>): Promise<void> {
  if (dialectOf(db) === 'postgres') {
    for (const table of TRIGRAM_TABLES) await sql`drop index if exists ${sql.id(`${table}_search_trgm`)}`.execute(db);
    await sql`drop function if exists portal_fold(text)`.execute(db);
  }
  for (const table of TABLES) await db.schema.alterTable(table).dropColumn(SEARCH_COLUMN).execute();
}
