import type { ProblemLocale } from '../i18n/problems';
import type { Filter } from '../resources/list-query';

/** Column headers, titles and filter wording of the exported documents, in the portal's three languages. */
type Catalogue = Record<string, string>;

const FIELDS: Record<ProblemLocale, Catalogue> = {
  pt: {
    id: 'Id', aerodrome_id: 'Aeródromo (id)', aerodrome_name: 'Aeródromo', signature_date: 'Data de assinatura', icao: 'ICAO', type: 'Tipo',
    date: 'Data', ordinance: 'Contato (portaria)', impacted_municipalities: 'Municípios impactados', protection_zones: 'Zonas de proteção',
    dou_reference: 'Referência no DOU', validity: 'Vigência', state_code: 'Estado', municipality_id: 'Município',
    municipality: 'Município', sample: 'Exemplo', q: 'Busca',
  },
  en: {
    id: 'Id', aerodrome_id: 'Aerodrome (id)', aerodrome_name: 'Aerodrome', signature_date: 'Signature date', icao: 'ICAO', type: 'Type',
    date: 'Date', ordinance: 'Contact (ordinance)', impacted_municipalities: 'Impacted municipalities', protection_zones: 'Protection zones',
    dou_reference: 'DOU reference', validity: 'Validity', state_code: 'State', municipality_id: 'Municipality',
    municipality: 'Municipality', sample: 'Sample', q: 'Search',
  },
  es: {
    id: 'Id', aerodrome_id: 'Aeródromo (id)', aerodrome_name: 'Aeródromo', signature_date: 'Fecha de firma', icao: 'OACI', type: 'Tipo',
    date: 'Fecha', ordinance: 'Contacto (ordenanza)', impacted_municipalities: 'Municipios afectados', protection_zones: 'Zonas de protección',
    dou_reference: 'Referencia en el DOU', validity: 'Vigencia', state_code: 'Estado', municipality_id: 'Municipio',
    municipality: 'Municipio', sample: 'Ejemplo', q: 'Búsqueda',
  },
};

const TEXT: Record<ProblemLocale, Catalogue> = {
  pt: {
    'title.plans': 'Planos de zona de proteção', 'title.tacs': 'Termos de Ajustamento de Conduta (TAC)',
    filters: 'Filtros aplicados', no_filters: 'Nenhum filtro: todos os registros.', sort: 'Ordenação', generated: 'Gerado em',
    rows: 'Registros', page: 'Página {page} de {pages}', asc: 'crescente', desc: 'decrescente',
    truncated: 'Documento truncado: mostra as primeiras {shown} de {total} linhas. Os arquivos CSV e XLSX trazem todas.',
    'op.eq': '=', 'op.ne': '≠', 'op.gte': '≥', 'op.lte': '≤', 'op.like': 'contém', or: ' ou ', yes: 'sim', no: 'não',
  },
  en: {
    'title.plans': 'Protection zone plans', 'title.tacs': 'Conduct adjustment agreements (TAC)',
    filters: 'Filters applied', no_filters: 'No filters: every record.', sort: 'Sort', generated: 'Generated on',
    rows: 'Records', page: 'Page {page} of {pages}', asc: 'ascending', desc: 'descending',
    truncated: 'Truncated document: it shows the first {shown} of {total} rows. The CSV and XLSX files carry all of them.',
    'op.eq': '=', 'op.ne': '≠', 'op.gte': '≥', 'op.lte': '≤', 'op.like': 'contains', or: ' or ', yes: 'yes', no: 'no',
  },
  es: {
    'title.plans': 'Planes de zona de protección', 'title.tacs': 'Términos de Ajuste de Conducta (TAC)',
    filters: 'Filtros aplicados', no_filters: 'Sin filtros: todos los registros.', sort: 'Orden', generated: 'Generado el',
    rows: 'Registros', page: 'Página {page} de {pages}', asc: 'ascendente', desc: 'descendente',
    truncated: 'Documento truncado: muestra las primeras {shown} de {total} filas. Los archivos CSV y XLSX las traen todas.',
    'op.eq': '=', 'op.ne': '≠', 'op.gte': '≥', 'op.lte': '≤', 'op.like': 'contiene', or: ' o ', yes: 'sí', no: 'no',
  },
};

export function fieldLabel(locale: ProblemLocale, field: string): string {
  return FIELDS[locale][field] ?? FIELDS.pt[field] ?? field;
}

export function text(locale: ProblemLocale, key: string, params: Record<string, string | number> = {}): string {
  const template = TEXT[locale][key] ?? TEXT.pt[key] ?? key;
  return template.replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? `{${name}}`));
}

/** A calendar date (YYYY-MM-DD) as the visitor reads it: 31/12/2024 in pt and es, 12/31/2024 in en. */
export function formatDate(locale: ProblemLocale, value: unknown): string {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}/.test(value)) return value === null || value === undefined ? '' : String(value);
  const [y, m, d] = value.slice(0, 10).split('-');
  return locale === 'en' ? `${m}/${d}/${y}` : `${d}/${m}/${y}`;
}

/**
 * The filters of an export as sentences: "Estado = SP", "Data ≥ 01/01/2020", "Tipo = PBZPA ou PBZPH".
 * `names` gives a readable value for id filters (municipality_id → the municipality's name).
 */
export function describeFilters(locale: ProblemLocale, filters: readonly Filter[], q: string | null, names: Record<string, string> = {}): string[] {
  const lines = filters.map((filter) => {
    const values = filter.values.map((value) => {
      const named = names[`${filter.field}:${value}`];
      if (named) return named;
      if (filter.field === 'sample') return text(locale, value === 1 ? 'yes' : 'no');
      return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? formatDate(locale, value) : String(value);
    });
    return `${fieldLabel(locale, filter.field)} ${text(locale, `op.${filter.op}`)} ${values.join(text(locale, 'or'))}`;
  });
  if (q) lines.push(`${fieldLabel(locale, 'q')}: "${q}"`);
  return lines;
}
