import type { CrudFilter, CrudSort } from '@refinedev/core';

export const EXPORT_FORMATS = ['csv', 'xlsx', 'pdf'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

const SUFFIX: Partial<Record<string, string>> = { ne: '_ne', gte: '_gte', lte: '_lte', contains: '_like' };

/**
 * GET /api/<resource>/export.<format> with the grid's own filters and sort, written the way
 * @refinedev/simple-rest writes them for the list (`field`, `field_gte`, repeated keys for lists,
 * `q`, `_sort=a,b&_order=asc,desc`); no paging: the export is the whole filtered set.
 */
export function exportUrl(
  apiUrl: string,
  resource: string,
  format: ExportFormat,
  filters: readonly CrudFilter[],
  sorters: readonly CrudSort[],
  language?: string,
): string {
  const params = new URLSearchParams();
  for (const filter of filters) {
    if (!('field' in filter)) continue;
    const key = filter.field === 'q' ? 'q' : `${filter.field}${SUFFIX[filter.operator] ?? ''}`;
    const values: unknown[] = Array.isArray(filter.value) ? filter.value : [filter.value];
    for (const value of values) if (value !== undefined && value !== null && value !== '') params.append(key, String(value));
  }
  if (sorters.length > 0) {
    params.set('_sort', sorters.map((s) => s.field).join(','));
    params.set('_order', sorters.map((s) => s.order).join(','));
  }
  // The document's headers and wording in the portal's language (a download link sends the browser's Accept-Language).
  if (language) params.set('_lang', language);
  const query = params.toString();
  return `${apiUrl}/${resource}/export.${format}${query ? `?${query}` : ''}`;
}
