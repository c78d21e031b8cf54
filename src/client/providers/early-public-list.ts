import type { CrudFilter, CrudSort, GetListResponse } from '@refinedev/core';
import { resourceByName } from '../../domain/resources';
import { tableQuery } from './table-address';
import { keepEarlyList, type ListQuestion } from './early-list';

/** What a public search (PlaceSearchList) first asks for: 25 rows by aerodrome name, published records only. */
export const PUBLIC_SEARCH_PAGE_SIZE = 25;
export const PUBLIC_SEARCH_SORTERS: CrudSort[] = [{ field: 'aerodrome_name', order: 'asc' }];
export const PUBLIC_SEARCH_FILTERS: CrudFilter[] = [{ field: 'status', operator: 'eq', value: 'published' }];

const PUBLIC_SEARCHES = ['plans', 'tacs'] as const;

/** The first page of a public search, as the REST data provider would fetch it, with a plain fetch (no axios yet). */
async function firstPage(resource: string): Promise<GetListResponse> {
  const query = new URLSearchParams({ _start: '0', _end: String(PUBLIC_SEARCH_PAGE_SIZE) });
  for (const sorter of PUBLIC_SEARCH_SORTERS) {
    query.append('_sort', sorter.field);
    query.append('_order', sorter.order);
  }
  for (const filter of PUBLIC_SEARCH_FILTERS) if ('field' in filter) query.append(filter.field, String(filter.value));
  const response = await fetch(`/api/${resource}?${query.toString()}`, { headers: { Accept: 'application/json' } });
  if (!response.ok) throw Object.assign(new Error(`/api/${resource} answered ${response.status}`), { statusCode: response.status });
  return {
    data: (await response.json()) as GetListResponse['data'],
    total: Number(response.headers.get('x-total-count') ?? 0),
    totalExact: response.headers.get('x-total-count-exact') !== 'false',
  };
}

/**
 * A visit to /planos or /tac with no table state in the address: asks for the first rows at once, in parallel
 * with the code, instead of after Refine, the filters and the grid have rendered; the grid's first identical
 * request takes this answer (early-list.ts).
 */
export function startEarlyPublicList(pathname: string, search: string): void {
  const resource = PUBLIC_SEARCHES.find((name) => resourceByName(name)?.path === pathname);
  if (!resource || search) return;
  const question: ListQuestion = {
    resource,
    pagination: { currentPage: 1, pageSize: PUBLIC_SEARCH_PAGE_SIZE, mode: 'server' },
    sorters: PUBLIC_SEARCH_SORTERS,
    filters: PUBLIC_SEARCH_FILTERS,
  };
  keepEarlyList(question, firstPage(resource));
  // The address the search writes on mount, written now, before the first render: the search then finds it there and
  // does not navigate, which would render the whole page a second time while a phone is still busy with the first.
  const query = tableQuery({ pageSize: PUBLIC_SEARCH_PAGE_SIZE, sorters: PUBLIC_SEARCH_SORTERS });
  window.history.replaceState(window.history.state, '', `${pathname}${query}${window.location.hash}`);
}
