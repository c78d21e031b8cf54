import type { RecentItem } from '../../../domain/schemas/dashboard';

const INTL_LOCALE: Record<string, string> = { pt: 'pt-BR', en: 'en', es: 'es' };

/** "2026-03" as a short month in the language, for axis ticks: "mar./26", "Mar/26". */
export function formatMonth(month: string, language: string): string {
  const [year, mon] = month.split('-').map(Number) as [number, number];
  const locale = INTL_LOCALE[language.slice(0, 2)] ?? 'pt-BR';
  const name = new Intl.DateTimeFormat(locale, { month: 'short', timeZone: 'UTC' }).format(Date.UTC(year, mon - 1, 1));
  return `${name}/${String(year).slice(2)}`;
}

export function formatCount(value: number, language: string): string {
  return new Intl.NumberFormat(INTL_LOCALE[language.slice(0, 2)] ?? 'pt-BR').format(value);
}

/** Refine's list state in the URL (syncWithLocation): the free-text search `q` set to a value. */
function searchQuery(value: string): string {
  return new URLSearchParams({ 'filters[0][field]': 'q', 'filters[0][operator]': 'eq', 'filters[0][value]': value }).toString();
}

/** Where a recent item opens: the complaints list searched by NUP, the public lookup by protocol, the plans searched by ICAO. */
export function recentItemHref(item: RecentItem): string {
  switch (item.kind) {
    case 'complaint':
      return `/denuncias?${searchQuery(item.reference)}`;
    case 'preanalysis':
      return `/preanalise?protocolo=${encodeURIComponent(item.reference)}`;
    case 'plan':
      return `/planos?${searchQuery(item.reference)}`;
  }
}
