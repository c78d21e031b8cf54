/** What a list endpoint accepts: the fields it filters on (with their kind), sorts by and searches with `q`. */
export type FieldKind = 'text' | 'integer' | 'number' | 'date' | 'boolean';

export interface ListSpec {
  filterable: Readonly<Record<string, FieldKind>>;
  sortable: readonly string[];
  searchable: readonly string[];
  defaultSort: readonly { field: string; order: 'asc' | 'desc' }[];
  /** A picker's list: with `q`, exact matches of a searchable field come first, then prefixes, then the rest. */
  rankSearch?: boolean;
}
