import type { DynamicDb } from '../db/dynamic';
import { canIndexWord, indexedWord, indexedWordCount } from '../db/search-index';
import { likeWord, wordsOf, type WordMatch } from './list-sql';

/**
 * Past this many rows a word is common ("município" is in every plan): its count stops there, and a search whose
 * words are all common compares them row by row on the rows the filters' indexes find.
 */
const COMMON = 20_000;

/**
 * How a list finds `q`'s words: on SQLite one word, the rarest, from the table's trigram index (db/search-index.ts),
 * and the others compared on its rows only; a common word looked up in the index would list most of the table
 * ("municipio 352": 1M rows against 5,883), so when every word is common none is. Elsewhere `like` row by row
 * (PostgreSQL: served by pg_trgm).
 * The rows are the same either way.
 */
export async function wordMatchFor(db: DynamicDb, table: string, q: string | null): Promise<WordMatch> {
  const words = q ? wordsOf(q).filter((word) => canIndexWord(db, table, word)) : [];
  if (words.length === 0) return likeWord;
  let rarest = words[0]!;
  let fewest = Number.POSITIVE_INFINITY;
  for (const word of words) {
    const count = await indexedWordCount(db, table, word, COMMON);
    if (count < fewest) [fewest, rarest] = [count, word];
  }
  if (fewest >= COMMON) return likeWord;
  return (eb, word) => (word === rarest ? indexedWord(eb, table, word) : likeWord(eb, word));
}
