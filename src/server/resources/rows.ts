import type { AnyResource } from './definition';

type Row = Record<string, unknown>;

/** Database row → API record (0/1 flags become booleans; the search column stays inside). */
export function toRecord(definition: AnyResource, row: Row): Row {
  const { search_text: _searchText, ...record } = row;
  if (!definition.flags?.length) return record;
  for (const flag of definition.flags) if (flag in record) record[flag] = record[flag] === 1 || record[flag] === true;
  return record;
}

/** API input → database row (booleans become 0/1). */
export function toRow(definition: AnyResource, input: Row): Row {
  const row = { ...input };
  for (const flag of definition.flags ?? []) if (typeof row[flag] === 'boolean') row[flag] = row[flag] ? 1 : 0;
  return row;
}
