import { sql, type Expression, type SqlBool } from 'kysely';
import type { DynamicEb } from './dynamic';
import type { Dialect } from './portable';

/** How a list finds the rows whose search text holds one folded word of `q`. */
export type WordMatch = (eb: DynamicEb, word: string) => Expression<SqlBool>;

/** Tables with an FTS5 trigram index over search_text on SQLite (`<table>_search`, migration 2026-12-02T1410). */
const INDEXED = new Set(['plans', 'tacs', 'complaints', 'municipalities', 'aerodromes']);
/** The trigram index looks up words of at least three characters; shorter ones are compared row by row. */
const SHORTEST = 3;

/**
 * On SQLite, the rows holding `word` found by the table's trigram index (as substrings, as `like '%word%'`
 * finds them); undefined elsewhere: PostgreSQL's pg_trgm index serves the `like` itself.
 */
export function indexedWordMatch(dialect: Dialect, table: string, fallback: WordMatch): WordMatch | undefined {
  if (dialect !== 'sqlite' || !INDEXED.has(table)) return undefined;
  const index = sql.table(`${table}_search`);
  return (eb, word) => {
    if ([...word].length < SHORTEST) return fallback(eb, word);
    const phrase = `"${word.replaceAll('"', '""')}"`;
    return sql<SqlBool>`${eb.ref('id')} in (select rowid from ${index} where ${index} match ${phrase})`;
  };
}
