import { parseTableParams } from '@refinedev/core';
import { keepEarlyList } from './early-list';
import { restDataProvider } from './rest-data-provider';

/**
 * A reload of a staff list whose URL holds its table state (Refine's syncWithLocation writes page, sort and filters
 * there): asks for its first rows as soon as the session is resumed, in parallel with the screen's code, instead of
 * after the guard, the layout and the grid have rendered. A URL without that state asks nothing here.
 */
export function startEarlyList(resource: string, search: string): Promise<unknown> | undefined {
  const { parsedCurrentPage, parsedPageSize, parsedSorter, parsedFilters } = parseTableParams(search);
  if (!parsedPageSize) return undefined;
  const question = {
    resource,
    pagination: { currentPage: Number(parsedCurrentPage) || 1, pageSize: Number(parsedPageSize), mode: 'server' as const },
    sorters: parsedSorter,
    filters: parsedFilters,
  };
  const response = restDataProvider.getList(question);
  keepEarlyList(question, response, search);
  return response;
}
