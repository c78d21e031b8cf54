/**
 * The one rule for text search, shared by the server (the stored `search_text` column, the `q` and
 * `_like` values) and the browser: lower case, accents and other combining marks removed (NFD), runs
 * of white space made one space. "São José" and "sao  jose" both fold to "sao jose"; "ç" to "c".
 */
export function foldForSearch(text: string): string {
  return text.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '').replace(/\s+/g, ' ').trim();
}

/** Separates the fields in a search text: a folded field never holds one, so a match never spans two fields. */
export const FIELD_SEPARATOR = '\n';

/**
 * The stored search text of a row: its searchable fields folded, each between separators, so that
 * `%word%` finds a word in any field, `%\nword%` a field that starts with it and `%\nword\n%` a field equal to it.
 */
export function searchTextOf(fields: readonly string[], row: Readonly<Record<string, unknown>>): string {
  const parts = fields.map((field) => (row[field] == null ? '' : foldForSearch(String(row[field]))));
  return `${FIELD_SEPARATOR}${parts.join(FIELD_SEPARATOR)}${FIELD_SEPARATOR}`;
}
