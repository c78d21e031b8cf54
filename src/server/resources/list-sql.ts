import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { ListSpec } from '../../domain/list-spec';
import type { Filter, ListQuery } from './list-query';
import type { Where } from '../access/where-allowed';

type Eb = ExpressionBuilder<any, any>;

function escapeLike(value: string): string {
  return `%${value.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function contains(eb: Eb, field: string, value: string): Expression<SqlBool> {
  return sql<SqlBool>`lower(${eb.ref(field)}) like ${escapeLike(value)} escape '\\'`;
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

/** The WHERE of a list: every filter, the `q` search over the searchable fields, within the rows the caller may see. */
export function whereOf(query: ListQuery, spec: ListSpec, visible: Where) {
  return (eb: Eb): Expression<SqlBool> => {
    const parts = query.filters.map((f) => filterExpression(eb, f));
    if (query.q) {
      const words = query.q.split(/\s+/).filter(Boolean).slice(0, 8);
      for (const word of words) parts.push(eb.or(spec.searchable.map((field) => contains(eb, field, word))));
    }
    parts.push(visible(eb));
    return eb.and(parts);
  };
}
