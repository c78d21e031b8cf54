import { sql, type Expression, type SqlBool } from 'kysely';
import type { DynamicDb, DynamicEb } from './dynamic';
import { dialectOf } from './portable';

/** Tables with an FTS5 trigram index over search_text on SQLite (`<table>_search`, migration 2026-12-02T1410). */
const INDEXED = new Set(['plans', 'tacs', 'complaints', 'municipalities', 'aerodromes']);
/** The trigram index looks up words of at least three characters. */
const SHORTEST = 3;

/** Whether `table` has a trigram index that can look up `word` (SQLite; PostgreSQL's pg_trgm serves `like` itself). */
export function canIndexWord(db: DynamicDb, table: string, word: string): boolean {
  return dialectOf(db) === 'sqlite' && INDEXED.has(table) && [...word].length >= SHORTEST;
}

const phrase = (word: string) => `"${word.replaceAll('"', '""')}"`;

/** The rows whose search text holds `word` (as a substring, as `like '%word%'` finds them), from the trigram index. */
export function indexedWord(eb: DynamicEb, table: string, word: string): Expression<SqlBool> {
  const index = sql.table(`${table}_search`);
  return sql<SqlBool>`${eb.ref('id')} in (select rowid from ${index} where ${index} match ${phrase(word)})`;
}

/** How many rows hold `word`, counted up to `limit` from the index (cheap: it stops there). */
export async function indexedWordCount(db: DynamicDb, table: string, word: string, limit: number): Promise<number> {
  const index = sql.table(`${table}_search`);
  const { rows } = await sql<{ n: number }>`select count(*) as n from (select 1 from ${index} where ${index} match ${phrase(word)} limit ${limit})`.execute(db);
  return Number(rows[0]?.n ?? 0);
}
