/** Rows per page a list offers. */
export const PAGE_SIZE_OPTIONS = [10, 25, 50, 100];

/** A page of a list: 0-based page index and rows per page (MUI's pagination model). */
export interface PageModel {
  page: number;
  pageSize: number;
}

/**
 * The page to show after a change of rows per page: the one holding the row that was first on screen, so page 2
 * of 25 (rows 26–50) becomes page 1 of 100 (rows 1–100), not page 2 (rows 101–200). A plain page change passes.
 */
export function keepFirstRow(previous: PageModel, next: PageModel): PageModel {
  if (next.pageSize === previous.pageSize) return next;
  const firstRow = previous.page * previous.pageSize;
  return { page: Math.floor(firstRow / next.pageSize), pageSize: next.pageSize };
}
