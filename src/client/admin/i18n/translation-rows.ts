import { LOCALES, type Locale } from '../../../domain/constants';
import type { I18nKeyTexts, I18nOverride } from '../../../domain/schemas/i18n-override';
import { foldForSearch } from '../../../domain/search-text';

type Messages = Record<string, unknown>;
/** locale → namespace → messages, as shipped in src/client/i18n/locales. */
export type ShippedMessages = Partial<Record<Locale, Record<string, Messages>>>;

export interface TranslationRow {
  id: string;
  namespace: string;
  key: string;
  shipped: Partial<Record<Locale, string>>;
  override: Partial<Record<Locale, string>>;
  /** What users see: the override, else the shipped text ('' when there is none). */
  value: Record<Locale, string>;
  missing: Locale[];
  /** Languages whose override differs from the shipped text. */
  overridden: Locale[];
}

export type ShowFilter = 'all' | 'missing' | 'overridden';

/** The texts of a locale file by dotted key ({ home: { title } } → { 'home.title': … }). */
export function flattenMessages(messages: Messages, prefix = ''): Record<string, string> {
  const flat: Record<string, string> = {};
  for (const [name, value] of Object.entries(messages)) {
    const key = prefix ? `${prefix}.${name}` : name;
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) Object.assign(flat, flattenMessages(value as Messages, key));
    else flat[key] = typeof value === 'string' ? value : String(value);
  }
  return flat;
}

/** One row per namespace and key found in any language, with the overrides laid over the shipped texts. */
export function buildRows(shipped: ShippedMessages, overrides: readonly I18nOverride[]): TranslationRow[] {
  const rows = new Map<string, TranslationRow>();
  const rowFor = (namespace: string, key: string) => {
    const id = `${namespace}:${key}`;
    let row = rows.get(id);
    if (!row) {
      row = { id, namespace, key, shipped: {}, override: {}, value: { pt: '', en: '', es: '' }, missing: [], overridden: [] };
      rows.set(id, row);
    }
    return row;
  };
  for (const locale of LOCALES) {
    for (const [namespace, messages] of Object.entries(shipped[locale] ?? {})) {
      for (const [key, text] of Object.entries(flattenMessages(messages))) rowFor(namespace, key).shipped[locale] = text;
    }
  }
  for (const o of overrides) {
    const row = rows.get(`${o.namespace}:${o.key}`);
    if (row) row.override[o.locale] = o.value;
  }
  for (const row of rows.values()) {
    for (const locale of LOCALES) {
      const override = row.override[locale];
      row.value[locale] = override ?? row.shipped[locale] ?? '';
      if (row.value[locale].trim() === '') row.missing.push(locale);
      if (override !== undefined && override !== row.shipped[locale]) row.overridden.push(locale);
    }
  }
  return [...rows.values()].sort((a, b) => a.namespace.localeCompare(b.namespace) || a.key.localeCompare(b.key));
}

export interface RowFilter {
  search: string;
  namespace: string;
  show: ShowFilter;
}

export function filterRows(rows: readonly TranslationRow[], { search, namespace, show }: RowFilter): TranslationRow[] {
  const needle = foldForSearch(search);
  return rows.filter((row) => {
    if (namespace && row.namespace !== namespace) return false;
    if (show === 'missing' && row.missing.length === 0) return false;
    if (show === 'overridden' && row.overridden.length === 0) return false;
    if (!needle) return true;
    return [row.id, ...LOCALES.map((l) => row.value[l])].some((text) => foldForSearch(text).includes(needle));
  });
}

/**
 * What saving a key's texts changes, language by language: a text equal to the shipped one, or blank, removes the
 * override (null) when there is one; another text is stored; an unchanged one is left out.
 */
export function textsToSave(row: TranslationRow, values: Record<Locale, string>): I18nKeyTexts {
  const texts: I18nKeyTexts = {};
  for (const locale of LOCALES) {
    const text = values[locale].trim();
    const current = row.override[locale];
    if (text === '' || text === row.shipped[locale]) {
      if (current !== undefined) texts[locale] = null;
    } else if (text !== current) texts[locale] = text;
  }
  return texts;
}
