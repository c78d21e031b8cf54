/** A list's first page and sort, as Refine's syncWithLocation writes them into the address (its React Router binding's qs form). */
export interface TableState {
  pageSize: number;
  sorters: readonly { field: string; order: 'asc' | 'desc' }[];
}

/** Rows per page of the staff lists (use-staff-grid.ts). */
export const STAFF_PAGE_SIZE = 25;

/**
 * The query string a list writes when it mounts on its first page: a link or a first visit that already carries it
 * spares the list a navigation of its own, which would render the whole screen a second time (router-provider.ts
 * skips a replace to the current address). Without dependencies: the public entry uses it before Refine is loaded.
 */
export function tableQuery({ pageSize, sorters }: TableState): string {
  const sort = sorters.map(({ field, order }, index) => `&sorters[${index}][field]=${field}&sorters[${index}][order]=${order}`);
  return `?pageSize=${pageSize}&currentPage=1${sort.join('')}`;
}
