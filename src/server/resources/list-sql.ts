import { sql, type Expression, type SqlBool } from 'kysely';
import type { ListSpec } from '../../domain/list-spec';
import { FIELD_SEPARATOR, foldForSearch } from '../../domain/search-text';
import { SEARCH_COLUMN } from '../db/search-text';
import type { Filter, ListQuery } from './list-query';
import type { Where } from '../access/where-allowed';
import type { DynamicEb } from '../db/dynamic';

type Eb = DynamicEb;

/** `value` as a LIKE pattern whose `%`, `_` and `\` are literal, between `before` and `after`. */
function pattern(before: string, value: string, after: string): string {
  return `${before}${value.replace(/[\\%_]/g, (c) => `\\${c}`)}${after}`;
}

function like(subject: Expression<unknown>, patternText: string): Expression<SqlBool> {
  return sql<SqlBool>`${subject} like ${patternText} escape '\\'`;
}

/** `field_like`: the field folded by the same rule as the value (`portal_fold`, db/index.ts and the search_text migration). */
function contains(eb: Eb, field: string, value: string): Expression<SqlBool> {
  return like(sql`portal_fold(${eb.ref(field)})`, pattern('%', foldForSearch(value), '%'));
}

function filterExpression(eb: Eb, filter: Filter): Expression<SqlBool> {
  const column = eb.ref(filter.field);
  const [single] = filter.values;
  switch (filter.op) {
    case 'eq':
      return filter.values.length === 1 ? eb(column, '=', single) : eb(column, 'in', filter.values);
    case 'ne':
      return filter.values.length === 1 ? eb(column, '<>', single) : eb(column, 'not in', filter.values);
    case 'gte':
      return eb.and(filter.values.map((v) => eb(column, '>=', v)));
    case 'lte':
      return eb.and(filter.values.map((v) => eb(column, '<=', v)));
    case 'like':
      return eb.or(filter.values.map((v) => contains(eb, filter.field, String(v))));
  }
}

/** How a list finds the rows whose search text holds one folded word of `q` (resources/word-search.ts). */
export type WordMatch = (eb: Eb, word: string) => Expression<SqlBool>;

/** The folded words of a `q` (at most 8). */
export function wordsOf(q: string): string[] {
  return foldForSearch(q).split(' ').filter(Boolean).slice(0, 8);
}

/** A word of `q` anywhere in the row's search text, compared row by row (or by PostgreSQL's trigram index). */
export const likeWord: WordMatch = (eb, word) => like(eb.ref(SEARCH_COLUMN), pattern('%', word, '%'));

/**
 * The WHERE of a list: every filter, the `q` search, within the rows the caller may see. Every word of
 * `q` must appear in the row's search text (its searchable fields folded, db/search-text.ts); `matchWord`
 * finds them (SQLite's trigram index, word-search.ts), the same rows as `likeWord`.
 */
export function whereOf(query: ListQuery, spec: ListSpec, visible: Where, matchWord: WordMatch = likeWord) {
  return (eb: Eb): Expression<SqlBool> => {
    const parts = query.filters.map((f) => filterExpression(eb, f));
    if (query.q && spec.searchable.length === 0) parts.push(eb.or([]));
    else if (query.q) for (const word of wordsOf(query.q)) parts.push(matchWord(eb, word));
    parts.push(visible(eb));
    return eb.and(parts);
  };
}

/**
 * How well a row matches the whole `q`, for pickers: 0 when a searchable field equals it, 1 when one
 * starts with it, 2 otherwise ("sao paulo": São Paulo, then São Paulo de Olivença, then Bragança Paulista).
 */
export function searchRank(eb: Eb, q: string): Expression<number> {
  const text = eb.ref(SEARCH_COLUMN);
  const folded = wordsOf(q).join(' ');
  const sep = FIELD_SEPARATOR;
  return sql<number>`case when ${like(text, pattern(`%${sep}`, folded, `${sep}%`))} then 0 when ${like(text, pattern(`%${sep}`, folded, '%'))} then 1 else 2 end`;
}
