import type { Locale } from '../constants';
import { en } from './en';
import { es } from './es';
import { pt } from './pt';
import type { SharedMessages } from './types';

export type { SharedMessages } from './types';

/**
 * One place for what a list screen and its exported file must say alike (docs/decisions.md): the title, the column
 * labels and the enumerated values of every exported resource, by language and i18next namespace. The browser's
 * i18n backend lays them under the namespace's JSON (so screens keep reading `complaints:fields.regional`); the
 * server's documents/labels.ts reads them for CSV, XLSX and PDF headers. Neither imports the other.
 */
export const SHARED_LABELS: Readonly<Record<Locale, SharedMessages>> = { pt, en, es };

/** The label of an exported column as its screen shows it (the namespace is the resource's name), or undefined. */
export function columnLabel(locale: Locale, resource: string, field: string): string | undefined {
  return SHARED_LABELS[locale][resource]?.fields[field];
}

/** A namespace's JSON messages with its shared block laid in (a copy; the JSON holds none of the shared keys). */
export function withSharedLabels<M extends Record<string, unknown>>(locale: string, namespace: string, messages: M): M {
  const shared = (SHARED_LABELS as Record<string, SharedMessages | undefined>)[locale]?.[namespace];
  return shared ? { ...messages, ...structuredClone(shared) } : messages;
}

/**
 * The columns whose stored values the screens show translated, and the enumeration of the namespace that does it.
 * Plan types stay codes (PBZPA): the screens show the code, its name only as a hint. Protection zones are a
 * `; `-separated list of zone names, each translated.
 */
export const ENUMERATED_COLUMNS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  complaints: { process_type: 'process_types' },
  logs: { level: 'level', category: 'category' },
  audit: { action: 'actions', resource: 'resources' },
  plans: { protection_zones: 'zones', status: 'status' },
  tacs: { type: 'types', status: 'status' },
};

/**
 * A stored value read through an enumeration's names: the whole value, else each `;`-separated item, else each
 * `/`-separated part of it ("Adequação/Regularização" → "Adjustment/Regularisation"; "Zona de proteção de VOR/DME"
 * is a name of its own). Unknown parts stay as stored. Screens pass the names i18next holds; exports, SHARED_LABELS.
 */
export function enumeratedText(value: string, names: Readonly<Record<string, unknown>>): string {
  const name = (part: string): string | undefined => (Object.hasOwn(names, part) && typeof names[part] === 'string' ? names[part] : undefined);
  return (
    name(value) ??
    value
      .split(/\s*;\s*/)
      .map(
        (item) =>
          name(item) ??
          item
            .split('/')
            .map((part) => name(part) ?? part)
            .join('/'),
      )
      .join('; ')
  );
}

/** A stored value as its screen shows it, in the language; values of columns that are not enumerated unchanged. */
export function valueLabel(locale: Locale, resource: string, field: string, value: unknown): unknown {
  const enumeration = ENUMERATED_COLUMNS[resource]?.[field];
  if (!enumeration || typeof value !== 'string') return value;
  const names = SHARED_LABELS[locale][resource]?.[enumeration];
  return typeof names === 'object' ? enumeratedText(value, names) : value;
}
