import { columnLabel, SHARED_LABELS, valueLabel } from '../../domain/labels';
import type { ProblemLocale } from '../errors/messages';

/** A list filter as the export states it: `field op value[, value…]` (the list query's filters are such). */
interface StatedFilter {
  field: string;
  op: string;
  values: readonly (string | number)[];
}

/** Column headers, titles and filter wording of the exported documents, in the portal's three languages. */
type Catalogue = Record<string, string>;

/**
 * Names of filter-only fields (the PDF's "Filtros aplicados" line). Column labels are not here: they come from
 * src/domain/labels, the texts the list screens show, so a file's headers always read like its screen.
 */
const FILTER_FIELDS: Record<ProblemLocale, Catalogue> = {
  pt: {
    id: 'Id',
    aerodrome_id: 'Aeródromo (id)',
    municipality_id: 'Município',
    state_code: 'Estado',
    municipality: 'Município',
    sample: 'Exemplo',
    q: 'Busca',
  },
  en: {
    id: 'Id',
    aerodrome_id: 'Aerodrome (id)',
    municipality_id: 'Municipality',
    state_code: 'State',
    municipality: 'Municipality',
    sample: 'Sample',
    q: 'Search',
  },
  es: {
    id: 'Id',
    aerodrome_id: 'Aeródromo (id)',
    municipality_id: 'Municipio',
    state_code: 'Estado',
    municipality: 'Municipio',
    sample: 'Ejemplo',
    q: 'Búsqueda',
  },
};

/** Whose label a field gets when the caller does not say which resource it exports (the public lists first). */
const FALLBACK_ORDER = ['tacs', 'plans', 'complaints', 'users', 'outbox', 'logs'] as const;

const TEXT: Record<ProblemLocale, Catalogue> = {
  pt: {
    filters: 'Filtros aplicados',
    no_filters: 'Nenhum filtro: todos os registros.',
    sort: 'Ordenação',
    generated: 'Gerado em',
    rows: 'Registros',
    page: 'Página {page} de {pages}',
    asc: 'crescente',
    desc: 'decrescente',
    truncated: 'Documento truncado: mostra as primeiras {shown} de {total} linhas. Os arquivos CSV e XLSX trazem todas.',
    'op.eq': '=',
    'op.ne': '≠',
    'op.gte': '≥',
    'op.lte': '≤',
    'op.like': 'contém',
    or: ' ou ',
    yes: 'sim',
    no: 'não',
    Yes: 'Sim',
    No: 'Não',
  },
  en: {
    filters: 'Filters applied',
    no_filters: 'No filters: every record.',
    sort: 'Sort',
    generated: 'Generated on',
    rows: 'Records',
    page: 'Page {page} of {pages}',
    asc: 'ascending',
    desc: 'descending',
    truncated: 'Truncated document: it shows the first {shown} of {total} rows. The CSV and XLSX files carry all of them.',
    'op.eq': '=',
    'op.ne': '≠',
    'op.gte': '≥',
    'op.lte': '≤',
    'op.like': 'contains',
    or: ' or ',
    yes: 'yes',
    no: 'no',
    Yes: 'Yes',
    No: 'No',
  },
  es: {
    filters: 'Filtros aplicados',
    no_filters: 'Sin filtros: todos los registros.',
    sort: 'Orden',
    generated: 'Generado el',
    rows: 'Registros',
    page: 'Página {page} de {pages}',
    asc: 'ascendente',
    desc: 'descendente',
    truncated: 'Documento truncado: muestra las primeras {shown} de {total} filas. Los archivos CSV y XLSX las traen todas.',
    'op.eq': '=',
    'op.ne': '≠',
    'op.gte': '≥',
    'op.lte': '≤',
    'op.like': 'contiene',
    or: ' o ',
    yes: 'sí',
    no: 'no',
    Yes: 'Sí',
    No: 'No',
  },
};

/**
 * The header of an exported column: the label its resource's screen shows (src/domain/labels). Without the
 * resource, the first of FALLBACK_ORDER that names the field, then the filter-only names. Callers that know the
 * resource should pass it: `created_at` (logs) and `icao` (plans) read differently on different screens.
 */
export function fieldLabel(locale: ProblemLocale, field: string, resource?: string): string {
  const own = resource === undefined ? undefined : columnLabel(locale, resource, field);
  if (own !== undefined) return own;
  for (const name of FALLBACK_ORDER) {
    const label = columnLabel(locale, name, field);
    if (label !== undefined) return label;
  }
  return FILTER_FIELDS[locale][field] ?? FILTER_FIELDS.pt[field] ?? field;
}

/** A document's title: `title.<resource>` is the resource screen's title (src/domain/labels). */
function sharedTitle(locale: ProblemLocale, key: string): string | undefined {
  const match = /^title\.(.+)$/.exec(key);
  return match ? (SHARED_LABELS[locale] as Record<string, { title: string } | undefined>)[match[1]!]?.title : undefined;
}

export function text(locale: ProblemLocale, key: string, params: Record<string, string | number> = {}): string {
  const template = sharedTitle(locale, key) ?? TEXT[locale][key] ?? TEXT.pt[key] ?? key;
  return template.replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? `{${name}}`));
}

/** A calendar date (YYYY-MM-DD) as the visitor reads it: 31/12/2024 in pt and es, 12/31/2024 in en. */
export function formatDate(locale: ProblemLocale, value: unknown): string {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}/.test(value)) return value === null || value === undefined ? '' : String(value);
  const [y, m, d] = value.slice(0, 10).split('-');
  return locale === 'en' ? `${m}/${d}/${y}` : `${d}/${m}/${y}`;
}

/**
 * The filters of an export in words, as the screen names fields and values: "Estado: SP", "Situação: Publicado",
 * "Data ≥ 01/01/2020", "Tipo: PBZPA ou PBZPH". `names` gives a readable value for id filters (municipality_id → the
 * municipality's name); enumerated values read as the screen shows them (src/domain/labels).
 */
export function describeFilters(
  locale: ProblemLocale,
  filters: readonly StatedFilter[],
  q: string | null,
  names: Record<string, string> = {},
  resource?: string,
): string[] {
  const lines = filters.map((filter) => {
    const values = filter.values.map((value) => {
      const named = names[`${filter.field}:${value}`];
      if (named) return named;
      if (filter.field === 'sample') return text(locale, value === 1 ? 'yes' : 'no');
      if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return formatDate(locale, value);
      return String(resource === undefined ? value : valueLabel(locale, resource, filter.field, value));
    });
    const label = fieldLabel(locale, filter.field, resource);
    const joined = values.join(text(locale, 'or'));
    return filter.op === 'eq' ? `${label}: ${joined}` : `${label} ${text(locale, `op.${filter.op}`)} ${joined}`;
  });
  if (q) lines.push(`${fieldLabel(locale, 'q')}: "${q}"`);
  return lines;
}
